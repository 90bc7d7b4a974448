// One product request sent through each SDK call that writes a product: the four creates send it as a new product,
// the four updates as a patch of a product made first (`base`). A declared-error case states its condition once, as
// product fields, and runs on every write call the SDK declares its code for.
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

export const PRODUCT_CREATES = ['productsV3.createProduct', 'productsV3.bulkCreateProducts', 'productsV3.createProductWithInventory', 'productsV3.bulkCreateProductsWithInventory'] as const;
export const PRODUCT_UPDATES = ['productsV3.updateProduct', 'productsV3.bulkUpdateProducts', 'productsV3.updateProductWithInventory', 'productsV3.bulkUpdateProductsWithInventory'] as const;
export const PRODUCT_WRITES = [...PRODUCT_CREATES, ...PRODUCT_UPDATES] as const;

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

/** Sends `fields` through `call`: a new product (`simpleProduct` with them), or a patch of `base` made by `makeBase`. */
export async function writeProduct(sdk: any, call: string, fields: ProductFields, makeBase: () => Record<string, any> = simpleProduct): Promise<unknown> {
  const fn = call.split('.')[1];
  const products = sdk.productsV3;
  if ((PRODUCT_CREATES as readonly string[]).includes(call)) {
    const product = { ...makeBase(), ...(await fields(undefined)) };
    return fn.startsWith('bulk') ? products[fn]([product]) : products[fn](product);
  }
  const base = await products.createProduct(makeBase());
  const patch = { revision: base.revision, ...(await fields(base)) };
  if (fn.startsWith('bulk')) return products[fn]([{ product: { _id: base._id, ...patch } }]);
  return products[fn](base._id, patch);
}
