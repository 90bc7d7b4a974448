// The plain-text progress line on a terminal's stderr: products done, rows/s, ETA and failures, redrawn at most a
// few times a second and cleared when the import ends.
import type { Clock } from '../../../client/types.js';
import { clearProgressLine, drawProgressLine } from '../../../io/progress-line.js';
import { atTenth, formatDuration, ratePerSecond, secondsLeft } from '../../../io/progress-stats.js';
import type { ImportProgress } from './progress.js';

const REDRAW_MS = 200;

/** Draws `events` on `stderr` until the import finishes; returns a function that stops drawing early. */
/** What the progress says an import does with its products: a dry run only checks them (nothing is imported). */
export const importVerbs = (dryRun: boolean) => (dryRun ? { doing: 'Checking', done: 'checked' } : { doing: 'Importing', done: 'imported' });

export function showTextProgress(events: ImportProgress, stderr: NodeJS.WritableStream, clock: Clock, dryRun = false): () => void {
  const started = clock.now();
  let lastDraw = 0;
  let totalRows = 0;
  let line = '';
  const draw = (text: string, force = false) => {
    const now = clock.now();
    if (!force && now - lastDraw < REDRAW_MS) return;
    lastDraw = now;
    line = text;
    drawProgressLine(stderr, text);
  };
  const onValidated = ({ rows }: { rows: number }) => (totalRows = rows);
  const onPhase = ({ phase }: { phase: string }) => {
    if (phase === 'collections') draw('Updating collection membership…', true);
  };
  const onProduct = ({ done, total, rowsDone, failed }: { done: number; total: number; rowsDone: number; failed: number }) => {
    const elapsedMs = clock.now() - started;
    const rate = ratePerSecond(rowsDone, elapsedMs);
    const eta = formatDuration(secondsLeft(rowsDone, totalRows, elapsedMs));
    draw(`${importVerbs(dryRun).doing} ${done}/${total} products · ${rate.toFixed(0)} rows/s · ETA ${eta}${failed > 0 ? ` · ${failed} failed` : ''}`);
  };
  const stop = () => {
    events.off('validated', onValidated).off('phase', onPhase).off('product', onProduct).off('finished', stop);
    if (line) clearProgressLine(stderr);
    line = '';
  };
  events.on('validated', onValidated).on('phase', onPhase).on('product', onProduct).on('finished', stop);
  return stop;
}

/** Below this many products an import is quick enough to need no progress in a log. */
export const LOG_PROGRESS_MIN_PRODUCTS = 100;

/**
 * Progress for a log (stderr piped or redirected): one line at each tenth of a long import; nothing is redrawn,
 * so the log stays readable.
 */
export function showLogProgress(events: ImportProgress, stderr: NodeJS.WritableStream, dryRun = false): () => void {
  let long = false;
  const onValidated = ({ products }: { products: number }) => (long = products >= LOG_PROGRESS_MIN_PRODUCTS);
  const onProduct = ({ done, total, failed }: { done: number; total: number; failed: number }) => {
    if (long && atTenth(done, total)) stderr.write(`${importVerbs(dryRun).done} ${done}/${total} products${failed > 0 ? ` (${failed} failed)` : ''}\n`);
  };
  const stop = () => void events.off('validated', onValidated).off('product', onProduct).off('finished', stop);
  events.on('validated', onValidated).on('product', onProduct).on('finished', stop);
  return stop;
}
