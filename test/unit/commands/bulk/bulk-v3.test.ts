// What `store bulk set|adjust|undo` does only on a Catalog V3 store (issue #13 item 3; what both versions do is one
// test body in bulk.test.ts), against a real V3 sandbox seeded with the demo fixture: variant-level values, by-filter
// jobs polled to the end, bulk update where values differ per variant, a backup of every prior absolute value written
// before the first write, and an exact undo from it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runSeed } from '../../../../src/commands/seed/index.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../support/harness.js';
import { PHYSICAL_PRODUCT } from '../../../helpers/store-products.js';

const DEMO_SEED = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'demo-seed.yaml');

let sandbox: TestSandbox;
const home = tempHome();
const at = (globals: Record<string, unknown> = { yes: true, json: true }) => harness({ env: { ...home, ...remoteEnv(sandbox) }, globals });
const admin = async (method: string, path: string, body?: unknown) =>
  (await callSandbox(sandbox.baseUrl, method, path, { body, headers: { authorization: sandbox.info.apiKey, 'wix-site-id': sandbox.info.siteId } })).body as any;

/** slug → [brand, ribbon, every variant's [choices, actual, compareAt, cost, weight]] */
async function catalog(): Promise<Record<string, unknown>> {
  const { products } = await admin('POST', '/stores/v3/products/query', { query: { cursorPaging: { limit: 100 } } });
  const out: Record<string, unknown> = {};
  for (const { id, slug } of products) {
    const p = (await admin('GET', `/stores/v3/products/${id}?fields=MERCHANT_DATA&fields=VARIANT_OPTION_CHOICE_NAMES`)).product;
    out[slug] = [
      p.brand?.name,
      p.ribbon?.name,
      p.variantsInfo.variants.map((v: any) => [
        v.choices.map((c: any) => c.optionChoiceNames.choiceName).join('/'),
        v.price.actualPrice.amount,
        v.price.compareAtPrice?.amount,
        v.revenueDetails?.cost?.amount,
        v.physicalProperties?.weight,
      ]),
    ];
  }
  return out;
}

async function run(verb: (ctx: ReturnType<typeof at>['ctx']) => Promise<void>, globals?: Record<string, unknown>) {
  const h = at(globals);
  try {
    await verb(h.ctx);
  } finally {
    await h.ctx.close();
  }
  return h;
}

const writes = () => withoutVersionProbe(sandbox.requests).filter((r) => r.method !== 'GET' && !/query|search/.test(r.path));

beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  sandbox.sandbox.reset({ demo: false });
  await run((ctx) => runSeed(DEMO_SEED, {}, ctx));
  sandbox.requests.length = 0;
});

