// Long-running commands (`sandbox serve`, `events listen`) wait for the first SIGINT or SIGTERM to close cleanly;
// batch runs (import, export, bulk, undo, seed) take the first Ctrl-C or SIGTERM as "stop sending, finish what is in
// flight", and a second one as "exit now" (saying what may be left unfinished).
import type { IO } from '../io/io.js';

export type StopSignal = 'SIGINT' | 'SIGTERM';
const STOP_SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM'];

/** The exit code of an interrupted run (docs/product.md §3: 128 + SIGINT). */
export const INTERRUPTED_EXIT_CODE = 130;

export function untilSignal(signals: NodeJS.EventEmitter): Promise<StopSignal> {
  return new Promise((resolve) => {
    const on = (name: StopSignal) => () => {
      signals.off('SIGINT', onInt);
      signals.off('SIGTERM', onTerm);
      resolve(name);
    };
    const onInt = on('SIGINT');
    const onTerm = on('SIGTERM');
    signals.on('SIGINT', onInt);
    signals.on('SIGTERM', onTerm);
  });
}

export interface Interruptible {
  isStopping(): boolean;
  /**
   * Called on the first signal, before the "Stopping" note. A display that is drawing (a progress line or screen)
   * ends its line there; returning true means it showed the note itself, so nothing else is written.
   */
  onStop(listener: (note: string) => boolean | void): void;
  dispose(): void;
}

export interface InterruptOptions {
  /** Said when a second signal ends the run at once: what may be left half done and how to finish it. */
  unfinished?: string | (() => string);
  /** Run synchronously when a second signal ends the run at once, before it exits: removes the run's temporary files. */
  beforeExit?: () => void;
}

export const STOPPING_NOTE = 'Stopping: no new requests; waiting for the ones in flight… (Ctrl-C again quits at once)';
const DEFAULT_UNFINISHED = 'the requests in flight may or may not have been applied.';

/**
 * The first SIGINT or SIGTERM sets isStopping() and says so on stderr; a second one says what may be unfinished
 * and exits 130 at once.
 */
export function interruptible(signals: NodeJS.EventEmitter, io: IO, exit: (code: number) => void, options: InterruptOptions = {}): Interruptible {
  let stopping = false;
  const listeners: Array<(note: string) => boolean | void> = [];
  const onSignal = () => {
    if (stopping) {
      const unfinished = typeof options.unfinished === 'function' ? options.unfinished() : options.unfinished;
      io.stderr.write(`\nInterrupted again: exiting now; ${unfinished ?? DEFAULT_UNFINISHED}\n`);
      options.beforeExit?.();
      exit(INTERRUPTED_EXIT_CODE);
      return;
    }
    stopping = true;
    let shown = false;
    for (const listener of listeners) shown = listener(STOPPING_NOTE) === true || shown;
    if (!shown) io.stderr.write(`\n${STOPPING_NOTE}\n`);
  };
  for (const name of STOP_SIGNALS) signals.on(name, onSignal);
  return {
    isStopping: () => stopping,
    onStop: (listener) => void listeners.push(listener),
    dispose: () => {
      for (const name of STOP_SIGNALS) signals.off(name, onSignal);
    },
  };
}
