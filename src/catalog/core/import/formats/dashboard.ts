// The platform dashboard's product CSV → the own CSV row model (format.ts). Rows are grouped by handleId: the
// Product row first, then a Variant row per variant (and, in the new catalog's template, Media rows of images).
// Every decision where the dashboard's file and this tool's model differ is in docs/formats/dashboard.md, which this
// file follows line for line.
import { add, compare, toText } from '../../../../wire/money.js';
import { slugify } from '../../../../wire/slug-rule.js';
import { CellReader, givenCell as given, isBlank } from '../cells.js';
import { readMediaItem } from '../media-cell.js';
import { joinList, splitList } from '../csv-columns.js';
import type { CsvRecord } from '../csv-plan.js';
import { foreignFormat, type ForeignFormat, type ForeignRecord, type FormatContext, type OwnProduct } from './format.js';
import { everyCombination } from './combinations.js';
import * as c from './dashboard-columns.js';

type Cells = Record<string, string>;

/** The row's fieldType, read in any case (the dashboard's own importer skips `product` silently; this tool reads it). */
function kindOf(reader: CellReader, record: ForeignRecord): c.RowKind | undefined {
  const text = given(record.cells, c.FIELD_TYPE);
  const kind = c.ROW_KINDS.find((known) => known === text?.toLowerCase());
  if (!kind) reader.fail(record.row, c.FIELD_TYPE, record.cells[c.FIELD_TYPE], 'expected Product, Variant or Media');
  return kind;
}

/**
 * The product's slug: a handleId the dashboard generated (`product_` and a UUID) is no URL anyone chose, so the
 * product gets the slug the store gives a product of that name; any other handleId (a template filled in by hand)
 * is the slug.
 */
const GENERATED_HANDLE = /^product_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function slugOf(first: ForeignRecord): string {
  const handle = first.cells[c.HANDLE_ID].trim();
  const name = given(first.cells, c.NAME);
  return GENERATED_HANDLE.test(handle) && name !== undefined ? slugify(name, handle) : handle;
}

/** A cell of `kind` read and checked (cells.ts), as the file's text; a bad one is left out of the own records. */
function checked(reader: CellReader, kind: 'price' | 'cost' | 'weight' | 'visible', record: ForeignRecord, column: string): string | undefined {
  const value = reader.read(kind, record.row, column, record.cells[column]);
  return value === undefined ? undefined : kind === 'visible' ? String(value) : given(record.cells, column);
}

/** A media file of the site's Media Manager, as the dashboard writes it without its host. */
const MEDIA_FILE = /^[0-9a-f]{6}_[0-9a-f]{32}(~mv2)?(\.[a-z0-9]+)?$/i;
const MEDIA_HOST = 'https://static.wixstatic.com/media/';

/** productImageUrl (`;`-separated) of every row, in row order, each once: URLs as written, media file names on the platform's media host, local files (media-cell.ts). */
function mediaOf(reader: CellReader, records: ForeignRecord[], folder: string): string | undefined {
  const urls: string[] = [];
  for (const record of records) {
    for (const item of splitList(record.cells[c.IMAGE_URL] ?? '')) {
      const url = MEDIA_FILE.test(item) ? `${MEDIA_HOST}${item}` : readMediaItem(reader, record.row, c.IMAGE_URL, item, folder);
      if (url !== undefined && !urls.includes(url)) urls.push(url);
    }
  }
  return urls.length > 0 ? joinList(urls) : undefined;
}

/** `inventory`: a number is a counted quantity; InStock / OutOfStock are stock that is not counted. */
function stockCells(reader: CellReader, record: ForeignRecord): Cells {
  const text = given(record.cells, c.INVENTORY);
  if (text === undefined) return {};
  const word = text.toLowerCase();
  const inStock = word === c.IN_STOCK.toLowerCase();
  if (inStock || word === c.OUT_OF_STOCK.toLowerCase()) return { track_quantity: 'false', in_stock: String(inStock) };
  // The dashboard writes a counted quantity as a decimal ("30.0").
  const quantity = /^\d+\.0+$/.test(text) ? text.slice(0, text.indexOf('.')) : text;
  if (reader.read('quantity', record.row, c.INVENTORY, quantity) === undefined) return {};
  return { track_quantity: 'true', quantity };
}

