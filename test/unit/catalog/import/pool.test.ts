// The import's bound on work in flight: `run` (a task started per slot) and `call` (one awaited task per slot,
// first come, first served, its result or error handed back).
import { describe, expect, it } from 'vitest';
import { Pool } from '../../../../src/catalog/import/pool.js';

const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Pool.call', () => {
  it('holds at most `size` tasks at once and starts waiting ones in the order they asked', async () => {
    const pool = new Pool(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred<void>>>();
    const task = (name: string) =>
      pool.call(async () => {
        started.push(name);
        const gate = deferred<void>();
        gates.set(name, gate);
        await gate.promise;
        return name;
      });
    const results = ['a', 'b', 'c', 'd'].map(task);
    await tick();
    expect(started).toEqual(['a', 'b']);
    gates.get('b')!.resolve();
    expect(await results[1]).toBe('b');
    await tick();
    // The freed slot goes to the first in line, even if someone asks for one at the same moment.
    const late = task('e');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const name of ['a', 'c']) gates.get(name)!.resolve();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const name of ['d', 'e']) gates.get(name)!.resolve();
    expect(await Promise.all([...results, late])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('hands back a task\'s error and frees its slot', async () => {
    const pool = new Pool(1);
    await expect(pool.call(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await pool.call(async () => 42)).toBe(42);
  });

  it('drain waits for calls too', async () => {
    const pool = new Pool(1);
    const gate = deferred<void>();
    let done = false;
    void pool.call(async () => {
      await gate.promise;
      done = true;
    });
    await tick();
    const drained = pool.drain();
    gate.resolve();
    await drained;
    expect(done).toBe(true);
  });
});

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
