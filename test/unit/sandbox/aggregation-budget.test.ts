// Issue #36 item 5: one search's aggregations do bounded work (src/sandbox/domain/v3/aggregation-budget.ts). A NESTED
// aggregation answers at most 1,000 rows (the SDK's NestedResults.results @maxSize 1000) and a search at most 2 s of
// aggregation work; past either the sandbox answers 400 the moment it is passed, and keeps serving other clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AggregationBudget, MAX_NESTED_ROWS } from '../../../src/sandbox/domain/v3/aggregation-budget.js';
import { aggregate } from '../../../src/sandbox/domain/v3/aggregations.js';
import { SandboxHttpError } from '../../../src/sandbox/http-errors.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { SEARCH_PRODUCTS_FIELDS } from '../../../src/wire/api/catalog-v3/query-fields.js';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

/** Three options of 10, 10 and 3 choices: 300 variants, each with its own SKU and price. */
const OPTIONS = [
  { name: 'Colour', choices: 10 },
  { name: 'Size', choices: 10 },
  { name: 'Fit', choices: 3 },
];
const choiceName = (option: string, i: number) => `${option} ${i}`;
function product300(): Record<string, unknown> {
  const variants: unknown[] = [];
  for (let a = 0; a < 10; a++) {
    for (let b = 0; b < 10; b++) {
      for (let c = 0; c < 3; c++) {
        const n = variants.length;
        variants.push({
          sku: `SKU-${n}`,
          price: { actualPrice: { amount: `${n + 1}` } },
          choices: [[0, a], [1, b], [2, c]].map(([o, i]) => ({ optionChoiceNames: { optionName: OPTIONS[o]!.name, choiceName: choiceName(OPTIONS[o]!.name, i!), renderType: 'TEXT_CHOICES' } })),
        });
      }
    }
  }
  return {
    name: 'Three hundred variants',
    ...PHYSICAL_PRODUCT,
    options: OPTIONS.map((o) => ({ name: o.name, optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: Array.from({ length: o.choices }, (_, i) => ({ name: choiceName(o.name, i), choiceType: 'CHOICE_TEXT' })) } })),
    variantsInfo: { variants },
  };
}

const value = (fieldPath: string, i = 0) => ({ name: `level ${i}`, type: 'VALUE', fieldPath, value: { limit: 250 } });
const nested = (...fieldPaths: string[]) => ({ name: 'hostile', type: 'NESTED', nested: { nestedAggregations: fieldPaths.map(value) } });

/** The hostile searches of the issue: three levels of 250 buckets over one product's 300 variants. */
const HOSTILE = {
  'Search Products': { path: catalogV3Paths.products.search(), levels: ['variantsInfo.variants.sku', 'variantsInfo.variants.price.actualPrice.amount', 'options.choicesSettings.choices.name'] },
  'Search Variants': { path: catalogV3Paths.readOnlyVariants.search(), levels: ['optionChoices.optionChoiceIds.choiceId', 'optionChoices.optionChoiceIds.choiceId', 'sku'] },
};

describe('a search with unbounded NESTED aggregations, on a V3 sandbox', () => {
  let t: TestSandbox;
  let visitor: Record<string, string>;
  let productId: string;
  beforeAll(async () => {
    t = await startTestSandbox({ catalog: 'v3', demo: false });
    const created = await t.admin('POST', catalogV3Paths.products.create(), { product: product300() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.product.variantsInfo.variants).toHaveLength(300);
    productId = created.body.product.id;
    const token = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
    visitor = { Authorization: token.body.access_token };
  });
  afterAll(() => t?.close());

  describe.each(Object.entries(HOSTILE))('%s', (_name, hostile) => {
    it.each(['visitor', 'admin'] as const)('as %s: answered 400 naming the limit, and a plain GET sent meanwhile is answered', async (caller) => {
      const headers = caller === 'admin' ? t.adminHeaders : visitor;
      const body = { search: { aggregations: [nested(...hostile.levels)], cursorPaging: { limit: 1 } } };
      const [search, plain] = await Promise.all([
        callSandbox(t.baseUrl, 'POST', hostile.path, { body, headers }),
        callSandbox(t.baseUrl, 'GET', catalogV3Paths.products.get(productId), { headers }),
      ]);
      expect(search.status, JSON.stringify(search.body)).toBe(400);
      expect(search.body.details.validationError.fieldViolations).toEqual([
        expect.objectContaining({ field: 'search.aggregations[0].nested', violatedRule: 'MAX_SIZE', description: expect.stringMatching(/^makes more than 1000 rows/) }),
      ]);
      expect(plain.status).toBe(200);
      expect(plain.body.product.id).toBe(productId);
    });
  });

  it('a NESTED aggregation within the limit is answered whole (id × sku: 250 rows, the limit of the SKU level)', async () => {
    const answer = await t.admin('POST', catalogV3Paths.products.search(), { search: { aggregations: [nested('id', 'variantsInfo.variants.sku')], cursorPaging: { limit: 1 } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.aggregationData.results[0].nested.results).toHaveLength(250);
  });
});

describe('AggregationBudget', () => {
  // One product with 300 values on each of two fields: 250 × 250 rows asked for.
  const views = [{ id: 'p', variantsInfo: { variants: Array.from({ length: 300 }, (_, i) => ({ sku: `S${i}`, barcode: `B${i}` })) } }];
  const hostile = [nested('variantsInfo.variants.sku', 'variantsInfo.variants.barcode')] as never;

  it(`stops a NESTED aggregation at its ${MAX_NESTED_ROWS + 1}st row: 400, having made no more`, () => {
    const budget = new AggregationBudget();
    const error = (() => {
      try {
        aggregate(views, hostile, SEARCH_PRODUCTS_FIELDS, null, budget);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SandboxHttpError);
    expect((error as SandboxHttpError).status).toBe(400);
    expect(budget.rowsMade).toBe(MAX_NESTED_ROWS + 1);
  });

  it('counts rows per NESTED aggregation: two of 1,000 rows each are answered', () => {
    const thousand = (name: string) => ({ ...nested('variantsInfo.variants.sku', 'variantsInfo.variants.barcode'), name, nested: { nestedAggregations: [{ type: 'VALUE', fieldPath: 'variantsInfo.variants.sku', value: { limit: 4 } }, value('variantsInfo.variants.barcode')] } });
    const budget = new AggregationBudget();
    const { results } = aggregate(views, [thousand('a'), thousand('b')] as never, SEARCH_PRODUCTS_FIELDS, null, budget);
    expect(results.map((r) => r.nested?.results.length)).toEqual([1000, 1000]);
  });

  it('stops a search whose work takes longer than its time limit: 400 MAX_WORK (a clock that moves 1 ms per look)', () => {
    let now = 0;
    const budget = new AggregationBudget(() => (now += 1), { rows: MAX_NESTED_ROWS, ms: 1 });
    const within = [{ type: 'VALUE', fieldPath: 'variantsInfo.variants.sku', value: { limit: 250 } }, { type: 'VALUE', name: 'b', fieldPath: 'variantsInfo.variants.barcode', value: { limit: 250 } }] as never;
    let error: unknown;
    try {
      aggregate(views, within, SEARCH_PRODUCTS_FIELDS, null, budget);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SandboxHttpError);
    expect((error as SandboxHttpError).detail).toMatchObject({ fieldViolations: [{ field: 'search.aggregations', violatedRule: 'OTHER', ruleName: 'MAX_WORK' }] });
    // The same work with the real clock and limit is answered.
    expect(aggregate(views, within, SEARCH_PRODUCTS_FIELDS, null).results).toHaveLength(2);
  });
});
