// Read-only variants' Search Variants through the official SDK, routed to a V3 sandbox: "Search product variants"
// (SearchVariantsSignature doc comment, @wix/auto_sdk_stores_read-only-variants-v-3) by a filter over the variant rows,
// in its documented default order, with the aggregations its ReadOnlyVariantSearchSpec declares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

let t: TestSandbox;
let sdk: any;
let shirt: any;
let cap: any;
let mug: any;

const sized = (name: string, prices: Record<string, string>) => ({
  name,
  ...PHYSICAL_PRODUCT,
  options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: Object.keys(prices).map((s) => ({ name: s, choiceType: 'CHOICE_TEXT' })) } }],
  variantsInfo: {
    variants: Object.entries(prices).map(([size, amount]) => ({
      choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }],
      price: { actualPrice: { amount } },
    })),
  },
});

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = adminSdkClient({ productsV3, readOnlyVariantsV3 }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
  shirt = await sdk.productsV3.createProduct(sized('Shirt', { S: '5', M: '15', L: '25' }));
  cap = await sdk.productsV3.createProduct(sized('Cap', { S: '4', M: '8', L: '12' }));
  mug = await sdk.productsV3.createProduct(sized('Mug', { S: '3', M: '6' }));
  // The first product created becomes the last one updated.
  await new Promise((resolve) => setTimeout(resolve, 5));
  shirt = await sdk.productsV3.updateProduct(shirt._id, { revision: shirt.revision, name: 'Shirt' });
});
afterAll(() => t.close());

/**
 * The documented default: "When `search.sort` is empty (first request of a cursor search), results are ordered by
 * `productData.updatedDate` (descending), then `productData.productId` (ascending), then `variantId` (ascending)"
 * (SearchVariantsSignature doc comment).
 */
function documentedOrder(products: any[], keep: (variant: any) => boolean = () => true): string[] {
  const rows = products.flatMap((p) => p.variantsInfo.variants.filter(keep).map((v: any) => ({ updated: new Date(p._updatedDate).getTime(), productId: p._id, variantId: v._id })));
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort((a, b) => b.updated - a.updated || text(a.productId, b.productId) || text(a.variantId, b.variantId));
  return rows.map((r) => r.variantId);
}

describe('official SDK: readOnlyVariantsV3.searchVariants', () => {
  it('answers the variant rows a filter selects, each with its product data', async () => {
    const { variants } = await sdk.readOnlyVariantsV3.searchVariants({ filter: { 'price.actualPrice.amount': { $lt: '10' } } });
    const cheap = [shirt, cap, mug].flatMap((p: any) => p.variantsInfo.variants.filter((v: any) => Number(v.price.actualPrice.amount) < 10).map((v: any) => v._id));
    expect(variants.map((v: any) => v.variantId).sort()).toEqual(cheap.sort());
    expect(variants.find((v: any) => v.productData.productId === shirt._id).productData).toMatchObject({ name: 'Shirt', slug: 'shirt' });
  });

  it('orders by product update time (newest first), product id, variant id when no sort is given, page after page', async () => {
    const expected = documentedOrder([shirt, cap, mug]);
    expect(expected.slice(0, 3).sort()).toEqual(shirt.variantsInfo.variants.map((v: any) => v._id).sort());
    const whole = await sdk.readOnlyVariantsV3.searchVariants({});
    expect(whole.variants.map((v: any) => v.variantId)).toEqual(expected);
    const seen: string[] = [];
    let page = await sdk.readOnlyVariantsV3.searchVariants({ cursorPaging: { limit: 3 } });
    seen.push(...page.variants.map((v: any) => v.variantId));
    while (page.pagingMetadata.hasNext) {
      page = await sdk.readOnlyVariantsV3.searchVariants({ cursorPaging: { limit: 3, cursor: page.pagingMetadata.cursors.next } });
      seen.push(...page.variants.map((v: any) => v.variantId));
    }
    expect(seen).toEqual(expected);
    const filtered = await sdk.readOnlyVariantsV3.searchVariants({ filter: { 'price.actualPrice.amount': { $gt: '4' } } });
    expect(filtered.variants.map((v: any) => v.variantId)).toEqual(documentedOrder([shirt, cap, mug], (v) => Number(v.price.actualPrice.amount) > 4));
  });

  // ReadOnlyVariantSearchSpec.aggregatable (productData.name, price.actualPrice.amount, …); the results' shapes are
  // those of Search Products (AggregationResults), counted over every variant matched, not only the page.
  it('answers the aggregations its search spec declares, over every variant the search matches', async () => {
    const answer = await sdk.readOnlyVariantsV3.searchVariants({
      cursorPaging: { limit: 1 },
      filter: { 'price.actualPrice.amount': { $gt: '3' } },
      aggregations: [
        { name: 'perProduct', type: 'VALUE', fieldPath: 'productData.name', value: {} },
        { name: 'dearest', type: 'SCALAR', fieldPath: 'price.actualPrice.amount', scalar: { type: 'MAX' } },
        { name: 'bands', type: 'RANGE', fieldPath: 'price.actualPrice.amount', range: { buckets: [{ to: 10 }, { from: 10 }] } },
      ],
    });
    expect(answer.variants).toHaveLength(1);
    const byName = Object.fromEntries(answer.aggregationData.results.map((r: any) => [r.name, r]));
    expect(byName.perProduct.values.results).toEqual([{ value: 'Cap', count: 3 }, { value: 'Shirt', count: 3 }, { value: 'Mug', count: 1 }]);
    expect(byName.dearest.scalar).toEqual({ type: 'MAX', value: 25 });
    expect(byName.bands.ranges.results).toEqual([{ to: 10, count: 4 }, { from: 10, count: 3 }]);
    await expect(sdk.readOnlyVariantsV3.searchVariants({ aggregations: [{ name: 'x', type: 'VALUE', fieldPath: 'productData.revision', value: {} }] }))
      .rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_ARGUMENT' } } });
  });
});
