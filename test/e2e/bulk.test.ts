// `store bulk` as users and CI run it: the built binary against `store sandbox serve`, no TTY.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

let served: ServedSandbox;
beforeAll(async () => {
  if (!existsSync(resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
  }
  served = await serveSandbox(['--memory', '--catalog', 'v1']);
});
afterAll(() => served?.stop());

interface WireProduct {
  slug: string;
  lastUpdated: string;
  priceData: { price: number };
  variants?: Array<{ id: string; variant: { priceData: { price: number } } }>;
}

/** The whole catalog as `products list --json` prints it, without the timestamps writes move. */
async function catalog(): Promise<Record<string, Omit<WireProduct, 'lastUpdated'>>> {
  const run = await runStore(['products', 'list', '--all', '--json'], { env: served.remoteEnv() });
  expect(run.code).toBe(0);
  return Object.fromEntries(run.json<WireProduct[]>().map(({ lastUpdated: _moved, ...product }) => [product.slug, product]));
}

describe('store bulk (built binary)', () => {
  it('without --yes and without a terminal: exit 2 naming --yes, nothing changed', async () => {
    const before = await catalog();
    const run = await runStore(['bulk', 'adjust', 'price', '+10%', '--collection', 'Summer'], { env: served.remoteEnv() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--yes');
    expect(run.stdout).toContain('price +10%: 3 products matched');
    expect(await catalog()).toEqual(before);
  });

  it('adjust price +10% --collection Summer --yes --json, then undo: every product and variant value is back', async () => {
    const before = await catalog();
    const adjust = await runStore(['bulk', 'adjust', 'price', '+10%', '--collection', 'Summer', '--yes', '--json'], { env: served.remoteEnv() });
    expect(adjust.stderr).toBe('');
    expect(adjust.code).toBe(0);
    const result = adjust.json<{ matched: number; changed: number; failed: number; backup: string; failures: unknown[] }>();
    expect(result).toEqual({ matched: 3, changed: 3, failed: 0, backup: expect.stringMatching(/\/backups\/bulk-.*\.json$/), failures: [] });
    expect(statSync(result.backup).mode & 0o777).toBe(0o600);

    const changed = await catalog();
    expect(changed['sun-hat'].priceData.price).toBe(31.9);
    expect(changed['sun-hat'].variants!.map((v) => v.variant.priceData.price)).toEqual(
      before['sun-hat'].variants!.map((v) => Math.round(v.variant.priceData.price * 110) / 100),
    );
    expect(changed['ceramic-mug']).toEqual(before['ceramic-mug']);

    const undo = await runStore(['bulk', 'undo', result.backup, '--yes', '--json'], { env: served.remoteEnv() });
    expect(undo.code).toBe(0);
    expect(undo.json()).toMatchObject({ matched: 3, changed: 3, restored: 3, failed: 0, failures: [] });
    expect(await catalog()).toEqual(before);
  });

  it('partial failure exits 6 and lists the failed products', async () => {
    const run = await runStore(['bulk', 'adjust', 'price', '-30', '--all', '--yes'], { env: served.remoteEnv() });
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(/Failed \(\d+\):\n {2}ceramic-mug: NEGATIVE_VALUE/);
    expect(run.stderr).toMatch(/error: \d+ of \d+ products could not be changed/);
    const backup = /Backup: (\S+)/.exec(run.stdout)![1];
    const undo = await runStore(['bulk', 'undo', backup, '--yes'], { env: served.remoteEnv() });
    expect(undo.code).toBe(0);
    expect(undo.stdout).toContain('Restored');
  });
});

describe('store bulk on a Catalog V3 store (built binary)', () => {
  let v3: ServedSandbox;
  beforeAll(async () => {
    v3 = await serveSandbox(['--memory', '--catalog', 'v3']);
  });
  afterAll(() => v3?.stop());

  interface ReadOnlyVariant {
    variantId: string;
    price: { actualPrice: { amount: string }; compareAtPrice?: { amount: string } };
    productData: { slug: string };
  }
  /** Every variant's prices, keyed by product slug and variant id, as `variants list --json` prints them. */
  async function prices(): Promise<Record<string, unknown>> {
    const run = await runStore(['variants', 'list', '--all', '--json'], { env: v3.remoteEnv() });
    expect(run.code).toBe(0);
    return Object.fromEntries(run.json<ReadOnlyVariant[]>().map((v) => [`${v.productData.slug}/${v.variantId}`, v.price]));
  }

  it('adjust price +10% --collection Summer --yes --json, then undo: every variant price is back exactly', async () => {
    const before = await prices();
    const adjust = await runStore(['bulk', 'adjust', 'price', '+10%', '--collection', 'Summer', '--yes', '--json'], { env: v3.remoteEnv() });
    expect(adjust.code).toBe(0);
    const result = adjust.json<{ matched: number; changed: number; failed: number; backup: string }>();
    expect(result).toMatchObject({ matched: 3, changed: 3, failed: 0 });
    const changed = await prices();
    const hat = Object.keys(before).filter((key) => key.startsWith('sun-hat/'));
    expect(hat.map((key) => (changed[key] as ReadOnlyVariant['price']).actualPrice.amount)).toEqual(
      hat.map((key) => String(Math.round(Number((before[key] as ReadOnlyVariant['price']).actualPrice.amount) * 110) / 100)),
    );
    const mug = Object.keys(before).find((key) => key.startsWith('ceramic-mug/'))!;
    expect(changed[mug]).toEqual(before[mug]);

    const undo = await runStore(['bulk', 'undo', result.backup, '--yes', '--json'], { env: v3.remoteEnv() });
    expect(undo.code).toBe(0);
    expect(undo.json()).toMatchObject({ matched: 3, changed: 3, restored: 3, failed: 0, failures: [] });
    expect(await prices()).toEqual(before);
  });
});
