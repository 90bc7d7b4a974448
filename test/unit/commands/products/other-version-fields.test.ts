// Issue #25 item 5: a field name of the other catalog version (V1's `priceData.price` on a V3 store, V3's
// `actualPriceRange.minValue.amount` on a V1 store, collections by id or by category) is refused (exit 2, nothing
// sent) naming what to type instead, and the valid fields are listed once. One body, a V1 and a V3 store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../../src/cli.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../support/harness.js';

const OTHER = {
  v1: { price: 'actualPriceRange.minValue.amount', collections: '{"directCategoriesInfo.categories":{"$matchItems":[{"id":"x"}]}}', listed: 'numericId' },
  v3: { price: 'priceData.price', collections: '{"collectionIds":{"$hasSome":["x"]}}', listed: 'handle' },
} as const;

describe.each(['v1', 'v3'] as const)('the other version\'s field names on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());

  async function store(argv: string[]) {
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) } });
    sandbox.requests.length = 0;
    try {
      const code = await main(argv, h.ctx);
      return { code, stderr: h.io.stderrText(), sent: withoutVersionProbe(sandbox.requests).length };
    } finally {
      await h.ctx.close();
    }
  }
  const times = (text: string, word: string) => text.split(word).length - 1;

  it.each([['products', 'list'], ['products', 'export']])('%s %s --sort PRICE-FIELD names --sort price', async (...command) => {
    const run = await store([...command, '--sort', OTHER[catalog].price]);
    expect(run.code).toBe(2);
    expect(run.sent).toBe(0);
    expect(run.stderr).toContain('on this store: --sort price');
  });

  it('--filter on the other version\'s collections field names --collection NAME, listing the fields once', async () => {
    const run = await store(['products', 'list', '--filter', OTHER[catalog].collections]);
    expect(run.code).toBe(2);
    expect(run.sent).toBe(0);
    expect(run.stderr).toContain('on this store: --collection NAME');
    expect(times(run.stderr, OTHER[catalog].listed)).toBe(1);
  });

  it('bulk set --filter on the other version\'s price names --sort price\'s field', async () => {
    const run = await store(['bulk', 'set', 'weight', '1', '--filter', JSON.stringify({ [OTHER[catalog].price]: { $gt: 1 } }), '--yes']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/on this store: --sort price \(on every version\), or (priceData\.price|actualPriceRange\.minValue\.amount)/);
  });
});
