// `store seed FILE`: fixtures/demo-seed.yaml builds the store it describes; a second run matches everything by
// slug, writes nothing and prints the same ids; a bad fixture is refused with the path of each problem. On a V1 and a
// V3 store from one test body (V3: categories for collections, products by bulk create, membership by bulk add-items).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runSeed } from '../../../../src/commands/seed/index.js';
import { amount, neutralCollectionMembers, neutralProducts, tempFile, writesOf } from '../../../helpers/catalog.js';
import { harness, remoteEnv } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

const DEMO_SEED = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'demo-seed.yaml');

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  const productsBySlug = () => neutralProducts(sandbox, catalog);

  async function seed(file: string) {
    const h = harness({ env: remoteEnv(sandbox) });
    try {
      await runSeed(file, {}, h.ctx);
    } finally {
      await h.ctx.close();
    }
    return h.json<{ collections: Record<string, string>; products: Record<string, string> }>();
  }

  it('store seed --demo seeds the fixture the package ships; a FILE and --demo together, or neither, is a usage error', async () => {
    const h = harness({ env: remoteEnv(sandbox) });
    try {
      await runSeed(undefined, { demo: true }, h.ctx);
      await expect(runSeed(DEMO_SEED, { demo: true }, h.ctx)).rejects.toThrow(new UsageError('store seed takes a FILE or --demo, not both'));
      await expect(runSeed(undefined, {}, h.ctx)).rejects.toThrow(/store seed needs a fixture: pass a FILE \(JSON or YAML\), or --demo/);
    } finally {
      await h.ctx.close();
    }
    expect(Object.keys(h.json<{ products: Record<string, string> }>().products)).toEqual(['trail-mug', 'camp-stove', 'merino-beanie', 'test-only-widget']);
  });

  describe('store seed fixtures/demo-seed.yaml', () => {
    it('creates the collections, products (options, variants, media) and membership, and prints their ids', async () => {
      const ids = await seed(DEMO_SEED);
      expect(Object.keys(ids.collections)).toEqual(['camping', 'kitchenware']);
      expect(Object.keys(ids.products)).toEqual(['trail-mug', 'camp-stove', 'merino-beanie', 'test-only-widget']);

      const products = await productsBySlug();
      const [beanie] = products.get('merino-beanie')!;
      expect(beanie.id).toBe(ids.products['merino-beanie']);
      expect(beanie.variants.map((v) => [v.choices.Size, v.choices.Color, amount(v.listPrice ?? v.price), v.visible])).toEqual([
        ['S', 'Charcoal', 25, true],
        ['S', 'Moss', 25, false],
        ['M', 'Charcoal', 25, true],
        ['M', 'Moss', 25, true],
        ['L', 'Charcoal', 27, true],
        ['L', 'Moss', 27, true],
      ]);
      expect(beanie.summary.media).toBe(2);
      // The fixture's 10 % off: a rule on V1; on V3 the compare-at price over the sale price, read back as the amount.
      const stove = products.get('camp-stove')![0];
      expect(stove.summary).toMatchObject({ ribbon: 'Sale', discount: catalog === 'v1' ? '10% off' : expect.stringMatching(/^\d+(\.\d+)? off$/) });
      expect(amount(stove.variants[0].price)).toBeCloseTo(amount(stove.variants[0].listPrice) * 0.9, 2);
      expect(products.get('test-only-widget')![0].summary.visible).toBe(false);
      const members = await neutralCollectionMembers(sandbox, catalog);
      expect(members.get('Camping')).toEqual(['camp-stove', 'merino-beanie', 'trail-mug']);
      expect(members.get('Kitchenware')).toEqual(['trail-mug']);
    });

    it('run twice: the same ids, no duplicates, and the second run writes nothing', async () => {
      const first = await seed(DEMO_SEED);
      sandbox.requests.length = 0;
      const second = await seed(DEMO_SEED);
      expect(second).toEqual(first);
      expect(writesOf(sandbox)).toEqual([]);
      const products = await productsBySlug();
      for (const slug of Object.keys(first.products)) expect(products.get(slug)).toHaveLength(1);
    });

    it('a changed fixture updates only what changed (JSON fixtures too)', async () => {
      const ids = await seed(DEMO_SEED);
      const fixture = {
        collections: [{ slug: 'camping', name: 'Camping & Hiking' }],
        products: [{ slug: 'camp-stove', name: 'Camp Stove', price: 85, collections: ['camping'] }],
      };
      sandbox.requests.length = 0;
      const again = await seed(tempFile('seed.json', JSON.stringify(fixture)));
      expect(again).toEqual({ collections: { camping: ids.collections.camping }, products: { 'camp-stove': ids.products['camp-stove'] } });
      // One update of the collection (its name) and one of the product (its price): on V3 a bulk update.
      expect(writesOf(sandbox).map((r) => `${r.method} ${r.path}`)).toEqual(
        catalog === 'v1' ? ['PATCH /stores/v1/collections/' + ids.collections.camping, 'PATCH /stores/v1/products/' + ids.products['camp-stove']] : ['PATCH /categories/v1/categories/' + ids.collections.camping, 'POST /stores/v3/bulk/products/update'],
      );
      const [stove] = (await productsBySlug()).get('camp-stove')!;
      expect(amount(stove.variants[0].listPrice ?? stove.variants[0].price)).toBe(85);
    });

    it('refuses a bad fixture before sending anything, naming each problem by its path', async () => {
      const bad = tempFile(
        'bad.yaml',
        ['products:', '  - slug: a b', '    name: A', '    price: -1', '    colections: [x]', '  - slug: ok', '    name: OK', '    price: 1', '    collections: [nope]'].join('\n'),
      );
      const error = await seed(bad).catch((e) => e);
      expect(error).toBeInstanceOf(UsageError);
      expect(error.message).toContain('products.0.slug: a slug cannot contain spaces');
      expect(error.message).toContain('products.0.price must be at least 0');
      expect(error.message).toContain('products.0 has unknown field: colections');
      expect(error.message).toContain('products.1.collections.0: no collection "nope" in this fixture');
      expect(sandbox.requests).toEqual([]);
    });
  });
});
