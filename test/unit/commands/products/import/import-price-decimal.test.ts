// Issue #38 item 1: a price is a decimal string in the catalog model. A CSV price (and a discount) walks cell → plan →
// request: on V3 the exact decimal string the file gave is the request's amount (no binary float on the way); on V1
// the number appears only in the V1 body, and it prints as the same decimal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADER, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { runImport } from '../../support/import-run.js';

// 19.65 and 21.35 are not doubles: any string → number → string step that rounded would show here.
const FILE = tempFile(
  'prices.csv',
  [
    CSV_HEADER,
    'hat,Hat,,19.65,4.35,,,true,,,AMOUNT,1.3,,,,,,,,,,,',
    'tee,Tee,,19.65,,,,true,,,PERCENT,12.5,,,Size,S,,,,,,,',
    'tee,,,,,,,,,,,,,,Size,L,,,21.35,,,,',
  ].join('\n') + '\n',
);

/** Every value under `key`, anywhere in a parsed JSON body. */
function valuesAt(node: unknown, key: string): unknown[] {
  if (Array.isArray(node)) return node.flatMap((item) => valuesAt(item, key));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => [...(k === key ? [v] : []), ...valuesAt(v, key)]);
}

describe.each(['v1', 'v3'] as const)('a CSV price on its way to a %s request', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
    sandbox.sandbox.reset({ demo: false });
  });
  afterAll(() => sandbox.close());

  it('reaches the request as the decimal the file gave, with its discount', async () => {
    const { h, error } = await runImport(sandbox, FILE);
    if (error) throw error;
    expect(h.json()).toMatchObject({ created: 2, failed: 0, invalid: 0 });
    const bodies = writesOf(sandbox).map((request) => ({ raw: String(request.body ?? ''), json: JSON.parse(String(request.body || '{}')) as unknown }));

    if (catalog === 'v3') {
      // V3 keeps no discount rule: the list price is the compare-at price, the discounted one the actual price.
      const prices = bodies.flatMap((body) => valuesAt(body.json, 'compareAtPrice'));
      expect(prices).toEqual(expect.arrayContaining([{ amount: '19.65' }, { amount: '21.35' }]));
      const raw = bodies.map((body) => body.raw).join('\n');
      expect(raw).toContain('"compareAtPrice":{"amount":"19.65"}');
      expect(raw).toContain('"actualPrice":{"amount":"18.35"}'); // 19.65 − 1.30
      expect(raw).toContain('"cost":{"amount":"4.35"}');
      expect(raw).not.toMatch(/\d\.\d{6,}/); // no float noise such as 19.650000000000002
    } else {
      const prices = bodies.flatMap((body) => valuesAt(body.json, 'priceData')).map((data) => (data as { price: unknown }).price);
      expect(prices.every((price) => typeof price === 'number')).toBe(true);
      expect(prices.map(String)).toEqual(['19.65', '19.65']);
      const variantPrices = bodies.flatMap((body) => valuesAt(body.json, 'variants')).flatMap((list) => valuesAt(list, 'price'));
      expect(variantPrices.map(String)).toContain('21.35');
      const discounts = bodies.flatMap((body) => valuesAt(body.json, 'discount')) as Array<{ type: string; value: number }>;
      expect(discounts.map((d) => `${d.type} ${String(d.value)}`).sort()).toEqual(['AMOUNT 1.3', 'PERCENT 12.5']);
      const costs = bodies.flatMap((body) => valuesAt(body.json, 'itemCost'));
      expect(costs.map(String)).toEqual(['4.35']);
    }
  });
});
