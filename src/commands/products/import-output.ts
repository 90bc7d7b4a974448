// How `products import` reports: the dry-run plan and the summary, as prose or as the JSON contract (SPEC §4).
import type { ImportOutcome } from '../../catalog/import/run-import.js';
import { describeInvalidCell, reportedInvalidCell } from '../../catalog/import/plan.js';

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


export function planText(outcome: ImportOutcome, label: string): string {
  const plan = outcome.plan!;
  const lines = [`Plan for ${label} (dry run: nothing was written)`];
  const create = plan.create.flatMap((p) => p.rows);
  lines.push(`  ${plan.create.length} to create${create.length ? `: ${rowsLabel(create)}` : ''}`);
  lines.push(`  ${plan.update.length} to update${plan.update.length ? ':' : ''}`);
  for (const p of plan.update) lines.push(`    ${rowsLabel(p.rows)}${p.slug ? ` ${p.slug}` : ''}: ${p.changes.join(', ')}`);
  const unchanged = plan.unchanged.flatMap((p) => p.rows);
  lines.push(`  ${plan.unchanged.length} unchanged${unchanged.length ? `: ${rowsLabel(unchanged)}` : ''}`);
  lines.push(`  ${outcome.validation.invalidRows} invalid${outcome.validation.invalidRows ? ':' : ''}`);
  for (const cell of outcome.validation.invalid) lines.push(`    ${describeInvalidCell(cell)}`);
  if (outcome.failures.length) lines.push(`  ${outcome.failures.length} cannot be imported:`, ...outcome.failures.map((f) => `    row ${f.row}: ${f.message}`));
  if (plan.newCollections.length) lines.push(`  new collections: ${plan.newCollections.join(', ')}`);
  return lines.join('\n');
}

export function planJson(outcome: ImportOutcome) {
  const plan = outcome.plan!;
  return {
    dryRun: true,
    create: plan.create.length,
    update: plan.update.length,
    unchanged: plan.unchanged.length,
    invalid: outcome.validation.invalidRows,
    failed: outcome.failures.length,
    requests: outcome.summary.requests,
    rows: { create: plan.create, update: plan.update, unchanged: plan.unchanged, invalid: outcome.validation.invalid.map((cell) => ({ row: cell.row, ...reportedInvalidCell(cell) })), failed: outcome.failures },
    newCollections: plan.newCollections,
  };
}

export function summaryText(outcome: ImportOutcome, label: string): string {
  const s = outcome.summary;
  return `Imported ${label}: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.invalid} invalid, ${s.failed} failed (${plural(s.requests, 'request')})`;
}
