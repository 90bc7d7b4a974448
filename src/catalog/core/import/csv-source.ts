// Streams a catalog CSV (csv-parse) into per-product plans: rows are grouped while their slug stays the same, so
// memory holds one product at a time plus the set of slugs already seen (a product's rows must be contiguous).
import { parse, CsvError } from 'csv-parse';
import { UsageError } from '../../../io/cli-errors.js';
import { unescapeFormulaCell } from '../formula-cells.js';
import { CellReader, isBlank } from './cells.js';
import { MAX_OPTIONS, isKnownColumn, optionNameColumn, optionValueColumn } from './csv-columns.js';
import { DEFAULT_DELIMITER, delimiterFlagText, otherDelimiterOf } from './csv-delimiter.js';
import { planFromCsvRows, type CsvRecord } from './csv-plan.js';
import { isStockHeader, planFromStockRow } from './stock-file.js';
import type { ImportMode, MatchField, PlanResult } from './plan.js';
import { detectLayout, isAnyLayoutColumn, type CsvLayout } from './formats/detect.js';
import { checkForeignHeader, foreignPlans } from './formats/foreign-plans.js';
import type { CsvLayoutName, WeightUnit } from './formats/format-names.js';
import type { NotCarriedColumn } from './formats/not-carried.js';

export interface SourceSettings {
  mode: ImportMode;
  match: MatchField;
  /** Shown in messages about the file as a whole. */
  label: string;
  /** The CSV delimiter (csv-delimiter.ts); a comma when not given. */
  delimiter?: string;
  /** Columns the importer does not know are left out (their names go to onIgnoredColumns) instead of refused. */
  ignoreUnknownColumns?: boolean;
  onIgnoredColumns?: (columns: string[]) => void;
  /** The CSV's layout (--format store|shopify|…); found from the header when not given (formats/detect.ts). */
  layout?: CsvLayoutName;
  /** The store's weight unit, for a format that gives weights in another (Shopify's grams). */
  weightUnit?: WeightUnit;
  /** A foreign format's columns the store has no place for, with the rows that had a value (formats/not-carried.ts). */
  onNotCarried?: (columns: NotCarriedColumn[]) => void;
  /** The layout the header was read as. */
  onLayout?: (layout: CsvLayout) => void;
  /** Where a media cell's relative file paths start: the import file's folder (media-cell.ts); the working folder when not given. */
  mediaFolder?: string;
}

const COLUMNS_HINT =
  'Columns: slug,name,description,price,cost,weight,sku,visible,brand,ribbon,discount_type,discount_value,collections,media,option1_name,option1_value,…,variant_price,variant_cost,variant_weight,variant_sku,variant_visible,variant_sale_price,track_quantity,quantity,in_stock (a stock-only file: sku,quantity)';

/** The header's known columns; unknown ones are refused, each named, unless the settings ignore them. */
function checkedColumns(header: string[], settings: SourceSettings): string[] {
  const { label } = settings;
  const unknown = header.filter((name) => !isKnownColumn(name));
  if (unknown.length === 0) return header;
  const delimiter = settings.delimiter ?? DEFAULT_DELIMITER;
  const other = otherDelimiterOf(header, delimiter, (column) => isAnyLayoutColumn(column));
  if (other !== undefined) {
    const flag = delimiterFlagText(other);
    throw new UsageError(`${label}: the header looks ${flag}-separated: use --delimiter ${flag}`, {
      hint: `Read with --delimiter ${delimiterFlagText(delimiter)}, its columns are ${header.map((c) => `"${c}"`).join(', ')}; nothing was sent.`,
    });
  }
  if (settings.ignoreUnknownColumns) {
    settings.onIgnoredColumns?.(unknown);
    return header.filter(isKnownColumn);
  }
  throw new UsageError(`${label}: unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')} in the header`, {
    hint: `Rename or remove ${unknown.length > 1 ? 'them' : 'it'}, or pass --ignore-unknown-columns to import the other columns. ${COLUMNS_HINT}`,
  });
}

function checkHeader(header: string[], label: string): void {
  const repeated = header.find((name, i) => header.indexOf(name) !== i);
  if (repeated) throw new UsageError(`${label}: column "${repeated}" appears twice in the header`);
  if (isStockHeader(header)) return;
  if (!header.includes('slug')) throw new UsageError(`${label}: the header has no "slug" column`, { hint: 'Every row names its product by slug.' });
  for (let i = 0; i < MAX_OPTIONS; i++) {
    if (header.includes(optionNameColumn(i)) !== header.includes(optionValueColumn(i))) {
      throw new UsageError(`${label}: ${optionNameColumn(i)} and ${optionValueColumn(i)} columns go together`);
    }
  }
}

