// The built `store` binary against `store sandbox serve --catalog v1|v3` as if it were the platform: catalog behaviour
// on a V1 and a V3 store from one test body (the fresh-machine checks: catalog.test.ts). The tests of one store run
// side by side: each reads and writes its own products and collections, with config dirs of its own; 90 s each is a
// guard for a loaded machine, not a measure.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

beforeAll(() => {
  if (!existsSync(resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js'))) {
    throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
  }
});

describe.concurrent.each(['v1', 'v3'] as const)('store against `store sandbox serve --catalog %s` as if it were the platform', (catalog) => {
  let served: ServedSandbox;
  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
  });
  /** Price and sale price, option choices: each version's own wire shape. */
  const prices = (p: any) =>
    catalog === 'v1'
      ? { list: p.priceData.price, pays: p.priceData.discountedPrice }
      : { list: Number(p.variantsInfo.variants[0].price.compareAtPrice.amount), pays: Number(p.variantsInfo.variants[0].price.actualPrice.amount) };
  const choices = (p: any) => (catalog === 'v1' ? p.productOptions[0].choices.map((c: any) => c.value) : p.options[0].choicesSettings.choices.map((c: any) => c.name));
  afterAll(() => served?.stop());

  it('serve --json printed the connection line', () => {
    expect(served.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(served).toMatchObject({ siteId: expect.any(String), apiKey: expect.any(String), clientId: expect.any(String), coupons: expect.any(Array) });
  });

  it('create → get → list → update → delete', async () => {
    const env = served.remoteEnv();
    const created = await runStore(
      ['products', 'create', '--name', 'E2E Tee', '--price', '20', '--option', 'Size=S,M', '--discount', 'AMOUNT:2', '--json'],
      { env },
    );
    expect(created.code).toBe(0);
    const product = created.json<any>();
    expect(product).toMatchObject({ name: 'E2E Tee', slug: 'e2e-tee' });
    expect(prices(product)).toEqual({ list: 20, pays: 18 });
    expect(choices(product)).toEqual(['S', 'M']);

    const got = await runStore(['products', 'get', 'e2e-tee', '--json'], { env });
    expect(got.json<any>().id).toBe(product.id);

    const listed = await runStore(['products', 'list', '--all', '--jsonl', '--fields', 'id,slug'], { env });
    const lines = listed.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines).toContainEqual({ id: product.id, slug: 'e2e-tee' });
    // The table has the same columns on both: id, name, slug, price (with the sale), SKU, visible, updated.
    const row = await runStore(['products', 'list', '--filter', '{"slug":"e2e-tee"}'], { env });
    expect(row.stdout.trimEnd().split('\t')).toEqual([product.id, 'E2E Tee', 'e2e-tee', expect.stringMatching(/18/), '', 'yes', expect.any(String)]);

    const updated = await runStore(['products', 'update', 'e2e-tee', '--price', '25', '--hidden', '--json'], { env });
    expect(updated.json<any>()).toMatchObject({ id: product.id, visible: false });
    expect(prices(updated.json())).toEqual({ list: 25, pays: 23 });

    const refused = await runStore(['products', 'delete', 'e2e-tee'], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');

    const deleted = await runStore(['products', 'delete', 'e2e-tee', '--yes', '--json'], { env });
    expect(deleted.code).toBe(0);
    expect(deleted.json()).toEqual({ deleted: [product.id] });

    const gone = await runStore(['products', 'get', product.id], { env });
    expect(gone.code).toBe(5);
    expect(gone.stderr).toMatch(/^error: /);
  });

  it('asks the catalog version once, says so with --verbose, and remembers it for the next run', async () => {
    const env = served.remoteEnv();
    const shown = catalog.toUpperCase();
    const first = await runStore(['products', 'list', '--limit', '1', '--verbose'], { env });
    expect(first.code, first.stderr).toBe(0);
    // Both versions answer the platform's one probe (docs/wire/catalog-v3.md §1).
    expect(first.stderr).toMatch(/GET \S+\/stores\/v3\/provision\/version/);
    expect(first.stderr).toContain(`catalog: ${shown} (detected)`);
    const second = await runStore(['products', 'list', '--limit', '1', '--verbose'], { env });
    expect(second.stderr).not.toMatch(/provision\/version/);
    expect(second.stderr).toContain(`catalog: ${shown} (remembered)`);
    const forced = await runStore(['products', 'list', '--limit', '1', '--verbose'], { env: { ...env, STORE_CATALOG: catalog } });
    expect(forced.stderr).toContain(`catalog: ${shown} (set by env)`);
  });

  it('the other version forced with --catalog fails with the store\'s 428 (exit 1)', async () => {
    const wrong = await runStore(['products', 'list', '--catalog', catalog === 'v1' ? 'v3' : 'v1'], { env: served.remoteEnv() });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/428|Precondition/);
  });

  it('`store categories` is `store collections`: the same collection (V3: category) made and listed', async () => {
    const env = served.remoteEnv();
    const created = await runStore(['categories', 'create', '--name', 'E2E Caps', '--json'], { env });
    expect(created.code, created.stderr).toBe(0);
    // V3 prints the category of the stores tree (docs/wire/catalog-v3.md §5); V1 its collection.
    expect(created.json<any>()).toMatchObject(catalog === 'v3' ? { name: 'E2E Caps', treeReference: { appNamespace: '@wix/stores' } } : { name: 'E2E Caps', slug: 'e2e-caps' });
    const listed = await runStore(['collections', 'list', '--json'], { env });
    expect(listed.json<any[]>().map((c) => c.name)).toContain('E2E Caps');
  });

  it('products media add puts the image on the product; products options delete exists on V1 only', async () => {
    const env = served.remoteEnv();
    expect((await runStore(['products', 'create', '--name', 'Pic', '--price', '1', '--option', 'Size=S,M'], { env })).code).toBe(0);
    const media = await runStore(['products', 'media', 'add', 'pic', 'https://example.com/a.jpg', '--json'], { env });
    expect(media.code, media.stderr).toBe(0);
    const items = catalog === 'v3' ? media.json<any>().media.itemsInfo.items : media.json<any>().media.items.map((item: any) => item.image);
    expect(items).toEqual([expect.objectContaining({ url: 'https://example.com/a.jpg' })]);

    const options = await runStore(['products', 'options', 'delete', 'pic', '--yes', '--json'], { env });
    if (catalog === 'v1') {
      expect(options.code, options.stderr).toBe(0);
      expect(options.json<any>().productOptions).toEqual([]);
    } else {
      // V1 by nature: Delete Product Options has no V3 call (options are changed through the product there).
      expect(options.code).toBe(2);
      expect(options.stderr).toMatch(/Catalog V1 call.*Catalog V3/);
    }
  });

  // V3 by nature: a V3 product carries a revision the store checks on update; V1 products have none.
  it.runIf(catalog === 'v3')('an update from a file with an old revision is refused (exit 1) and nothing is overwritten', async () => {
    const env = served.remoteEnv();
    const product = (await runStore(['products', 'create', '--name', 'E2E Rev', '--price', '30', '--json'], { env })).json<any>();
    const updated = await runStore(['products', 'update', 'e2e-rev', '--name', 'E2E Rev 2', '--json'], { env });
    expect(updated.json<any>()).toMatchObject({ name: 'E2E Rev 2', revision: String(Number(product.revision) + 1) });
    const old = join(env.HOME, 'old.json');
    writeFileSync(old, JSON.stringify({ revision: product.revision, name: 'Lost update' }));
    const stale = await runStore(['products', 'update', 'e2e-rev', '--from', old], { env });
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/E2E Rev 2.*changed by someone else.*nothing was overwritten/);
    expect((await runStore(['products', 'get', 'e2e-rev', '--json'], { env })).json<any>().name).toBe('E2E Rev 2');
  });

  it('a missing product exits 5 with a JSON error object on stderr in --json mode', async () => {
    const result = await runStore(['products', 'get', 'no-such-product', '--json'], { env: served.remoteEnv() });
    expect(result.code).toBe(5);
    expect(result.stdout).toBe('');
    expect(JSON.parse(result.stderr)).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining('no-such-product') } });
  });
}, 90_000);
