// A foreign CSV's records → PlanResults, through the own row model: records are grouped into products — by the
// format's key, a product's rows contiguous as the own CSV's slug, or tied by name wherever they lie
// (scattered-groups.ts) — each group is mapped by the format (format.ts) onto own-CSV records and planned by
// planFromCsvRows, the one planner of a CSV product. Problems are told in the file's own rows and columns; the
// columns the format does not carry are counted (not-carried.ts).
import { UsageError } from '../../../../io/cli-errors.js';
import { planFromCsvRows, type CsvRecord } from '../csv-plan.js';
import type { ImportMode, InvalidCell, MatchField, PlanResult } from '../plan.js';
import type { ForeignFormat, FormatContext, OwnProduct } from './format.js';
import type { WeightUnit } from './format-names.js';
import { NotCarriedCount, type NotCarriedColumn } from './not-carried.js';
import { scatteredGroups, type Grouped } from './scattered-groups.js';

export interface ForeignSettings {
  mode: ImportMode;
  match: MatchField;
  label: string;
  weightUnit?: WeightUnit;
  mediaFolder?: string;
  onNotCarried?: (columns: NotCarriedColumn[]) => void;
}

/** The header's checks a foreign file must pass before its rows are read. */
export function checkForeignHeader(header: readonly string[], format: ForeignFormat, label: string): void {
  const missing = format.required.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new UsageError(`${label}: the header has no ${missing.map((c) => `"${c}"`).join(', ')} column${missing.length > 1 ? 's' : ''}, which ${format.title} has`, {
      hint: `Export the file again from the shop, or pass --format for the layout it is in. Nothing was sent.`,
    });
  }
}

/** The own planner's problems, told in the file's columns. */
function inFileColumns(invalid: InvalidCell[], format: ForeignFormat, own: OwnProduct): InvalidCell[] {
  return invalid.map((cell) => ({ ...cell, column: own.columns?.[cell.column] ?? format.columnOf(cell.column) }));
}

/**
 * The product planned by the own planner; every problem at once: the format's (a cell it could not read is left
 * out of the own records) and the planner's, but not twice for one cell. A product the format maps to no records
 * (rows it does not carry, counted as such) is no plan.
 */
function* planOwn(own: OwnProduct, format: ForeignFormat, settings: ForeignSettings): Generator<PlanResult> {
  const mapped = own.invalid ?? [];
  if (own.records.length === 0) {
    if (mapped.length > 0) yield { invalid: mapped };
    return;
  }
  const result = planFromCsvRows(own.records, settings);
  const reported = (cell: InvalidCell) => mapped.some((known) => known.row === cell.row && known.column === cell.column);
  const invalid = [...mapped, ...inFileColumns(result.invalid ?? [], format, own).filter((cell) => !reported(cell))].sort((a, b) => a.row - b.row);
  if (invalid.length > 0 || !result.plan) yield { invalid };
  else yield { plan: { ...result.plan, rows: own.rows, ...(own.row !== undefined ? { row: own.row } : {}) } };
}

const isRecord = (item: CsvRecord | PlanResult): item is CsvRecord => 'cells' in item;

/** Products whose rows are contiguous, by the format's key (memory: one product's rows and the keys already seen). */
async function* contiguousGroups(records: AsyncIterable<CsvRecord>, format: ForeignFormat): AsyncGenerator<Grouped> {
  const [keyColumn] = format.required;
  const firstRowOf = new Map<string, number>();
  let group: CsvRecord[] = [];
  let groupKey: string | undefined;
  for await (const record of records) {
    const key = format.groupKey(record);
    if (key === undefined) {
      yield { invalid: [{ row: record.row, column: keyColumn, value: record.cells[keyColumn] ?? '', reason: `${keyColumn} is required on every row` }] };
      continue;
    }
    if (group.length > 0 && key === groupKey) {
      group.push(record);
      continue;
    }
    if (group.length > 0) yield { records: group };
    group = [];
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      yield { invalid: [{ row: record.row, column: keyColumn, value: key, reason: `the rows of a product must be contiguous; "${key}" started at row ${earlier}` }] };
      continue;
    }
    firstRowOf.set(key, record.row);
    groupKey = key;
    group.push(record);
  }
  if (group.length > 0) yield { records: group };
}

export async function* foreignPlans(records: AsyncIterable<CsvRecord | PlanResult>, header: readonly string[], format: ForeignFormat, settings: ForeignSettings): AsyncGenerator<PlanResult> {
  const notCarried = new NotCarriedCount(header.filter((column) => !format.carried.has(column)));
  const context: FormatContext = { weightUnit: settings.weightUnit ?? 'kg', mediaFolder: settings.mediaFolder ?? process.cwd(), notCarried: (column) => notCarried.add(column) };
  // Rows that are no record (a row of the wrong width) are told at once; the records go on to be grouped.
  const bad: PlanResult[] = [];
  const counted = async function* (): AsyncGenerator<CsvRecord> {
    for await (const item of records) {
      if (!isRecord(item)) bad.push(item);
      else {
        notCarried.record(item.cells);
        yield item;
      }
    }
  };
  const groups = format.scattered ? scatteredGroups(counted(), format.scattered) : contiguousGroups(counted(), format);
  // A slug the format made (from a name: WooCommerce's, the dashboard's generated handles) may come twice: the second
  // product is refused, as the own CSV's repeated slug is (memory: the slugs seen, as the own CSV's reader keeps).
  const slugRows = new Map<string, number>();
  for await (const grouped of groups) {
    yield* bad.splice(0);
    if (grouped.invalid) {
      yield { invalid: grouped.invalid };
      continue;
    }
    for (const result of planOwn(format.toOwn(grouped.records, context), format, settings)) {
      const slug = result.plan?.slug;
      const earlier = slug === undefined ? undefined : slugRows.get(slug);
      if (slug !== undefined && earlier === undefined) slugRows.set(slug, result.plan!.row);
      yield earlier === undefined ? result : { invalid: [{ row: result.plan!.row, column: format.columnOf('slug'), value: slug!, reason: `the product of row ${earlier} has the slug "${slug}" too: one slug, one product` }] };
    }
  }
  yield* bad.splice(0);
  settings.onNotCarried?.(notCarried.list());
}
