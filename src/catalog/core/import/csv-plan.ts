// The rows of one product in a catalog CSV → its ProductPlan, or every bad cell with row, column, value, reason.
// Options and choices come from the option columns in order of first appearance (docs/product.md §4).
import { formatPath, parsePath } from './collection-paths.js';
import { compare } from '../../../wire/money.js';
import { CellReader, isBlank } from './cells.js';
import { readMediaItem } from './media-cell.js';
import { MAX_OPTIONS, PRODUCT_COLUMNS, VARIANT_COLUMNS, optionNameColumn, optionValueColumn, splitList } from './csv-columns.js';
import type { StockLevel } from '../inventory.js';
import { checkPlan, type TopicColumns } from './check-plan.js';
import type { ImportMode, MatchField, PlannedFields, PlannedOption, PlannedVariant, PlanResult, ProductPlan } from './plan.js';

export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

type Choices = Record<string, string>;

function readFields(reader: CellReader, { row, cells }: CsvRecord): PlannedFields {
  const read = <K extends Parameters<CellReader['read']>[0]>(kind: K, column: string) => reader.read(kind, row, column, cells[column]);
  const fields: PlannedFields = {
    name: read('name', 'name'),
    description: read('description', 'description'),
    price: read('price', 'price'),
    cost: read('cost', 'cost'),
    weight: read('weight', 'weight'),
    sku: read('sku', 'sku'),
    visible: read('visible', 'visible'),
    brand: read('brand', 'brand'),
    ribbon: read('ribbon', 'ribbon'),
  };
  const type = read('discountType', 'discount_type');
  const value = read('discountValue', 'discount_value');
  if (type !== undefined && value !== undefined) fields.discount = { type, value };
  else if (isBlank(cells.discount_type) !== isBlank(cells.discount_value)) {
    const missing = isBlank(cells.discount_type) ? 'discount_type' : 'discount_value';
    reader.fail(row, missing, cells[missing], 'discount_type and discount_value go together');
  }
  return fields;
}

/** option name → choice for one row; problems for half-filled pairs and repeated names. */
function readChoices(reader: CellReader, { row, cells }: CsvRecord): Choices {
  const choices: Choices = {};
  for (let i = 0; i < MAX_OPTIONS; i++) {
    const [nameColumn, valueColumn] = [optionNameColumn(i), optionValueColumn(i)];
    if (isBlank(cells[nameColumn]) && isBlank(cells[valueColumn])) continue;
    if (isBlank(cells[nameColumn]) || isBlank(cells[valueColumn])) {
      const missing = isBlank(cells[nameColumn]) ? nameColumn : valueColumn;
      reader.fail(row, missing, cells[missing], `${nameColumn} and ${valueColumn} go together`);
      continue;
    }
    const name = reader.read('optionName', row, nameColumn, cells[nameColumn]);
    const choice = reader.read('choice', row, valueColumn, cells[valueColumn]);
    if (name === undefined || choice === undefined) continue;
    if (name in choices) reader.fail(row, nameColumn, cells[nameColumn], `option "${name}" appears twice in this row`);
    else choices[name] = choice;
  }
  return choices;
}

/** The row's stock cells (csv-columns.ts STOCK_COLUMNS); undefined when all are blank. */
export function readStock(reader: CellReader, { row, cells }: CsvRecord): StockLevel | undefined {
  const track = reader.read('flag', row, 'track_quantity', cells.track_quantity);
  const quantity = reader.read('quantity', row, 'quantity', cells.quantity);
  const inStock = reader.read('flag', row, 'in_stock', cells.in_stock);
  const given = (column: string) => !isBlank(cells[column]);
  if (given('quantity') && given('in_stock')) {
    reader.fail(row, 'in_stock', cells.in_stock, 'a counted variant is in stock while its quantity is above 0: give quantity or in_stock, not both');
  } else if (track === true && !given('quantity')) {
    reader.fail(row, 'quantity', cells.quantity, 'track_quantity true needs a quantity');
  } else if (track === false && given('quantity')) {
    reader.fail(row, 'quantity', cells.quantity, 'track_quantity false takes in_stock, not a quantity');
  } else if (track === false && !given('in_stock')) {
    reader.fail(row, 'in_stock', cells.in_stock, 'track_quantity false needs in_stock (true or false)');
  }
  if (quantity !== undefined && track !== false && !given('in_stock')) return { quantity };
  if (inStock !== undefined && track !== true && !given('quantity')) return { inStock };
  return undefined;
}

function readVariant(reader: CellReader, record: CsvRecord, choices: Choices): PlannedVariant {
  const { row, cells } = record;
  const stock = readStock(reader, record);
  return {
    ...(stock ? { stock } : {}),
    row,
    choices,
    price: reader.read('price', row, 'variant_price', cells.variant_price),
    salePrice: reader.read('price', row, 'variant_sale_price', cells.variant_sale_price),
    cost: reader.read('cost', row, 'variant_cost', cells.variant_cost),
    weight: reader.read('weight', row, 'variant_weight', cells.variant_weight),
    sku: reader.read('sku', row, 'variant_sku', cells.variant_sku),
    visible: reader.read('visible', row, 'variant_visible', cells.variant_visible),
  };
}

