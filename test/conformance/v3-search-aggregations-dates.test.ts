// DATE_HISTOGRAM and NESTED search aggregations through the official SDK (productsV3.searchProducts,
// categories.searchCategories) on a V3 sandbox whose clock sets each entity's creation time. Sources: the SDK's
// `AggregationType` ("DATE_HISTOGRAM: ... one per time interval (hour, day, week, etc.)", "NESTED: A Multi-level
// aggregation where each next aggregation is nested within previous one"), `Interval` (YEAR … SECOND),
// `DateHistogramResult` ("Date in ISO 8601 format", count), `NestedResults` ("in a flattened form ... keyed by
// requested aggregation `name`"), `NestedAggregation` (@minSize 2 @maxSize 3) and `CursorSearch.timeZone` ("Affects
// all filters and aggregations returned values") in `stores-catalog-v3-product-products-v-3.universal-*.d.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@wix/categories';
import { brandsV3, productsV3 } from '@wix/stores';
import { controlPaths } from '../../src/wire/control/paths.js';
import { adminSdkClient } from './sdk-harness.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

let t: TestSandbox;
let sdk: any;
const tree = { appNamespace: '@wix/stores' };
const setClock = (now: string) => callSandbox(t.baseUrl, 'POST', controlPaths.clock(), { body: { now } });

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = adminSdkClient({ brandsV3, productsV3, categories }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
  const acme = await sdk.brandsV3.createBrand({ name: 'Acme' });
  const zen = await sdk.brandsV3.createBrand({ name: 'Zen' });
  // 2026-01-01 is a Thursday: Anvil (Wednesday) and Cog (Sunday) share the week of Monday 2025-12-29.
  const rows: Array<[string, string, string, string]> = [
    ['Anvil', '5', acme._id, '2025-12-31T23:30:00.000Z'],
    ['Bolt', '15', acme._id, '2026-01-05T10:00:00.000Z'],
    ['Cog', '25', zen._id, '2026-01-04T10:00:00.000Z'],
    ['Drum', '40', zen._id, '2026-02-10T10:00:00.000Z'],
  ];
  for (const [name, amount, brand, when] of rows) {
    expect((await setClock(when)).status).toBe(200);
    await sdk.productsV3.createProduct({ name, ...PHYSICAL_PRODUCT, brand: { _id: brand }, variantsInfo: { variants: [{ price: { actualPrice: { amount } } }] } });
    await sdk.categories.createCategory({ name: `${name}s` }, { treeReference: tree });
  }
});
afterAll(() => t.close());

const byName = (answer: any) => Object.fromEntries(answer.aggregationData.results.map((r: any) => [r.name, r]));
const histogram = (name: string, interval: string, fieldPath = '_createdDate') => ({ name, type: 'DATE_HISTOGRAM', fieldPath, dateHistogram: { interval } });

