// A small bound on work in flight: `run` waits for a free slot before starting a task, so a producer that awaits
// it never gets more than `size` tasks ahead (memory stays bounded while reading a large file). (A bound on single
// awaited requests is `slots` in client/batching.ts.)
export class Pool {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly running = new Set<Promise<unknown>>();

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('pool size must be a whole number ≥ 1');
  }

  /** Resolves once the task has started; the task's own errors must be handled by the task. */
  async run(task: () => Promise<unknown>): Promise<void> {
    await this.acquire();
    const running = task()
      .catch(() => undefined)
      .finally(() => this.release(running));
    this.running.add(running);
  }

  /** A free slot, or the next one released (handed over directly, so no later caller can take it first). */
  private async acquire(): Promise<void> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(running: Promise<unknown>): void {
    this.running.delete(running);
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** Waits until every started task has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
