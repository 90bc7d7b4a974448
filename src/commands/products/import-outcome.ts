// How an import's end is told: the outcome (the dry run's plan, or the summary), the columns a file left out, and a
// run the journal stopped (a full disk).
import { StoreError } from '../../client/errors.js';
import type { ImportOutcome } from '../../catalog/core/import/run-import.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { materialized, writeJsonStreamed } from '../../io/json-stream.js';
import { write } from '../../io/io.js';
import { oneLine } from '../../io/terminal-text.js';
import { fileProblem } from '../../io/file-errors.js';
import { describeInvalidCell } from '../../catalog/core/import/plan.js';
import { planJson, planText, summaryText } from './import-output.js';
import { jobEstimate } from '../shared/job-estimate.js';
import type { Validation } from '../../catalog/core/import/validate.js';
import { notCarriedText } from '../../catalog/core/import/formats/not-carried.js';

export async function printOutcome(outcome: ImportOutcome, label: string, dryRun: boolean, ctx: Context): Promise<void> {
  const out = ctx.output();
  const json = out.format !== 'table';
  if (dryRun) {
    try {
      const estimate = await jobEstimate(ctx, outcome.estimatedRequests ?? 0);
      // Streamed: the plan's lists are read back from their spool as they are printed (--fields needs them whole).
      if (json && out.fields?.length) await printEntity(out, await materialized(planJson(outcome, estimate)));
      else if (json) await writeJsonStreamed(out.io.stdout, planJson(outcome, estimate), out.format === 'json');
      else for await (const line of planText(outcome, label, estimate)) await printMessage(out, line);
    } finally {
      outcome.plan?.close();
    }
    return;
  }
  if (json) await printEntity(out, outcome.summary);
  else {
    await printMessage(out, summaryText(outcome, label));
    for (const cell of outcome.validation.invalid) ctx.io.stderr.write(`skipped invalid ${oneLine(describeInvalidCell(cell))}\n`);
  }
}

/**
 * The journal could not be written (a full disk): the import stopped starting products. What was written is said
 * with the run's own counts, the failure is named (code and path), and the way on is the same import with
 * --resume once there is room (exit 1).
 */
export async function stoppedByJournal(
  ctx: Context,
  resume: string,
  summary: ImportOutcome['summary'],
  { done, total }: { done: number; total: number },
  { error, path }: { error: NodeJS.ErrnoException; path: string },
): Promise<never> {
  const { created, updated, unchanged, failed } = summary;
  const problem = `${fileProblem(error, path, 'write')}${error.code ? ` (${error.code})` : ''}`;
  await write(
    ctx.io.stderr,
    `Stopped after ${done} of ${total} products (${created} created, ${updated} updated, ${unchanged} unchanged, ${failed} failed).\n` +
      `The import journal could not be written: ${problem}.\nFree some space, then continue with: ${resume}\n`,
  );
  if (ctx.output().format !== 'table') await printEntity(ctx.output(), { ...summary, stopped: 'journal', done, total, journal: { code: error.code ?? null, path } });
  throw new StoreError(`the import journal could not be written: ${problem}`, { hint: `Free some space, then continue with: ${resume}` });
}

/** --ignore-unknown-columns: which columns were left out, said once on stderr; so are a foreign file's not-carried ones. */
export function sayIgnoredColumns(ctx: Context, validation: Validation | undefined, label: string, dryRun: boolean): void {
  const columns = validation?.ignoredColumns ?? [];
  if (columns.length > 0) {
    ctx.io.stderr.write(`Ignored ${columns.length === 1 ? 'an unknown column' : `${columns.length} unknown columns`} of ${label} (--ignore-unknown-columns): ${columns.map((c) => `"${oneLine(c)}"`).join(', ')}\n`);
  }
  // The dry run's plan lists them itself.
  const notCarried = (validation?.notCarried ?? []).filter((column) => column.rows > 0);
  if (notCarried.length > 0 && !dryRun) ctx.io.stderr.write(`Not carried (the store has no place for them): ${notCarried.map((c) => oneLine(notCarriedText(c))).join(', ')}\n`);
}
