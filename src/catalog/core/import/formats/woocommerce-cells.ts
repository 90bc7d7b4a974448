// The cells of one WooCommerce row read into own-CSV cells (woocommerce.ts puts a product together from them): the
// row's kind, weight, stock, visibility, description, categories, images and attributes, and the cells a simple and
// a variable product share. Each decision is docs/formats/woocommerce.md's.
import { slugify } from '../../../../wire/slug-rule.js';
import { CellReader, givenCell as given } from '../cells.js';
import { formatPath } from '../collection-paths.js';
import { joinList } from '../csv-columns.js';
import { readMediaItem } from '../media-cell.js';
import type { ForeignRecord, FormatContext } from './format.js';
import { weightIn } from './weight.js';
import * as c from './woocommerce-columns.js';

export type Cells = Record<string, string>;

/** A list cell: comma-separated, `\,` a comma inside an item (WooCommerce's exporter escapes it so). */
function splitWooList(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(/(?<!\\),/)
    .map((item) => item.replaceAll('\\,', ',').trim())
    .filter((item) => item !== '');
}

/** The row's words in Type, lowercased (`simple, virtual` → simple, virtual). */
const typeWords = (record: ForeignRecord) => splitWooList(record.cells[c.TYPE]).map((word) => word.toLowerCase());
export const kindWord = (record: ForeignRecord) => c.PRODUCT_KINDS.find((kind) => typeWords(record).includes(kind));

/** The row's kind, checked; the flags beside it (virtual, downloadable) are counted as not carried. */
export function kindOf(reader: CellReader, record: ForeignRecord, context: FormatContext): c.ProductKind | undefined {
  const words = typeWords(record);
  const kinds = words.filter((word) => (c.PRODUCT_KINDS as readonly string[]).includes(word));
  const unknown = words.filter((word) => !(c.PRODUCT_KINDS as readonly string[]).includes(word) && !(c.TYPE_FLAGS as readonly string[]).includes(word));
  if (kinds.length !== 1 || unknown.length > 0) {
    reader.fail(record.row, c.TYPE, record.cells[c.TYPE], `expected one of ${c.PRODUCT_KINDS.join(', ')} (and virtual or downloadable beside it)`);
    return undefined;
  }
  for (const flag of c.TYPE_FLAGS) if (words.includes(flag)) context.notCarried(c.typeLabel(flag));
  return kinds[0] as c.ProductKind;
}

/** The weight column the file has (its name says the shop's unit), if any. */
export const weightColumnOf = (record: ForeignRecord) => c.WEIGHT_COLUMNS.find((column) => column in record.cells);

/** The row's weight in the store's unit. */
export function weightOf(reader: CellReader, record: ForeignRecord, context: FormatContext): string | undefined {
  const column = weightColumnOf(record);
  const text = column === undefined ? undefined : given(record.cells, column);
  if (column === undefined || text === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(text)) {
    reader.fail(record.row, column, text, 'expected a weight (a number ≥ 0, "." for decimals)');
    return undefined;
  }
  const unit = column.slice('Weight ('.length, -1) as c.FileWeightUnit;
  return weightIn(context.weightUnit, text, c.WEIGHT_UNITS_OF_FILE[unit]);
}

/** Stock and In stock? in the own stock cells: a number is a counted quantity; else 1 / 0 / backorder, not counted. */
export function stockCells(reader: CellReader, record: ForeignRecord, context: FormatContext): Cells {
  const { row, cells } = record;
  let stock = given(cells, c.STOCK);
  if (stock?.toLowerCase() === 'parent') {
    // A variation counted with its parent's stock: the store counts each variant on its own.
    context.notCarried(c.STOCK);
    stock = undefined;
  }
  if (stock !== undefined) {
    if (/^-\d+$/.test(stock)) {
      reader.fail(row, c.STOCK, stock, 'WooCommerce counted this below 0 (sold on backorder); the store counts from 0: write 0 or more');
      return {};
    }
    return reader.read('quantity', row, c.STOCK, stock) === undefined ? {} : { track_quantity: 'true', quantity: stock };
  }
  const inStock = given(cells, c.IN_STOCK)?.toLowerCase();
  if (inStock === undefined) return {};
  if (inStock === c.BACKORDER) context.notCarried(c.IN_STOCK);
  else if (inStock !== '1' && inStock !== '0') {
    reader.fail(row, c.IN_STOCK, cells[c.IN_STOCK], 'expected 1, 0 or backorder');
    return {};
  }
  return { track_quantity: 'false', in_stock: String(inStock !== '0') };
}