describe('official SDK: DATE_HISTOGRAM aggregations', () => {
  it('counts products per year, month, week and day of creation, earliest first, named by each bucket start', async () => {
    const r = byName(await sdk.productsV3.searchProducts({
      aggregations: [histogram('years', 'YEAR'), histogram('months', 'MONTH'), histogram('weeks', 'WEEK'), histogram('days', 'DAY'), histogram('hours', 'HOUR')],
    }));
    expect(r.years).toMatchObject({ type: 'DATE_HISTOGRAM', fieldPath: '_createdDate' });
    expect(r.years.dateHistogram.results).toEqual([{ value: '2025-01-01T00:00:00.000Z', count: 1 }, { value: '2026-01-01T00:00:00.000Z', count: 3 }]);
    expect(r.months.dateHistogram.results).toEqual([
      { value: '2025-12-01T00:00:00.000Z', count: 1 },
      { value: '2026-01-01T00:00:00.000Z', count: 2 },
      { value: '2026-02-01T00:00:00.000Z', count: 1 },
    ]);
    expect(r.weeks.dateHistogram.results).toEqual([
      { value: '2025-12-29T00:00:00.000Z', count: 2 },
      { value: '2026-01-05T00:00:00.000Z', count: 1 },
      { value: '2026-02-09T00:00:00.000Z', count: 1 },
    ]);
    expect(r.days.dateHistogram.results.map((b: any) => b.value)).toEqual(['2025-12-31T00:00:00.000Z', '2026-01-04T00:00:00.000Z', '2026-01-05T00:00:00.000Z', '2026-02-10T00:00:00.000Z']);
    expect(r.hours.dateHistogram.results[0]).toEqual({ value: '2025-12-31T23:00:00.000Z', count: 1 });
  });

  it('cuts the buckets in the search\'s time zone, a UTC offset or an IANA zone, and counts only what the filter matches', async () => {
    const offset = byName(await sdk.productsV3.searchProducts({ aggregations: [histogram('years', 'YEAR')], timeZone: '+02:00' }));
    expect(offset.years.dateHistogram.results).toEqual([{ value: '2026-01-01T00:00:00.000+02:00', count: 4 }]);
    const york = byName(await sdk.productsV3.searchProducts({ filter: { 'brand.name': 'Acme' }, aggregations: [histogram('days', 'DAY')], timeZone: 'America/New_York' }));
    expect(york.days.dateHistogram.results).toEqual([{ value: '2025-12-31T00:00:00.000-05:00', count: 1 }, { value: '2026-01-05T00:00:00.000-05:00', count: 1 }]);
  });

  it('refuses a histogram without an interval and a time zone that is neither an offset nor an IANA id', async () => {
    await expect(sdk.productsV3.searchProducts({ aggregations: [{ name: 'd', type: 'DATE_HISTOGRAM', fieldPath: '_createdDate', dateHistogram: {} }] }))
      .rejects.toMatchObject({ details: { validationError: { fieldViolations: [expect.objectContaining({ field: 'search.aggregations[0].dateHistogram.interval' })] } } });
    await expect(sdk.productsV3.searchProducts({ aggregations: [histogram('d', 'DAY')], timeZone: 'Mars/Olympus' }))
      .rejects.toMatchObject({ details: { validationError: { fieldViolations: [expect.objectContaining({ field: 'search.timeZone' })] } } });
  });

  it.each(['+99:99', '+18:01', '-05:60'])('refuses the UTC offset %s, naming the range of offsets (no bucket named by it)', async (timeZone) => {
    await expect(sdk.productsV3.searchProducts({ aggregations: [histogram('d', 'DAY')], timeZone })).rejects.toMatchObject({
      details: { validationError: { fieldViolations: [expect.objectContaining({ field: 'search.timeZone', violatedRule: 'FORMAT', description: expect.stringContaining('from -18:00 to +18:00, with minutes 00 to 59') })] } },
    });
  });

  it('takes the widest offsets, ±18:00', async () => {
    const r = byName(await sdk.productsV3.searchProducts({ aggregations: [histogram('years', 'YEAR')], timeZone: '-18:00' }));
    expect(r.years.dateHistogram.results.map((b: any) => b.value)).toEqual(['2025-01-01T00:00:00.000-18:00', '2026-01-01T00:00:00.000-18:00']);
  });
});

