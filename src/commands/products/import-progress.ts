// The progress of `store products import` where a person watches: the progress screen (bar, rows/s, ETA, failures
// so far) on a terminal, or the caller's fallback (the plain text line when only stderr is a terminal).
import type { ImportEventMap, ImportProgress } from '../../catalog/core/import/progress.js';
import type { Context } from '../../context.js';
import type { Interruptible } from '../../context/signals.js';
import type { ProgressSnapshot } from '../../ui/components/ProgressView.js';
import { canRenderProgress, renderProgress } from '../../ui/render.js';

/** Stops drawing; the screen's last frame stays (and is flushed before anything else is printed). */
export type StopProgress = () => void | Promise<void>;

/** Redraws at most this often while products stream in; phase changes, failures and the end draw at once. */
const REDRAW_MS = 100;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error ?? 'failed'));

export async function showImportProgress(
  ctx: Context,
  events: ImportProgress,
  file: string,
  interrupt: Interruptible,
  dryRun: boolean,
  orElse: () => StopProgress | undefined,
): Promise<StopProgress | undefined> {
  const started = ctx.clock.now();
  let snapshot: ProgressSnapshot = {
    title: `${dryRun ? 'Checking (dry run, nothing is written)' : 'Importing'} ${file === '-' ? 'stdin' : file}`,
    phase: 'Reading the file…',
    done: 0,
    total: 0,
    unit: 'products',
    elapsedMs: 0,
    failed: 0,
    failures: [],
    finished: false,
  };
  if (!canRenderProgress(ctx)) return orElse();
  // Anything else written to stderr while the screen is drawn would break it: connect first (the embedded
  // sandbox says once that it is in use).
  await ctx.client({ admin: true });
  const screen = await renderProgress(ctx, snapshot);
  if (!screen) return orElse();

  let drawn = 0;
  const update = (change: Partial<ProgressSnapshot>, now = false) => {
    const time = ctx.clock.now();
    snapshot = { ...snapshot, ...change, elapsedMs: time - started };
    if (!now && time - drawn < REDRAW_MS) return;
    drawn = time;
    screen.update({ snapshot });
  };
  let totalRows = 0;
  const onValidated = ({ rows, products }: { rows: number; products: number }) => {
    totalRows = rows;
    update({ total: products, rate: { done: 0, total: rows, unit: 'rows' }, phase: undefined }, true);
  };
  const onPhase = ({ phase }: { phase: string }) => {
    if (phase === 'collections') update({ phase: 'Updating collection membership…' }, true);
  };
  const onProduct = ({ result, done, total, rowsDone, failed }: ImportEventMap['product'][0]) => {
    const where = `row ${result.plan.row}${result.plan.slug ? ` (${result.plan.slug})` : ''}`;
    const failures = result.outcome === 'failed' ? [...snapshot.failures, `${where}: ${messageOf(result.error)}`] : snapshot.failures;
    update({ done, total, failed, failures, rate: { done: rowsDone, total: totalRows, unit: 'rows' } }, result.outcome === 'failed');
  };
  const onFinished = () => update({ finished: true, phase: undefined }, true);
  events.on('validated', onValidated).on('phase', onPhase).on('product', onProduct).on('finished', onFinished);
  // Ctrl-C: the screen says it is stopping (a line written past it would break the frame).
  interrupt.onStop((note) => {
    update({ phase: note }, true);
    return true;
  });
  return async () => {
    events.off('validated', onValidated).off('phase', onPhase).off('product', onProduct).off('finished', onFinished);
    screen.update({ snapshot });
    await screen.close();
  };
}
