// How an import's end is told: the outcome (the dry run's plan, or the summary), the columns a file left out, a run
// the journal or Ctrl-C stopped, and the error that sets the exit code.
import { PartialFailureError, StoreError } from '../../client/errors.js';
import { InterruptedError, UsageError } from '../../io/cli-errors.js';
import type { ImportOutcome } from '../../catalog/core/import/run-import.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { materialized, writeJsonStreamed } from '../../io/json-stream.js';
import { write } from '../../io/io.js';
import { oneLine } from '../../io/terminal-text.js';
import { fileProblem } from '../../io/file-errors.js';
import { describeInvalidCell } from '../../catalog/core/import/plan.js';
import { planJson, planText, summaryText } from './import-output.js';
import { retryFailedRowsHint, type ImportAgainFlags } from './import-again.js';
import { jobEstimate } from '../shared/job-estimate.js';
import type { Validation } from '../../catalog/core/import/validate.js';
import { notCarriedText } from '../../catalog/core/import/formats/not-carried.js';

async function printOutcome(outcome: ImportOutcome, label: string, dryRun: boolean, ctx: Context): Promise<void> {
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
async function stoppedByJournal(
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

/** What one import run says at its end, besides its outcome. */
export interface ImportRun {
  file: string;
  flags: ImportAgainFlags;
  /** The file as a person reads it (`stdin` for -). */
  label: string;
  /** The command line that continues the import. */
  resume: string;
  dryRun: boolean;
  skipInvalid: boolean;
}

/**
 * The import's end, told: a run the journal or Ctrl-C stopped with the way on, else the outcome; then the error that
 * sets the exit code (invalid rows in a dry run, failed items).
 */
export async function tellOutcome(outcome: ImportOutcome, run: ImportRun, ctx: Context): Promise<void> {
  if (outcome.journalFailure && outcome.interrupted) return stoppedByJournal(ctx, run.resume, outcome.summary, outcome.interrupted, outcome.journalFailure);
  if (outcome.interrupted) {
    const { done, total } = outcome.interrupted;
    const { created, updated, unchanged, failed } = outcome.summary;
    await write(ctx.io.stderr, `Interrupted after ${done} of ${total} products (${created} created, ${updated} updated, ${unchanged} unchanged, ${failed} failed).\nContinue with: ${run.resume}\n`);
    if (ctx.output().format !== 'table') await printEntity(ctx.output(), { ...outcome.summary, interrupted: true, done, total });
    throw new InterruptedError(`import interrupted after ${done} of ${total} products`);
  }
  await printOutcome(outcome, run.label, run.dryRun, ctx);
  if (run.dryRun && outcome.validation.invalidRows > 0 && !run.skipInvalid) {
    throw new UsageError(`${outcome.validation.invalidRows} invalid rows in ${run.label}`, { hint: 'Fix them, or pass --skip-invalid.' });
  }
  if (outcome.failures.length > 0) {
    const lines = outcome.failures.map((f) => `  ${f.collection ? `collection ${f.collection}` : `row ${f.row}${f.slug ? ` (${f.slug})` : ''}`}: ${f.message}`);
    const done = outcome.summary.created + outcome.summary.updated + outcome.summary.unchanged;
    throw new PartialFailureError(`${outcome.failures.length} of the file's items failed\n${lines.join('\n')}`, outcome.failures, {
      hint: retryFailedRowsHint(run.file, run.flags, outcome.failures, done),
      // Every item refused: the cause is the store's answer (its 428 when it now speaks the other catalog version,
      // which cli.ts then rechecks).
      ...(done === 0 ? { cause: outcome.firstError } : {}),
    });
  }
}