/** discountMode / discountValue → the product's discount; a value of 0 (what the dashboard writes for none) is none. */
function discountCells(reader: CellReader, first: ForeignRecord): Cells {
  const value = given(first.cells, c.DISCOUNT_VALUE);
  // The value is read (checked) first: only a number can be 0, and a bad one is a row error, never a comparison's throw.
  const amount = reader.read('discountValue', first.row, c.DISCOUNT_VALUE, value);
  if (value === undefined || amount === undefined || compare(amount, 0) === 0) return {};
  const mode = reader.read('discountType', first.row, c.DISCOUNT_MODE, first.cells[c.DISCOUNT_MODE]);
  if (mode === undefined) {
    if (isBlank(first.cells[c.DISCOUNT_MODE])) reader.fail(first.row, c.DISCOUNT_MODE, '', 'a discountValue needs its discountMode (PERCENT or AMOUNT)');
    return {};
  }
  return { discount_type: mode, discount_value: value };
}

/** A colour choice may carry its colour (`#RRGGBB:Name`); the store's option keeps the name, the colour is counted as not carried. (unsure: the dashboard's exact colour spelling) */
const COLOURED = /^#[0-9a-f]{3,8}\s*:\s*(.+)$/i;
function choiceName(text: string, column: string, context: FormatContext): string {
  const coloured = COLOURED.exec(text);
  if (!coloured) return text;
  context.notCarried(column);
  return coloured[1].trim();
}

interface OptionOfFile {
  index: number;
  name: string;
  choices: string[];
}

/** The product row's options: names, types (checked), and the choices its description lists. */
function optionsOf(reader: CellReader, first: ForeignRecord, context: FormatContext): OptionOfFile[] {
  const options: OptionOfFile[] = [];
  for (let i = 0; i < c.DASHBOARD_OPTIONS; i++) {
    const name = given(first.cells, c.optionName(i));
    const type = given(first.cells, c.optionType(i));
    if (type !== undefined && !(c.OPTION_TYPES as readonly string[]).includes(type.toUpperCase())) {
      reader.fail(first.row, c.optionType(i), type, `expected ${c.OPTION_TYPES.join(' or ')}`);
    }
    if (name === undefined) continue;
    const choices = splitList(first.cells[c.optionDescription(i)] ?? '').map((choice) => choiceName(choice, c.optionDescription(i), context));
    options.push({ index: i, name, choices });
  }
  return options;
}

/** Product cells on a Variant or Media row may only be blank or repeat the Product row's. */
function checkLaterRow(reader: CellReader, first: ForeignRecord, later: ForeignRecord): void {
  for (const column of c.PRODUCT_CELLS) {
    const value = given(later.cells, column);
    if (value !== undefined && value !== given(first.cells, column)) reader.fail(later.row, column, later.cells[column], `product fields belong on the product's Product row (row ${first.row})`);
  }
}

/** A variant's price: the product's price plus the row's surcharge (Catalog V3 keeps the sum per variant; V1 its own price). */
function variantPrice(reader: CellReader, record: ForeignRecord, price: string | undefined): string | undefined {
  const surcharge = given(record.cells, c.SURCHARGE);
  if (surcharge === undefined || price === undefined) return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(surcharge)) {
    reader.fail(record.row, c.SURCHARGE, surcharge, 'expected an amount added to the product price (e.g. 4 or -2.50)');
    return undefined;
  }
  const sum = add(price, surcharge);
  if (compare(sum, '0') < 0) {
    reader.fail(record.row, c.SURCHARGE, surcharge, `the variant's price would be below 0 (${price} + ${surcharge})`);
    return undefined;
  }
  return toText(sum);
}