describe('store bulk on a Catalog V3 store', () => {
  it('adjust price +10%: a preview of every variant, the backup first, one adjust job polled to the end; undo puts back every variant exactly', async () => {
    const before = await catalog();
    const preview = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+10%', collection: 'camping', dryRun: true }, ctx), {});
    const text = preview.io.stdoutText();
    expect(text).toContain('price +10%: 3 products matched');
    expect(text).toContain('merino-beanie\tSize: L, Color: Charcoal\t27\t29.7\t');
    // "price" is the list price (README "Catalog V1 and V3"): the stove's compare-at price 79.9, its sale 71.91.
    expect(text).toContain('camp-stove\t\t79.9\t87.89\t');
    expect(writes()).toEqual([]);

    sandbox.requests.length = 0;
    const change = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+10%', collection: 'camping' }, ctx));
    const summary = change.json();
    expect(summary).toMatchObject({ matched: 3, changed: 3, failed: 0, failures: [] });
    expect(writes().map((r) => r.path)).toEqual(['/stores/v3/bulk/products/adjust-variants-by-filter']);
    // One job moves the list (compare-at) and the sale (actual) price together.
    expect(JSON.parse(writes()[0].body!)).toMatchObject({ actualPrice: { percentage: 10 }, compareAtPrice: { percentage: 10 }, rounding: 'CURRENCY_PRECISION' });
    expect(sandbox.requests.some((r) => r.path.startsWith('/async-jobs/v1/async-jobs/'))).toBe(true);
    const backup = JSON.parse(readFileSync(summary.backup, 'utf8'));
    // Format version 2: every V3 price backup holds list prices (no `v3Price` mark), as decimal text.
    expect(backup).toMatchObject({ format: 'store-bulk-backup', version: 2, catalog: 'v3', field: 'price' });
    expect(backup).not.toHaveProperty('v3Price');
    const beanie = backup.products.find((p: any) => p.slug === 'merino-beanie');
    expect(beanie.variants.map((v: any) => v.value)).toEqual(['25', '25', '25', '25', '27', '27']);
    const after = (await catalog()) as Record<string, any>;
    expect(after['merino-beanie'][2].map((v: any) => v[1])).toEqual(['27.5', '27.5', '27.5', '27.5', '29.7', '29.7']);
    expect(after['camp-stove'][2][0].slice(1, 3)).toEqual(['79.1', '87.89']);
    expect(after['test-only-widget']).toEqual(before['test-only-widget']);

    sandbox.requests.length = 0;
    const undo = await run((ctx) => runBulkUndo({ file: summary.backup }, ctx));
    expect(undo.json()).toMatchObject({ matched: 3, changed: 3, restored: 3, failed: 0 });
    expect(await catalog()).toEqual(before);
    // The mixed-price beanie needs its own values: bulk update (with its options), not a reverse percentage.
    expect(writes().map((r) => r.path)).toEqual(['/stores/v3/bulk/products/update']);
  });

  it('set price on every product: the list price, a product on sale keeps its amount off; undo restores', async () => {
    const before = (await catalog()) as Record<string, any>;
    const change = await run((ctx) => runBulkSet({ field: 'price', value: '12.5', all: true }, ctx));
    expect(change.json()).toMatchObject({ matched: 4, changed: 4, failed: 0 });
    // The stove (79.9, on sale at 71.91: 7.99 off) lists at 12.5 and sells at 4.51; the hidden widget changes too.
    const after = (await catalog()) as Record<string, any>;
    expect(after['trail-mug'][2][0][1]).toBe('12.5');
    expect(after['camp-stove'][2][0].slice(1, 3)).toEqual(['4.51', '12.5']);
    expect(after['merino-beanie'][2].map((v: any) => v[1])).toEqual(Array(6).fill('12.5'));
    const undo = await run((ctx) => runBulkUndo({ file: change.json().backup }, ctx));
    expect(undo.json()).toMatchObject({ failed: 0 });
    expect(await catalog()).toEqual(before);
  });

  it('set brand and ribbon by name (created when missing), clear with ""; undo restores names and absences', async () => {
    const before = (await catalog()) as Record<string, any>;
    const brand = await run((ctx) => runBulkSet({ field: 'brand', value: 'Homestead', ids: 'trail-mug,camp-stove' }, ctx));
    expect(brand.json()).toMatchObject({ matched: 2, changed: 2, failed: 0 });
    let now = (await catalog()) as Record<string, any>;
    expect([now['trail-mug'][0], now['camp-stove'][0], now['merino-beanie'][0]]).toEqual(['Homestead', 'Homestead', undefined]);
    const ribbon = await run((ctx) => runBulkSet({ field: 'ribbon', value: '', all: true }, ctx));
    expect(ribbon.json()).toMatchObject({ changed: 1 });
    now = (await catalog()) as Record<string, any>;
    expect(now['camp-stove'][1]).toBeUndefined();
    await run((ctx) => runBulkUndo({ file: ribbon.json().backup }, ctx));
    await run((ctx) => runBulkUndo({ file: brand.json().backup }, ctx));
    expect(await catalog()).toEqual(before);
  });

  it('adjust weight (no adjust call on V3: new values set) and cost; undo restores both exactly', async () => {
    const before = await catalog();
    const weight = await run((ctx) => runBulkAdjust({ field: 'weight', delta: '+5%', all: true }, ctx));
    expect(weight.json()).toMatchObject({ failed: 0 });
    const cost = await run((ctx) => runBulkAdjust({ field: 'cost', delta: '+0.35', ids: 'trail-mug,merino-beanie' }, ctx));
    expect(cost.json()).toMatchObject({ matched: 2, changed: 2, failed: 0 });
    const now = (await catalog()) as Record<string, any>;
    expect(now['trail-mug'][2][0].slice(3)).toEqual(['5.35', 0.32]);
    await run((ctx) => runBulkUndo({ file: cost.json().backup }, ctx));
    await run((ctx) => runBulkUndo({ file: weight.json().backup }, ctx));
    expect(await catalog()).toEqual(before);
  });

  it('a price above the old compare-at price fails no product (it used to fail COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE): the sale moves with it', async () => {
    const preview = await run((ctx) => runBulkSet({ field: 'price', value: '80', collection: 'camping', dryRun: true }, ctx), {});
    expect(preview.io.stdoutText()).toContain('3 will change, 0 would fail, 0 unchanged');
    expect(preview.io.stdoutText()).toContain('camp-stove\t\t79.9\t80\t');
    const change = await run((ctx) => runBulkSet({ field: 'price', value: '80', collection: 'camping' }, ctx));
    expect(change.json()).toMatchObject({ matched: 3, changed: 3, failed: 0, failures: [] });
    const now = (await catalog()) as Record<string, any>;
    expect(now['camp-stove'][2][0].slice(1, 3)).toEqual(['72.01', '80']);
    expect(now['trail-mug'][2][0][1]).toBe('80');
  });

  it('a V3 price backup from before "price" meant the list price is refused (exit 2): its values are sale prices', async () => {
    const change = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+10%', collection: 'camping' }, ctx));
    const older = join(home.HOME!, 'older-price-backup.json');
    // Such a file: format version 1 without `v3Price: "list"` (version 2 has list prices only).
    writeFileSync(older, JSON.stringify({ ...JSON.parse(readFileSync(change.json().backup, 'utf8')), version: 1 }));
    sandbox.requests.length = 0;
    const error = await run((ctx) => runBulkUndo({ file: older }, ctx)).catch((e) => e);
    expect(exitCodeOf(error)).toBe(2);
    expect(error.message).toContain('before "price" meant the list price');
    expect(writes()).toEqual([]);
  });
});

