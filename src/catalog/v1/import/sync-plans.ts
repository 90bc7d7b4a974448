// Streams plans through batched look-ups and a bounded pool: each batch of up to 100 plans costs one `$in` query,
// asked while earlier batches are still being written, and at most `concurrency` requests are in flight.
import { setImmediate } from 'node:timers/promises';
import type { StoreClient } from '../../../client/index.js';
import { lookUp, type Found } from './lookup.js';
import type { KnownProducts } from '../../core/import/known-products.js';
import type { Product } from '../../../wire/api/catalog-v1/product.js';
import { matchKey, type ProductPlan } from '../../core/import/plan.js';
import { Pool } from '../../core/import/pool.js';
import { syncProduct } from './sync-product.js';
import type { ProductResult } from '../../core/import/product-result.js';
import { withAttempts } from '../../../client/retry-policy.js';
import { sendInBatches, type SyncPlansOptions } from '../../core/import/target.js';
import { NotSentWhileStopping, unlessStopping } from '../../core/import/stopping.js';

interface Batch {
  plans: ProductPlan[];
  found: Promise<Found>;
}

/** `known`: products the import's check read already (ImportTarget.existingKeys), taken instead of asked again. */
export async function syncPlans(client: StoreClient, plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>, options: SyncPlansOptions, known?: KnownProducts<Product>): Promise<void> {
  const { sync, finish } = options;
  const pool = new Pool(options.concurrency);
  const failed = (plan: ProductPlan, error: unknown): ProductResult => ({ plan, outcome: 'failed', changes: [], collectionIds: [], error });

  // The look-up takes a pool slot like any request, without holding up the caller that queues it.
  const startLookUp = (batch: ProductPlan[]): Promise<Found> => {
    const found = new Promise<Found>((resolve, reject) => {
      pool.run(() => unlessStopping(options.isStopping, () => withAttempts(sync.clock, () => lookUp(client, batch, sync.match, known))).then(resolve, reject)).catch(reject);
    });
    found.catch(() => undefined);
    return found;
  };

  const submit = async (batch: Batch) => {
    let existing: Found;
    try {
      existing = await batch.found;
    } catch (error) {
      // Stopped before its look-up went out: its products are left for --resume.
      if (error instanceof NotSentWhileStopping) return;
      for (const plan of batch.plans) await finish(failed(plan, error));
      return;
    }
    for (const plan of batch.plans) {
      if (options.isStopping?.()) return;
      const key = matchKey(plan, sync.match);
      const matches = existing.get(key ?? '') ?? [];
      if (matches.length > 1) await finish(failed(plan, new Error(`${matches.length} products have ${sync.match} "${key}"`)));
      // A write that waited for a slot past the Ctrl-C is not started.
      else await pool.run(async () => void (options.isStopping?.() || (await finish(await syncProduct(client, plan, matches[0], sync)))));
    }
  };

  // Reading and looking up run up to `concurrency` batches ahead of the writes, which go out batch after batch as
  // soon as each batch's look-up is back: at the start every pool slot has a look-up to do instead of waiting for
  // the first one, and later a slow look-up never holds the writes up.
  const lookAhead = options.concurrency;
  // One promise per batch whose writes have not all started, in file order; each batch waits for the one before.
  const writing: Array<Promise<void>> = [];
  const send = async (plans: ProductPlan[]) => {
    const batch: Batch = { plans, found: startLookUp(plans) };
    const written = (writing.at(-1) ?? Promise.resolve()).then(() => submit(batch));
    // Awaited below; marked handled so a failure while reading on cannot also surface as an unhandled rejection.
    written.catch(() => undefined);
    writing.push(written);
    // Reading the file never leaves the event loop by itself: let the look-up go out before reading on.
    await setImmediate();
    if (writing.length > lookAhead) await writing.shift();
  };
  await sendInBatches(plans, options, send);
  await writing.at(-1);
  await pool.drain();
}
