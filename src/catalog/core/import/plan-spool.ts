// A dry run's plan lists (to create, to update, unchanged) kept in an unlinked temporary file instead of in memory:
// a dry run of 100,000 rows then holds counts and row numbers, not 100,000 objects, and the lists are read back
// once, as they are printed.
import { closeSync, createReadStream, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { openUnlinkedFile } from './unlinked-file.js';

/** A list of plan entries: how many, and the entries in the order they were added. */
export interface PlanList<T> {
  readonly count: number;
  items(): AsyncIterable<T>;
}

const FLUSH_AT = 64 * 1024;

export class PlanSpool<T> implements PlanList<T> {
  #fd: number | undefined;
  #pending = '';
  #count = 0;

  get count(): number {
    return this.#count;
  }

  add(item: T): void {
    this.#count++;
    this.#pending += `${JSON.stringify(item)}\n`;
    if (this.#pending.length >= FLUSH_AT) this.#flush();
  }

  async *items(): AsyncGenerator<T> {
    if (this.#fd === undefined) {
      for (const line of this.#pending.split('\n')) if (line) yield JSON.parse(line) as T;
      return;
    }
    this.#flush();
    const lines = createInterface({ input: createReadStream('', { fd: this.#fd, start: 0, autoClose: false }), crlfDelay: Infinity });
    for await (const line of lines) if (line) yield JSON.parse(line) as T;
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
    this.#pending = '';
  }

  #flush(): void {
    this.#fd ??= openUnlinkedFile('store-plan-');
    if (this.#pending) writeSync(this.#fd, this.#pending);
    this.#pending = '';
  }
}
