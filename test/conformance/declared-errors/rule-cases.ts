// Declared-error cases of issue #36 item 13 (second part): the by-filter jobs, whose declared errors are the job's
// per-item errors (async-job.ts reads them), and the rules added to the products, customizations, categories and
// inventory items for the codes the SDK declares. cases.ts concatenates them with its own.
import { jobOutcome } from './async-job.js';
import { restRequest } from './rest-request.js';
import { firstVariant, PRODUCT_WRITES, productCase, simpleProduct, writeProduct, type DeclaredErrorCase } from './product-writes.js';

const byId = (id: string) => ({ _id: { $in: [id] } });

const CUSTOMIZATION_CREATES = ['customizationsV3.createCustomization', 'customizationsV3.bulkCreateCustomizations'];
const textOption = () => ({ name: `Option ${Math.random()}`, customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES' });
/** `customization` sent through Create Customization or Bulk Create Customizations. */
const createCustomizations = (sdk: any, call: string, customization: Record<string, unknown>) =>
  call === 'customizationsV3.createCustomization' ? sdk.customizationsV3.createCustomization(customization) : sdk.customizationsV3.bulkCreateCustomizations([customization]);

/** A product with an inventory item of `inventoryItem`, and that item. */
async function stockedItem(sdk: any, inventoryItem: Record<string, unknown>, product: Record<string, any> = simpleProduct()) {
  const variants = [{ ...product.variantsInfo.variants[0], inventoryItem }];
  const made = await sdk.productsV3.createProductWithInventory({ ...product, variantsInfo: { variants } });
  const { items } = await sdk.inventoryItemsV3.queryInventoryItems().eq('productId', made.product._id).find();
  return { product: made.product, item: items[0] };
}

/** bulkAdjustProductVariantsByFilter of one product (a variant at 10, compare-at 12, cost 4) by `adjustment`. */
const adjustCase = (code: string, when: string, adjustment: Record<string, unknown>): DeclaredErrorCase => ({
  code,
  when,
  calls: ['productsV3.bulkAdjustProductVariantsByFilter'],
  async run(sdk) {
    const variant = { price: { actualPrice: { amount: '10' }, compareAtPrice: { amount: '12' } }, revenueDetails: { cost: { amount: '4' } } };
    const product = await sdk.productsV3.createProduct(simpleProduct({ variantsInfo: { variants: [variant] } }));
    return jobOutcome(sdk, sdk.productsV3.bulkAdjustProductVariantsByFilter(byId(product._id), adjustment));
  },
});

/** An inventory item by-filter call (`fn`) over the one item of a product made with `inventoryItem`. */
const inventoryJobCase = (code: string, when: string, fn: string, inventoryItem: Record<string, unknown>, options: Record<string, unknown>, product?: () => Record<string, any>): DeclaredErrorCase => ({
  code,
  when,
  calls: [`inventoryItemsV3.${fn}`],
  async run(sdk) {
    const { item } = await stockedItem(sdk, inventoryItem, product?.());
    return jobOutcome(sdk, sdk.inventoryItemsV3[fn]({ productId: item.productId }, options));
  },
});

/**
 * An update of a product made first, carrying `fields(base)` (a variant update by filter: `price`) with the field
 * mask `mask`, through each call.
 */
function fieldMaskCase(code: string, when: string, mask: string[], fields: (base: any) => Record<string, unknown>, calls: readonly string[]): DeclaredErrorCase {
  return {
    code,
    when,
    calls,
    async run(sdk, call) {
      const base = await sdk.productsV3.createProduct(simpleProduct());
      const product = { revision: base.revision, ...fields(base) };
      const fieldMask = mask.join(',');
      switch (call) {
        case 'productsV3.bulkUpdateProducts':
        case 'productsV3.bulkUpdateProductsWithInventory':
          return sdk.productsV3[call.split('.')[1]]([{ product: { _id: base._id, ...product }, fieldMask: mask }]);
        case 'productsV3.updateProduct':
        case 'productsV3.updateProductWithInventory':
          return restRequest(sdk, call.split('.')[1] as 'updateProduct', { productId: base._id }, { product: { id: base._id, ...product }, fieldMask });
        case 'productsV3.bulkUpdateProductsByFilter':
          return restRequest(sdk, 'bulkUpdateProductsByFilter', {}, { filter: byId(base._id), product: fields(base), fieldMask });
        default:
          return restRequest(sdk, 'bulkUpdateProductVariantsByFilter', {}, { filter: byId(base._id), variant: { price: { actualPrice: { amount: '7' } } }, fieldMask });
      }
    },
  };
}

export const RULE_CASES: readonly DeclaredErrorCase[] = [
  // A product's own rules (src/sandbox/domain/v3/product-model.ts).
  productCase('ONLY_SPACES_STRING_ERROR', 'a product name of spaces only (an application error here, a rule on other entities)', () => ({ name: '   ' })),
  {
    code: 'PRICE_PER_UNIT_NOT_ALIGNED',
    when: "a variant's price per unit in millilitres on a product priced per kilogram",
    calls: [...PRODUCT_WRITES, 'productsV3.bulkUpdateProductsByFilter'],
    async run(sdk, call) {
      const physicalProperties = { pricePerUnit: { quantity: 1, measurementUnit: 'KG' } };
      const variant = (base: any, measurementUnit: string) => firstVariant(base, { physicalProperties: { pricePerUnit: { settings: { quantity: 100, measurementUnit } } } });
      if (call !== 'productsV3.bulkUpdateProductsByFilter') return writeProduct(sdk, call, (base) => ({ physicalProperties, variantsInfo: { variants: [variant(base, 'ML')] } }));
      // Grams on a product per kilogram, then the product's unit changed to litres by filter.
      const product = await sdk.productsV3.createProduct(simpleProduct({ physicalProperties, variantsInfo: { variants: [variant(undefined, 'G')] } }));
      return jobOutcome(sdk, sdk.productsV3.bulkUpdateProductsByFilter({ filter: byId(product._id), product: { physicalProperties: { pricePerUnit: { quantity: 1, measurementUnit: 'L' } } } }));
    },
  },
  {
    code: 'PREORDER_VALIDATION_ERROR',
    when: "preorder enabled on a digital product's variant",
    calls: ['productsV3.updateProductWithInventory', 'productsV3.bulkUpdateProductsWithInventory', 'productsV3.createProductWithInventory', 'productsV3.bulkCreateProductsWithInventory'],
    run: (sdk, call) =>
      writeProduct(sdk, call, (base) => ({
        variantsInfo: { variants: [firstVariant(base, { inventoryItem: { quantity: 3, preorderInfo: { enabled: true } } })] },
      }), () => simpleProduct({ productType: 'DIGITAL', physicalProperties: undefined })),
  },

  // An update's field mask (src/sandbox/domain/v3/field-mask.ts): the bulk calls pass an item's `fieldMask` through;
  // the others leave it out of their signature, so it goes in their REST request (rest-request.ts).
  fieldMaskCase('FIELD_MASK_VALUE_NOT_SUPPORTED', 'a field mask naming a read-only field', ['createdDate'], (base) => ({ name: `Renamed ${base._id}` }), [
    'productsV3.updateProduct', 'productsV3.bulkUpdateProducts', 'productsV3.bulkUpdateProductsByFilter', 'productsV3.bulkUpdateProductVariantsByFilter',
  ]),
  fieldMaskCase('FIELD_MASK_WITH_FIELD_NOT_PASSED_ERROR', 'a field mask naming a field the request does not carry', ['visible'], (base) => ({ name: `Renamed ${base._id}` }), [
    'productsV3.updateProduct', 'productsV3.updateProductWithInventory', 'productsV3.bulkUpdateProducts', 'productsV3.bulkUpdateProductsWithInventory',
    'productsV3.bulkUpdateProductsByFilter', 'productsV3.bulkUpdateProductVariantsByFilter',
  ]),

  // By-filter jobs: the product or item fails in the job (src/sandbox/domain/v3/async-jobs.ts).
  adjustCase('ADJUSTED_ACTUAL_PRICE_OUT_OF_RANGE', 'an actual price adjusted below 0', { actualPrice: { amount: '-20' } }),
  adjustCase('ADJUSTED_COMPARE_AT_PRICE_OUT_OF_RANGE', 'a compare-at price adjusted below 0', { compareAtPrice: { amount: '-20' } }),
  adjustCase('ADJUSTED_COST_OUT_OF_RANGE', 'a cost adjusted below 0', { cost: { amount: '-5' } }),
  {
    code: 'TOO_MANY_INFO_SECTIONS_ERROR',
    when: 'a product given more than 20 info sections by filter',
    calls: ['productsV3.bulkAddInfoSectionsToProductsByFilter'],
    async run(sdk) {
      const sections: string[] = [];
      for (let i = 0; i < 21; i++) sections.push((await sdk.infoSectionsV3.createInfoSection({ uniqueName: `by-filter-${i}-${Math.random()}`, title: `Section ${i}` }))._id);
      const product = await sdk.productsV3.createProduct(simpleProduct());
      // At most 20 ids a call: 20, then the 21st.
      await jobOutcome(sdk, sdk.productsV3.bulkAddInfoSectionsToProductsByFilter(byId(product._id), { infoSectionIds: sections.slice(0, 20) }));
      return jobOutcome(sdk, sdk.productsV3.bulkAddInfoSectionsToProductsByFilter(byId(product._id), { infoSectionIds: sections.slice(20) }));
    },
  },
  inventoryJobCase('REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE_DECREASING', 'a quantity set below 0 by filter, lower than the one held', 'bulkUpdateInventoryItemsByFilter', { quantity: 5 }, { inventoryItem: { quantity: -3 } }),
  inventoryJobCase('PRE_ORDER_VALIDATION', "preorder set by filter on a digital product's item", 'bulkUpdateInventoryItemsByFilter', { quantity: 5 }, { inventoryItem: { preorderInfo: { enabled: true } } }, () =>
    simpleProduct({ productType: 'DIGITAL', physicalProperties: undefined }),
  ),
  inventoryJobCase('INVENTORY_QUANTITY_NOT_TRACKED', 'a set-or-adjust by filter of an item kept by in-stock flag', 'bulkSetOrAdjustInventoryItemsByFilter', { inStock: true }, { adjustedInventoryAction: { incrementBy: 1 } }),
  inventoryJobCase('INVENTORY_QUANTITY_NOT_TRACKED', 'an adjustment by filter of an item kept by in-stock flag', 'bulkAdjustInventoryItemsByFilter', { inStock: true }, { adjustment: { incrementBy: 1 } }),
  inventoryJobCase('INSUFFICIENT_INVENTORY', 'a decrement by filter below 0', 'bulkAdjustInventoryItemsByFilter', { quantity: 1 }, { adjustment: { decrementBy: 5 } }),
  inventoryJobCase('MAX_QUANTITY_LIMIT_REACHED', 'an increment by filter past the largest quantity', 'bulkAdjustInventoryItemsByFilter', { quantity: 99_999 }, { adjustment: { incrementBy: 1 } }),
  // Product reads as a site visitor (`sdk.visitor`).
  {
    code: 'NO_PERMISSION_TO_READ_MERCHANT_DATA',
    when: 'a site visitor asking for merchant data',
    calls: ['productsV3.getProduct', 'productsV3.getProductBySlug', 'productsV3.queryProducts', 'productsV3.searchProducts'],
    async run(sdk, call) {
      const product = await sdk.productsV3.createProduct(simpleProduct());
      const fields = ['MERCHANT_DATA'];
      const visitor = sdk.visitor.productsV3;
      if (call === 'productsV3.getProduct') return visitor.getProduct(product._id, { fields });
      if (call === 'productsV3.getProductBySlug') return visitor.getProductBySlug(product.slug, { fields });
      if (call === 'productsV3.queryProducts') return visitor.queryProducts({ fields }).find();
      return visitor.searchProducts({}, { fields });
    },
  },
  {
    code: 'NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS',
    when: 'a site visitor filtering for hidden products',
    calls: ['productsV3.queryProducts', 'productsV3.searchProducts'],
    run(sdk, call) {
      const visitor = sdk.visitor.productsV3;
      if (call === 'productsV3.queryProducts') return visitor.queryProducts().eq('visible', false).find();
      return visitor.searchProducts({ filter: { $or: [{ visible: { $ne: true } }, { name: 'Mug' }] } });
    },
  },
  // Customizations to create (src/sandbox/domain/v3/customizations.ts).
  ...[
    { when: 'a new customization that is only an id', made: () => ({ _id: '5e0c1a2b-0000-4000-8000-0000000000c1' }) },
    { when: 'a new customization whose choice is only an id', made: () => ({ ...textOption(), choicesSettings: { choices: [{ _id: '5e0c1a2b-0000-4000-8000-0000000000c2' }] } }) },
  ].map(({ when, made }): DeclaredErrorCase => ({
    code: 'CUSTOMIZATION_WITH_ONLY_ID_OR_CHOICE_IDS',
    when,
    calls: CUSTOMIZATION_CREATES,
    run: (sdk, call) => createCustomizations(sdk, call, made()),
  })),
  {
    code: 'DOESNT_SUPPORT_CHOICES',
    when: 'a new free-text modifier with choices',
    calls: CUSTOMIZATION_CREATES,
    run: (sdk, call) =>
      createCustomizations(sdk, call, {
        name: `Engraving ${Math.random()}`, customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT', choicesSettings: { choices: [{ name: 'Gold', choiceType: 'CHOICE_TEXT' }] },
      }),
  },

  // Categories (src/sandbox/domain/v3/categories.ts).
  {
    code: 'ID_NOT_ALLOWED_IN_REQUEST',
    when: 'a new category with an id',
    calls: ['categories.createCategory'],
    run: (sdk) => sdk.categories.createCategory({ _id: '1d3b5e4c-0000-4000-8000-0000000000c3', name: `C ${Math.random()}` }, { treeReference: { appNamespace: '@wix/stores' } }),
  },

  {
    code: 'DESCRIPTION_SIZE_TOO_BIG',
    when: 'a plain description past 16,000 characters',
    calls: [...PRODUCT_WRITES, 'productsV3.bulkUpdateProductsByFilter'],
    run(sdk, call) {
      const plainDescription = `<p>${'x'.repeat(16_001)}</p>`;
      if (call !== 'productsV3.bulkUpdateProductsByFilter') return writeProduct(sdk, call, () => ({ plainDescription }));
      return sdk.productsV3.bulkUpdateProductsByFilter({ filter: {}, product: { plainDescription } });
    },
  },
];
