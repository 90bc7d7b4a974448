// Issue #25 item 6: every V3 request body the CLI sends for a user's action (list/search/count, bulk set|adjust,
// import) equals what the official SDK sends for the same call. Both go to one V3 sandbox, whose onRequest records
// them; the SDK's call is written from the user's intent (its own method and arguments), never from our request.
import { brandsV3, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../src/commands/bulk/set.js';
import { runProductsImport } from '../../src/commands/products/import.js';
import { storeCatalog } from '../../src/commands/shared/store-catalog.js';
import type { RecordedRequest } from '../../src/sandbox/server.js';
import { CSV_HEADER, tempFile } from '../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../unit/commands/support/harness.js';
import { adminSdkClient, payloadOf } from './sdk-harness.js';

let sandbox: TestSandbox;
const recorded: RecordedRequest[] = [];
const home = tempHome();
const modules = { productsV3, readOnlyVariantsV3, brandsV3 };
let sdk: ReturnType<typeof adminSdkClient<typeof modules>>;

const shape = (request: RecordedRequest) => ({ method: request.method, path: request.path, rawQuery: request.rawQuery, body: request.body });
const sentTo = (suffix: string) => recorded.filter((request) => request.path.endsWith(suffix));

/** What `action` sent to paths ending in `suffix`, then what `sdkCall` sent there. */
async function both(suffix: string, action: () => Promise<unknown>, sdkCall: () => Promise<unknown>) {
  recorded.length = 0;
  await action();
  const ours = sentTo(suffix).map(shape);
  recorded.length = 0;
  await sdkCall();
  return { ours, sdk: sentTo(suffix).map(shape) };
}

async function run<T>(verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<T>): Promise<T> {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { yes: true, json: true } });
  try {
    return await verb(h.ctx);
  } finally {
    await h.ctx.close();
  }
}

const row = (slug: string, name: string, price: string, sku: string) => `${slug},${name},,${price},,,${sku},true,,,,,,,,,,,,,,,`;
const CATALOG = [CSV_HEADER, row('blue-shirt', 'Blue Shirt', '20', 'SH-B'), row('red-shirt', 'Red Shirt', '25', 'SH-R'), row('mug', 'Mug', '8', 'MUG')].join('\n') + '\n';

beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3', onRequest: (request) => recorded.push(request) });
  sdk = adminSdkClient(modules, { baseUrl: sandbox.baseUrl, apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  sandbox.sandbox.reset({ demo: false });
  await run((ctx) => runProductsImport(tempFile('catalog.csv', CATALOG), {}, ctx));
});

describe('V3 request bodies are what the official SDK sends for the same call', () => {
  it('a text search counts with the text flat, as Count Products takes it — and the total is the matches', async () => {
    const text = { expression: 'shirt', fields: ['name', 'variantsInfo.variants.sku'], mode: 'AND' as const };
    let total: number | undefined;
    const { ours, sdk: fromSdk } = await both(
      '/products/count',
      async () => {
        total = (await run(async (ctx) => (await storeCatalog(ctx)).products.page({ text: 'shirt' }, { limit: 20 }))).total;
      },
      () => sdk.productsV3.countProducts({ search: text, returnNonVisibleProducts: true }),
    );
    expect(fromSdk).toHaveLength(1);
    expect(ours).toEqual(fromSdk);
    expect(payloadOf(ours[0] as RecordedRequest)).toEqual({ search: text, returnNonVisibleProducts: true });
    expect(total).toBe(2);
  });

  it('the sandbox reads Count Products\' text flat: the nested shape holds no field it knows, so it searches nothing', async () => {
    const count = async (body: unknown) => (await sandbox.admin('POST', '/stores/v3/products/count', body)).body.count;
    expect(await count({ search: { expression: 'shirt' }, returnNonVisibleProducts: true })).toBe(2);
    expect(await count({ search: { search: { expression: 'shirt' } }, returnNonVisibleProducts: true })).toBe(3);
  });

  it('bulk adjust price +10%: the variants read (Query Variants) and Bulk Adjust Variants By Filter', async () => {
    const ids = (await productIds()).sort();
    const { ours, sdk: fromSdk } = await both(
      '/adjust-variants-by-filter',
      () => run((ctx) => runBulkAdjust({ field: 'price', delta: '+10%', all: true }, ctx)),
      () => sdk.productsV3.bulkAdjustProductVariantsByFilter({ id: { $in: ids } }, { actualPrice: { percentage: 10 }, compareAtPrice: { percentage: 10 }, rounding: 'CURRENCY_PRECISION' }),
    );
    expect(fromSdk).toHaveLength(1);
    expect(ours).toEqual(fromSdk);
    const reads = await both(
      '/query-variants',
      () => run((ctx) => runBulkAdjust({ field: 'price', delta: '+10%', all: true, dryRun: true }, ctx)),
      () => sdk.readOnlyVariantsV3.queryVariants({ fields: ['MERCHANT_DATA'] }).ascending('productData.productId').limit(1000).find(),
    );
    expect(reads.ours).toEqual(reads.sdk);
  });

  it('bulk set brand: Get Or Create Brand, then Bulk Update Products with each revision', async () => {
    const products = await storeProducts();
    recorded.length = 0;
    await run((ctx) => runBulkSet({ field: 'brand', value: 'Acme', all: true }, ctx));
    const ours = { brand: sentTo('/brands/get-or-create').map(shape), update: sentTo('/bulk/products/update').map(shape) };
    const brandId = JSON.parse(ours.update[0]!.body).products[0].product.brand.id;
    sandbox.sandbox.reset({ demo: false });
    recorded.length = 0;
    await sdk.brandsV3.getOrCreateBrand('Acme');
    await sdk.productsV3.bulkUpdateProducts(products.map((p) => ({ product: { revision: p.revision, brand: { _id: brandId }, _id: p.id } })) as never);
    const fromSdk = { brand: sentTo('/brands/get-or-create').map(shape), update: sentTo('/bulk/products/update').map(shape) };
    expect(ours).toEqual(fromSdk);
  });

  it('import: the look-up (Query Products by slug) and Bulk Create Products', async () => {
    const file = tempFile('cap.csv', [CSV_HEADER, row('cap', 'Cap', '5', 'CAP')].join('\n') + '\n');
    const created = { name: 'Cap', slug: 'cap', productType: 'PHYSICAL', physicalProperties: {}, visible: true, options: [], variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '5' } }, physicalProperties: {}, sku: 'CAP', visible: true }] } };
    const fields = ['PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'DIRECT_CATEGORIES_INFO', 'MERCHANT_DATA'] as const;
    for (const [suffix, sdkCall] of [
      ['/products/query', () => sdk.productsV3.queryProducts({ fields: [...fields] }).in('slug', ['cap']).limit(100).find()],
      ['/bulk/products/create', () => sdk.productsV3.bulkCreateProducts([created] as never, { returnEntity: false })],
    ] as const) {
      sandbox.sandbox.reset({ demo: false });
      const { ours, sdk: fromSdk } = await both(suffix, () => run((ctx) => runProductsImport(file, {}, ctx)), sdkCall);
      expect(fromSdk).toHaveLength(1);
      expect(ours).toEqual(fromSdk);
    }
  });
});

async function storeProducts(): Promise<Array<{ id: string; revision: string }>> {
  const { body } = await sandbox.admin('POST', '/stores/v3/products/query', { query: { cursorPaging: { limit: 100 } } });
  return body.products;
}
const productIds = async () => (await storeProducts()).map((p) => p.id);
