// Issue #37 item 5: a platform JSON dump (the platform's products as `products list --json` prints them, with
// `collectionIds` only) moved to another store. Before, the dry run said "N to create, 0 invalid", the real run exited 6 with "Category … not found", and
// every later run reported "N updated" though nothing changed. Now ids this store does not have are row errors
// (dry run and real run alike, with a hint to use collection names), and a membership write that failed is never
// counted as an update (Tally). One body, a V1 and a V3 store.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { exitCodeOf } from '../../../../../src/io/cli-errors.js';
import { Tally } from '../../../../../src/catalog/core/import/tally.js';
import { isWrite, neutralCollectionNames, neutralProducts, tempFile, withCatalog } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../../support/harness.js';

const ELSEWHERE = 'c0ffee00-0000-4000-8000-00000000dead';
const product = (i: number, collectionIds: string[]) => ({ name: `Dump ${i}`, slug: `dump-${i}`, priceData: { price: 10 + i }, visible: true, collectionIds });

describe.each(['v1', 'v3'] as const)('a platform JSON dump with collectionIds, imported into a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  const attempt = async (file: string, flags: Record<string, unknown>) => {
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { yes: true, json: true } });
    const error = await runProductsImport(file, flags, h.ctx).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    await h.ctx.close();
    return { h, error };
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    sandbox.sandbox.reset({ demo: false });
    sandbox.requests.length = 0;
  });

  it('ids from another store are row errors in the dry run and the real run (hint: collection names); nothing is written', async () => {
    const file = tempFile('dump.json', JSON.stringify([1, 2, 3].map((i) => product(i, [ELSEWHERE]))));
    const dry = await attempt(file, { dryRun: true });
    expect(exitCodeOf(dry.error)).toBe(2);
    expect(dry.h.json()).toMatchObject({ dryRun: true, create: 0, invalid: 3 });
    const [first] = dry.h.json().rows.invalid;
    expect(first).toMatchObject({ row: 1, column: 'collectionIds', value: ELSEWHERE });
    expect(first.reason).toContain(`has no ${catalog === 'v1' ? 'collection' : 'category'} with this id`);
    expect(first.reason).toContain('"collections": ["Summer"]');

    const real = await attempt(file, {});
    expect(exitCodeOf(real.error)).toBe(2);
    expect(real.error?.message).toContain('3 invalid rows');
    expect(sandbox.requests.filter(isWrite)).toEqual([]);
    expect((await neutralProducts(sandbox, catalog)).size).toBe(0);
  });

  it("ids this store has are imported; a dump naming both imports the known ones with --skip-invalid, and a re-run changes nothing", async () => {
    const summer = await withCatalog(sandbox, catalog, async (store) => (await store.collections.create({ name: 'Summer' })).id);
    const file = tempFile('dump.json', JSON.stringify([product(1, [summer]), product(2, [summer]), product(3, [ELSEWHERE])]));
    const first = await attempt(file, { skipInvalid: true });
    expect(first.error).toBeUndefined();
    expect(first.h.json()).toMatchObject({ created: 2, updated: 0, invalid: 1, failed: 0 });
    expect(await neutralCollectionNames(sandbox, catalog)).toEqual(['Summer']);
    const again = await attempt(file, { skipInvalid: true });
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, invalid: 1, failed: 0 });
  });
});

describe('Tally: a product counted as updated only for its collections', () => {
  it('is unchanged again when that membership write fails; the failure counts once', () => {
    const tally = new Tally();
    const plan = (row: number) => ({ row, rows: [row], slug: `p${row}`, fields: {}, variants: [] });
    tally.add({ plan: plan(1), outcome: 'updated', id: 'a', changes: ['collections'], collectionIds: [] }, false);
    tally.add({ plan: plan(2), outcome: 'updated', id: 'b', changes: ['price', 'collections'], collectionIds: [] }, false);
    tally.addMembershipFailure({ collection: 'Summer', action: 'add', rows: [1, 2], error: new Error('Category Summer not found') });
    expect(tally.summary).toMatchObject({ updated: 1, unchanged: 1, failed: 1 });
  });
});
