// slots(): a bound on tasks in flight shared by several producers; waiting tasks start by rank, then in order.
import { describe, expect, it } from 'vitest';
import { slots } from '../../../src/client/batching.js';

describe('slots', () => {
  it('never runs more than its size at once, and hands a freed slot to the lowest rank waiting (first come within a rank)', async () => {
    const slot = slots(2);
    let active = 0;
    let max = 0;
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        max = Math.max(max, ++active);
        releases.push(() => {
          active--;
          resolve(name);
        });
      });
    const all = [slot(task('a'), 2), slot(task('b'), 2), slot(task('late'), 2), slot(task('read'), 1), slot(task('call'), 0), slot(task('later'), 2)];
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    while (started.length < all.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    releases.forEach((release) => release());
    await Promise.all(all);
    expect(started).toEqual(['a', 'b', 'call', 'read', 'late', 'later']);
    expect(max).toBe(2);
  });
});
