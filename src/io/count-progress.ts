// A one-line progress display for work counted in items (export, `list --all`, bulk reads, seed): the count, the
// rate and, when the total is known, the time left — on a terminal's stderr only, redrawn in place at most a few
// times a second, and only once the work has taken a second (quick runs show nothing). The line is cleared at the end.
import type { Clock } from '../client/types.js';
import type { IO } from './io.js';
import { clearProgressLine, drawProgressLine } from './progress-line.js';
import { formatDuration, ratePerSecond, rateText, secondsLeft } from './progress-stats.js';

export interface CountProgress {
  /** Whether a line can be drawn at all (stderr a terminal, not quiet): work done only for the line can be skipped. */
  readonly shown: boolean;
  /** `n` more items done. */
  add(n?: number): void;
  /** The total, once known (a page's metadata, a fixture's length). */
  setTotal(total: number | undefined): void;
  /** Clears the line (if one was drawn); nothing is drawn after. */
  end(): void;
}

/** Quiet for this long, then drawn; redrawn at most this often. */
const FIRST_DRAW_MS = 1_000;
const REDRAW_MS = 200;

const NONE: CountProgress = { shown: false, add: () => undefined, setTotal: () => undefined, end: () => undefined };

export interface CountProgressOptions {
  /** `Exporting`, `Reading products`. */
  label: string;
  /** `products`. */
  unit: string;
  total?: number;
  /** --quiet, or a display of its own (a screen) is in use. */
  quiet?: boolean;
}

/** A progress line on `io.stderr` when it is a terminal (and not --quiet); otherwise one that draws nothing. */
export function countProgress(io: Pick<IO, 'stderr' | 'isStderrTTY'>, clock: Clock, options: CountProgressOptions): CountProgress {
  if (!io.isStderrTTY || options.quiet) return NONE;
  const started = clock.now();
  let done = 0;
  let total = options.total;
  let drawnAt: number | undefined;
  let ended = false;
  const draw = (force = false) => {
    const now = clock.now();
    const elapsed = now - started;
    if (ended || elapsed < FIRST_DRAW_MS || (!force && drawnAt !== undefined && now - drawnAt < REDRAW_MS)) return;
    drawnAt = now;
    drawProgressLine(io.stderr, progressLine(options, done, total, elapsed));
  };
  return {
    shown: true,
    add(n = 1) {
      done += n;
      draw();
    },
    setTotal(next) {
      total = next;
    },
    end() {
      if (ended) return;
      ended = true;
      if (drawnAt !== undefined) clearProgressLine(io.stderr);
    },
  };
}

/** `Exporting 1,200/8,500 products · 350/s · 21s left` (no total: no time left). */
export function progressLine(options: Pick<CountProgressOptions, 'label' | 'unit'>, done: number, total: number | undefined, elapsedMs: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const rate = ratePerSecond(done, elapsedMs);
  const left = total === undefined ? '' : ` · ${formatDuration(secondsLeft(done, total, elapsedMs))} left`;
  return `${options.label} ${count(done)}${total === undefined ? '' : `/${count(total)}`} ${options.unit} · ${rateText(rate)}/s${left}`;
}
