// `store seed FILE`: fixtures/demo-seed.yaml builds the store it describes; a second run matches everything by
// slug, writes nothing and prints the same ids; a bad fixture is refused with the path of each problem.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/io/cli-errors.js';
import { runSeed } from '../../../src/commands/seed/index.js';
import { collectionMembers, productsBySlug, tempFile, writesOf } from '../../helpers/catalog.js';
import { harness, remoteEnv } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';

const DEMO_SEED = resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'demo-seed.yaml');

const sandbox = sharedSandbox({ catalog: 'v1' });

async function seed(file: string) {
  const h = harness({ env: remoteEnv(sandbox) });
  try {
    await runSeed(file, {}, h.ctx);
  } finally {
    await h.ctx.close();
  }
  return h.json<{ collections: Record<string, string>; products: Record<string, string> }>();
}

describe('store seed fixtures/demo-seed.yaml', () => {
  it('creates the collections, products (options, variants, media) and membership, and prints their ids', async () => {
    const ids = await seed(DEMO_SEED);
    expect(Object.keys(ids.collections)).toEqual(['camping', 'kitchenware']);
    expect(Object.keys(ids.products)).toEqual(['trail-mug', 'camp-stove', 'merino-beanie', 'test-only-widget']);

    const products = await productsBySlug(sandbox);
    const [beanie] = products.get('merino-beanie')!;
    expect(beanie.id).toBe(ids.products['merino-beanie']);
    expect(beanie.variants.map((v: any) => [v.choices.Size, v.choices.Color, v.variant.priceData.price, v.variant.visible])).toEqual([
      ['S', 'Charcoal', 25, true],
      ['S', 'Moss', 25, false],
      ['M', 'Charcoal', 25, true],
      ['M', 'Moss', 25, true],
      ['L', 'Charcoal', 27, true],
      ['L', 'Moss', 27, true],
    ]);
    expect(beanie.media.items).toHaveLength(2);
    expect(products.get('camp-stove')![0]).toMatchObject({ discount: { type: 'PERCENT', value: 10 }, ribbon: 'Sale' });
    expect(products.get('test-only-widget')![0].visible).toBe(false);
    const members = await collectionMembers(sandbox);
    expect(members.get('Camping')).toEqual(['camp-stove', 'merino-beanie', 'trail-mug']);
    expect(members.get('Kitchenware')).toEqual(['trail-mug']);
  });

  it('run twice: the same ids, no duplicates, and the second run writes nothing', async () => {
    const first = await seed(DEMO_SEED);
    sandbox.requests.length = 0;
    const second = await seed(DEMO_SEED);
    expect(second).toEqual(first);
    expect(writesOf(sandbox)).toEqual([]);
    const products = await productsBySlug(sandbox);
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
    expect(writesOf(sandbox).map((r) => r.method)).toEqual(['PATCH', 'PATCH']);
    expect((await productsBySlug(sandbox)).get('camp-stove')![0].priceData.price).toBe(85);
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
