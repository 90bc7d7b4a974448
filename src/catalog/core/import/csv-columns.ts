// The catalog CSV layout (docs/product.md §4), written once for the importer and the exporter: one row per variant, product
// fields on a product's first row, later rows repeating only `slug` plus the option, `variant_*` and stock cells.
import type { StockLevel } from '../inventory.js';

/** The platform allows at most six options per product. */
export const MAX_OPTIONS = 6;

export const PRODUCT_COLUMNS = [
  'slug',
  'name',
  'description',
  'price',
  'cost',
  'weight',
  'sku',
  'visible',
  'brand',
  'ribbon',
  'discount_type',
  'discount_value',
  'collections',
  'media',
] as const;

/**
 * `variant_sale_price` is what the buyer pays for this variant when it differs from the product's discount applied to
 * its price (V3 keeps a sale price per variant; README "The CSV format").
 */
export const VARIANT_COLUMNS = ['variant_price', 'variant_cost', 'variant_weight', 'variant_sku', 'variant_visible', 'variant_sale_price'] as const;

/**
 * Each variant's stock (a product without options: its one row). `track_quantity` true with `quantity`, or false
 * with `in_stock`; `quantity` alone means counted, `in_stock` alone not counted. All blank: stock is left alone.
 */
export const STOCK_COLUMNS = ['track_quantity', 'quantity', 'in_stock'] as const;

/** A variant's stock cells as export writes them (import reads them back to the same level). */
export function stockCells(level: StockLevel | undefined): Record<string, string> {
  if (!level) return {};
  return 'quantity' in level ? { track_quantity: 'true', quantity: String(level.quantity) } : { track_quantity: 'false', in_stock: String(level.inStock) };
}

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export type VariantColumn = (typeof VARIANT_COLUMNS)[number];

export const optionNameColumn = (index: number) => `option${index + 1}_name`;
export const optionValueColumn = (index: number) => `option${index + 1}_value`;

export const OPTION_COLUMNS: readonly string[] = Array.from({ length: MAX_OPTIONS }, (_, i) => [optionNameColumn(i), optionValueColumn(i)]).flat();

/** The full header, as export writes it. */
export const CSV_HEADER: readonly string[] = [...PRODUCT_COLUMNS, ...OPTION_COLUMNS, ...VARIANT_COLUMNS, ...STOCK_COLUMNS];

/** `id` is not written by export, but a file may carry it for `--match id`. */
export const OPTIONAL_ID_COLUMN = 'id';

const KNOWN = new Set<string>([...CSV_HEADER, OPTIONAL_ID_COLUMN]);

export function isKnownColumn(name: string): boolean {
  return KNOWN.has(name);
}

/**
 * Lists in one cell (`collections`, `media`) are separated by semicolons. A `;` inside an item is written `\;` and a
 * backslash `\\` (README "The CSV format"), so a collection named `Salt; Pepper` is one item; any other backslash is
 * itself (`C:\x` reads as written). Spaces around an item are not part of it.
 */
export const LIST_SEPARATOR = ';';
const ESCAPE = '\\';

export function splitList(cell: string): string[] {
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i];
    const next = cell[i + 1];
    if (char === ESCAPE && (next === LIST_SEPARATOR || next === ESCAPE)) {
      item += next;
      i++;
    } else if (char === LIST_SEPARATOR) {
      items.push(item);
      item = '';
    } else item += char;
  }
  items.push(item);
  return items.map((text) => text.trim()).filter((text) => text !== '');
}

export function joinList(items: readonly string[]): string {
  return items.map((item) => item.replaceAll(ESCAPE, ESCAPE + ESCAPE).replaceAll(LIST_SEPARATOR, ESCAPE + LIST_SEPARATOR)).join(LIST_SEPARATOR);
}
