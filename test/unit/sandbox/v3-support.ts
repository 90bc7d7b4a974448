// Shared set-up of the Catalog V3 sandbox tests: one V3 sandbox per file, reset empty before each test, and small
// helpers that build valid V3 products.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { catalogV3Paths as paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { startTestSandbox, callSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

export { paths };

export function v3SandboxPerFile(options: { demo?: boolean } = {}) {
  const box = {} as { t: TestSandbox };
  beforeAll(async () => {
    box.t = await startTestSandbox({ catalog: 'v3', demo: options.demo ?? false });
  });
  afterAll(() => box.t.close());
  beforeEach(() => box.t.sandbox.reset({ demo: options.demo ?? false }));
  return box;
}

export const money = (amount: string) => ({ amount });

/** The declared validation rule of a 400 (`fieldViolations[0].ruleName`, with `violatedRule: "OTHER"`). */
export const ruleName = (res: { body: any }): string | undefined => {
  const [first] = res.body.details?.validationError?.fieldViolations ?? [];
  return first?.violatedRule === 'OTHER' ? first.ruleName : undefined;
};

/** A simple product: one default variant. */
export function simpleProduct(name: string, price: string, extra: { sku?: string; cost?: string; compareAt?: string; visible?: boolean; slug?: string } = {}) {
  return {
    name,
    ...PHYSICAL_PRODUCT,
    ...(extra.visible === undefined ? {} : { visible: extra.visible }),
    ...(extra.slug ? { slug: extra.slug } : {}),
    variantsInfo: {
      variants: [
        {
          ...(extra.sku ? { sku: extra.sku } : {}),
          price: { actualPrice: money(price), ...(extra.compareAt ? { compareAtPrice: money(extra.compareAt) } : {}) },
          ...(extra.cost ? { revenueDetails: { cost: money(extra.cost) } } : {}),
        },
      ],
    },
  };
}

/** A product with one inline option (Size S/M/L) and one variant per size. */
export function sizedProduct(name: string, prices: Record<string, string>) {
  const sizes = Object.keys(prices);
  return {
    name,
    ...PHYSICAL_PRODUCT,
    options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: sizes.map((s) => ({ name: s, choiceType: 'CHOICE_TEXT' })) } }],
    variantsInfo: {
      variants: sizes.map((size) => ({
        choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: size, renderType: 'TEXT_CHOICES' } }],
        price: { actualPrice: money(prices[size]) },
      })),
    },
  };
}

export async function createV3(t: TestSandbox, product: Record<string, unknown>, fields?: string[]) {
  const res = await t.admin('POST', paths.products.create(), { product, ...(fields ? { fields } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.product;
}

type ProductBody = { variantsInfo: { variants: Array<Record<string, unknown>> } } & Record<string, unknown>;

/** The product body with an in-stock `inventoryItem` on each variant (a Create Product With Inventory body). */
export const stocked = (product: ProductBody): ProductBody => ({
  ...product,
  variantsInfo: { ...product.variantsInfo, variants: product.variantsInfo.variants.map((v) => ({ inventoryItem: { inStock: true }, ...v })) },
});

/**
 * A product with an in-stock inventory item per variant, as a store's dashboard makes it: Create Product With Inventory
 * (Create Product alone makes no items, SDK createProduct).
 */
export async function createV3Stocked(t: TestSandbox, product: ProductBody) {
  const res = await t.admin('POST', paths.products.createWithInventory(), { product: stocked(product) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.product;
}

/** A visitor access token of the sandbox's OAuth app. */
export async function visitorHeaders(t: TestSandbox): Promise<Record<string, string>> {
  const res = await callSandbox(t.baseUrl, 'POST', '/oauth2/token', { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
  expect(res.status).toBe(200);
  return { Authorization: res.body.access_token };
}