describe('official SDK: NESTED aggregations', () => {
  it('answers one flattened row per combination of buckets, keyed by each level\'s name, a SCALAR last over its row', async () => {
    const r = byName(await sdk.productsV3.searchProducts({
      aggregations: [
        { name: 'cheapestPerBrand', type: 'NESTED', nested: { nestedAggregations: [
          { name: 'brand', type: 'VALUE', fieldPath: 'brand.name', value: { sortType: 'VALUE', sortDirection: 'ASC' } },
          { name: 'cheapest', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN' } },
        ] } },
        { name: 'brandMonths', type: 'NESTED', nested: { nestedAggregations: [
          { name: 'brand', type: 'VALUE', fieldPath: 'brand.name', value: { sortType: 'VALUE', sortDirection: 'ASC' } },
          { name: 'month', type: 'DATE_HISTOGRAM', fieldPath: '_createdDate', dateHistogram: { interval: 'MONTH' } },
          { name: 'bands', type: 'RANGE', fieldPath: 'actualPriceRange.minValue.amount', range: { buckets: [{ to: 20 }, { from: 20 }] } },
        ] } },
      ],
    }));
    expect(r.cheapestPerBrand.type).toBe('NESTED');
    expect(r.cheapestPerBrand.nested.results).toEqual([
      { results: { brand: { value: { value: 'Acme', count: 2 } }, cheapest: { scalar: { value: 5 } } } },
      { results: { brand: { value: { value: 'Zen', count: 2 } }, cheapest: { scalar: { value: 25 } } } },
    ]);
    const row = (brand: string, count: number, month: string, band: object) => ({ results: { brand: { value: { value: brand, count } }, month: { dateHistogram: { value: month, count: 1 } }, bands: { range: { ...band, count: 1 } } } });
    expect(r.brandMonths.nested.results).toEqual([
      row('Acme', 2, '2025-12-01T00:00:00.000Z', { to: 20 }),
      row('Acme', 2, '2026-01-01T00:00:00.000Z', { to: 20 }),
      row('Zen', 2, '2026-01-01T00:00:00.000Z', { from: 20 }),
      row('Zen', 2, '2026-02-01T00:00:00.000Z', { from: 20 }),
    ]);
  });

  it('refuses a SCALAR before the last level, one level alone, and a level over a field that is not aggregatable', async () => {
    const nested = (levels: object[]) => sdk.productsV3.searchProducts({ aggregations: [{ name: 'n', type: 'NESTED', nested: { nestedAggregations: levels } }] });
    const brand = { name: 'brand', type: 'VALUE', fieldPath: 'brand.name', value: {} };
    const min = { name: 'min', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN' } };
    await expect(nested([min, brand])).rejects.toMatchObject({ details: { validationError: { fieldViolations: [expect.objectContaining({ field: 'search.aggregations[0].nested.nestedAggregations[0].type' })] } } });
    await expect(nested([brand])).rejects.toMatchObject({ details: { validationError: { fieldViolations: [expect.objectContaining({ field: 'search.aggregations[0].nested.nestedAggregations', violatedRule: 'MIN_SIZE' })] } } });
    await expect(nested([brand, { name: 'd', type: 'VALUE', fieldPath: 'plainDescription', value: {} }])).rejects.toMatchObject({ details: { applicationError: { code: 'INVALID_ARGUMENT' } } });
  });
});

describe('official SDK: Search Categories DATE_HISTOGRAM and NESTED', () => {
  // CategorySearchSpec.aggregatable: _createdDate, visible, name, ….
  it('counts categories per month of creation, and per visibility and month', async () => {
    const r = byName(await sdk.categories.searchCategories({
      aggregations: [
        histogram('months', 'MONTH'),
        { name: 'shownMonths', type: 'NESTED', nested: { nestedAggregations: [{ name: 'shown', type: 'VALUE', fieldPath: 'visible', value: {} }, histogram('month', 'MONTH')] } },
      ],
    }, { treeReference: tree }));
    expect(r.months.dateHistogram.results).toEqual([
      { value: '2025-12-01T00:00:00.000Z', count: 1 },
      { value: '2026-01-01T00:00:00.000Z', count: 2 },
      { value: '2026-02-01T00:00:00.000Z', count: 1 },
    ]);
    expect(r.shownMonths.nested.results.map((row: any) => [row.results.shown.value.value, row.results.month.dateHistogram.value, row.results.month.dateHistogram.count])).toEqual([
      ['true', '2025-12-01T00:00:00.000Z', 1],
      ['true', '2026-01-01T00:00:00.000Z', 2],
      ['true', '2026-02-01T00:00:00.000Z', 1],
    ]);
  });
});
