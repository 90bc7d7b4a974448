// Search aggregations through the official SDK (productsV3.searchProducts, categories.searchCategories) on a V3
// sandbox. Source: the SDK's Aggregation / ValueAggregation / RangeAggregation / ScalarAggregation / AggregationData
// doc comments (`stores-catalog-v3-product-products-v-3.universal-*.d.ts`) and the SearchSpecs' `aggregatable` lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@wix/categories';
import { brandsV3, inventoryItemsV3, productsV3 } from '@wix/stores';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

let t: TestSandbox;
let sdk: any;
const tree = { appNamespace: '@wix/stores' };

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = adminSdkClient({ brandsV3, inventoryItemsV3, productsV3, categories }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
  const acme = await sdk.brandsV3.createBrand({ name: 'Acme' });
  const zen = await sdk.brandsV3.createBrand({ name: 'Zen' });
  const rows: Array<[string, string, string | undefined]> = [['Anvil', '5', acme._id], ['Bolt', '15', acme._id], ['Cog', '25', zen._id], ['Drum', '40', undefined]];
  for (const [name, amount, brand] of rows) {
    await sdk.productsV3.createProduct({ name, ...PHYSICAL_PRODUCT, ...(brand ? { brand: { _id: brand } } : {}), variantsInfo: { variants: [{ price: { actualPrice: { amount } } }] } });
  }
  for (const name of ['Tools', 'Toys', 'Garden']) await sdk.categories.createCategory({ name }, { treeReference: tree });
});
afterAll(() => t.close());

const results = (answer: any) => Object.fromEntries(answer.aggregationData.results.map((r: any) => [r.name, r]));

describe('official SDK: Search Products aggregations', () => {
  // ValueAggregation: sortType "number of matches or value", limit "10 is the default", missingValues "Default is
  // EXCLUDE", addToBucket defaults "[string -> "N/A"]"; RangeAggregation: "each entity will be placed in the first
  // bucket where its value falls into", results "in same order as requested"; RangeBucket: from inclusive, to exclusive.
  it('answers VALUE, RANGE and SCALAR aggregations over every matching product, not only the page', async () => {
    const price = 'actualPriceRange.minValue.amount';
    const answer = await sdk.productsV3.searchProducts({
      cursorPaging: { limit: 1 },
      aggregations: [
        { name: 'brands', type: 'VALUE', fieldPath: 'brand.name', value: {} },
        { name: 'brandsWithNone', type: 'VALUE', fieldPath: 'brand.name', value: { missingValues: 'INCLUDE' } },
        { name: 'byName', type: 'VALUE', fieldPath: 'name', value: { sortType: 'VALUE', sortDirection: 'DESC', limit: 2 } },
        { name: 'bands', type: 'RANGE', fieldPath: price, range: { buckets: [{ to: 10 }, { from: 10, to: 25 }, { from: 25 }] } },
        { name: 'cheapest', type: 'SCALAR', fieldPath: price, scalar: { type: 'MIN' } },
        { name: 'dearest', type: 'SCALAR', fieldPath: price, scalar: { type: 'MAX' } },
        { name: 'brandCount', type: 'SCALAR', fieldPath: 'brand._id', scalar: { type: 'COUNT_DISTINCT' } },
      ],
    });
    expect(answer.products).toHaveLength(1);
    const r = results(answer);
    expect(r.brands).toMatchObject({ type: 'VALUE', fieldPath: 'brand.name', values: { results: [{ value: 'Acme', count: 2 }, { value: 'Zen', count: 1 }] } });
    expect(r.brandsWithNone.values.results).toEqual([{ value: 'Acme', count: 2 }, { value: 'N/A', count: 1 }, { value: 'Zen', count: 1 }]);
    expect(r.byName.values.results).toEqual([{ value: 'Drum', count: 1 }, { value: 'Cog', count: 1 }]);
    expect(r.bands.ranges.results).toEqual([{ to: 10, count: 1 }, { from: 10, to: 25, count: 1 }, { from: 25, count: 2 }]);
    expect(r.cheapest.scalar).toEqual({ type: 'MIN', value: 5 });
    expect(r.dearest.scalar).toEqual({ type: 'MAX', value: 40 });
    expect(r.brandCount.scalar).toEqual({ type: 'COUNT_DISTINCT', value: 2 });
  });

  it('aggregates only what the filter and free text match', async () => {
    const answer = await sdk.productsV3.searchProducts({
      filter: { 'brand.name': 'Acme' },
      aggregations: [{ name: 'names', type: 'VALUE', fieldPath: 'name', value: { sortType: 'VALUE', sortDirection: 'ASC' } }],
    });
    expect(results(answer).names.values.results).toEqual([{ value: 'Anvil', count: 1 }, { value: 'Bolt', count: 1 }]);
    const none = await sdk.productsV3.searchProducts({});
    expect(none.aggregationData.results).toEqual([]);
  });

  // V3ProductSearchSpec.aggregatable lists the fields a search may aggregate by; plainDescription is not one.
  it('refuses a field that is not aggregatable', async () => {
    await expect(sdk.productsV3.searchProducts({ aggregations: [{ name: 'd', type: 'VALUE', fieldPath: 'plainDescription', value: {} }] }))
      .rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_ARGUMENT' } } });
  });
});

describe('official SDK: Search Categories aggregations', () => {
  // CategorySearchSpec.aggregatable: _createdDate, _id, …, name, visible.
  it('counts categories by visibility and names', async () => {
    const answer = await sdk.categories.searchCategories(
      { aggregations: [{ name: 'shown', type: 'VALUE', fieldPath: 'visible', value: {} }, { name: 'names', type: 'SCALAR', fieldPath: 'name', scalar: { type: 'COUNT_DISTINCT' } }] },
      { treeReference: tree },
    );
    const r = results(answer);
    expect(r.shown.values.results).toEqual([{ value: 'true', count: 3 }]);
    expect(r.names.scalar).toEqual({ type: 'COUNT_DISTINCT', value: 3 });
  });
});

describe('official SDK: Search Inventory Items aggregations', () => {
  // InventoryItemSearchSpec.aggregatable: inStock, quantity, trackQuantity, product.name, ….
  it('counts items by stock and sums up quantities over every item the search matches', async () => {
    const { products } = await sdk.productsV3.searchProducts({ fields: [] });
    const quantities: Record<string, number> = { Anvil: 0, Bolt: 4, Cog: 9, Drum: 20 };
    for (const product of products) {
      const { variants } = await sdk.productsV3.getProduct(product._id).then((p: any) => p.variantsInfo);
      await sdk.inventoryItemsV3.createInventoryItem({ productId: product._id, variantId: variants[0]._id, quantity: quantities[product.name] });
    }
    const answer = await sdk.inventoryItemsV3.searchInventoryItems({
      cursorPaging: { limit: 1 },
      filter: { quantity: { $lt: 20 } },
      aggregations: [
        { name: 'stocked', type: 'VALUE', fieldPath: 'inStock', value: {} },
        { name: 'most', type: 'SCALAR', fieldPath: 'quantity', scalar: { type: 'MAX' } },
      ],
    });
    expect(answer.inventoryItems).toHaveLength(1);
    const r = results(answer);
    expect(r.stocked.values.results).toEqual([{ value: 'true', count: 2 }, { value: 'false', count: 1 }]);
    expect(r.most.scalar).toEqual({ type: 'MAX', value: 9 });
  });
});
