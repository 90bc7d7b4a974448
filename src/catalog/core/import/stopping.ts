// Ctrl-C during a run that writes (import, seed): a request that has not started when the run is told to stop is
// not sent; the products it was for stay unfinished (not journaled, not failed), so --resume does them.

/** A request left unsent because the run is stopping. */
export class NotSentWhileStopping extends Error {
  constructor() {
    super('not sent: the run is stopping (Ctrl-C)');
    this.name = 'NotSentWhileStopping';
  }
}

/** Runs `task` unless the run is stopping by the time it would start; then rejects with NotSentWhileStopping. */
export function unlessStopping<T>(isStopping: (() => boolean) | undefined, task: () => Promise<T>): Promise<T> {
  return isStopping?.() ? Promise.reject(new NotSentWhileStopping()) : task();
}