function toOwn(records: ForeignRecord[], context: FormatContext): OwnProduct {
  const reader = new CellReader();
  const [first, ...later] = records;
  const firstKind = kindOf(reader, first);
  if (firstKind !== undefined && firstKind !== 'product') reader.fail(first.row, c.FIELD_TYPE, first.cells[c.FIELD_TYPE], 'a product starts with its Product row');
  const variants: ForeignRecord[] = [];
  for (const record of later) {
    const kind = kindOf(reader, record);
    if (kind === 'product') reader.fail(record.row, c.FIELD_TYPE, record.cells[c.FIELD_TYPE], `a second Product row for handleId "${first.cells[c.HANDLE_ID].trim()}" (its Product row is row ${first.row})`);
    if (kind === 'variant') variants.push(record);
    checkLaterRow(reader, first, record);
  }
  const options = optionsOf(reader, first, context);
  const price = checked(reader, 'price', first, c.PRICE);
  const product: Cells = { slug: slugOf(first) };
  const set = (column: string, value: string | undefined) => value !== undefined && (product[column] = value);
  set('name', given(first.cells, c.NAME));
  set('description', given(first.cells, c.DESCRIPTION));
  set('brand', given(first.cells, c.BRAND));
  set('ribbon', given(first.cells, c.RIBBON));
  set('visible', checked(reader, 'visible', first, c.VISIBLE));
  set('collections', isBlank(first.cells[c.COLLECTION]) ? undefined : joinList(splitList(first.cells[c.COLLECTION])));
  set('media', mediaOf(reader, records, context.mediaFolder));
  set('price', price);
  set('weight', checked(reader, 'weight', first, c.WEIGHT));
  set('cost', checked(reader, 'cost', first, c.COST));
  Object.assign(product, discountCells(reader, first));

  let own: CsvRecord[];
  if (options.length === 0) {
    for (const record of variants) reader.fail(record.row, c.FIELD_TYPE, record.cells[c.FIELD_TYPE], `a Variant row for a product without options (row ${first.row} names none)`);
    set('sku', given(first.cells, c.SKU));
    own = [{ row: first.row, cells: { ...product, ...stockCells(reader, first) } }];
  } else {
    if (!isBlank(first.cells[c.SKU])) context.notCarried(c.SKU);
    const optionCells = (values: ReadonlyArray<string | undefined>): Cells =>
      Object.fromEntries(options.flatMap((option, o) => [[`option${o + 1}_name`, option.name], ...(values[o] === undefined ? [] : [[`option${o + 1}_value`, values[o]]])]));
    // No Variant rows: the dashboard makes every combination of the choices, each with the product's stock.
    const rows =
      variants.length > 0
        ? variants.map((record) => ({
            record,
            values: options.map((option) => {
              const text = given(record.cells, c.optionDescription(option.index));
              return text === undefined ? undefined : choiceName(text, c.optionDescription(option.index), context);
            }),
          }))
        : everyCombination(options.map((option) => option.choices)).map((values) => ({ record: first, values }));
    own = rows.map(({ record, values }, i) => {
      const cells: Cells = { ...(i === 0 ? product : { slug: product.slug }), ...optionCells(values) };
      if (record !== first) {
        const put = (column: string, value: string | undefined) => value !== undefined && (cells[column] = value);
        put('variant_price', variantPrice(reader, record, price));
        put('variant_sku', given(record.cells, c.SKU));
        put('variant_weight', checked(reader, 'weight', record, c.WEIGHT));
        put('variant_cost', checked(reader, 'cost', record, c.COST));
        put('variant_visible', checked(reader, 'visible', record, c.VISIBLE));
      }
      return { row: record.row, cells: { ...cells, ...stockCells(reader, record) } };
    });
  }
  return { records: own, rows: records.map((record) => record.row), ...(reader.problems.length > 0 ? { invalid: dedupe(reader.problems) } : {}) };
}

/** A cell read twice (the Product row's stock for each generated variant) is one problem. */
const dedupe = <T extends { row: number; column: string }>(problems: T[]): T[] =>
  problems.filter((problem, i) => problems.findIndex((other) => other.row === problem.row && other.column === problem.column) === i);

export const dashboard: ForeignFormat = foreignFormat({
  name: 'dashboard',
  title: "the platform dashboard's product CSV",
  columns: c.DASHBOARD_COLUMNS,
  carried: c.CARRIED,
  required: [c.HANDLE_ID, c.FIELD_TYPE],
  groupKey: (record) => given(record.cells, c.HANDLE_ID),
  toOwn,
  columnOf: c.DASHBOARD_COLUMN_OF,
});