describe('requests of a bulk change on V3', () => {
  it('a price change over 300 products and its undo each take a handful of requests', async () => {
    sandbox.sandbox.reset({ demo: false });
    const products = Array.from({ length: 300 }, (_, i) => ({ name: `P${i}`, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: (10 + i / 100).toFixed(2) } }, physicalProperties: { weight: 1 } }] } }));
    for (let i = 0; i < products.length; i += 100) await admin('POST', '/stores/v3/bulk/products/create', { products: products.slice(i, i + 100) });
    const before = await admin('POST', '/stores/v3/products/query-variants', { query: { cursorPaging: { limit: 1000 } } });
    sandbox.requests.length = 0;
    const change = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+10%', all: true }, ctx));
    expect(change.json()).toMatchObject({ matched: 300, changed: 300, failed: 0 });
    expect(withoutVersionProbe(sandbox.requests).length).toBeLessThanOrEqual(4);
    sandbox.requests.length = 0;
    const undo = await run((ctx) => runBulkUndo({ file: change.json().backup }, ctx));
    expect(undo.json()).toMatchObject({ restored: 300, failed: 0 });
    // read, 3 bulk updates (300 distinct prices), read again to verify
    expect(withoutVersionProbe(sandbox.requests).length).toBeLessThanOrEqual(5);
    const after = await admin('POST', '/stores/v3/products/query-variants', { query: { cursorPaging: { limit: 1000 } } });
    expect(after.variants.map((v: any) => v.price)).toEqual(before.variants.map((v: any) => v.price));

    // --filter: the products a page at a time, their variants in one query for up to 1,000 products.
    sandbox.requests.length = 0;
    const filtered = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+1', filter: '{"actualPriceRange.minValue.amount":{"$gte":0}}' }, ctx));
    expect(filtered.json()).toMatchObject({ matched: 300, changed: 300, failed: 0 });
    expect(withoutVersionProbe(sandbox.requests).map((r) => r.path.replace(/\/[0-9a-f-]{36}$/, '/:id'))).toEqual([
      ...Array(3).fill('/stores/v3/products/search'),
      '/stores/v3/products/query-variants',
      '/stores/v3/bulk/products/adjust-variants-by-filter',
      '/async-jobs/v1/async-jobs/:id',
    ]);
    await run((ctx) => runBulkUndo({ file: filtered.json().backup }, ctx));

    // An amount change is undone by the one exact amount back (computed from the backup, checked per variant): one job.
    const amount = await run((ctx) => runBulkAdjust({ field: 'price', delta: '+2.50', all: true }, ctx));
    sandbox.requests.length = 0;
    const back = await run((ctx) => runBulkUndo({ file: amount.json().backup }, ctx));
    expect(back.json()).toMatchObject({ restored: 300, failed: 0 });
    expect(writes().map((r) => [r.path, JSON.parse(r.body).actualPrice])).toEqual([['/stores/v3/bulk/products/adjust-variants-by-filter', { amount: '-2.5' }]]);
    const again = await admin('POST', '/stores/v3/products/query-variants', { query: { cursorPaging: { limit: 1000 } } });
    expect(again.variants.map((v: any) => v.price)).toEqual(before.variants.map((v: any) => v.price));
  });
});
