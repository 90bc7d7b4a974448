// Documented rules of productsV3 through the official SDK on a V3 sandbox. Each names its source: a doc comment or
// a declared error (`<Fn>ValidationErrors` / `<Fn>ApplicationErrors`) in the SDK's typings
// (`stores-catalog-v3-product-products-v-3.universal-*.d.ts`).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsV3 } from '@wix/stores';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let t: TestSandbox;
let sdk: any;

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = adminSdkClient({ productsV3 }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

const physical = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  productType: 'PHYSICAL',
  physicalProperties: {},
  variantsInfo: { variants: [{ price: { actualPrice: { amount: '10' } } }] },
  ...extra,
});
const rule = (ruleName: string) => ({ details: { validationError: { fieldViolations: [expect.objectContaining({ ruleName })] } } });

describe('official SDK: duplicate ids in a bulk request', () => {
  // BulkUpdateProductsValidationErrors and BulkDeleteProductsValidationErrors: DUPLICATE_PRODUCT_IDS_REQUEST.
  it('refuses a bulk update or delete naming a product twice, changing nothing', async () => {
    const product = await sdk.productsV3.createProduct(physical('Lamp'));
    const twice = [{ product: { _id: product._id, revision: product.revision, name: 'A' } }, { product: { _id: product._id, revision: product.revision, name: 'B' } }];
    await expect(sdk.productsV3.bulkUpdateProducts(twice)).rejects.toMatchObject(rule('DUPLICATE_PRODUCT_IDS_REQUEST'));
    await expect(sdk.productsV3.bulkDeleteProducts([product._id, product._id])).rejects.toMatchObject(rule('DUPLICATE_PRODUCT_IDS_REQUEST'));
    expect(await sdk.productsV3.getProduct(product._id)).toMatchObject({ name: 'Lamp', revision: product.revision });
  });
});
