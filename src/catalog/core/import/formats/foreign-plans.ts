// A foreign CSV's records → PlanResults, through the own row model: records are grouped by the format's key (a
// product's rows contiguous, as the own CSV's slug), each group is mapped by the format (format.ts) onto own-CSV
// records and planned by planFromCsvRows, the one planner of a CSV product. Problems are told in the file's own rows
// and columns; the columns the format does not carry are counted (not-carried.ts).
import { UsageError } from '../../../../io/cli-errors.js';
import { planFromCsvRows, type CsvRecord } from '../csv-plan.js';
import type { ImportMode, InvalidCell, MatchField, PlanResult } from '../plan.js';
import type { ForeignFormat, FormatContext, OwnProduct } from './format.js';
import type { WeightUnit } from './format-names.js';
import { NotCarriedCount, type NotCarriedColumn } from './not-carried.js';

export interface ForeignSettings {
  mode: ImportMode;
  match: MatchField;
  label: string;
  weightUnit?: WeightUnit;
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
 * out of the own records) and the planner's, but not twice for one cell.
 */
function planOwn(own: OwnProduct, format: ForeignFormat, settings: ForeignSettings): PlanResult {
  const result = planFromCsvRows(own.records, settings);
  const mapped = own.invalid ?? [];
  const reported = (cell: InvalidCell) => mapped.some((known) => known.row === cell.row && known.column === cell.column);
  const invalid = [...mapped, ...inFileColumns(result.invalid ?? [], format, own).filter((cell) => !reported(cell))].sort((a, b) => a.row - b.row);
  if (invalid.length > 0 || !result.plan) return { invalid };
  return { plan: { ...result.plan, rows: own.rows } };
}

const isRecord = (item: CsvRecord | PlanResult): item is CsvRecord => 'cells' in item;

export async function* foreignPlans(records: AsyncIterable<CsvRecord | PlanResult>, header: readonly string[], format: ForeignFormat, settings: ForeignSettings): AsyncGenerator<PlanResult> {
  const notCarried = new NotCarriedCount(header.filter((column) => !format.carried.has(column)));
  const context: FormatContext = { weightUnit: settings.weightUnit ?? 'kg', notCarried: (column) => notCarried.add(column) };
  const [keyColumn] = format.required;
  const firstRowOf = new Map<string, number>();
  let group: CsvRecord[] = [];
  let groupKey: string | undefined;
  const flush = function* (): Generator<PlanResult> {
    if (group.length > 0) {
      yield planOwn(format.toOwn(group, context), format, settings);
    }
    group = [];
  };

  for await (const item of records) {
    if (!isRecord(item)) {
      yield item;
      continue;
    }
    notCarried.record(item.cells);
    const key = format.groupKey(item);
    if (key === undefined) {
      yield { invalid: [{ row: item.row, column: keyColumn, value: item.cells[keyColumn] ?? '', reason: `${keyColumn} is required on every row` }] };
      continue;
    }
    if (group.length > 0 && key === groupKey) {
      group.push(item);
      continue;
    }
    yield* flush();
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      yield { invalid: [{ row: item.row, column: keyColumn, value: key, reason: `the rows of a product must be contiguous; "${key}" started at row ${earlier}` }] };
      continue;
    }
    firstRowOf.set(key, item.row);
    groupKey = key;
    group.push(item);
  }
  yield* flush();
  settings.onNotCarried?.(notCarried.list());
}
