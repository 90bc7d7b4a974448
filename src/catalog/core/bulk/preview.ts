// The preview of a bulk change as text cells and a summary line: shared by the plain presenter and any Ink screen,
// so both show the same thing. Pure: no IO.
import { describeChange } from './delta.js';
import type { BulkPlan, PlanRow } from './plan.js';
import { choicesLabel, type FieldValue } from './values.js';

/** Rows shown before "… N more". */
export const PREVIEW_ROWS = 20;

export interface PreviewLine {
  product: string;
  /** `Size: L, Color: Navy`, or "" for the product-level value. */
  variant: string;
  before: string;
  after: string;
  /** Why the platform will refuse the row, when it will. */
  note: string;
}

const PROBLEM_NOTES = { NEGATIVE_VALUE: 'fails: below 0', VALUE_TOO_LARGE: 'fails: too large', } as const;

export const formatFieldValue = (value: FieldValue): string => value ?? '(none)';

export function previewLine(row: PlanRow): PreviewLine {
  return {
    product: row.slug,
    variant: row.choices ? choicesLabel(row.choices) : '',
    before: formatFieldValue(row.before),
    after: formatFieldValue(row.after),
    note: row.problem ? PROBLEM_NOTES[row.problem] : row.refused ? `refused: ${row.refused}` : (row.note ?? ''),
  };
}

/** The first `limit` rows and how many more there are (of `total`, when only the first rows were kept). */
export function previewPage(rows: readonly PlanRow[], limit = PREVIEW_ROWS, total = rows.length): { lines: PreviewLine[]; more: number } {
  return { lines: rows.slice(0, limit).map(previewLine), more: Math.max(0, total - limit) };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `price +10%: 8 products matched (6 variants) — 7 will change, 1 would fail, 0 unchanged` (`, 1 refused` when some are) */
export function planSummary(plan: BulkPlan): string {
  const { matched, change, unchanged, predictedFailures, refused, variants } = plan.counts;
  const variantNote = variants > 0 ? ` (${plural(variants, 'managed variant')})` : '';
  const refusedNote = refused > 0 ? `, ${refused} refused (not sent: a discount above the new price)` : '';
  return `${describeChange(plan.change)}: ${plural(matched, 'product')} matched${variantNote} — ${change} will change${refusedNote}, ${predictedFailures} would fail, ${unchanged} unchanged`;
}
