// `products export --format dashboard`: a product's own CSV rows (csv-columns.ts, the version-neutral rows both
// catalog sources write) as the platform dashboard's product CSV — its Product row, then a Variant row per variant.
// The layout and every decision where the store holds what the file cannot say: docs/formats/dashboard.md "Export";
// the reader of the same columns: ../import/formats/dashboard.ts.
import { subtract, toText } from '../../../wire/money.js';
import { joinList, optionValueColumn } from '../import/csv-columns.js';
import * as c from '../import/formats/dashboard-columns.js';
import { cellsOf, optionsOf, type Cells } from './own-cells.js';
import type { LayoutProduct, Unsaid } from './unsaid.js';

const ordered = (cells: Cells): string[] => c.DASHBOARD_HEADER.map((column) => cells[column] ?? '');

/** The own stock cells as one `inventory` cell: the counted quantity, else InStock / OutOfStock, else blank. */
function inventoryOf(own: Cells): string {
  if (own.track_quantity === 'true') return own.quantity;
  if (own.track_quantity === 'false') return own.in_stock === 'false' ? c.OUT_OF_STOCK : c.IN_STOCK;
  return '';
}

/** The cells of the product's own that go on its Product row (handleId = the slug, so a re-import matches it). */
function productCells(own: Cells): Cells {
  return {
    [c.HANDLE_ID]: own.slug,
    [c.FIELD_TYPE]: c.PRODUCT_ROW,
    [c.NAME]: own.name,
    [c.DESCRIPTION]: own.description,
    [c.IMAGE_URL]: own.media,
    [c.COLLECTION]: own.collections,
    [c.RIBBON]: own.ribbon,
    [c.BRAND]: own.brand,
    [c.PRICE]: own.price,
    [c.VISIBLE]: own.visible,
    [c.DISCOUNT_MODE]: own.discount_type,
    [c.DISCOUNT_VALUE]: own.discount_value,
    [c.WEIGHT]: own.weight,
    [c.COST]: own.cost,
  };
}

/** One product's own CSV rows (CSV_HEADER order) → its dashboard rows (DASHBOARD_HEADER order). */
export function dashboardRows(ownRows: readonly (readonly string[])[]): LayoutProduct {
  const own = ownRows.map(cellsOf);
  const product = productCells(own[0]);
  const options = optionsOf(own);
  if (options.length === 0) return { rows: [ordered({ ...product, [c.SKU]: own[0].sku, [c.INVENTORY]: inventoryOf(own[0]) })], unsaid: [] };

  const unsaid: Unsaid[] = [];
  // Each variant's price: its list price, or (sale prices per variant) what the buyer pays, the product's price the first's.
  const perVariantSale = own.some((v) => v.variant_sale_price !== '');
  const priceOf = (v: Cells) => (perVariantSale ? v.variant_sale_price || v.variant_price : v.variant_price);
  if (perVariantSale) {
    unsaid.push('perVariantSalePrices');
    Object.assign(product, { [c.PRICE]: priceOf(own[0]), [c.DISCOUNT_MODE]: '', [c.DISCOUNT_VALUE]: '' });
  }
  options.forEach((option, i) => {
    product[c.optionName(i)] = option.name;
    product[c.optionType(i)] = c.DROP_DOWN;
    product[c.optionDescription(i)] = joinList(option.choices);
  });
  const base = product[c.PRICE];
  const variants = own.map((v) => {
    const cells: Cells = {
      [c.HANDLE_ID]: own[0].slug,
      [c.FIELD_TYPE]: c.VARIANT_ROW,
      [c.SURCHARGE]: priceOf(v) === '' || base === '' ? '' : toText(subtract(priceOf(v), base)),
      [c.SKU]: v.variant_sku,
      [c.WEIGHT]: v.variant_weight,
      [c.COST]: v.variant_cost,
      [c.VISIBLE]: v.variant_visible,
      [c.INVENTORY]: inventoryOf(v),
    };
    options.forEach((_, i) => (cells[c.optionDescription(i)] = v[optionValueColumn(i)]));
    return ordered(cells);
  });
  return { rows: [ordered(product), ...variants], unsaid };
}
