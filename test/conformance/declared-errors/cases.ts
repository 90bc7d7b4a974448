// The declared-error cases: per code the SDK declares, the condition that raises it, run on every call it is listed
// for (v3-declared-errors.test.ts runs them; `npm run sdk-coverage` counts the declared (call, code) pairs they
// cover, report.ts declaredErrorRows). A case states its condition once; the product write calls share one request
// (product-writes.ts), so a rule the SDK declares on an update is tried on the update as on the create.
import { INLINE_ENTITY_CASES } from './inline-entity-cases.js';
import {
  customization, firstVariant, PRODUCT_CREATES, PRODUCT_UPDATES, PRODUCT_WRITES, productCase, simpleProduct, sizeChoice, sizedProduct, sizedVariants, writeProduct, type DeclaredErrorCase,
} from './product-writes.js';
import { RULE_CASES } from './rule-cases.js';

const TREE = { treeReference: { appNamespace: '@wix/stores' } };

const CHOICE_ADDS = ['customizationsV3.addCustomizationChoices', 'customizationsV3.setCustomizationChoices', 'customizationsV3.bulkAddCustomizationChoices'];
const CUSTOMIZATION_CREATES = ['customizationsV3.createCustomization', 'customizationsV3.bulkCreateCustomizations'];

/**
 * Choices sent through each call that adds choices: a new customization of `renderType` holding them (the creates),
 * or added to or set on one made first with a valid choice (a free-text modifier has none).
 */
