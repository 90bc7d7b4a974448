// How the bulk commands show their preview, progress and failures. The preview is the command's data (stdout); progress
// and failures go to stderr; `--json` replaces all of it with one summary object.
import { PartialFailureError } from '../../client/errors.js';
import { TERMINAL_JOB_STATUSES, type AsyncJob } from '../../wire/api/catalog-v3/async-job.js';
import type { ItemFailure } from '../../catalog/core/bulk/apply.js';
import type { PlanRow } from '../../catalog/core/bulk/plan.js';
import { previewPage, type PreviewLine } from '../../catalog/core/bulk/preview.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { toJson } from '../../io/json.js';
import { oneLine } from '../../io/terminal-text.js';
import { endProgressLine, drawProgressLine } from '../../io/progress-line.js';
import { atTenth } from '../../io/progress-stats.js';
import { printEntity, printList, printMessage, type Column } from '../../io/present.js';

const PREVIEW_COLUMNS: Column<PreviewLine>[] = [
  { header: 'product', value: (line) => line.product, flex: true },
  { header: 'variant', value: (line) => line.variant, flex: true },
  { header: 'before', value: (line) => line.before },
  { header: 'after', value: (line) => line.after },
  { header: 'note', value: (line) => line.note },
];

export const isJson = (ctx: Context): boolean => ctx.output().format !== 'table';

/** Summary line, the store it acts on, the first rows as a table, then "… N more rows". Human mode only. */
export async function printPreview(ctx: Context, summary: string, rows: readonly PlanRow[], total = rows.length): Promise<void> {
  const out = ctx.output();
  await printMessage(out, `${summary}\nStore: ${await ctx.describeStore()}`);
  if (rows.length === 0) return;
  const { lines, more } = previewPage(rows, undefined, total);
  await printList({ ...out, fields: undefined }, lines, { columns: PREVIEW_COLUMNS });
  if (more > 0) await printMessage(out, `… ${more} more row${more === 1 ? '' : 's'}`);
}

/**
 * `chunk 3/12` on stderr when there is more than one: one line rewritten in place on a terminal, otherwise a line
 * per tenth of the run (a log stays short).
 */
export function progress(ctx: Context, label: string): (done: number, total: number) => void {
  return (done, total) => {
    if (total <= 1 || ctx.globals.quiet) return;
    if (ctx.io.isStderrTTY) {
      drawProgressLine(ctx.io.stderr, `${label} ${done}/${total}`);
      if (done === total) endProgressLine(ctx.io.stderr);
      return;
    }
    if (atTenth(done, total)) ctx.io.stderr.write(`${label} ${done}/${total}\n`);
  };
}

/** `job items 400/1000` on stderr while an async job (Catalog V3 by-filter write) runs; nothing for a job done at once. */
export function jobProgress(ctx: Context): (job: AsyncJob) => void {
  const show = progress(ctx, 'job items');
  let running = false;
  return (job) => {
    running ||= !TERMINAL_JOB_STATUSES.has(job.status);
    if (running) show(job.counters.itemsSucceeded + job.counters.itemsFailed, job.counters.itemsToProcess);
    if (TERMINAL_JOB_STATUSES.has(job.status)) running = false;
  };
}

/**
 * A dry run's `--json` answer — `summary` with `preview.rows` and `failures` — as printOutcome would print it, the
 * rows streamed in from `rows` as they are read back (100,000 of them are never one string or one array).
 */
export async function printDryRunJson(
  ctx: Context,
  summary: Record<string, unknown> & { preview: Record<string, unknown> },
  rows: AsyncIterable<unknown>,
  failures: readonly ItemFailure[] = [],
): Promise<void> {
  const pretty = ctx.output().format === 'json';
  const text = toJson({ ...summary, preview: { ...summary.preview, rows: [] }, failures }, pretty);
  const marker = pretty ? '    "rows": []' : '"rows":[]';
  const at = text.indexOf(marker);
  let buffered = `${text.slice(0, at)}${pretty ? '    "rows": [' : '"rows":['}`;
  let first = true;
  for await (const row of rows) {
    buffered += pretty ? `${first ? '\n' : ',\n'}      ${toJson(row, true).replaceAll('\n', '\n      ')}` : `${first ? '' : ','}${toJson(row, false)}`;
    first = false;
    if (buffered.length >= 64 * 1024) {
      await write(ctx.io.stdout, buffered);
      buffered = '';
    }
  }
  await write(ctx.io.stdout, `${buffered}${pretty && !first ? '\n    ]' : ']'}${text.slice(at + marker.length)}\n`);
}

const failureLine = (f: ItemFailure) => oneLine(`  ${f.slug ?? f.id}${f.variantId ? ` (variant ${f.variantId})` : ''}: ${f.code}: ${f.description}`);

/** The summary object in JSON modes; in human mode, `message` on stdout and the failures on stderr. */
export async function printOutcome(ctx: Context, summary: Record<string, unknown>, message: string, failures: readonly ItemFailure[]): Promise<void> {
  // "chunk 2/7" and the outcome never share a line.
  endProgressLine(ctx.io.stderr);
  if (isJson(ctx)) {
    await printEntity({ ...ctx.output(), fields: undefined }, { ...summary, failures });
    return;
  }
  await printMessage(ctx.output(), message);
  if (failures.length > 0) await write(ctx.io.stderr, `Failed (${failures.length}):\n${failures.map(failureLine).join('\n')}\n`);
}

/** Exit 6 when some items failed; the failures were already listed (`hint`: what to do next, when the caller knows). */
export function failIfPartial(failures: readonly ItemFailure[], total: number, what: string, hint = 'The failures are listed above; fix them and run again, or undo from the backup.'): void {
  if (failures.length === 0) return;
  const products = new Set(failures.map((f) => f.id)).size;
  throw new PartialFailureError(`${products} of ${total} products ${what}`, [...failures], { hint });
}
