// Shopify's product CSV → the own CSV row model (format.ts). Rows are grouped by Handle; the first row holds the
// product and its first variant, later rows a variant each or an image only. Every decision where Shopify and the
// store disagree is in docs/formats/shopify.md, which this file follows line for line.
import { compare } from '../../../../wire/money.js';
import { CellReader, givenCell as given, isBlank } from '../cells.js';
import { readMediaItem } from '../media-cell.js';
import { joinList } from '../csv-columns.js';
import type { CsvRecord } from '../csv-plan.js';
import { foreignFormat, type ForeignFormat, type ForeignRecord, type FormatContext, type OwnProduct } from './format.js';
import { gramsIn } from './weight.js';
import { hiddenCombinations } from './combinations.js';
import { saleCells, type VariantPrices } from './sale-prices.js';
import * as c from './shopify-columns.js';

type Cells = Record<string, string>;

/** A money cell read and checked (cells.ts), as its decimal text. */
function money(reader: CellReader, record: ForeignRecord, column: string): string | undefined {
  return reader.read('price', record.row, column, record.cells[column]) === undefined ? undefined : given(record.cells, column);
}

function pricesOf(reader: CellReader, record: ForeignRecord, context: FormatContext): VariantPrices {
  const price = money(reader, record, c.VARIANT_PRICE);
  const compareAt = money(reader, record, c.COMPARE_AT_PRICE);
  if (price !== undefined && compareAt !== undefined && compare(compareAt, price) > 0) return { list: compareAt, sale: price };
  // A compare-at price at or below the price shows no sale in Shopify either: the list price is the price.
  if (compareAt !== undefined) context.notCarried(c.COMPARE_AT_PRICE);
  return { list: price };
}

/** Variant Grams in the store's unit. */
function weightOf(reader: CellReader, record: ForeignRecord, context: FormatContext): string | undefined {
  const grams = reader.read('weight', record.row, c.VARIANT_GRAMS, record.cells[c.VARIANT_GRAMS]);
  return grams === undefined ? undefined : gramsIn(context.weightUnit, given(record.cells, c.VARIANT_GRAMS)!);
}

/** The row's stock in the own stock cells (csv-columns.ts STOCK_COLUMNS); none when the file has no tracker column. */
function stockCells(reader: CellReader, record: ForeignRecord, context: FormatContext): Cells {
  const { row, cells } = record;
  if (!(c.INVENTORY_TRACKER in cells)) return {};
  const tracker = given(cells, c.INVENTORY_TRACKER)?.toLowerCase();
  const quantity = given(cells, c.INVENTORY_QTY);
  const policy = given(cells, c.INVENTORY_POLICY)?.toLowerCase();
  if (policy !== undefined && policy !== c.POLICY_DENY && policy !== 'continue') reader.fail(row, c.INVENTORY_POLICY, cells[c.INVENTORY_POLICY], 'expected deny or continue');
  if (tracker === undefined) {
    // Not counted by Shopify: always for sale.
    if (quantity !== undefined) context.notCarried(c.INVENTORY_QTY);
    return { track_quantity: 'false', in_stock: 'true' };
  }
  if (tracker !== c.SHOPIFY_TRACKER) {
    // Counted by a fulfilment service the store does not know: its stock is left alone.
    context.notCarried(c.INVENTORY_TRACKER);
    return {};
  }
  if (policy === 'continue') context.notCarried(c.INVENTORY_POLICY);
  if (quantity === undefined) {
    reader.fail(row, c.INVENTORY_QTY, cells[c.INVENTORY_QTY], 'a variant Shopify counts (Variant Inventory Tracker shopify) needs a quantity');
    return {};
  }
  if (/^-\d+$/.test(quantity)) {
    reader.fail(row, c.INVENTORY_QTY, quantity, 'Shopify counted this variant below 0 (sold past its stock); the store counts from 0: write 0 or more');
    return {};
  }
  return reader.read('quantity', row, c.INVENTORY_QTY, quantity) === undefined ? {} : { track_quantity: 'true', quantity };
}

/** Published and Status → visible: only a published, active product is visible (draft and archived are hidden). */
function visibleOf(reader: CellReader, first: ForeignRecord): string | undefined {
  const published = reader.read('visible', first.row, c.PUBLISHED, first.cells[c.PUBLISHED]);
  const status = given(first.cells, c.STATUS)?.toLowerCase();
  if (status !== undefined && ![c.STATUS_ACTIVE, c.STATUS_DRAFT, 'archived'].includes(status)) {
    reader.fail(first.row, c.STATUS, first.cells[c.STATUS], 'expected active, draft or archived');
    return undefined;
  }
  if (published === undefined && status === undefined) return undefined;
  return String((published ?? true) && (status ?? c.STATUS_ACTIVE) === c.STATUS_ACTIVE);
}

/** Every row's Image Src (a URL or a local file: media-cell.ts), in Image Position order (rows without a position after, in file order), each URL once. */
function mediaOf(reader: CellReader, records: ForeignRecord[], folder: string): string | undefined {
  const images: Array<{ url: string; position: number }> = [];
  for (const record of records) {
    const cell = given(record.cells, c.IMAGE_SRC);
    const url = cell === undefined ? undefined : readMediaItem(reader, record.row, c.IMAGE_SRC, cell, folder);
    if (url === undefined) continue;
    const position = given(record.cells, c.IMAGE_POSITION);
    if (position !== undefined && !/^\d+$/.test(position)) reader.fail(record.row, c.IMAGE_POSITION, position, 'expected a whole number (1 is the first image)');
    images.push({ url, position: position !== undefined && /^\d+$/.test(position) ? Number(position) : Number.POSITIVE_INFINITY });
  }
  const urls = [...new Set(images.sort((a, b) => a.position - b.position).map((image) => image.url))];
  return urls.length > 0 ? joinList(urls) : undefined;
}