function csvFailure(error: unknown, label: string): Error {
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines;
    return new UsageError(`${label}${line ? `: line ${line}` : ''}: not valid CSV: ${error.message}`);
  }
  return error as Error;
}

/** The header's layout and the columns its records keep (the own CSV: its known ones; a foreign file: all). */
function readHeader(header: string[], settings: SourceSettings): { layout: CsvLayout; columns: string[] } {
  const { label } = settings;
  const layout = detectLayout(header, settings.layout, label);
  if (layout.format) {
    const repeated = header.find((name, i) => header.indexOf(name) !== i);
    if (repeated) throw new UsageError(`${label}: column "${repeated}" appears twice in the header`);
    checkForeignHeader(header, layout.format, label);
    return { layout, columns: header };
  }
  const columns = checkedColumns(header, settings);
  checkHeader(columns, label);
  return { layout, columns };
}

/** The file's records as rows with cells by column name (the header is row 1), or a bad-row result. */
async function* csvRecords(input: NodeJS.ReadableStream, settings: SourceSettings, onHeader: (header: string[], layout: CsvLayout) => void): AsyncGenerator<CsvRecord | PlanResult> {
  const { label } = settings;
  const delimiter = settings.delimiter ?? DEFAULT_DELIMITER;
  let header: string[] | undefined;
  let known = new Set<string>();
  // The header is checked as soon as it is parsed (on_record), before a later line of a file with another
  // delimiter can fail to parse: the message is then about the delimiter, not a quote on line 2.
  const checkFirst = (fields: string[]) => {
    if (header) return fields;
    header = fields.map((name) => name.trim());
    const { layout, columns } = readHeader(header, settings);
    known = new Set(columns);
    onHeader(columns, layout);
    return fields;
  };
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, delimiter, on_record: checkFirst }));
  let row = 0;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      row++;
      if (row === 1) continue;
      if (fields.length !== header!.length) {
        yield { invalid: [{ row, column: '*', value: fields.join(delimiter), reason: `expected ${header!.length} cells like the header, found ${fields.length}` }] };
        continue;
      }
      const cells: Record<string, string> = {};
      header!.forEach((name, i) => {
        if (known.has(name)) cells[name] = unescapeFormulaCell(fields[i]);
      });
      yield { row, cells };
    }
  } catch (error) {
    throw csvFailure(error, label);
  }
  if (!header) throw new UsageError(`${label}: the file is empty (expected a header row)`);
}

/** The records again, the one already taken first. */
async function* withFirst<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

const isRecord = (item: CsvRecord | PlanResult): item is CsvRecord => 'cells' in item;

/** One PlanResult per product (a group of consecutive rows with one slug), in file order. */
export async function* csvPlans(input: NodeJS.ReadableStream, settings: SourceSettings): AsyncGenerator<PlanResult> {
  const firstRowOf = new Map<string, number>();
  let group: CsvRecord[] = [];
  const flush = function* (): Generator<PlanResult> {
    if (group.length > 0) yield planFromCsvRows(group, settings);
    group = [];
  };

  let stockFile = false;
  let foreign: { header: string[]; layout: CsvLayout } | undefined;
  const records = csvRecords(input, settings, (header, layout) => {
    settings.onLayout?.(layout);
    if (layout.format) foreign = { header, layout };
    else stockFile = isStockHeader(header);
  });
  // The header is read with the first record: a foreign file's records go to its format (formats/foreign-plans.ts).
  const first = await records.next();
  if (foreign?.layout.format) {
    yield* foreignPlans(withFirst(first, records), foreign.header, foreign.layout.format, settings);
    return;
  }
  for await (const item of withFirst(first, records)) {
    if (!isRecord(item)) {
      yield item;
      continue;
    }
    // A stock-only file (stock-file.ts): every row is one variant by SKU.
    if (stockFile) {
      yield planFromStockRow(item);
      continue;
    }
    const slug = item.cells.slug?.trim();
    if (isBlank(slug)) {
      const reader = new CellReader();
      reader.fail(item.row, 'slug', item.cells.slug, 'slug is required on every row');
      yield { invalid: reader.problems };
      continue;
    }
    if (group.length > 0 && group[0].cells.slug.trim() === slug) {
      group.push(item);
      continue;
    }
    yield* flush();
    const earlier = firstRowOf.get(slug);
    if (earlier !== undefined) {
      yield { invalid: [{ row: item.row, column: 'slug', value: slug, reason: `the rows of a product must be contiguous; "${slug}" started at row ${earlier}` }] };
      continue;
    }
    firstRowOf.set(slug, item.row);
    group.push(item);
  }
  yield* flush();
}
