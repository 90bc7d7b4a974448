// One product request sent through each SDK call that writes a product: the four creates send it as a new product,
// the four updates as a patch of a product made first (`base`). A declared-error case states its condition once, as
// product fields, and runs on every write call the SDK declares its code for.
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

export const PRODUCT_CREATES = ['productsV3.createProduct', 'productsV3.bulkCreateProducts', 'productsV3.createProductWithInventory', 'productsV3.bulkCreateProductsWithInventory'] as const;
export const PRODUCT_UPDATES = ['productsV3.updateProduct', 'productsV3.bulkUpdateProducts', 'productsV3.updateProductWithInventory', 'productsV3.bulkUpdateProductsWithInventory'] as const;
export const PRODUCT_WRITES = [...PRODUCT_CREATES, ...PRODUCT_UPDATES] as const;
/** Update Products By Filter: the patch, on a filter that selects the product made first. */
export const BY_FILTER = 'productsV3.bulkUpdateProductsByFilter';

let made = 0;
/** A fresh name and slug per product, so no two cases meet each other's products. */
const unique = () => `p${++made}-${Date.now().toString(36)}`;

/** A physical product with one variant and no options. */
export function simpleProduct(fields: Record<string, unknown> = {}): Record<string, any> {
  const name = unique();
  return { name, slug: name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '5' } } }] }, ...fields };
}

/** A product with one option (Size: S, M) and its two variants. */
export function sizedProduct(fields: Record<string, unknown> = {}): Record<string, any> {
  const variant = (choice: string) => ({ choices: [{ optionChoiceNames: { optionName: 'Size', choiceName: choice, renderType: 'TEXT_CHOICES' } }], price: { actualPrice: { amount: '5' } } });
  return simpleProduct({
    options: [{ name: 'Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }, { name: 'M', choiceType: 'CHOICE_TEXT' }] } }],
    variantsInfo: { variants: [variant('S'), variant('M')] },
    ...fields,
  });
}

/** The fields a case sends: for an update, given the product it patches (its variant ids, its revision). */
export type ProductFields = (base: Record<string, any> | undefined) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** Sends `fields` through `call`: a new product (`simpleProduct` with them), or a patch of `base` made by `makeBase` (by id, or by a filter on its id). */
export async function writeProduct(sdk: any, call: string, fields: ProductFields, makeBase: () => Record<string, any> = simpleProduct): Promise<unknown> {
  const fn = call.split('.')[1];
  const products = sdk.productsV3;
  if ((PRODUCT_CREATES as readonly string[]).includes(call)) {
    const product = { ...makeBase(), ...(await fields(undefined)) };
    return fn.startsWith('bulk') ? products[fn]([product]) : products[fn](product);
  }
  const base = await products.createProduct(makeBase());
  if (call === BY_FILTER) return products.bulkUpdateProductsByFilter({ filter: { _id: { $in: [base._id] } }, product: await fields(base) });
  const patch = { revision: base.revision, ...(await fields(base)) };
  if (fn.startsWith('bulk')) return products[fn]([{ product: { _id: base._id, ...patch } }]);
  return products[fn](base._id, patch);
}

export interface DeclaredErrorCase {
  code: string;
  /** The condition, in words (the test's name). */
  when: string;
  /** The SDK calls (`<module>.<function>`) it runs on. */
  calls: readonly string[];
  /** Makes the condition hold and calls `call` (through `sdk`, the admin's client, or `sdk.visitor`); answers the thrown error or the (bulk) answer. */
  run(sdk: any, call: string): Promise<unknown>;
}

/** A case of product fields, on the product write calls. */
export const productCase = (
  code: string,
  when: string,
  fields: (base: Record<string, any> | undefined, made: any) => Record<string, unknown>,
  options: { calls?: readonly string[]; base?: () => Record<string, any>; setup?: (sdk: any) => Promise<unknown> } = {},
): DeclaredErrorCase => ({
  code,
  when,
  calls: options.calls ?? PRODUCT_WRITES,
  async run(sdk, call) {
    const made = await options.setup?.(sdk);
    return writeProduct(sdk, call, (base) => fields(base, made), options.base);
  },
});
export const customization = (sdk: any, customizationType: 'PRODUCT_OPTION' | 'MODIFIER') =>
  sdk.customizationsV3.createCustomization({
    name: `${customizationType} ${Math.random()}`,
    customizationType,
    customizationRenderType: 'TEXT_CHOICES',
    choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] },
  });

/** The variant of `base` to patch (an update keeps its id), else a new one. */
export const firstVariant = (base: Record<string, any> | undefined, fields: Record<string, unknown>) => ({ ...(base ? { _id: base.variantsInfo.variants[0]._id } : {}), price: { actualPrice: { amount: '5' } }, ...fields });
export const sizeChoice = (choiceName: string, optionName = 'Size') => ({ optionChoiceNames: { optionName, choiceName, renderType: 'TEXT_CHOICES' } });
/** Sized products: the options sent again with the variants (an update changes them together). */
export const sizedVariants = (variants: Array<Record<string, unknown>>) => ({ options: sizedProduct().options, variantsInfo: { variants: variants.map((v) => ({ price: { actualPrice: { amount: '5' } }, ...v })) } });
