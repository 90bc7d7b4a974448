// A product as catalog CSV rows (the columns of csv-columns.ts): product fields on the first row, one row per
// variant for products with options, each value written so that importing it back changes nothing.
import type { Product, Variant } from '../../../wire/api/catalog-v1/product.js';
import { CSV_HEADER, joinList, optionNameColumn, optionValueColumn, stockCells } from '../../core/import/csv-columns.js';
import { v1StockLevel } from '../inventory.js';

type Cells = Record<string, string>;

const text = (value: number | string | boolean | undefined | null): string => (value === undefined || value === null ? '' : String(value));

function productCells(product: Product, collectionNames: ReadonlyMap<string, string>): Cells {
  const discounted = product.discount.type === 'PERCENT' || product.discount.type === 'AMOUNT';
  return {
    slug: product.slug,
    name: product.name,
    description: text(product.description),
    price: text(product.priceData.price),
    cost: text(product.costAndProfitData?.itemCost),
    weight: text(product.weight),
    sku: text(product.sku),
    visible: text(product.visible),
    brand: text(product.brand),
    ribbon: text(product.ribbon),
    discount_type: discounted ? product.discount.type : '',
    discount_value: discounted ? text(product.discount.value) : '',
    collections: joinList(product.collectionIds.flatMap((id) => collectionNames.get(id) ?? [])),
    media: joinList(product.media.items.flatMap((item) => (item.image ? [item.image.url] : []))),
  };
}

function variantCells(product: Product, variant: Variant): Cells {
  const cells: Cells = { slug: product.slug };
  product.productOptions.forEach((option, i) => {
    cells[optionNameColumn(i)] = option.name;
    cells[optionValueColumn(i)] = variant.choices[option.name] ?? '';
  });
  const values = variant.variant;
  cells.variant_price = text(values.priceData.price);
  cells.variant_cost = text(values.costAndProfitData?.itemCost);
  cells.variant_weight = text(values.weight);
  cells.variant_sku = text(values.sku);
  cells.variant_visible = text(values.visible);
  return { ...cells, ...stockCells(v1StockLevel(variant.stock)) };
}

const ordered = (cells: Cells): string[] => CSV_HEADER.map((column) => cells[column] ?? '');

/** Rows in CSV_HEADER order. `variants` are the product's variants (needed when it has options). */
export function productRows(product: Product, variants: readonly Variant[], collectionNames: ReadonlyMap<string, string>): string[][] {
  const first = productCells(product, collectionNames);
  if (product.productOptions.length === 0 || variants.length === 0) return [ordered({ ...first, ...stockCells(v1StockLevel(product.stock)) })];
  return variants.map((variant, i) => ordered({ ...(i === 0 ? first : {}), ...variantCells(product, variant) }));
}
