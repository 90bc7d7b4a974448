// `store products get --json` on a Catalog V3 store prints exactly what the official SDK reads for the same
// product (same fields asked), and `store collections get --json` what it reads for the category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsV3, readOnlyVariantsV3 } from '@wix/stores';
import * as categories from '@wix/auto_sdk_categories_categories';
import { runCollectionsCreate } from '../../src/commands/collections/create.js';
import { runCollectionsGet } from '../../src/commands/collections/get.js';
import { runProductsCreate } from '../../src/commands/products/create.js';
import { runProductsGet } from '../../src/commands/products/get.js';
import { runVariantsList } from '../../src/commands/variants/list.js';
import { PRODUCT_DETAIL_FIELDS } from '../../src/catalog/v3/store-catalog.js';
import { STORES_TREE_REFERENCE } from '../../src/wire/api/categories/tree.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { harness, remoteEnv } from '../unit/commands/support/harness.js';
import { adminSdkClient, toWire } from './sdk-harness.js';

let sandbox: TestSandbox;
let sdk: any;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
  sdk = adminSdkClient({ productsV3, readOnlyVariantsV3, categories }, { baseUrl: sandbox.baseUrl, apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId });
});
afterAll(() => sandbox.close());

async function cliJson<T = any>(run: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>): Promise<T> {
  const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
  await run(h.ctx);
  await h.ctx.close();
  return h.json<T>();
}

describe('the CLI and the official SDK read the same V3 entities', () => {
  it('products get --json equals the SDK getProduct (same fields)', async () => {
    const created = await cliJson((ctx) => runProductsCreate({ name: 'SDK Tee', price: '25', discount: 'AMOUNT:5', option: ['Size=S,L'], brand: 'Acme' }, ctx));
    const fromCli = await cliJson((ctx) => runProductsGet({ product: 'sdk-tee' }, ctx));
    const fromSdk = await sdk.productsV3.getProduct(created.id, { fields: [...PRODUCT_DETAIL_FIELDS] });
    expect(fromCli.variantsInfo.variants).toHaveLength(2);
    expect(toWire(fromSdk)).toEqual(fromCli);
  });

  it('variants list --json equals the SDK queryVariants for the product', async () => {
    const created = await cliJson((ctx) => runProductsCreate({ name: 'SDK Sock', price: '3', option: ['Size=S,M'] }, ctx));
    const fromCli = await cliJson<any[]>((ctx) => runVariantsList({ filter: JSON.stringify({ 'productData.productId': created.id }) }, ctx));
    const fromSdk = await sdk.readOnlyVariantsV3.queryVariants().eq('productData.productId', created.id).find();
    expect(fromCli).toHaveLength(2);
    expect(toWire(fromSdk.items)).toEqual(fromCli);
  });

  it('collections get --json equals the SDK getCategory', async () => {
    const created = await cliJson((ctx) => runCollectionsCreate({ name: 'SDK Hats' }, ctx));
    const fromCli = await cliJson((ctx) => runCollectionsGet({ collection: 'SDK Hats' }, ctx));
    const fromSdk = await sdk.categories.getCategory(created.id, STORES_TREE_REFERENCE);
    expect(toWire(fromSdk)).toEqual(fromCli);
  });
});
