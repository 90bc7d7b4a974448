// Read-only variants' Search Variants through the official SDK, routed to a V3 sandbox: "Search product variants"
// (SearchVariantsSignature doc comment, @wix/auto_sdk_stores_read-only-variants-v-3) by a filter over the variant rows.
// Its documented default order (productData.updatedDate descending, then productId, then variantId) is not the
// sandbox's yet (it keeps creation order), so no test holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { adminSdkClient } from './sdk-harness.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';

let t: TestSandbox;
let sdk: any;

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v3', demo: false });
  sdk = adminSdkClient({ productsV3, readOnlyVariantsV3 }, { baseUrl: t.baseUrl, apiKey: t.info.apiKey, siteId: t.info.siteId });
});
afterAll(() => t.close());

const sized = (name: string, prices: Record<string, string>) => ({
  name,
  productType: 'PHYSICAL',
  options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: Object.keys(prices).map((s) => ({ name: s, choiceType: 'CHOICE_TEXT' })) } }],
  variantsInfo: {
    variants: Object.entries(prices).map(([size, amount]) => ({
      choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }],
      price: { actualPrice: { amount } },
    })),
  },
});

describe('official SDK: readOnlyVariantsV3.searchVariants', () => {
  it('answers the variant rows a filter selects, each with its product data', async () => {
    const shirt = await sdk.productsV3.createProduct(sized('Shirt', { S: '5', M: '15' }));
    const cap = await sdk.productsV3.createProduct(sized('Cap', { S: '4', M: '8' }));
    const { variants } = await sdk.readOnlyVariantsV3.searchVariants({ filter: { 'price.actualPrice.amount': { $lt: '10' } } });
    const cheap = [shirt, cap].flatMap((p: any) => p.variantsInfo.variants.filter((v: any) => Number(v.price.actualPrice.amount) < 10).map((v: any) => v._id));
    expect(variants.map((v: any) => v.variantId).sort()).toEqual(cheap.sort());
    expect(variants.find((v: any) => v.productData.productId === shirt._id).productData).toMatchObject({ name: 'Shirt', slug: 'shirt' });
  });
});
