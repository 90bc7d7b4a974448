// How `products import` reports: the dry-run plan and the summary, as prose or as the JSON contract (docs/product.md §4).
import type { ImportOutcome } from '../../catalog/core/import/run-import.js';
import { describeInvalidCell, reportedInvalidCell } from '../../catalog/core/import/plan.js';
import type { PlanList } from '../../catalog/core/import/plan-spool.js';
import type { PlannedProduct } from '../../catalog/core/import/tally.js';
import { notCarriedText } from '../../catalog/core/import/formats/not-carried.js';
import { oneLine } from '../../io/terminal-text.js';
import { estimateText, type RequestEstimate } from '../../catalog/core/request-estimate.js';

/** 2,3,4,7 → "2-4, 7": row lists of a big file stay readable. */
export function rowRanges(rows: readonly number[]): string {
  const sorted = [...rows].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j;
  }
  return parts.join(', ');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const rowsLabel = (rows: readonly number[]) => (rows.length === 1 ? `row ${rows[0]}` : `rows ${rowRanges(rows)}`);


async function rowsOf(list: PlanList<PlannedProduct>): Promise<number[]> {
  const rows: number[] = [];
  for await (const p of list.items()) rows.push(...p.rows);
  return rows;
}

/** The plan as prose, line by line: the update lines are read back one at a time (100,000 rows stay out of memory). */
export async function* planText(outcome: ImportOutcome, label: string, estimate: RequestEstimate): AsyncGenerator<string> {
  const plan = outcome.plan!;
  const { layoutTitle, notCarried } = outcome.validation;
  const readAs = layoutTitle ? `, read as ${layoutTitle}` : '';
  yield `Plan for ${label}${readAs} (dry run: nothing was written)`;
  yield `  importing it: ${estimateText(estimate)}`;
  const create = await rowsOf(plan.create);
  yield `  ${plan.create.count} to create${create.length ? `: ${rowsLabel(create)}` : ''}`;
  yield `  ${plan.update.count} to update${plan.update.count ? ':' : ''}`;
  for await (const p of plan.update.items()) yield `    ${rowsLabel(p.rows)}${p.slug ? ` ${p.slug}` : ''}: ${p.changes.join(', ')}`;
  const unchanged = await rowsOf(plan.unchanged);
  yield `  ${plan.unchanged.count} unchanged${unchanged.length ? `: ${rowsLabel(unchanged)}` : ''}`;
  yield `  ${outcome.validation.invalidRows} invalid${outcome.validation.invalidRows ? ':' : ''}`;
  for (const cell of outcome.validation.invalid) yield `    ${describeInvalidCell(cell)}`;
  if (outcome.failures.length) {
    yield `  ${outcome.failures.length} cannot be imported:`;
    for (const f of outcome.failures) yield `    row ${f.row}: ${f.message}`;
  }
  if (plan.newCollections.length) yield `  new collections: ${plan.newCollections.join(', ')}`;
  if (plan.uploads) yield `  ${plural(plan.uploads, 'local media file')} to upload to the Media Manager`;
  const counted = notCarried.filter((column) => column.rows > 0);
  if (counted.length) {
    yield `  ${plural(counted.length, 'column')} not carried (the store has no place for them):`;
    for (const column of counted) yield `    ${oneLine(notCarriedText(column))}`;
  }
  const empty = notCarried.filter((column) => column.rows === 0);
  if (empty.length) yield `  empty columns not carried: ${empty.map((column) => `"${oneLine(column.column)}"`).join(', ')}`;
}

/** The plan as the JSON contract; its row lists are async iterables, printed as they are read (io/json-stream.ts). */
export function planJson(outcome: ImportOutcome, estimate: RequestEstimate) {
  const plan = outcome.plan!;
  return {
    dryRun: true,
    format: outcome.validation.layout ?? null,
    create: plan.create.count,
    update: plan.update.count,
    unchanged: plan.unchanged.count,
    invalid: outcome.validation.invalidRows,
    failed: outcome.failures.length,
    requests: outcome.summary.requests,
    estimate,
    rows: {
      create: plan.create.items(),
      update: plan.update.items(),
      unchanged: plan.unchanged.items(),
      invalid: outcome.validation.invalid.map((cell) => ({ row: cell.row, ...reportedInvalidCell(cell) })),
      failed: outcome.failures,
    },
    newCollections: plan.newCollections,
    uploads: plan.uploads,
    notCarried: outcome.validation.notCarried,
  };
}

export function summaryText(outcome: ImportOutcome, label: string): string {
  const s = outcome.summary;
  const uploads = outcome.uploads ? `, ${plural(outcome.uploads, 'local media file')} uploaded` : '';
  return `Imported ${label}: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.invalid} invalid, ${s.failed} failed (${plural(s.requests, 'request')}${uploads})`;
}
