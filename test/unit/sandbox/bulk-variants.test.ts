// V1 by nature: the V1 bulk domain's per-variant overrides and V1 events; V3's by-filter variant jobs are in
// v3-bulk-jobs.test.ts.
// The bulk domain on a real (in-memory) sandbox database: per-variant application with individual overrides,
// inheritance kept, events recorded in the same transaction.
import { beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../src/sandbox/clock.js';
import { openSandboxDb, writeTransaction } from '../../../src/sandbox/db.js';
import { runBulkChange } from '../../../src/sandbox/domain/v1/bulk.js';
import { changesSince } from '../../../src/sandbox/domain/outbox.js';
import { createProduct, renderOne, requireProduct, type CatalogEnv } from '../../../src/sandbox/domain/v1/product-service.js';
import { variantSpecs } from '../../../src/sandbox/domain/v1/variant-generation.js';
import { saveProduct } from '../../../src/sandbox/tables/v1/products.js';

let env: CatalogEnv;
const sizes = { name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) };

beforeEach(() => {
  const db = openSandboxDb(':memory:');
  env = { db, clock: createClock(db, () => Date.parse('2030-01-01T00:00:00Z')), baseUrl: 'http://127.0.0.1:1' };
});

/** A hat whose M variant has its own price/cost/weight and whose L variant only its own price. */
function hat(manageVariants = true) {
  const state = createProduct(env, { name: 'Hat', priceData: { price: 20 }, costAndProfitData: { itemCost: 8 }, weight: 0.5, manageVariants, productOptions: [sizes] });
  const [, m, l] = variantSpecs(state.id, state.input.productOptions);
  state.variantOverrides = { [m.id]: { price: 24.99, cost: 9.5, weight: 0.7, sku: 'HAT-M' }, [l.id]: { price: 27 } };
  saveProduct(env.db, state);
  return state.id;
}

const variantsOf = (id: string) => {
  const product = renderOne(env, requireProduct(env.db, id));
  return Object.fromEntries(product.variants!.map((v) => [v.choices.Size, { price: v.variant.priceData.price, cost: v.variant.costAndProfitData?.itemCost, weight: v.variant.weight, sku: v.variant.sku }]));
};
const run = (ids: string[], change: Parameters<typeof runBulkChange>[2]) => writeTransaction(env.db, () => runBulkChange(env, ids, change));

describe('bulk on managed variants', () => {
  it('adjusts every variant from its own value; inheriting variants keep inheriting', () => {
    const id = hat();
    run([id], { kind: 'adjust', field: 'price', adjust: { percentage: { rate: 13, roundToInt: false } } });
    expect(variantsOf(id)).toMatchObject({ S: { price: 22.6 }, M: { price: 28.24 }, L: { price: 30.51 } });
    const state = requireProduct(env.db, id);
    expect(state.input.priceData.price).toBe(22.6);
    const [s, m] = variantSpecs(id, state.input.productOptions);
    expect(state.variantOverrides[s.id]).toBeUndefined();
    expect(state.variantOverrides[m.id]).toEqual({ price: 28.24, cost: 9.5, weight: 0.7, sku: 'HAT-M' });
  });

  it('roundToInt rounds each variant to a whole number', () => {
    const id = hat();
    run([id], { kind: 'adjust', field: 'cost', adjust: { percentage: { rate: 13, roundToInt: true } } });
    expect(variantsOf(id)).toMatchObject({ S: { cost: 9 }, M: { cost: 11 }, L: { cost: 9 } });
  });

  it('set gives every variant the value and drops only that field of their overrides', () => {
    const id = hat();
    run([id], { kind: 'set', field: 'weight', value: 1.25 });
    expect(variantsOf(id)).toEqual({
      S: { price: 20, cost: 8, weight: 1.25, sku: '' },
      M: { price: 24.99, cost: 9.5, weight: 1.25, sku: 'HAT-M' },
      L: { price: 27, cost: 8, weight: 1.25, sku: '' },
    });
  });

  it('fails the product when any one variant would go below zero, and writes nothing for it', () => {
    const id = hat();
    const before = requireProduct(env.db, id);
    const result = run([id], { kind: 'adjust', field: 'cost', adjust: { amount: -9 } });
    expect(result.results[0].itemMetadata).toMatchObject({ success: false, error: { code: 'NEGATIVE_VALUE', data: { value: -1, field: 'cost' } } });
    expect(result.results[0].itemMetadata.error!.data).not.toHaveProperty('variantId');
    expect(requireProduct(env.db, id)).toEqual(before);
    const [, m] = variantSpecs(id, before.input.productOptions);
    saveProduct(env.db, { ...before, variantOverrides: { ...before.variantOverrides, [m.id]: { price: 5 } } });
    const cheaper = requireProduct(env.db, id);
    const byVariant = run([id], { kind: 'adjust', field: 'price', adjust: { amount: -6 } });
    expect(byVariant.results[0].itemMetadata.error).toMatchObject({ code: 'NEGATIVE_VALUE', data: { value: -1, variantId: m.id } });
    expect(byVariant.results[0].itemMetadata.error!.description).toContain(`variant ${m.id}`);
    expect(requireProduct(env.db, id)).toEqual(cheaper);
  });

  it('without managed variants, only the product level changes (overrides untouched)', () => {
    const id = hat(false);
    run([id], { kind: 'adjust', field: 'price', adjust: { amount: 1 } });
    const state = requireProduct(env.db, id);
    expect(state.input.priceData.price).toBe(21);
    expect(Object.values(state.variantOverrides).map((o) => o.price)).toEqual([24.99, 27]);
  });
});

describe('bulk events', () => {
  it('records ProductChanged and VariantsChanged (changed variants only) in the outbox', () => {
    const id = hat();
    const start = changesSince(env.db, 0).at(-1)?.seq ?? 0;
    run([id], { kind: 'set', field: 'price', value: 27 });
    const changes = changesSince(env.db, start).map((row) => row.change);
    expect(changes).toEqual([
      {
        kind: 'catalog-v1',
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
        entityId: id,
        payload: { productId: id, changedFields: ['priceData.price'], originatedFromVersion: 'V1_CATALOG' },
      },
      {
        kind: 'catalog-v1',
        eventType: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
        entityId: id,
        payload: {
          productId: id,
          variants: ['S', 'M'].map((size) => ({
            variantId: variantSpecs(id, [sizes]).find((v) => v.choices.Size === size)!.id,
            choices: { Size: size },
            changedFields: ['priceData.price'],
            originatedFromVersion: 'V1_CATALOG',
          })),
          originatedFromVersion: 'V1_CATALOG',
        },
      },
    ]);
  });

  it('records nothing for a failed item or an unchanged one', () => {
    const id = hat();
    const start = changesSince(env.db, 0).at(-1)?.seq ?? 0;
    run([id], { kind: 'adjust', field: 'price', adjust: { amount: -100 } });
    run([id], { kind: 'set', field: 'brand', value: '' });
    expect(changesSince(env.db, start)).toEqual([]);
    run([id], { kind: 'set', field: 'brand', value: 'Acme' });
    expect(changesSince(env.db, start).map((row) => row.change.eventType)).toEqual(['com.wix.ecommerce.catalog.api.v1.ProductChanged']);
  });
});