/** Product columns belong on the first row; a later row may only repeat the same value. */
function checkLaterRow(reader: CellReader, first: CsvRecord, later: CsvRecord): void {
  for (const column of PRODUCT_COLUMNS) {
    if (column === 'slug' || isBlank(later.cells[column])) continue;
    if (later.cells[column].trim() !== (first.cells[column] ?? '').trim()) {
      reader.fail(later.row, column, later.cells[column], `product fields belong on the product's first row (row ${first.row})`);
    }
  }
}

function collectOptions(rowsChoices: Choices[]): PlannedOption[] {
  const options = new Map<string, string[]>();
  for (const choices of rowsChoices) {
    for (const [name, choice] of Object.entries(choices)) {
      const known = options.get(name) ?? [];
      if (!known.includes(choice)) known.push(choice);
      options.set(name, known);
    }
  }
  return [...options].map(([name, choices]) => ({ name, choices }));
}

const comboKey = (options: PlannedOption[], choices: Choices) => JSON.stringify(options.map((o) => choices[o.name]));

function checkVariants(reader: CellReader, records: CsvRecord[], options: PlannedOption[], variants: PlannedVariant[]): void {
  const seen = new Map<string, number>();
  variants.forEach((variant, i) => {
    const { cells } = records[i];
    const missing = options.find((option) => !(option.name in variant.choices));
    if (missing) {
      const column = optionNameColumn(Math.min(Object.keys(variant.choices).length, MAX_OPTIONS - 1));
      reader.fail(variant.row, column, cells[column], `missing option "${missing.name}": every row of a product chooses one value for each of its options`);
      return;
    }
    const key = comboKey(options, variant.choices);
    const earlier = seen.get(key);
    if (earlier !== undefined) reader.fail(variant.row, optionValueColumn(0), cells[optionValueColumn(0)], `same choices as row ${earlier}`);
    else seen.set(key, variant.row);
  });
}

/** A variant's sale price is at most its price (the variant's own, else the product's, when the file gives one). */
function checkSalePrices(reader: CellReader, records: CsvRecord[], fields: PlannedFields, variants: PlannedVariant[]): void {
  variants.forEach((variant, i) => {
    const list = variant.price ?? fields.price;
    if (variant.salePrice === undefined || list === undefined || compare(variant.salePrice, list) <= 0) return;
    reader.fail(variant.row, 'variant_sale_price', records[i].cells.variant_sale_price, `a sale price above the variant's price (${list}): give at most ${list}`);
  });
}

function checkSimpleProduct(reader: CellReader, records: CsvRecord[]): void {
  for (const record of records.slice(1)) {
    reader.fail(record.row, 'slug', record.cells.slug, 'a product without option columns has exactly one row (is the slug repeated by mistake?)');
  }
  for (const record of records) {
    for (const column of VARIANT_COLUMNS) {
      if (!isBlank(record.cells[column])) reader.fail(record.row, column, record.cells[column], `${column} needs option columns; a simple product's values go in the product columns`);
    }
  }
}

export function planFromCsvRows(records: CsvRecord[], settings: { mode: ImportMode; match: MatchField; mediaFolder?: string }): PlanResult {
  const reader = new CellReader();
  const [first] = records;
  const slug = reader.read('slug', first.row, 'slug', first.cells.slug);
  const id = reader.read('id', first.row, 'id', first.cells.id);
  const fields = readFields(reader, first);
  for (const later of records.slice(1)) checkLaterRow(reader, first, later);

  const rowsChoices = records.map((record) => readChoices(reader, record));
  const options = collectOptions(rowsChoices);
  let variants: PlannedVariant[] = [];
  if (options.length > 0) {
    variants = records.map((record, i) => readVariant(reader, record, rowsChoices[i]));
    checkVariants(reader, records, options, variants);
    checkSalePrices(reader, records, fields, variants);
  } else {
    checkSimpleProduct(reader, records);
  }

  const collectionNames = isBlank(first.cells.collections)
    ? undefined
    : splitList(first.cells.collections).map((path) => formatPath(parsePath(path).map((name) => reader.read('collectionName', first.row, 'collections', name) ?? name)));
  const media = isBlank(first.cells.media)
    ? undefined
    : splitList(first.cells.media).map((item) => readMediaItem(reader, first.row, 'media', item, settings.mediaFolder ?? process.cwd()) ?? item);

  const stock = options.length === 0 ? readStock(reader, first) : undefined;
  const plan: ProductPlan = {
    row: first.row,
    rows: records.map((r) => r.row),
    ...(stock ? { stock } : {}),
    ...(id !== undefined ? { id } : {}),
    ...(slug !== undefined ? { slug } : {}),
    fields,
    ...(options.length > 0 ? { options } : {}),
    variants,
    ...(media ? { media } : {}),
    ...(collectionNames ? { collectionNames } : {}),
  };
  // A cell already reported as bad is not reported again as missing.
  const reported = (column: string) => reader.problems.some((p) => p.row === first.row && p.column === column);
  checkPlan(plan, settings, (problem) => reported(problem.column) || reader.fail(first.row, problem.column, first.cells[problem.column], problem.reason), CSV_COLUMN_OF);
  return reader.problems.length > 0 ? { invalid: reader.problems } : { plan };
}

/** Where a plan-level problem shows in the CSV. */
const CSV_COLUMN_OF: TopicColumns = { name: 'name', price: 'price', discount: 'discount_value', options: optionValueColumn(0), sku: 'sku', id: 'id', slug: 'slug' };
