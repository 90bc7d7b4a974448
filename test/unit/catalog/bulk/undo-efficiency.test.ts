// Issue #14 finding 11: `bulk undo` runs at the change's concurrency and chunking and groups identical restores
// into bulk calls — 250 products undone after `+2.50` in 3 calls, not 250 — and stays exact.
// V1 by nature: it counts V1's product-level bulk calls (bulkSet/bulkAdjust of at most 100 ids, src/catalog/v1/bulk/undo.ts);
// a V3 undo writes by-filter jobs and bulk updates a window at a time, and its request counts are checked in
// commands/bulk-v3.test.ts ("requests of a bulk change on V3") and commands/bulk-v3-windows.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../../src/auth/api-key.js';
import type { BulkChange } from '../../../../src/catalog/core/model/change.js';
import { createStoreClient, type StoreClient } from '../../../../src/client/index.js';
import { NetworkError } from '../../../../src/client/errors.js';
import { executeBulk } from '../../../../src/catalog/v1/bulk/apply.js';
import { readValuesBackup } from '../../../../src/catalog/core/bulk/backup-read.js';
import { backupOf } from '../../../../src/catalog/v1/bulk/prior.js';
import { buildPlan } from '../../../../src/catalog/v1/bulk/plan.js';
import { resolveTargets } from '../../../../src/catalog/v1/bulk/targets.js';
import { executeUndo, type UndoClient } from '../../../../src/catalog/v1/bulk/undo.js';
import { planUndo } from '../../../../src/catalog/v1/bulk/undo-plan.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';

let sb: TestSandbox;
let client: StoreClient;
beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v1', demo: false });
  client = createStoreClient({ apiUrl: sb.baseUrl, auth: new ApiKeyAuth({ apiKey: sb.info.apiKey, siteId: sb.info.siteId }), rateLimit: false });
});
afterAll(async () => {
  await client.close();
  await sb.close();
});

const COUNT = 250;
/** 250 simple products on 5 price points, plus distinct cents so no two share a price by accident. */
beforeEach(async () => {
  sb.sandbox.reset({ demo: false });
  for (let i = 0; i < COUNT; i++) await client.products.create({ name: `P ${i}`, slug: `p-${i}`, priceData: { price: 10 + (i % 5) } });
  sb.requests.length = 0;
});

const meta = { command: 'store bulk …', createdAt: '2030-01-01T00:00:00.000Z', store: {} };
const prices = async () => Object.fromEntries((await client.products.list({}, { all: true }).toArray()).map((p) => [p.slug, p.priceData.price]));
const bulkWrites = () => sb.requests.filter((r) => r.method === 'POST' && r.path.includes('/bulk/products/'));

/** Counts the bulk calls in flight at once, through the real client. */
function counting(): { client: UndoClient; maxInFlight: () => number } {
  let active = 0;
  let max = 0;
  const track = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A) => {
    max = Math.max(max, ++active);
    try {
      return await call(...args);
    } finally {
      active--;
    }
  };
  const bulk = { bulkSet: track(client.bulk.bulkSet.bind(client.bulk)), bulkAdjust: track(client.bulk.bulkAdjust.bind(client.bulk)) };
  return { client: { ...client, products: client.products, collections: client.collections, bulk } as UndoClient, maxInFlight: () => max };
}

async function changeAndUndo(change: BulkChange, concurrency: number) {
  const products = await resolveTargets(client, { kind: 'all' }, concurrency);
  const path = join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'before.json');
  const applied = await executeBulk(client, buildPlan(products, change), { data: backupOf(products, change.field, meta), path }, { concurrency });
  expect(applied.failures).toEqual([]);
  sb.requests.length = 0;
  const backup = await readValuesBackup(applied.backup);
  const counted = counting();
  const plan = await planUndo(counted.client, backup, concurrency);
  const report = await executeUndo(counted.client, plan, { data: backupOf(plan.products, backup.field, meta), path: join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'r.json') }, { concurrency });
  return { report, maxInFlight: counted.maxInFlight() };
}

