// WooCommerce's product CSV → the own CSV row model (format.ts). A row is a product (simple, variable) or a
// variation, which names its variable product in Parent (`id:N` or the parent's SKU) anywhere in the file: the rows
// are tied by name (format.ts ScatteredRows). Every decision where WooCommerce and the store disagree is in
// docs/formats/woocommerce.md, which this file follows line for line.
import { compare } from '../../../../wire/money.js';
import { slugify } from '../../../../wire/slug-rule.js';
import { CellReader, givenCell as given } from '../cells.js';
import { formatPath } from '../collection-paths.js';
import { joinList } from '../csv-columns.js';
import type { CsvRecord } from '../csv-plan.js';
import { readMediaItem } from '../media-cell.js';
import { foreignFormat, type ForeignFormat, type ForeignRecord, type FormatContext, type OwnProduct, type RowName, type ScatteredRows } from './format.js';
import { hiddenCombinations } from './combinations.js';
import { evenDiscount, type VariantPrices } from './sale-prices.js';
import { weightIn } from './weight.js';
import * as c from './woocommerce-columns.js';

type Cells = Record<string, string>;

/** A list cell: comma-separated, `\,` a comma inside an item (WooCommerce's exporter escapes it so). */
function splitWooList(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(/(?<!\\),/)
    .map((item) => item.replaceAll('\\,', ',').trim())
    .filter((item) => item !== '');
}

/** The row's words in Type, lowercased (`simple, virtual` → simple, virtual). */
const typeWords = (record: ForeignRecord) => splitWooList(record.cells[c.TYPE]).map((word) => word.toLowerCase());
const kindWord = (record: ForeignRecord) => c.PRODUCT_KINDS.find((kind) => typeWords(record).includes(kind));

