// A clock whose sleeps return at once and are recorded, so waits can be asserted without waiting.
import type { Clock } from '../../../../src/client/types.js';

export class FakeClock implements Clock {
  readonly sleeps: number[] = [];
  /** The time each sleep ends at: with concurrent sleepers, the moments they were released. */
  readonly wakeTimes: number[] = [];
  constructor(public time = Date.UTC(2025, 0, 1)) {}
  now(): number {
    return this.time;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.wakeTimes.push(this.time + ms);
    this.time += ms;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}