describe('bulk undo at the change’s concurrency and chunking', () => {
  it('after +2.50: one amount call per 100 products (3), at most the concurrency in flight, exact', async () => {
    const before = await prices();
    const { report, maxInFlight } = await changeAndUndo({ kind: 'adjust', field: 'price', by: { amount: '2.5' } }, 4);
    expect(report).toMatchObject({ products: COUNT, restored: COUNT, failures: [] });
    expect(await prices()).toEqual(before);
    const writes = bulkWrites();
    expect(writes).toHaveLength(3);
    expect(writes.every((w) => w.path.endsWith('/adjust-properties') && JSON.parse(w.body).adjust.price.amount === -2.5)).toBe(true);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(4);
  });

  it('after +10%: one call per saved value (5 price points), exact, never an inverse percentage', async () => {
    const before = await prices();
    const { report } = await changeAndUndo({ kind: 'adjust', field: 'price', by: { percent: 10, roundToWhole: false } }, 8);
    expect(report).toMatchObject({ restored: COUNT, failures: [] });
    expect(await prices()).toEqual(before);
    const writes = bulkWrites();
    expect(writes).toHaveLength(5);
    expect(writes.some((w) => w.body.includes('percentage'))).toBe(false);
  });

  it('variants with prices of their own: written per product as soon as that product’s call is through, within the concurrency, no extra read', async () => {
    for (let i = 0; i < 20; i++) {
      const product = await client.products.create({
        name: `V ${i}`,
        slug: `v-${i}`,
        // The price of the first group of simple products: their bulk call goes first (alone), the others after.
        priceData: { price: 10 },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: ['S', 'M', 'L'].map((value) => ({ value, description: value })) }],
      });
      await client.products.updateVariants(product.id, [{ choices: { Size: 'M' }, price: 11 + i }, { choices: { Size: 'L' }, price: 30 }]);
    }
    const before = await prices();
    const variantPrices = async () => (await client.products.list({ filter: { slug: { $startsWith: 'v-' } } }, { all: true }).toArray()).map((p) => p.variants?.map((v) => v.variant.priceData.price));
    const beforeVariants = await variantPrices();
    let active = 0;
    let max = 0;
    const order: string[] = [];
    const track = <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) => async (...args: A) => {
      max = Math.max(max, ++active);
      try {
        return await call(...args);
      } finally {
        active--;
        order.push(name);
      }
    };
    const products = await resolveTargets(client, { kind: 'all' }, 4);
    const change: BulkChange = { kind: 'adjust', field: 'price', by: { percent: 10, roundToWhole: false } };
    const applied = await executeBulk(client, buildPlan(products, change), { data: backupOf(products, 'price', meta), path: join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'b.json') }, { concurrency: 4 });
    const backup = await readValuesBackup(applied.backup);
    sb.requests.length = 0;
    const tracked = {
      ...client,
      products: { list: client.products.list.bind(client.products), listVariants: client.products.listVariants.bind(client.products), updateVariants: track('variants', client.products.updateVariants.bind(client.products)) },
      collections: client.collections,
      bulk: { bulkSet: track('bulk', client.bulk.bulkSet.bind(client.bulk)), bulkAdjust: track('bulk', client.bulk.bulkAdjust.bind(client.bulk)) },
    } as UndoClient;
    const plan = await planUndo(tracked, backup, 4);
    const planReads = sb.requests.filter((r) => r.path.includes('/products/query')).length;
    sb.requests.length = 0;
    const report = await executeUndo(tracked, plan, { data: backupOf(plan.products, 'price', meta), path: join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'r.json') }, { concurrency: 4 });
    const undoReads = sb.requests.filter((r) => r.path.includes('/products/query')).length;
    expect(report).toMatchObject({ restored: COUNT + 20, failures: [] });
    expect(await prices()).toEqual(before);
    expect(await variantPrices()).toEqual(beforeVariants);
    expect(max).toBeLessThanOrEqual(4);
    // Some variant writes went out before the last product call had finished (one stream of work, not two stages).
    expect(order.indexOf('variants')).toBeLessThan(order.lastIndexOf('bulk'));
    // Reads: the plan's, then only the check's (the same pages), none in between.
    expect(undoReads).toBe(planReads);
  });

  it('reads each product back as soon as its writes are through: check reads go out before the last write, within the concurrency', async () => {
    for (let i = 0; i < 30; i++) {
      const product = await client.products.create({
        name: `V ${i}`,
        slug: `v-${i}`,
        priceData: { price: 10 },
        manageVariants: true,
        productOptions: [{ name: 'Size', choices: ['S', 'M'].map((value) => ({ value, description: value })) }],
      });
      await client.products.updateVariants(product.id, [{ choices: { Size: 'M' }, price: 11 + i }]);
    }
    const change: BulkChange = { kind: 'adjust', field: 'price', by: { percent: 10, roundToWhole: false } };
    const products = await resolveTargets(client, { kind: 'all' }, 4);
    const applied = await executeBulk(client, buildPlan(products, change), { data: backupOf(products, 'price', meta), path: join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'b.json') }, { concurrency: 4 });
    const backup = await readValuesBackup(applied.backup);
    let active = 0;
    let max = 0;
    const enter = () => (max = Math.max(max, ++active));
    const track = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A) => {
      enter();
      try {
        return await call(...args);
      } finally {
        active--;
      }
    };
    // A listing counts as in flight from its first page asked to its last answered.
    const list = ((...args: Parameters<StoreClient['products']['list']>) => ({
      async *[Symbol.asyncIterator]() {
        enter();
        try {
          yield* client.products.list(...args);
        } finally {
          active--;
        }
      },
    })) as unknown as StoreClient['products']['list'];
    const tracked = {
      ...client,
      products: { list, listVariants: client.products.listVariants.bind(client.products), updateVariants: track(client.products.updateVariants.bind(client.products)) },
      collections: client.collections,
      bulk: { bulkSet: track(client.bulk.bulkSet.bind(client.bulk)), bulkAdjust: track(client.bulk.bulkAdjust.bind(client.bulk)) },
    } as UndoClient;
    const plan = await planUndo(tracked, backup, 4);
    sb.requests.length = 0;
    max = 0;
    const report = await executeUndo(tracked, plan, { data: backupOf(plan.products, 'price', meta), path: join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'r.json') }, { concurrency: 4 });
    expect(report).toMatchObject({ restored: COUNT + 30, failures: [] });
    const isRead = (r: { path: string }) => r.path.includes('/products/query');
    const reads = sb.requests.filter(isRead);
    expect(reads).toHaveLength(Math.ceil((COUNT + 30) / 100));
    // The simple products' reads overtake the per-product variant writes still waiting (one stream, no check stage).
    const firstRead = sb.requests.findIndex(isRead);
    const lastWrite = sb.requests.findLastIndex((r) => !isRead(r));
    expect(firstRead).toBeGreaterThan(0);
    expect(firstRead).toBeLessThan(lastWrite);
    expect(max).toBeLessThanOrEqual(4);
    expect(max).toBeGreaterThan(1);
  });

  it('a first call lost on the way still leaves every product checked and reported', async () => {
    const change: BulkChange = { kind: 'adjust', field: 'price', by: { amount: '2.5' } };
    const products = await resolveTargets(client, { kind: 'all' }, 4);
    const applied = await executeBulk(client, buildPlan(products, change), { data: backupOf(products, 'price', meta), path: join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'b.json') }, { concurrency: 4 });
    const backup = await readValuesBackup(applied.backup);
    // One product put back by hand: nothing to write for it, and the check must still count it restored.
    const [first] = backup.products;
    await client.bulk.bulkSet([first.id], { price: Number(first.value) });
    let calls = 0;
    const lost = {
      ...client,
      products: client.products,
      collections: client.collections,
      bulk: {
        bulkSet: client.bulk.bulkSet.bind(client.bulk),
        bulkAdjust: async (...args: Parameters<StoreClient['bulk']['bulkAdjust']>) => {
          if (calls++ === 0) throw new NetworkError('socket hang up', sb.baseUrl);
          return client.bulk.bulkAdjust(...args);
        },
      },
    } as UndoClient;
    const plan = await planUndo(lost, backup, 4);
    sb.requests.length = 0;
    const report = await executeUndo(lost, plan, { data: backupOf(plan.products, 'price', meta), path: join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'r.json') }, { concurrency: 4 });
    expect(sb.requests.filter((r) => r.path.includes('/products/query'))).toHaveLength(Math.ceil(COUNT / 100));
    expect(report.restored).toBe(1);
    expect(new Set(report.failures.map((f) => f.id)).size).toBe(COUNT - 1);
    expect(report.failures.some((f) => f.code === 'NETWORK_ERROR')).toBe(true);
  });

  it('runs the change’s chunks at its concurrency too', async () => {
    let active = 0;
    let max = 0;
    const products = await resolveTargets(client, { kind: 'all' }, 3);
    const tracked = {
      bulk: {
        apply: async (...args: Parameters<StoreClient['bulk']['apply']>) => {
          max = Math.max(max, ++active);
          try {
            return await client.bulk.apply(...args);
          } finally {
            active--;
          }
        },
      },
    };
    const path = join(mkdtempSync(join(tmpdir(), 'store-undo-eff-')), 'before.json');
    const change: BulkChange = { kind: 'set', field: 'price', value: '7' };
    await executeBulk(tracked, buildPlan(products, change), { data: backupOf(products, 'price', meta), path }, { concurrency: 3 });
    expect(max).toBe(2); // the first chunk alone (a refusal stops everything), then the other two together
  });
});
