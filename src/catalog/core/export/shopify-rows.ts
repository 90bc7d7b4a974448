// `products export --format shopify`: a product's own CSV rows (csv-columns.ts, the version-neutral rows both catalog
// sources write) as Shopify's product CSV — option names on the first row, a row per variant, then a row per image
// the variant rows did not hold. The layout and every decision where the store holds what Shopify's file cannot say:
// docs/formats/shopify.md "Export"; the reader of the same columns: ../import/formats/shopify.ts.
import { compare, CURRENCY_DECIMALS, discountedPrice, toFixed, toText, type Discount } from '../../../wire/money.js';
import { splitList, optionValueColumn } from '../import/csv-columns.js';
import type { WeightUnit } from '../import/formats/format-names.js';
import * as c from '../import/formats/shopify-columns.js';
import { weightInGrams } from '../import/formats/weight.js';
import { cellsOf, optionsOf, type Cells } from './own-cells.js';
import type { LayoutProduct, Unsaid } from './unsaid.js';

const ordered = (cells: Cells): string[] => c.SHOPIFY_HEADER.map((column) => cells[column] ?? '');
const money = (amount: string) => toFixed(amount, CURRENCY_DECIMALS);

/** The product's own columns, on its first row only (as Shopify writes them). */
function productCells(own: Cells, unsaid: Unsaid[]): Cells {
  const collections = splitList(own.collections);
  if (collections.some((name) => name.includes(c.TAG_SEPARATOR))) unsaid.push('commaInCollection');
  const visible = own.visible !== 'false';
  return {
    [c.TITLE]: own.name,
    [c.BODY]: own.description,
    [c.VENDOR]: own.brand,
    [c.TAGS]: collections.join(`${c.TAG_SEPARATOR} `),
    [c.PUBLISHED]: visible ? c.SHOPIFY_TRUE : c.SHOPIFY_FALSE,
    [c.STATUS]: visible ? c.STATUS_ACTIVE : c.STATUS_DRAFT,
  };
}

/** The own stock cells as Shopify's: counted → its tracker with the quantity; not counted → no tracker (always sold). */
function shopifyStockCells(v: Cells, unsaid: Unsaid[]): Cells {
  const counted = { [c.INVENTORY_TRACKER]: c.SHOPIFY_TRACKER, [c.INVENTORY_POLICY]: c.POLICY_DENY };
  if (v.track_quantity === 'true') return { ...counted, [c.INVENTORY_QTY]: v.quantity };
  if (v.track_quantity === 'false' && v.in_stock === 'false') {
    unsaid.push('uncountedOutOfStock');
    return { ...counted, [c.INVENTORY_QTY]: '0' };
  }
  return { [c.INVENTORY_POLICY]: c.POLICY_DENY };
}

/** One variant's Shopify cells: `v` its own row, `product` the product's first row (the values a variant leaves blank). */
function variantCells(v: Cells, product: Cells, discount: Discount | undefined, unit: WeightUnit, unsaid: Unsaid[]): Cells {
  const own = (column: string) => v[`variant_${column}`] || product[column];
  const list = own('price');
  // What the buyer pays: the variant's own sale price (V3), else its list price less the product's discount.
  const paid = v.variant_sale_price || (list === '' ? '' : toText(discountedPrice(list, discount)));
  const weight = own('weight');
  return {
    [c.HANDLE]: product.slug,
    [c.VARIANT_SKU]: own('sku'),
    [c.VARIANT_GRAMS]: weight === '' ? '' : weightInGrams(unit, weight),
    [c.VARIANT_WEIGHT_UNIT]: weight === '' ? '' : unit,
    ...shopifyStockCells(v, unsaid),
    [c.FULFILLMENT_SERVICE]: c.SELF_FULFILLED,
    [c.VARIANT_PRICE]: paid === '' ? '' : money(paid),
    [c.COMPARE_AT_PRICE]: list !== '' && paid !== '' && compare(list, paid) > 0 ? money(list) : '',
    [c.REQUIRES_SHIPPING]: c.SHOPIFY_TRUE,
    [c.TAXABLE]: c.SHOPIFY_TRUE,
    [c.COST]: own('cost'),
  };
}

const discountOf = (own: Cells): Discount | undefined => (own.discount_type === '' ? undefined : { type: own.discount_type, value: own.discount_value });

/** One product's own CSV rows (CSV_HEADER order) → its Shopify rows (SHOPIFY_HEADER order), or why it cannot be one. */
export function shopifyRows(ownRows: readonly (readonly string[])[], unit: WeightUnit): LayoutProduct {
  const all = ownRows.map(cellsOf);
  const product = all[0];
  // Each named option with its own column's index (Shopify's Option1..3 are the named ones, in order).
  const options = optionsOf(all).flatMap((option, index) => (option === undefined ? [] : [{ ...option, index }]));
  if (options.length > c.SHOPIFY_OPTIONS) {
    return { rows: [], unsaid: [], refused: `it has ${options.length} options and Shopify allows at most ${c.SHOPIFY_OPTIONS}` };
  }
  const unsaid: Unsaid[] = [];
  // Shopify has no hidden variant: only the variants the store sells are written (a product needs one, though).
  const shown = all.filter((v) => options.length === 0 || v.variant_visible !== 'false');
  if (shown.length < all.length) unsaid.push(shown.length === 0 ? 'everyVariantHidden' : 'hiddenVariants');
  const variants = shown.length > 0 ? shown : all;
  const discount = discountOf(product);
  const rows: Cells[] = variants.map((v) => {
    const cells = variantCells(v, product, discount, unit, unsaid);
    if (options.length === 0) return { ...cells, [c.optionValue(0)]: c.DEFAULT_OPTION.value };
    options.forEach((option, i) => (cells[c.optionValue(i)] = v[optionValueColumn(option.index)]));
    return cells;
  });
  Object.assign(rows[0], productCells(product, unsaid));
  if (options.length === 0) rows[0][c.optionName(0)] = c.DEFAULT_OPTION.name;
  else options.forEach((option, i) => (rows[0][c.optionName(i)] = option.name));
  // Images in order: the variant rows hold the first ones, image-only rows (Handle and Image cells) the rest.
  splitList(product.media).forEach((url, i) => {
    if (i >= rows.length) rows.push({ [c.HANDLE]: product.slug });
    Object.assign(rows[i], { [c.IMAGE_SRC]: url, [c.IMAGE_POSITION]: String(i + 1) });
  });
  return { rows: rows.map(ordered), unsaid: [...new Set(unsaid)] };
}