function choiceCase(code: string, when: string, choices: Array<Record<string, unknown>>, renderType: 'TEXT_CHOICES' | 'SWATCH_CHOICES' | 'FREE_TEXT', calls: readonly string[]): DeclaredErrorCase {
  const made = (choicesSettings: Record<string, unknown> | undefined) =>
    renderType === 'FREE_TEXT'
      ? { name: `Engraving ${Math.random()}`, customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT', freeTextInput: { title: 'Engraving' } }
      : { name: `Option ${Math.random()}`, customizationType: 'PRODUCT_OPTION', customizationRenderType: renderType, choicesSettings };
  const first = renderType === 'SWATCH_CHOICES' ? { name: 'Base', choiceType: 'ONE_COLOR', colorCode: '#000000' } : { name: 'Base', choiceType: 'CHOICE_TEXT' };
  return {
    code,
    when,
    calls,
    async run(sdk, call) {
      const c = sdk.customizationsV3;
      if (call === 'customizationsV3.createCustomization') return c.createCustomization(made({ choices }));
      if (call === 'customizationsV3.bulkCreateCustomizations') return c.bulkCreateCustomizations([made({ choices })]);
      const owner = await c.createCustomization(made({ choices: [first] }));
      if (call === 'customizationsV3.addCustomizationChoices') return c.addCustomizationChoices(owner._id, choices);
      if (call === 'customizationsV3.setCustomizationChoices') return c.setCustomizationChoices(owner._id, choices);
      return c.bulkAddCustomizationChoices([{ customizationId: owner._id, choices }]);
    },
  };
}

/** updateCustomizationChoices on an option of three choices (A, B, C), with the changes `choices` makes of them. */
function choiceUpdateCase(code: string, when: string, choices: (made: Array<{ _id: string }>) => Array<Record<string, unknown>>): DeclaredErrorCase {
  return {
    code,
    when,
    calls: ['customizationsV3.updateCustomizationChoices'],
    async run(sdk) {
      const owner = await sdk.customizationsV3.createCustomization({
        name: `Shade ${Math.random()}`,
        customizationType: 'PRODUCT_OPTION',
        customizationRenderType: 'TEXT_CHOICES',
        choicesSettings: { choices: ['A', 'B', 'C'].map((name) => ({ name, choiceType: 'CHOICE_TEXT' })) },
      });
      const changes = choices(owner.choicesSettings.choices).map((choice) => ({ choice }));
      return sdk.customizationsV3.updateCustomizationChoices(owner._id, owner.revision, { choices: changes });
    },
  };
}

/** Ids for new choices (and a customization) a case names in its request. */
const CHOICE_IDS = ['5e0c1a2b-0000-4000-8000-000000000001', '5e0c1a2b-0000-4000-8000-000000000002', '5e0c1a2b-0000-4000-8000-000000000003', '5e0c1a2b-0000-4000-8000-000000000004'];

/** A change `patch` of a customization made first (an option of `renderType`, or a free-text modifier), by each update call. */
function customizationUpdateCase(code: string, when: string, renderType: 'TEXT_CHOICES' | 'FREE_TEXT', patch: Record<string, unknown>): DeclaredErrorCase {
  return {
    code,
    when,
    calls: ['customizationsV3.updateCustomization', 'customizationsV3.bulkUpdateCustomizations'],
    async run(sdk, call) {
      const c = sdk.customizationsV3;
      const made = await (renderType === 'FREE_TEXT'
        ? c.createCustomization({ name: `Engraving ${Math.random()}`, customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT', freeTextInput: { title: 'Engraving' } })
        : customization(sdk, 'PRODUCT_OPTION'));
      if (call === 'customizationsV3.updateCustomization') return c.updateCustomization(made._id, { revision: made.revision, ...patch });
      return c.bulkUpdateCustomizations([{ customization: { _id: made._id, revision: made.revision, name: made.name, ...patch } }]);
    },
  };
}

const INVENTORY_WRITES = ['createInventoryItem', 'bulkCreateInventoryItems', 'updateInventoryItem', 'bulkUpdateInventoryItems', 'bulkUpsertInventoryItems'].map((fn) => `inventoryItemsV3.${fn}`);

/**
 * Item fields sent through each call that writes an inventory item: a new item (quantity 1) of a product's variant
 * (the creates), or a change of the item made first (quantity 5; the updates and the upsert).
 */
function inventoryCase(code: string, when: string, fields: Record<string, unknown>, calls: readonly string[], product: () => Record<string, any> = simpleProduct): DeclaredErrorCase {
  return {
    code,
    when,
    calls,
    async run(sdk, call) {
      const items = sdk.inventoryItemsV3;
      const made = await sdk.productsV3.createProduct(product());
      const variant = { productId: made._id, variantId: made.variantsInfo.variants[0]._id };
      if (call === 'inventoryItemsV3.createInventoryItem') return items.createInventoryItem({ ...variant, quantity: 1, ...fields });
      if (call === 'inventoryItemsV3.bulkCreateInventoryItems') return items.bulkCreateInventoryItems([{ ...variant, quantity: 1, ...fields }]);
      const item = await items.createInventoryItem({ ...variant, quantity: 5 });
      if (call === 'inventoryItemsV3.updateInventoryItem') return items.updateInventoryItem(item._id, { revision: item.revision, ...fields });
      if (call === 'inventoryItemsV3.bulkUpdateInventoryItems') return items.bulkUpdateInventoryItems([{ inventoryItem: { _id: item._id, revision: item.revision, ...fields } }]);
      return items.bulkUpsertInventoryItems([{ inventoryItem: { _id: item._id, ...fields } }]);
    },
  };
}

/** A digital product: no physical properties, on its variants either. */
const digitalProduct = () => ({ ...simpleProduct(), productType: 'DIGITAL', physicalProperties: undefined });

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
  productCase('BRAND_MISSING_ID', 'a brand with neither id nor name', () => ({ brand: {} })),
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
  productCase('MISSING_VARIANT_OPTION_CHOICE', 'a variant without a choice of the product\'s option', () => sizedVariants([{ choices: [sizeChoice('S')] }, { choices: [] }]), { base: sizedProduct }),
  productCase('SKU_ALREADY_EXIST_ERROR', "another product's SKU", (base, other) => ({ variantsInfo: { variants: [firstVariant(base, { sku: other.variantsInfo.variants[0].sku })] } }), {
    setup: (sdk) => sdk.productsV3.createProduct(simpleProduct({ variantsInfo: { variants: [{ sku: `SKU-${Math.random()}`, price: { actualPrice: { amount: '5' } } }] } })),
  }),
  productCase('VARIANT_ID_ALREADY_EXISTS', 'two variants with one id', () => sizedVariants([{ _id: 'a1b2c3d4-0000-4000-8000-000000000001', choices: [sizeChoice('S')] }, { _id: 'a1b2c3d4-0000-4000-8000-000000000001', choices: [sizeChoice('M')] }]), { base: sizedProduct }),
  productCase('CUSTOMIZATION_NOT_EXIST', 'an option id no customization has', () => ({
    options: [{ _id: 'no-such-customization', choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] } }],
    variantsInfo: { variants: [{ choices: [sizeChoice('S')], price: { actualPrice: { amount: '5' } } }] },
  }), { base: sizedProduct }),
  productCase('DUPLICATE_PRODUCT_OPTIONS', 'one option listed twice', (_base, option) => ({
    options: [option, option].map((o: any) => ({ _id: o._id, choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] } })),
    variantsInfo: { variants: [{ choices: [sizeChoice('S', option.name)], price: { actualPrice: { amount: '5' } } }] },
  }), { base: sizedProduct, setup: (sdk) => customization(sdk, 'PRODUCT_OPTION') }),
  productCase('MODIFIERS_ID_DUPLICATION_ERROR', 'one modifier listed twice', (_base, modifier) => ({ modifiers: [{ _id: modifier._id }, { _id: modifier._id }] }), {
    setup: (sdk) => customization(sdk, 'MODIFIER'),
  }),
  productCase('PRODUCT_OPTION_NAME_AND_TYPE_REQUIRED', 'a new inline option without a name', () => ({
    options: [{ optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] } }],
  }), { calls: PRODUCT_CREATES }),
  productCase('MODIFIER_NAME_AND_TYPE_REQUIRED', 'a new inline modifier without a name', () => ({ modifiers: [{ modifierRenderType: 'FREE_TEXT', freeTextSettings: { title: 'Engraving' } }] }), { calls: PRODUCT_CREATES }),
  productCase('MODIFIER_CHOICE_NAME_AND_TYPE_REQUIRED', 'a new inline modifier with a choice without a name', () => ({
    modifiers: [{ name: `Wrap ${Math.random()}`, modifierRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ choiceType: 'CHOICE_TEXT' }] } }],
  }), { calls: PRODUCT_CREATES }),
  productCase('INFO_SECTION_CREATION_FAILED', 'an info section by a unique name no section has, without a title to make it', () => ({ infoSections: [{ uniqueName: `missing-${Date.now()}` }] }), { calls: PRODUCT_CREATES }),
  productCase('DIGITAL_PRODUCT_CANNOT_BE_VISIBLE_IN_POS', 'a digital product visible in POS', () => ({ visibleInPos: true }), { base: digitalProduct }),
  productCase('VARIANTS_TYPED_PROPERTIES_ARE_NOT_ALIGNED', "a digital product's variant with physical properties", (base) => ({
    variantsInfo: { variants: [firstVariant(base, { physicalProperties: { weight: 1 } })] },
  }), { base: digitalProduct }),

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

  {
    code: 'INVALID_PRICES_ADJUSTMENTS',
    when: 'an adjustment of the actual price and a compare-at discount at once',
    calls: ['productsV3.bulkAdjustProductVariantsByFilter'],
    run: (sdk) => sdk.productsV3.bulkAdjustProductVariantsByFilter({}, { actualPrice: { percentage: 10 }, compareAtPriceDiscount: { percentage: 10 } }),
  },
  {
    code: 'EMPTY_FIELD_MASK',
    when: 'a variant update by filter that sets nothing',
    calls: ['productsV3.bulkUpdateProductVariantsByFilter'],
    run: (sdk) => sdk.productsV3.bulkUpdateProductVariantsByFilter({}, { variant: {} }),
  },

  {
    code: 'CANNOT_REMOVE_VARIANT_ACTUAL_PRICE',
    when: 'a variant price by filter without its actual price',
    calls: ['productsV3.bulkUpdateProductVariantsByFilter'],
    run: (sdk) => sdk.productsV3.bulkUpdateProductVariantsByFilter({}, { variant: { price: { compareAtPrice: { amount: '9' } } } }),
  },
  {
    code: 'TOO_MANY_INFO_SECTIONS_ERROR',
    when: 'a product given more than 20 info sections',
    calls: ['productsV3.bulkAddInfoSectionsToProducts'],
    async run(sdk) {
      const sections: string[] = [];
      for (let i = 0; i < 21; i++) sections.push((await sdk.infoSectionsV3.createInfoSection({ uniqueName: `section-${i}-${Math.random()}`, title: `Section ${i}` }))._id);
      const product = await sdk.productsV3.createProduct(simpleProduct());
      // At most 10 ids a call: 10, 10, then the 21st.
      await sdk.productsV3.bulkAddInfoSectionsToProducts([{ productId: product._id }], { infoSectionIds: sections.slice(0, 10) });
      await sdk.productsV3.bulkAddInfoSectionsToProducts([{ productId: product._id }], { infoSectionIds: sections.slice(10, 20) });
      return sdk.productsV3.bulkAddInfoSectionsToProducts([{ productId: product._id }], { infoSectionIds: sections.slice(20) });
    },
  },

  {
    code: 'NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS',
    when: 'a site visitor counting hidden products',
    calls: ['productsV3.countProducts'],
    run: (sdk) => sdk.visitor.productsV3.countProducts({ returnNonVisibleProducts: true }),
  },
  {
    code: 'EMPTY_ASSIGN_AND_UNASSIGN_LISTS',
    when: 'a tag update naming no tag',
    calls: ['productsV3.bulkUpdateProductTags', 'productsV3.bulkUpdateProductTagsByFilter'],
    async run(sdk, call) {
      const empty = { assignTags: { privateTags: { tagIds: [] } }, unassignTags: {} };
      if (call === 'productsV3.bulkUpdateProductTagsByFilter') return sdk.productsV3.bulkUpdateProductTagsByFilter({}, empty);
      const product = await sdk.productsV3.createProduct(simpleProduct());
      return sdk.productsV3.bulkUpdateProductTags([product._id], empty);
    },
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

  // A name of spaces only (src/sandbox/domain/v3/named-entities.ts, customizations.ts, info-sections.ts).
  {
    code: 'ONLY_SPACES_STRING_ERROR',
    when: 'a name of spaces only',
    calls: ['brandsV3.createBrand', 'brandsV3.bulkCreateBrands', 'customizationsV3.createCustomization', 'customizationsV3.bulkCreateCustomizations', 'infoSectionsV3.createInfoSection', 'infoSectionsV3.getOrCreateInfoSection', 'infoSectionsV3.bulkGetOrCreateInfoSections', 'infoSectionsV3.bulkCreateInfoSections'],
    run(sdk, call) {
      const option = { name: '   ', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] } };
      const section = { uniqueName: `spaces-${Math.random()}`, title: '   ' };
      const calls: Record<string, () => Promise<unknown>> = {
        'brandsV3.createBrand': () => sdk.brandsV3.createBrand({ name: '   ' }),
        'brandsV3.bulkCreateBrands': () => sdk.brandsV3.bulkCreateBrands([{ name: '   ' }]),
        'customizationsV3.createCustomization': () => sdk.customizationsV3.createCustomization(option),
        'customizationsV3.bulkCreateCustomizations': () => sdk.customizationsV3.bulkCreateCustomizations([option]),
        'infoSectionsV3.createInfoSection': () => sdk.infoSectionsV3.createInfoSection(section),
        'infoSectionsV3.getOrCreateInfoSection': () => sdk.infoSectionsV3.getOrCreateInfoSection({ infoSection: section }),
        'infoSectionsV3.bulkGetOrCreateInfoSections': () => sdk.infoSectionsV3.bulkGetOrCreateInfoSections({ infoSections: [section] }),
        'infoSectionsV3.bulkCreateInfoSections': () => sdk.infoSectionsV3.bulkCreateInfoSections([section]),
      };
      return calls[call]();
    },
  },

  // Choices added to a customization, as it is made or later (src/sandbox/domain/v3/customization-choices.ts).
  choiceCase('INVALID_CHOICE_TYPE', 'a colour choice on a text customization', [{ name: 'Red', choiceType: 'ONE_COLOR', colorCode: '#ff0000' }], 'TEXT_CHOICES', [...CHOICE_ADDS, 'customizationsV3.bulkCreateCustomizations']),
  choiceCase('INVALID_CHOICE_VALUE', 'a colour choice without a colour code', [{ name: 'Red', choiceType: 'ONE_COLOR' }], 'SWATCH_CHOICES', [...CHOICE_ADDS, 'customizationsV3.bulkCreateCustomizations']),
  choiceCase('DUPLICATE_CHOICE_NAME', 'two choices of one name, in any case', [{ name: 'Big', choiceType: 'CHOICE_TEXT' }, { name: 'big', choiceType: 'CHOICE_TEXT' }], 'TEXT_CHOICES', [...CHOICE_ADDS, ...CUSTOMIZATION_CREATES]),
  choiceCase('DOESNT_SUPPORT_CHOICES', 'a choice for a free-text modifier', [{ name: 'Gold', choiceType: 'CHOICE_TEXT' }], 'FREE_TEXT', CHOICE_ADDS),

  // Linked choices, as they are added (src/sandbox/domain/v3/customization-choices.ts checkChoiceList): the choices carry their
  // own ids so one can name another.
  choiceCase('PRIMARY_CHOICE_SELF_REFERENCE', 'a new choice naming itself as its primary choice', [{ _id: CHOICE_IDS[0], name: 'Self', choiceType: 'CHOICE_TEXT', primaryChoiceIds: [CHOICE_IDS[0]] }], 'TEXT_CHOICES', [...CHOICE_ADDS, ...CUSTOMIZATION_CREATES]),
  choiceCase('PRIMARY_CHOICE_HIERARCHY_VIOLATION', 'a new choice whose primary choice has a primary choice itself', [
    { _id: CHOICE_IDS[0], name: 'Dark', choiceType: 'CHOICE_TEXT' },
    { _id: CHOICE_IDS[1], name: 'Darker', choiceType: 'CHOICE_TEXT', primaryChoiceIds: [CHOICE_IDS[0]] },
    { _id: CHOICE_IDS[2], name: 'Darkest', choiceType: 'CHOICE_TEXT', primaryChoiceIds: [CHOICE_IDS[1]] },
  ], 'TEXT_CHOICES', [...CHOICE_ADDS, ...CUSTOMIZATION_CREATES]),
  {
    code: 'CHOICES_LIMIT_EXCEEDED',
    when: 'two choices added to a customization of 999',
    calls: ['customizationsV3.addCustomizationChoices', 'customizationsV3.bulkAddCustomizationChoices'],
    async run(sdk, call) {
      const names = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ name: `C${from + i}`, choiceType: 'CHOICE_TEXT' }));
      const many = await sdk.customizationsV3.createCustomization({ name: `Many ${Math.random()}`, customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES', choicesSettings: { choices: names(0, 999) } });
      if (call === 'customizationsV3.addCustomizationChoices') return sdk.customizationsV3.addCustomizationChoices(many._id, names(999, 2), many.revision);
      return sdk.customizationsV3.bulkAddCustomizationChoices([{ customizationId: many._id, choices: names(999, 2) }]);
    },
  },
  choiceCase('PRIMARY_CHOICE_NOT_FOUND', 'a new choice naming a primary choice the customization does not have', [{ name: 'Light', choiceType: 'CHOICE_TEXT', primaryChoiceIds: [CHOICE_IDS[3]] }], 'TEXT_CHOICES', [...CHOICE_ADDS, ...CUSTOMIZATION_CREATES]),
  choiceCase('MIXED_CHOICE_IDS_CONSISTENCY', 'one new choice with an id and one without', [{ _id: CHOICE_IDS[0], name: 'S', choiceType: 'CHOICE_TEXT' }, { name: 'M', choiceType: 'CHOICE_TEXT' }], 'TEXT_CHOICES', CUSTOMIZATION_CREATES),
  choiceCase('MODIFIER_SETTINGS_NOT_SUPPORTED_FOR_PRODUCT_OPTION', "a product option's choice with a default added price", [{ name: 'S', choiceType: 'CHOICE_TEXT', defaultAddedPrice: '1' }], 'TEXT_CHOICES', CUSTOMIZATION_CREATES),
  {
    code: 'ID_NOT_ALLOWED_IN_REQUEST',
    when: 'a new customization with an id',
    calls: CUSTOMIZATION_CREATES,
    run(sdk, call) {
      const option = { _id: CHOICE_IDS[3], name: `Option ${Math.random()}`, customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] } };
      return call === 'customizationsV3.createCustomization' ? sdk.customizationsV3.createCustomization(option) : sdk.customizationsV3.bulkCreateCustomizations([option]);
    },
  },
  customizationUpdateCase('INVALID_FREE_TEXT_SETTINGS', "a free-text modifier's minimum above its maximum", 'FREE_TEXT', { freeTextInput: { minCharCount: 9, maxCharCount: 3 } }),
  customizationUpdateCase('DOESNT_SUPPORT_FREE_TEXT', 'free-text settings on a product option', 'TEXT_CHOICES', { freeTextInput: { title: 'Note' } }),
  customizationUpdateCase('MODIFIER_SETTINGS_NOT_SUPPORTED_FOR_PRODUCT_OPTION', 'a default added price on a product option', 'TEXT_CHOICES', { freeTextInput: { title: 'Note', defaultAddedPrice: '1' } }),
  {
    code: 'DOESNT_SUPPORT_CHOICES',
    when: "reordering a free-text modifier's choices",
    calls: ['customizationsV3.reorderCustomizationChoices'],
    async run(sdk) {
      const engraving = await sdk.customizationsV3.createCustomization({ name: `Engraving ${Math.random()}`, customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT', freeTextInput: { title: 'Engraving' } });
      return sdk.customizationsV3.reorderCustomizationChoices(engraving._id, engraving.revision, { choiceIds: [CHOICE_IDS[0]] });
    },
  },

  // Update Customization Choices: only the primary choices change, one level deep (customization-choice-edits.ts).
  choiceUpdateCase('CHOICE_NOT_FOUND', 'a choice id the customization does not have', () => [{ _id: '1d3b5e4c-0000-4000-8000-0000000000aa', primaryChoiceIds: [] }]),
  choiceUpdateCase('UNSUPPORTED_CHOICE_FIELD', "a change of a choice's name", ([a]) => [{ _id: a._id, name: 'Renamed' }]),
  choiceUpdateCase('PRIMARY_CHOICE_SELF_REFERENCE', 'a choice naming itself as its primary choice', ([a]) => [{ _id: a._id, primaryChoiceIds: [a._id] }]),
  choiceUpdateCase('PRIMARY_CHOICE_NOT_FOUND', 'a primary choice the customization does not have', ([a]) => [{ _id: a._id, primaryChoiceIds: ['1d3b5e4c-0000-4000-8000-0000000000bb'] }]),
  choiceUpdateCase('PRIMARY_CHOICE_HIERARCHY_VIOLATION', 'a primary choice that has a primary choice itself', ([a, b, c]) => [{ _id: a._id, primaryChoiceIds: [b._id] }, { _id: c._id, primaryChoiceIds: [a._id] }]),

  // Inventory items' own writes (src/sandbox/domain/v3/inventory-items.ts).
  inventoryCase('PRE_ORDER_VALIDATION', 'preorder on the item of a digital product', { preorderInfo: { enabled: true } }, INVENTORY_WRITES, digitalProduct),
  inventoryCase('REQUESTED_QUANTITY_MUST_BE_NON_NEGATIVE_DECREASING', 'a quantity set below 0, lower than the one held', { quantity: -3 }, ['inventoryItemsV3.updateInventoryItem', 'inventoryItemsV3.bulkUpdateInventoryItems']),

  inventoryCase('PREORDER_LIMIT_NOT_SUPPORTED_FOR_UNTRACKED_INVENTORY', 'a preorder limit on an item kept by in-stock flag', { quantity: undefined, inStock: true, preorderInfo: { enabled: true, limit: 5 } }, [
    'inventoryItemsV3.createInventoryItem', 'inventoryItemsV3.bulkCreateInventoryItems',
  ]),
  inventoryCase('INVALID_TARGET_QUANTITY', 'an upserted quantity below 0', { quantity: -3 }, ['inventoryItemsV3.bulkUpsertInventoryItems']),

  // Stock moves (src/sandbox/domain/stock-move.ts), by inventory item and by variant and location.
  ...stockMoveCases(),

  // Categories (src/sandbox/domain/v3/categories.ts, routes/v3/category-edits.ts).
  {
    code: 'DUPLICATE_SLUG',
    when: "another category's slug",
    calls: ['categories.createCategory', 'categories.updateCategory'],
    async run(sdk, call) {
      const other = await sdk.categories.createCategory({ name: `Taken ${Math.random()}` }, TREE);
      if (call === 'categories.createCategory') return sdk.categories.createCategory({ name: `C ${Math.random()}`, slug: other.slug }, TREE);
      const category = await sdk.categories.createCategory({ name: `C ${Math.random()}` }, TREE);
      return sdk.categories.updateCategory(category._id, { revision: category.revision, slug: other.slug }, TREE);
    },
  },
  {
    code: 'PARENT_CATEGORY_NOT_IN_TREE',
    when: 'a parent id no category of the tree has',
    calls: ['categories.createCategory'],
    run: (sdk) => sdk.categories.createCategory({ name: `C ${Math.random()}`, parentCategory: { _id: '1d3b5e4c-0000-4000-8000-000000000000' } }, TREE),
  },
  {
    code: 'PARENT_CATEGORY_HIDDEN',
    when: 'a visible category under a hidden parent',
    calls: ['categories.createCategory'],
    async run(sdk) {
      const hidden = await sdk.categories.createCategory({ name: `Hidden ${Math.random()}`, visible: false }, TREE);
      return sdk.categories.createCategory({ name: `C ${Math.random()}`, visible: true, parentCategory: { _id: hidden._id } }, TREE);
    },
  },
  {
    code: 'CATEGORY_DEPTH_LIMIT_EXCEEDED',
    when: 'a category below the deepest level',
    calls: ['categories.createCategory'],
    async run(sdk) {
      let parent: string | undefined;
      for (let level = 0; level < 5; level++) parent = (await sdk.categories.createCategory({ name: `Level ${level} ${Math.random()}`, ...(parent ? { parentCategory: { _id: parent } } : {}) }, TREE))._id;
      return sdk.categories.createCategory({ name: `Too deep ${Math.random()}`, parentCategory: { _id: parent } }, TREE);
    },
  },
  {
    code: 'UPDATE_OF_FIELD_NOT_ALLOWED',
    when: "a bulk update changing a category's visibility",
    calls: ['categories.bulkUpdateCategories'],
    async run(sdk) {
      const category = await sdk.categories.createCategory({ name: `C ${Math.random()}` }, TREE);
      return sdk.categories.bulkUpdateCategories([{ category: { _id: category._id, revision: category.revision, visible: false } }], TREE);
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

  // The entities a product names or creates inline, and what it holds once (inline-entity-cases.ts).
  ...INLINE_ENTITY_CASES,

  // Issue #36 item 13: by-filter jobs, field masks, visitors' reads and the other rules (rule-cases.ts).
  ...RULE_CASES,
];

/** The four stock moves, each on an item set up for the case: `quantity` counted, or `inStock` when none. */
function stockMoveCases(): DeclaredErrorCase[] {
  const BY_ITEM = ['inventoryItemsV3.bulkIncrementInventoryItems', 'inventoryItemsV3.bulkDecrementInventoryItems'];
  const BY_VARIANT = ['inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation', 'inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation'];
  /** A product with inventory, and its one item. */
  const stocked = async (sdk: any, inventoryItem: Record<string, unknown>) => {
    const { product } = await sdk.productsV3.createProductWithInventory(simpleProduct({ variantsInfo: { variants: [{ price: { actualPrice: { amount: '5' } }, inventoryItem }] } }));
    const { items } = await sdk.inventoryItemsV3.queryInventoryItems().eq('productId', product._id).find();
    return items[0];
  };
  const move = (sdk: any, call: string, item: { _id: string; variantId: string; locationId: string }, by: number, options?: Record<string, unknown>) => {
    const fn = call.split('.')[1];
    const amount = fn.includes('Increment') ? { incrementBy: by } : { decrementBy: by };
    const target = BY_VARIANT.includes(call) ? { variantId: item.variantId, locationId: item.locationId } : { inventoryItemId: item._id };
    return sdk.inventoryItemsV3[fn]([{ ...target, ...amount }], options);
  };
  return [
    { code: 'INVENTORY_QUANTITY_NOT_TRACKED', when: 'a move of an item that keeps only in-stock', calls: [...BY_ITEM, ...BY_VARIANT], run: async (sdk, call) => move(sdk, call, await stocked(sdk, { inStock: true }), 1) },
    { code: 'INSUFFICIENT_INVENTORY', when: 'a decrement below 0', calls: [BY_ITEM[1], BY_VARIANT[1]], run: async (sdk, call) => move(sdk, call, await stocked(sdk, { quantity: 1 }), 5) },
    {
      code: 'MIN_QUANTITY_LIMIT_REACHED',
      when: 'an unrestricted decrement below minus the largest quantity',
      calls: [BY_ITEM[1], BY_VARIANT[1]],
      async run(sdk, call) {
        // Down to -99,999 (a decrement is at most 99,999), then one more.
        const item = await stocked(sdk, { quantity: 0 });
        await move(sdk, call, item, 99_999, { restrictInventory: false });
        return move(sdk, call, item, 1, { restrictInventory: false });
      },
    },
    { code: 'MAX_QUANTITY_LIMIT_REACHED', when: 'an increment past the largest quantity', calls: [BY_ITEM[0], BY_VARIANT[0]], run: async (sdk, call) => move(sdk, call, await stocked(sdk, { quantity: 99_999 }), 1) },
    {
      code: 'NOT_FOUND',
      when: 'a variant with no inventory item at the location',
      calls: BY_VARIANT,
      async run(sdk, call) {
        const located = await stocked(sdk, { quantity: 1 });
        const product = await sdk.productsV3.createProduct(simpleProduct());
        return move(sdk, call, { ...located, variantId: product.variantsInfo.variants[0]._id }, 1);
      },
    },
  ];
}
