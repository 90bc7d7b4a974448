// The import's bound on work in flight: `run` starts a task per slot and keeps its producer at most `size` ahead.
import { describe, expect, it } from 'vitest';
import { Pool } from '../../../../src/catalog/core/import/pool.js';

const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Pool.run', () => {
  it('resolves once the task has started, and keeps the producer at most `size` tasks ahead', async () => {
    const pool = new Pool(1);
    const gate = deferred<void>();
    await pool.run(() => gate.promise);
    let second = false;
    const queued = pool.run(async () => {
      second = true;
    });
    await tick();
    expect(second).toBe(false);
    gate.resolve();
    await queued;
    await pool.drain();
    expect(second).toBe(true);
  });

});
