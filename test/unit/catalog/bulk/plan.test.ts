// The preview's arithmetic is the sandbox's: for a range of changes, every predicted value (product and variant
// level) is exactly what the sandbox stores, and every predicted failure is a failure.
// V1 by nature: it plans over V1 wire products (src/catalog/v1/bulk/targets.ts) against the V1 bulk calls' arithmetic;
// V3's plan (src/catalog/v3/bulk/plan.ts) is checked against its store in commands/bulk-v3.test.ts and in the V1/V3
// matrix of commands/bulk.test.ts.
import { describe, expect, it } from 'vitest';
import type { BulkChange } from '../../../../src/catalog/core/model/change.js';
import { changedRows } from '../../../../src/catalog/core/bulk/plan.js';
import { buildPlan } from '../../../../src/catalog/v1/bulk/plan.js';
import { bulkRequestOf } from '../../../../src/catalog/v1/bulk/request.js';
import { planSummary, previewPage } from '../../../../src/catalog/core/bulk/preview.js';
import { resolveTargets } from '../../../../src/catalog/v1/bulk/targets.js';
import { productValue, variantValue } from '../../../../src/catalog/v1/bulk/values.js';
import { bulkCatalogPerTest, productsBySlug } from './support/catalog.js';

const catalog = bulkCatalogPerTest();

const CHANGES: Array<[string, BulkChange]> = [
  ['price +13% rounded', { kind: 'adjust', field: 'price', by: { percent: 13, roundToWhole: true } }],
  ['price +13%', { kind: 'adjust', field: 'price', by: { percent: 13, roundToWhole: false } }],
  ['price -30 (some go negative)', { kind: 'adjust', field: 'price', by: { amount: '-30' } }],
  ['cost -7%', { kind: 'adjust', field: 'cost', by: { percent: -7, roundToWhole: false } }],
  ['cost -10 (a variant goes negative)', { kind: 'adjust', field: 'cost', by: { amount: '-10' } }],
  ['weight +0.05', { kind: 'adjust', field: 'weight', by: { amount: '0.05' } }],
  ['set price 15', { kind: 'set', field: 'price', value: '15' }],
  ['set cost 3.33', { kind: 'set', field: 'cost', value: '3.33' }],
  ['set weight 1', { kind: 'set', field: 'weight', value: '1' }],
  ['set brand', { kind: 'set', field: 'brand', value: 'Acme' }],
  ['clear ribbon', { kind: 'set', field: 'ribbon', value: '' }],
];

describe('plan arithmetic = sandbox arithmetic', () => {
  it.each(CHANGES)('%s', async (_name, change) => {
    const products = await resolveTargets(catalog.client, { kind: 'collection', key: 'Bulk' });
    const plan = buildPlan(products, change);
    expect(plan.counts.matched).toBe(5);
    const result = await catalog.client.bulk.apply(plan.idsToSend, bulkRequestOf(change));
    const failedIds = new Set(result.results.filter((r) => !r.itemMetadata.success).map((r) => r.itemMetadata.id));
    const after = await productsBySlug(catalog.client);
    for (const productPlan of plan.products) {
      expect(failedIds.has(productPlan.id), `${productPlan.slug} fails`).toBe(productPlan.fails);
      const product = after.get(productPlan.slug)!;
      for (const row of productPlan.rows) {
        const variant = row.variantId ? product.variants!.find((v) => v.id === row.variantId)! : undefined;
        const actual = variant ? variantValue(variant, change.field as 'price') : productValue(product, change.field);
        // A failed product is left as it was.
        expect(actual, `${row.slug} ${row.variantId ?? ''}`).toBe(productPlan.fails ? row.before : row.after);
      }
    }
  });

  it('covers every managed variant and only products that change are sent', async () => {
    const products = await resolveTargets(catalog.client, { kind: 'all' });
    const plan = buildPlan(products, { kind: 'set', field: 'brand', value: 'Homestead' });
    expect(plan.counts).toMatchObject({ matched: 5, change: 4, unchanged: 1, predictedFailures: 0, variants: 0 });
    expect(plan.idsToSend).not.toContain(products.find((p) => p.slug === 'mug')!.id);
    const prices = buildPlan(products, { kind: 'adjust', field: 'price', by: { amount: '-30' } });
    expect(prices.counts.variants).toBe(8 + 2);
    expect(prices.counts.predictedFailures).toBe(3);
    expect(planSummary(prices)).toBe('price -30: 5 products matched (10 managed variants) — 2 will change, 3 would fail, 0 unchanged');
  });

  it('pages the preview: 20 rows, then how many more', async () => {
    const products = await resolveTargets(catalog.client, { kind: 'all' });
    const rows = changedRows(buildPlan(products, { kind: 'adjust', field: 'weight', by: { amount: '1' } }));
    expect(rows).toHaveLength(15);
    const page = previewPage([...rows, ...rows], 20);
    expect(page.lines).toHaveLength(20);
    expect(page.more).toBe(10);
    expect(page.lines.find((l) => l.variant === 'Size: XL, Color: Navy')).toEqual({ product: 'hat', variant: 'Size: XL, Color: Navy', before: '0.35', after: '1.35', note: '' });
  });
});
