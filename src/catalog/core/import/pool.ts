// A small bound on work in flight: `run` waits for a free slot before starting a task, so a producer that awaits
// it never gets more than `size` tasks ahead (memory stays bounded while reading a large file). The slots are
// client/batching.ts's (first come, first served; a freed slot goes straight to the next in line).
import { slots } from '../../../client/batching.js';

export class Pool {
  private readonly slot: <T>(task: () => Promise<T>) => Promise<T>;
  private readonly running = new Set<Promise<unknown>>();

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('pool size must be a whole number ≥ 1');
    this.slot = slots(size);
  }

  /** Resolves once the task has started; the task's own errors must be handled by the task. */
  async run(task: () => Promise<unknown>): Promise<void> {
    let started!: () => void;
    const start = new Promise<void>((resolve) => (started = resolve));
    const running: Promise<unknown> = this.slot(() => {
      started();
      return task();
    })
      .catch(() => undefined)
      .finally(() => this.running.delete(running));
    this.running.add(running);
    await start;
  }

  /** Waits until every started task has finished (and those still waiting for a slot, once they have). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
