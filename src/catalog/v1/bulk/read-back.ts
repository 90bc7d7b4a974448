// The undo's check, read while it writes: a product is read back as soon as every write to it has settled, in reads
// of up to 100 ids that take their turn in the same bound of requests in flight as the writes — so the check adds
// one read after the last write instead of a stage of its own, and the connections never sit idle in between.
import { chunk } from '../../../client/batching.js';
import { MAX_PAGE_SIZE } from '../../../wire/api/query.js';
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import { findProducts, withVariants, type TargetClient } from './targets.js';

export interface ReadBack {
  /** One write to `id` has settled (answered, failed, or not to be sent). */
  settle(id: string): void;
  /** Every write has settled: reads what is left, and answers once every read has been handed to `onRead`. */
  finish(): Promise<void>;
}

export interface ReadBackOptions {
  /** The bound shared with the writes. */
  slot: <T>(task: () => Promise<T>) => Promise<T>;
  /** No read before this answers true; none at all if it answers false (the run failed as a whole). */
  start: Promise<boolean>;
  /** Checked before each read: true sends no more. */
  isStopping?: () => boolean;
  /** Each read's products as they are now (`ids`: the products asked for; one gone is missing from `products`). */
  onRead: (products: Product[], ids: string[]) => void;
}

/** `writes`: how many writes each product awaits (a product not named there awaits none and is ready at once). */
export function readBack(client: TargetClient, ids: readonly string[], writes: ReadonlyMap<string, number>, options: ReadBackOptions): ReadBack {
  const awaiting = new Map([...writes].filter(([, n]) => n > 0));
  let ready = ids.filter((id) => !awaiting.has(id));
  const reads: Array<Promise<void>> = [];
  const read = (part: string[]) => {
    const done = options.start.then(async (started) => {
      if (!started || options.isStopping?.()) return;
      const products = await options.slot(async () => withVariants(client, (await findProducts(client, part)).found));
      options.onRead(products, part);
    });
    done.catch(() => undefined); // handled when finish() awaits it
    reads.push(done);
  };
  const flush = (all: boolean) => {
    const whole = all ? ready.length : ready.length - (ready.length % MAX_PAGE_SIZE);
    for (const part of chunk(ready.slice(0, whole), MAX_PAGE_SIZE)) read(part);
    ready = ready.slice(whole);
  };
  flush(false);
  return {
    settle(id) {
      const left = awaiting.get(id);
      if (left === undefined) return;
      if (left > 1) {
        awaiting.set(id, left - 1);
        return;
      }
      awaiting.delete(id);
      ready.push(id);
      if (ready.length >= MAX_PAGE_SIZE) flush(false);
    },
    async finish() {
      ready.push(...awaiting.keys());
      awaiting.clear();
      flush(true);
      await Promise.all(reads);
    },
  };
}