/** Tags (comma-separated) → collections, each tag one. */
function collectionsOf(first: ForeignRecord): string | undefined {
  const tags = (first.cells[c.TAGS] ?? '').split(c.TAG_SEPARATOR).map((tag) => tag.trim()).filter((tag) => tag !== '');
  return tags.length > 0 ? joinList(tags) : undefined;
}

/** The option names (first row only); none for Shopify's `Title` / `Default Title`. */
function optionNamesOf(first: ForeignRecord): string[] {
  const names: string[] = [];
  for (let i = 0; i < c.SHOPIFY_OPTIONS; i++) {
    const name = given(first.cells, c.optionName(i));
    if (name !== undefined) names[i] = name;
  }
  const isDefault = names.length === 1 && names[0] === c.DEFAULT_OPTION.name && given(first.cells, c.optionValue(0)) === c.DEFAULT_OPTION.value;
  return isDefault ? [] : names;
}

const isVariantRow = (record: ForeignRecord) => c.VARIANT_CELLS.some((column) => !isBlank(record.cells[column]));

/** Product cells on a later row may only repeat the first row's; option names are the first row's too. */
function checkLaterRow(reader: CellReader, first: ForeignRecord, later: ForeignRecord, options: string[]): void {
  for (const column of c.PRODUCT_CELLS) {
    const value = given(later.cells, column);
    if (value !== undefined && value !== (given(first.cells, column) ?? '')) {
      reader.fail(later.row, column, later.cells[column], `product fields belong on the product's first row (row ${first.row})`);
    }
  }
  for (let i = 0; i < c.SHOPIFY_OPTIONS; i++) {
    const name = given(later.cells, c.optionName(i));
    if (name !== undefined && name !== options[i]) reader.fail(later.row, c.optionName(i), name, `option names belong on the product's first row (row ${first.row})`);
  }
}

/** The cells of one variant in the own row model (prefix: `variant_` for a product with options). */
function variantCells(reader: CellReader, record: ForeignRecord, context: FormatContext, prefix: '' | 'variant_'): Cells {
  const cells: Cells = {};
  const set = (column: string, value: string | undefined) => value !== undefined && (cells[`${prefix}${column}`] = value);
  set('sku', given(record.cells, c.VARIANT_SKU));
  set('weight', weightOf(reader, record, context));
  set('cost', money(reader, record, c.COST));
  return { ...cells, ...stockCells(reader, record, context) };
}

/** The row's option cells in the own model: each of the product's option names with the row's value. */
function optionCells(reader: CellReader, record: ForeignRecord, options: string[], first: ForeignRecord): Cells {
  const cells: Cells = {};
  for (let o = 0; o < c.SHOPIFY_OPTIONS; o++) {
    const value = given(record.cells, c.optionValue(o));
    if (options[o] === undefined) {
      if (value !== undefined) reader.fail(record.row, c.optionValue(o), value, `${c.optionName(o)} is empty on the product's first row (row ${first.row})`);
      continue;
    }
    cells[`option${o + 1}_name`] = options[o];
    if (value !== undefined) cells[`option${o + 1}_value`] = value;
  }
  return cells;
}

function toOwn(records: ForeignRecord[], context: FormatContext): OwnProduct {
  const reader = new CellReader();
  const [first, ...later] = records;
  const options = optionNamesOf(first);
  for (const record of later) checkLaterRow(reader, first, record, options);
  const variantRows = [first, ...later.filter(isVariantRow)];
  const prices = variantRows.map((record) => pricesOf(reader, record, context));
  const sale = saleCells(prices);
  const product: Cells = { slug: first.cells[c.HANDLE].trim() };
  const set = (column: string, value: string | undefined) => value !== undefined && (product[column] = value);
  set('name', given(first.cells, c.TITLE));
  set('description', given(first.cells, c.BODY));
  set('brand', given(first.cells, c.VENDOR));
  set('visible', visibleOf(reader, first));
  set('collections', collectionsOf(first));
  set('media', mediaOf(reader, records, context.mediaFolder));
  set('price', prices[0].list);
  Object.assign(product, sale.product);

  let own: CsvRecord[];
  if (options.length === 0) {
    // Shopify's Default Title: a product without options, its one variant's values on the product. More variant
    // rows are the own planner's to refuse (a product without options has one row).
    own = variantRows.map((record, i) => ({ row: record.row, cells: i === 0 ? { ...product, ...variantCells(reader, record, context, '') } : { slug: product.slug } }));
  } else {
    own = variantRows.map((record, i) => {
      const cells: Cells = { ...(i === 0 ? product : { slug: product.slug }), ...optionCells(reader, record, options, first), ...sale.variant(prices[i]) };
      return { row: record.row, cells: { ...cells, ...variantCells(reader, record, context, 'variant_'), variant_visible: 'true' } };
    });
    own.push(...hiddenCombinations(own, options, product, sale.uneven));
  }
  return { records: own, rows: records.map((record) => record.row), ...(reader.problems.length > 0 ? { invalid: reader.problems } : {}) };
}

export const shopify: ForeignFormat = foreignFormat({
  name: 'shopify',
  title: 'a Shopify product CSV',
  columns: c.SHOPIFY_COLUMNS,
  carried: c.CARRIED,
  required: [c.HANDLE],
  groupKey: (record) => given(record.cells, c.HANDLE),
  toOwn,
  columnOf: c.SHOPIFY_COLUMN_OF,
});
