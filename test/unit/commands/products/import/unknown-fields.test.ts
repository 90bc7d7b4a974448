// Issue #15 item 9: --sort and --fields with a field the entity does not have → exit 2 listing the valid ones,
// before anything is sent (as `gh … --json` does), on a V1 and a V3 store from one test body.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../../src/io/cli-errors.js';
import { runCollectionsGet } from '../../../../../src/commands/collections/get.js';
import { runCollectionsList } from '../../../../../src/commands/collections/list.js';
import { runProductsGet } from '../../../../../src/commands/products/get.js';
import { runProductsExport } from '../../../../../src/commands/products/export.js';
import { runProductsList } from '../../../../../src/commands/products/list.js';
import { runVariantsList } from '../../../../../src/commands/variants/list.js';
import type { Context } from '../../../../../src/context.js';
import { harness, remoteEnv } from '../../support/harness.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  /** Each version's own field names, as the refusals list them. */
  const names = {
    v1: {
      productSort: 'id, lastUpdated, name, sku, price, priceData.price, numericId, productType, slug',
      collectionSort: 'id, name',
      productFields: /^Valid fields: id, name, slug, visible, /,
      nested: ['priceData.cost', 'Valid fields of priceData: currency, price, discountedPrice, formatted, pricePerUnit.'],
      knownSort: 'priceData.price:desc',
      arrays: ['variants.variant.sku', 'media.items.id', 'seoData.tags'],
    },
    v3: {
      productSort:
        'createdDate, updatedDate, slug, visible, name, actualPriceRange.minValue.amount, actualPriceRange.maxValue.amount, compareAtPriceRange.minValue.amount, ' +
        'compareAtPriceRange.maxValue.amount, minVariantPriceInfo.sku, physicalProperties.shippingWeightRange.minValue, physicalProperties.shippingWeightRange.maxValue',
      collectionSort: 'createdDate, updatedDate, name, managingAppId, parentCategory.id, parentCategory.index',
      productFields: /^Valid fields: id, revision, createdDate, updatedDate, name, slug, /,
      nested: ['actualPriceRange.cost', 'Valid fields of actualPriceRange: minValue, maxValue.'],
      knownSort: 'actualPriceRange.minValue.amount:desc',
      arrays: ['variantsInfo.variants.sku', 'media.itemsInfo.items.id', 'seoData.tags'],
    },
  }[catalog];

  async function refused(globals: Record<string, unknown>, verb: (ctx: Context) => Promise<void>): Promise<UsageError> {
    const h = harness({ env: remoteEnv(sandbox), globals });
    const error = await verb(h.ctx).catch((e: unknown) => e);
    await h.ctx.close();
    expect(error).toBeInstanceOf(UsageError);
    // Nothing written (the store's catalog version may have been read).
    expect(sandbox.requests.filter((r) => r.method !== 'GET' && !r.path.includes('query'))).toEqual([]);
    return error as UsageError;
  }

  describe('unknown --sort fields', () => {
    it('products: lists the sortable fields (a field it has but cannot sort on is refused too)', async () => {
      const error = await refused({}, (ctx) => runProductsList({ sort: 'colour' }, ctx));
      expect(error.message).toBe('--sort: products cannot be sorted by "colour"');
      expect(error.hint).toBe(`Valid sort fields: ${names.productSort}.`);
      const description = await refused({}, (ctx) => runProductsList({ sort: 'description:desc' }, ctx));
      // V1's `description` is V3's `plainDescription`, which cannot be sorted on: not offered as the way out.
      if (catalog === 'v3') expect(description.message).toBe('--sort: products cannot be sorted by "description" (a name from the other catalog version; what it means here, plainDescription, cannot be sorted on either)');
      await refused({}, (ctx) => runProductsExport({ sort: 'colour' }, ctx));
    });

    it('collections and store variants', async () => {
      expect((await refused({}, (ctx) => runCollectionsList({ sort: 'slug' }, ctx))).hint).toBe(`Valid sort fields: ${names.collectionSort}.`);
      expect((await refused({}, (ctx) => runVariantsList({ sort: 'colour' }, ctx))).hint).toContain('sku');
    });

    it('known fields still sort', async () => {
      const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
      await runProductsList({ sort: names.knownSort, limit: '2' }, h.ctx);
      await h.ctx.close();
      expect(h.json()).toHaveLength(2);
    });
  });

  describe('unknown --fields', () => {
    it('names the field and the valid ones at the level where it goes wrong', async () => {
      const top = await refused({ json: true, fields: ['id', 'colour'] }, (ctx) => runProductsList({}, ctx));
      expect(top.message).toBe('--fields: a product has no field "colour"');
      expect(top.hint).toMatch(names.productFields);
      const nested = await refused({ fields: [names.nested[0]] }, (ctx) => runProductsList({}, ctx));
      expect(nested.hint).toBe(names.nested[1]);
      await refused({ fields: ['numberOfProducts', 'nope'] }, (ctx) => runCollectionsList({}, ctx));
      // `get` too.
      expect((await refused({ fields: ['colour'] }, (ctx) => runProductsGet({ product: 'ceramic-mug' }, ctx))).message).toBe('--fields: a product has no field "colour"');
      await refused({ fields: ['nope'] }, (ctx) => runCollectionsGet({ collection: 'summer' }, ctx));
    });

    it('accepts paths through arrays and into free-form fields', async () => {
      const h = harness({ env: remoteEnv(sandbox), globals: { json: true, fields: ['id', ...names.arrays] } });
      await runProductsList({ limit: '1' }, h.ctx);
      await h.ctx.close();
      expect(h.json()[0].id).toEqual(expect.any(String));
    });
  });
});
