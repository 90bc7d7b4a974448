// Long-running commands (`sandbox serve`, `events listen`) wait for the first SIGINT or SIGTERM to close cleanly.
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