/** The row's kind, checked; the flags beside it (virtual, downloadable) are counted as not carried. */
function kindOf(reader: CellReader, record: ForeignRecord, context: FormatContext): c.ProductKind | undefined {
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

/** `id:12` and `SKU-1` as the names a row answers to and a variation's Parent gives. */
const idName = (id: string) => `id:${id}`;
const skuName = (sku: string) => `sku:${sku}`;
function parentName(text: string): string {
  return text.toLowerCase().startsWith(c.ID_PREFIX) ? idName(text.slice(c.ID_PREFIX.length).trim()) : skuName(text);
}

const scattered: ScatteredRows = {
  parentColumn: c.PARENT,
  parentOf: (record) => {
    const parent = given(record.cells, c.PARENT);
    return kindWord(record) === 'variation' && parent !== undefined ? parentName(parent) : undefined;
  },
  namesOf: (record) => {
    const names: RowName[] = [];
    const id = given(record.cells, c.ID);
    const sku = given(record.cells, c.SKU);
    if (id !== undefined) names.push({ name: idName(id), column: c.ID });
    if (sku !== undefined) names.push({ name: skuName(sku), column: c.SKU });
    return names;
  },
  takesRows: (record) => kindWord(record) === 'variable',
  takesNoRows: (row) => `the product it names (row ${row}) is not a variable product: only a variable product has variations`,
  noSuchParent: 'no product row of the file has this ID (id:N) or SKU: a variation is imported with its variable product',
};

/** A money cell read and checked (cells.ts), as its decimal text. */
function money(reader: CellReader, record: ForeignRecord, column: string): string | undefined {
  return reader.read('price', record.row, column, record.cells[column]) === undefined ? undefined : given(record.cells, column);
}

/** The Regular price and Sale price a row gives (checked), before they are read as list price and sale. */
interface GivenPrices {
  regular?: string;
  sale?: string;
}
const givenPrices = (reader: CellReader, record: ForeignRecord): GivenPrices => ({ regular: money(reader, record, c.REGULAR_PRICE), sale: money(reader, record, c.SALE_PRICE) });

/**
 * Regular price is the list price; a Sale price below it is what the buyer pays. A variation without a Regular price
 * takes its parent's, and then its parent's Sale price too unless it has its own. None when nothing gives a price.
 */
function pricesOf(given: GivenPrices, context: FormatContext, parent: GivenPrices = {}): VariantPrices | undefined {
  const regular = given.regular ?? parent.regular;
  const sale = given.sale ?? (given.regular === undefined ? parent.sale : undefined);
  if (regular === undefined) return sale === undefined ? undefined : { list: sale };
  if (sale !== undefined && compare(sale, regular) < 0) return { list: regular, sale };
  // A sale price at or above the regular price is no sale (WooCommerce's editor refuses it).
  if (sale !== undefined) context.notCarried(c.SALE_PRICE);
  return { list: regular };
}

/** The weight column the file has (its name says the shop's unit), if any. */
const weightColumnOf = (record: ForeignRecord) => c.WEIGHT_COLUMNS.find((column) => column in record.cells);

/** The row's weight in the store's unit. */
function weightOf(reader: CellReader, record: ForeignRecord, context: FormatContext): string | undefined {
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
function stockCells(reader: CellReader, record: ForeignRecord, context: FormatContext): Cells {
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
function visibleOf(reader: CellReader, record: ForeignRecord, context: FormatContext): string | undefined {
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
function attributesOf(record: ForeignRecord): Array<{ index: number; name: string; values: string[]; text: string }> {
  const attributes = [];
  for (let i = 0; i < c.WOO_ATTRIBUTES; i++) {
    const name = given(record.cells, c.attributeName(i));
    if (name !== undefined) attributes.push({ index: i, name, values: splitWooList(record.cells[c.attributeValues(i)]), text: given(record.cells, c.attributeValues(i)) ?? '' });
  }
  return attributes;
}

/** The product's cells shared by a simple and a variable product. */
function productCells(reader: CellReader, first: ForeignRecord, context: FormatContext): Cells {
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

function simpleProduct(reader: CellReader, first: ForeignRecord, context: FormatContext): CsvRecord[] {
  const product = productCells(reader, first, context);
  for (const attribute of attributesOf(first)) context.notCarried(c.attributeName(attribute.index));
  const prices = pricesOf(givenPrices(reader, first), context);
  const discount = prices ? evenDiscount([prices]) : undefined;
  const set = (column: string, value: string | undefined) => value !== undefined && (product[column] = value);
  set('price', prices?.list);
  if (discount !== undefined) Object.assign(product, { discount_type: 'AMOUNT', discount_value: discount });
  set('sku', given(first.cells, c.SKU));
  set('weight', weightOf(reader, first, context));
  return [{ row: first.row, cells: { ...product, ...stockCells(reader, first, context) } }];
}

/** Variations in the order the parent lists its choices (the store's choices come in the order its variants name them). */
function inChoiceOrder(first: ForeignRecord, variations: ForeignRecord[]): ForeignRecord[] {
  const parent = attributesOf(first);
  const rank = (variation: ForeignRecord) =>
    parent.map((attribute) => {
      const value = attributesOf(variation).find((a) => a.name === attribute.name)?.text;
      const at = value === undefined ? -1 : attribute.values.indexOf(value);
      return at === -1 ? Number.MAX_SAFE_INTEGER : at;
    });
  const ranked = variations.map((variation) => ({ variation, rank: rank(variation) }));
  const order = (a: number[], b: number[]) => a.reduce((result, value, i) => result || value - b[i], 0);
  return ranked.sort((a, b) => order(a.rank, b.rank) || a.variation.row - b.variation.row).map(({ variation }) => variation);
}

/** A variable product: its options are the parent's attributes its variations name; a variation without a price takes the parent's. */
function variableProduct(reader: CellReader, first: ForeignRecord, fileVariations: ForeignRecord[], context: FormatContext): { records: CsvRecord[]; columns: Partial<Record<string, string>> } {
  const product = productCells(reader, first, context);
  const variations = inChoiceOrder(first, fileVariations);
  const set = (column: string, value: string | undefined) => value !== undefined && (product[column] = value);
  set('weight', weightOf(reader, first, context));
  if (given(first.cells, c.STOCK) !== undefined) context.notCarried(c.STOCK);
  const byVariation = variations.map((variation) => new Map(attributesOf(variation).map((a) => [a.name, a])));
  const parentAttributes = attributesOf(first);
  const options = parentAttributes.filter((attribute) => byVariation.some((attributes) => attributes.has(attribute.name)));
  for (const attribute of parentAttributes) if (!options.includes(attribute)) context.notCarried(c.attributeName(attribute.index));
  if (options.length > 6) reader.fail(first.row, c.attributeName(options[6].index), options[6].name, 'the store has at most 6 options a product');
  const columns: Partial<Record<string, string>> = {};
  options.forEach((option, o) => Object.assign(columns, { [`option${o + 1}_name`]: c.attributeName(option.index), [`option${o + 1}_value`]: c.attributeValues(option.index) }));
  const weightColumn = weightColumnOf(first);
  if (weightColumn !== undefined) Object.assign(columns, { weight: weightColumn, variant_weight: weightColumn });

  const parentPrices = givenPrices(reader, first);
  const prices = variations.map((variation) => pricesOf(givenPrices(reader, variation), context, parentPrices) ?? {});
  const discount = evenDiscount(prices);
  set('price', prices[0]?.list ?? parentPrices.regular);
  if (discount !== undefined) Object.assign(product, { discount_type: 'AMOUNT', discount_value: discount });
  const uneven = discount === undefined && prices.some((p) => p.sale !== undefined);

  const own: CsvRecord[] = variations.map((variation, v) => {
    const cells: Cells = v === 0 ? { ...product } : { slug: product.slug };
    const attributes = byVariation[v];
    for (const [name, attribute] of attributes) {
      if (!options.some((option) => option.name === name)) reader.fail(variation.row, c.attributeName(attribute.index), name, `the variable product (row ${first.row}) has no attribute "${name}"`);
    }
    options.slice(0, 6).forEach((option, o) => {
      cells[`option${o + 1}_name`] = option.name;
      const value = attributes.get(option.name)?.text;
      if (value) cells[`option${o + 1}_value`] = value;
      else reader.fail(variation.row, c.attributeValues(attributes.get(option.name)?.index ?? option.index), value ?? '', `a variation for any ${option.name}: the store has a variant per choice — write its ${option.name}`);
    });
    const { list, sale } = prices[v];
    if (list !== undefined) cells.variant_price = list;
    if (uneven && list !== undefined) cells.variant_sale_price = sale ?? list;
    const put = (column: string, value: string | undefined) => value !== undefined && (cells[column] = value);
    put('variant_sku', given(variation.cells, c.SKU));
    put('variant_weight', weightOf(reader, variation, context));
    put('variant_visible', visibleOf(reader, variation, context) ?? 'true');
    return { row: variation.row, cells: { ...cells, ...stockCells(reader, variation, context) } };
  });
  if (own.length === 0) {
    reader.fail(first.row, c.TYPE, first.cells[c.TYPE], 'a variable product without variations: no row of the file names it in Parent');
    return { records: [], columns };
  }
  own.push(...hiddenCombinations(own, options.slice(0, 6).map((option) => option.name), product, uneven));
  return { records: own, columns };
}

function toOwn(records: ForeignRecord[], context: FormatContext): OwnProduct {
  const reader = new CellReader();
  const [first, ...variations] = records;
  const rows = records.map((record) => record.row).sort((a, b) => a - b);
  const kind = kindOf(reader, first, context);
  for (const variation of variations) kindOf(reader, variation, context);
  const done = (own: CsvRecord[], columns?: Partial<Record<string, string>>): OwnProduct => ({ records: own, rows, row: first.row, ...(columns ? { columns } : {}), ...(reader.problems.length > 0 ? { invalid: reader.problems } : {}) });
  if (kind === undefined) return done([]);
  if (c.NOT_CARRIED_KINDS.includes(kind)) {
    context.notCarried(c.typeLabel(kind));
    return done([]);
  }
  if (kind === 'variation') {
    reader.fail(first.row, c.PARENT, first.cells[c.PARENT], 'a variation names its variable product in Parent (id:N or its SKU)');
    return done([]);
  }
  if (kind === 'simple') return done(simpleProduct(reader, first, context), weightColumnOf(first) ? { weight: weightColumnOf(first) } : undefined);
  const { records: own, columns } = variableProduct(reader, first, variations, context);
  return done(own, columns);
}

export const woocommerce: ForeignFormat = foreignFormat({
  name: 'woocommerce',
  title: 'a WooCommerce product CSV',
  columns: c.WOO_COLUMNS,
  carried: c.CARRIED,
  required: [c.TYPE, c.NAME],
  groupKey: () => undefined,
  scattered,
  toOwn,
  columnOf: c.WOO_COLUMN_OF,
});
