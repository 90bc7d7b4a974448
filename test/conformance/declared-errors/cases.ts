// The declared-error cases: per code the SDK declares, the condition that raises it, run on every call it is listed
// for (v3-declared-errors.test.ts runs them; `npm run sdk-coverage` counts the declared (call, code) pairs they
// cover, report.ts declaredErrorRows). A case states its condition once; the product write calls share one request
// (product-writes.ts), so a rule the SDK declares on an update is tried on the update as on the create.
import { PRODUCT_CREATES, PRODUCT_UPDATES, PRODUCT_WRITES, simpleProduct, sizedProduct, writeProduct, type ProductFields } from './product-writes.js';

export interface DeclaredErrorCase {
  code: string;
  /** The condition, in words (the test's name). */
  when: string;
  /** The SDK calls (`<module>.<function>`) it runs on. */
  calls: readonly string[];
  /** Makes the condition hold and calls `call`; answers the thrown error or the (bulk) answer. */
  run(sdk: any, call: string): Promise<unknown>;
}

const TREE = { treeReference: { appNamespace: '@wix/stores' } };

/** A case of product fields, on the product write calls. */
const productCase = (code: string, when: string, fields: ProductFields, options: { calls?: readonly string[]; base?: () => Record<string, any> } = {}): DeclaredErrorCase => ({
  code,
  when,
  calls: options.calls ?? PRODUCT_WRITES,
  run: (sdk, call) => writeProduct(sdk, call, fields, options.base),
});

/** The variant of `base` to patch (an update keeps its id), else a new one. */
const firstVariant = (base: Record<string, any> | undefined, fields: Record<string, unknown>) => ({ ...(base ? { _id: base.variantsInfo.variants[0]._id } : {}), price: { actualPrice: { amount: '5' } }, ...fields });
const sizeChoice = (choiceName: string, optionName = 'Size') => ({ optionChoiceNames: { optionName, choiceName, renderType: 'TEXT_CHOICES' } });
/** Sized products: the options sent again with the variants (an update changes them together). */
const sizedVariants = (variants: Array<Record<string, unknown>>) => ({ options: sizedProduct().options, variantsInfo: { variants: variants.map((v) => ({ price: { actualPrice: { amount: '5' } }, ...v })) } });

export const DECLARED_ERROR_CASES: readonly DeclaredErrorCase[] = [
  // A product's own rules, on every write (src/sandbox/domain/v3/product-model.ts).
  productCase('INVALID_SLUG_FORMAT', 'a slug with a space', () => ({ slug: 'two words' })),
  {
    code: 'DUPLICATE_SLUG_ERROR',
    when: 'the slug of another product',
    calls: PRODUCT_WRITES,
    async run(sdk, call) {
      const other = await sdk.productsV3.createProduct(simpleProduct());
      return writeProduct(sdk, call, () => ({ slug: other.slug }));
    },
  },
  productCase('COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE', 'a compare-at price below the actual price', (base) => ({
    variantsInfo: { variants: [firstVariant(base, { price: { actualPrice: { amount: '10' }, compareAtPrice: { amount: '5' } } })] },
  })),
  productCase('RIBBON_NOT_FOUND', 'a ribbon id no ribbon has', () => ({ ribbon: { _id: 'no-such-ribbon' } })),
  productCase('BRAND_MISSING_ID', 'a brand with neither id nor name', () => ({ brand: { name: ' ' } })),
  productCase('INVALID_DEFAULT_VARIANT', 'two variants on a product without options', () => ({
    variantsInfo: { variants: [{ price: { actualPrice: { amount: '5' } } }, { price: { actualPrice: { amount: '6' } } }] },
  })),
  productCase('CHOICE_NOT_EXIST', "a variant naming a choice its option does not have", () => sizedVariants([{ choices: [sizeChoice('S')] }, { choices: [sizeChoice('XL')] }]), { base: sizedProduct }),
  productCase('DUPLICATE_VARIANT_OPTION_CHOICE', 'two variants with the same choices', () => sizedVariants([{ choices: [sizeChoice('S')] }, { choices: [sizeChoice('S')] }]), { base: sizedProduct }),
  productCase('VARIANTS_ARE_NOT_ALIGNED_WITH_PRODUCT', 'a variant naming an option the product does not have', () => sizedVariants([{ choices: [sizeChoice('S')] }, { choices: [sizeChoice('M'), sizeChoice('Red', 'Colour')] }]), { base: sizedProduct }),
  productCase('MISSING_OPTIONS_ON_UPDATE_VARIANTS', 'an update of the variants without the options', (base) => ({ variantsInfo: { variants: base!.variantsInfo.variants } }), {
    calls: PRODUCT_UPDATES,
    base: sizedProduct,
  }),
  productCase('REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE', 'a variant whose inventory item has a quantity below 0', (base) => ({
    variantsInfo: { variants: [firstVariant(base, { inventoryItem: { quantity: -1 } })] },
  }), { calls: PRODUCT_WRITES.filter((call) => call.endsWith('WithInventory')) }),
  productCase('ID_NOT_ALLOWED_IN_REQUEST', 'a new product with an id', () => ({ _id: 'mine' }), { calls: PRODUCT_CREATES.filter((call) => call.includes('bulk')) }),

  // Bulk requests (src/sandbox/domain/v3/bulk-products.ts).
  {
    code: 'DUPLICATE_PRODUCT_IDS_REQUEST',
    when: 'one product named twice',
    calls: ['productsV3.bulkUpdateProducts', 'productsV3.bulkUpdateProductsWithInventory', 'productsV3.bulkDeleteProducts'],
    async run(sdk, call) {
      const product = await sdk.productsV3.createProduct(simpleProduct());
      const fn = call.split('.')[1];
      if (fn === 'bulkDeleteProducts') return sdk.productsV3.bulkDeleteProducts([product._id, product._id]);
      const item = (name: string) => ({ product: { _id: product._id, revision: product.revision, name } });
      return sdk.productsV3[fn]([item('a'), item('b')]);
    },
  },
  {
    code: 'NO_VARIANT_ADJUSTMENTS_PASSED',
    when: 'an adjustment of nothing',
    calls: ['productsV3.bulkAdjustProductVariantsByFilter'],
    run: (sdk) => sdk.productsV3.bulkAdjustProductVariantsByFilter({}, {}),
  },

  // Customizations (src/sandbox/domain/v3/customization*.ts).
  {
    code: 'NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT',
    when: 'deleting the option a product uses',
    calls: ['customizationsV3.deleteCustomization'],
    async run(sdk) {
      const product = await sdk.productsV3.createProduct(sizedProduct());
      return sdk.customizationsV3.deleteCustomization(product.options[0]._id);
    },
  },

  // Categories: the slug rule on create and on the updates (src/wire/api/catalog-v3/slug.ts).
  {
    code: 'INVALID_SLUG_FORMAT',
    when: 'a category slug with a space',
    calls: ['categories.createCategory', 'categories.updateCategory', 'categories.bulkUpdateCategories'],
    async run(sdk, call) {
      const slug = 'two words';
      if (call === 'categories.createCategory') return sdk.categories.createCategory({ name: `C ${Date.now()}`, slug }, TREE);
      const category = await sdk.categories.createCategory({ name: `C ${Math.random()}` }, TREE);
      if (call === 'categories.updateCategory') return sdk.categories.updateCategory(category._id, { revision: category.revision, slug }, TREE);
      return sdk.categories.bulkUpdateCategories([{ category: { _id: category._id, revision: category.revision, slug } }], TREE);
    },
  },
];