/** Published (1 published, 0 private, -1 draft) and Visibility in catalog → visible. */
export function visibleOf(reader: CellReader, record: ForeignRecord, context: FormatContext): string | undefined {
  const published = given(record.cells, c.PUBLISHED);
  const shown = given(record.cells, c.CATALOG_VISIBILITY)?.toLowerCase();
  if (published !== undefined && !(published in c.PUBLISHED_VALUES)) reader.fail(record.row, c.PUBLISHED, published, 'expected 1 (published), 0 (private) or -1 (draft)');
  if (shown !== undefined && !(c.CATALOG_VISIBILITIES as readonly string[]).includes(shown)) {
    reader.fail(record.row, c.CATALOG_VISIBILITY, record.cells[c.CATALOG_VISIBILITY], `expected ${c.CATALOG_VISIBILITIES.join(', ')}`);
  }
  // Shown in the shop or in search only: the store's product is shown in both.
  if (shown === 'catalog' || shown === 'search') context.notCarried(c.CATALOG_VISIBILITY);
  const isPublished = published === undefined ? undefined : c.PUBLISHED_VALUES[published as keyof typeof c.PUBLISHED_VALUES];
  if (isPublished === undefined && shown === undefined) return undefined;
  return String((isPublished ?? true) && shown !== 'hidden');
}

/** Description: the exporter writes a line break as `\n` (and a written `\n` as `\\n`). */
const descriptionOf = (record: ForeignRecord) => given(record.cells, c.DESCRIPTION)?.replace(/\\\\n|\\n/g, (escape) => (escape === '\\n' ? '\n' : '\\n'));

/**
 * Categories (`A > B, C`) → collection references, each path whole (collection-paths.ts): V3 finds or creates the
 * nested category, V1 the leaf's collection. WooCommerce writes `>` between names, so a name never holds one.
 */
function collectionsOf(record: ForeignRecord): string | undefined {
  const paths = splitWooList(record.cells[c.CATEGORIES]).map((path) => path.split('>').map((part) => part.trim()).filter((part) => part !== ''));
  const references = [...new Set(paths.filter((path) => path.length > 0).map((path) => formatPath(path)))];
  return references.length > 0 ? joinList(references) : undefined;
}

/** Images (comma-separated URLs or local files: media-cell.ts) → media, each once; the first is the product's main image, as in WooCommerce. */
function mediaOf(reader: CellReader, record: ForeignRecord, folder: string): string | undefined {
  const urls = splitWooList(record.cells[c.IMAGES]).flatMap((cell) => readMediaItem(reader, record.row, c.IMAGES, cell, folder) ?? []);
  return urls.length > 0 ? joinList([...new Set(urls)]) : undefined;
}

/** The row's attributes: name → its values (a variation: its one value; blank is "any"), with the attribute's index. */
export function attributesOf(record: ForeignRecord): Array<{ index: number; name: string; values: string[]; text: string }> {
  const attributes = [];
  for (let i = 0; i < c.WOO_ATTRIBUTES; i++) {
    const name = given(record.cells, c.attributeName(i));
    if (name !== undefined) attributes.push({ index: i, name, values: splitWooList(record.cells[c.attributeValues(i)]), text: given(record.cells, c.attributeValues(i)) ?? '' });
  }
  return attributes;
}

/** The product's cells shared by a simple and a variable product. */
export function productCells(reader: CellReader, first: ForeignRecord, context: FormatContext): Cells {
  const product: Cells = {};
  const set = (column: string, value: string | undefined) => value !== undefined && (product[column] = value);
  const name = given(first.cells, c.NAME);
  const fallback = given(first.cells, c.SKU) ?? (given(first.cells, c.ID) === undefined ? '' : `product-${given(first.cells, c.ID)}`);
  const slug = slugify(name ?? '', fallback);
  if (slug === '') reader.fail(first.row, c.NAME, first.cells[c.NAME], 'a product needs a Name (its slug is made from it)');
  product.slug = slug;
  set('name', name);
  set('description', descriptionOf(first));
  set('visible', visibleOf(reader, first, context));
  set('collections', collectionsOf(first));
  set('media', mediaOf(reader, first, context.mediaFolder));
  if (given(first.cells, c.PARENT) !== undefined) context.notCarried(c.PARENT);
  return product;
}
