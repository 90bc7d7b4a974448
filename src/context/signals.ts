// Long-running commands (`sandbox serve`, `events listen`) wait for the first SIGINT or SIGTERM to close cleanly;
// batch runs (bulk, import) take the first Ctrl-C as "stop sending, finish what is in flight".
import type { IO } from '../io/io.js';

export type StopSignal = 'SIGINT' | 'SIGTERM';

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
  dispose(): void;
}

/** The first SIGINT sets isStopping() and says so on stderr; a second one finds no listener and ends the process. */
export function interruptible(signals: NodeJS.EventEmitter, io: IO): Interruptible {
  let stopping = false;
  const onInt = () => {
    stopping = true;
    io.stderr.write('\nStopping: no new requests; waiting for the ones in flight… (Ctrl-C again quits at once)\n');
  };
  signals.once('SIGINT', onInt);
  return { isStopping: () => stopping, dispose: () => void signals.off('SIGINT', onInt) };
}
