// `store seed` on a Catalog V3 store: the same fixture builds the same store in V3 form (categories for collections,
// products by bulk create, membership by bulk add-items), and a second run prints the same ids and writes nothing.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../../../src/commands/seed/index.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from './support/harness.js';

const DEMO_SEED = resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'demo-seed.yaml');

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
  sandbox.sandbox.reset({ demo: false });
});
afterAll(() => sandbox.close());

const home = tempHome();
async function seed() {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) } });
  try {
    await runSeed(DEMO_SEED, {}, h.ctx);
  } finally {
    await h.ctx.close();
  }
  return h.json<{ collections: Record<string, string>; products: Record<string, string> }>();
}
const admin = async (method: string, path: string, body?: unknown) =>
  (await callSandbox(sandbox.baseUrl, method, path, { body, headers: { authorization: sandbox.info.apiKey, 'wix-site-id': sandbox.info.siteId } })).body as any;

describe('store seed on a Catalog V3 store', () => {
  it('creates categories and products (variants, prices, visibility) with membership; a second run writes nothing', async () => {
    const ids = await seed();
    expect(Object.keys(ids.collections)).toEqual(['camping', 'kitchenware']);
    expect(Object.keys(ids.products)).toEqual(['trail-mug', 'camp-stove', 'merino-beanie', 'test-only-widget']);
    const beanie = (await admin('GET', `/stores/v3/products/${ids.products['merino-beanie']}?fields=VARIANT_OPTION_CHOICE_NAMES&fields=DIRECT_CATEGORIES_INFO`)).product;
    expect(beanie.variantsInfo.variants.map((v: any) => [...v.choices.map((c: any) => c.optionChoiceNames.choiceName), v.price.actualPrice.amount, v.visible])).toEqual([
      ['S', 'Charcoal', '25', true],
      ['S', 'Moss', '25', false],
      ['M', 'Charcoal', '25', true],
      ['M', 'Moss', '25', true],
      ['L', 'Charcoal', '27', true],
      ['L', 'Moss', '27', true],
    ]);
    expect(beanie.directCategoriesInfo.categories.map((c: any) => c.id)).toEqual([ids.collections.camping]);
    const widget = (await admin('GET', `/stores/v3/products/${ids.products['test-only-widget']}`)).product;
    expect(widget.visible).toBe(false);

    sandbox.requests.length = 0;
    expect(await seed()).toEqual(ids);
    const writes = withoutVersionProbe(sandbox.requests).filter((r) => r.method !== 'GET' && !/\/(query|query-variants|search)$/.test(r.path));
    expect(writes).toEqual([]);
  });
});
