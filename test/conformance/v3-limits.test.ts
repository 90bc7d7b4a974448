// The limits the SDK and the reference state for Catalog V3, through the official SDK on a V3 sandbox, each at its
// real size. Sources: V3Product `options` @maxSize 6 and `modifiers` @maxSize 10, ConnectedOption / ConnectedModifier
// `choicesSettings.choices` @maxSize 1000 (stores-catalog-v3-product-products-v-3.universal-*.d.ts); a
// customization's `choicesSettings.choices` @maxSize 1000 and CHOICES_LIMIT_EXCEEDED (customizations-v-3
// index.typings.d.ts); "1,000 Categories per Tree" (Limitations,
// https://dev.wix.com/docs/rest/business-management/categories/introduction) and CATEGORIES_LIMIT_PER_TREE_EXCEEDED.
import { describe, expect, it } from 'vitest';
import { categories } from '@wix/categories';
import { customizationsV3, productsV3 } from '@wix/stores';
import { v3SdkPerFile } from './sdk-harness.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { sdk } = v3SdkPerFile({ productsV3, customizationsV3, categories }, { resetEach: false });


const tooMany = (field: string) => ({ details: { validationError: { fieldViolations: expect.arrayContaining([expect.objectContaining({ field: `product.${field}`, violatedRule: 'MAX_SIZE' })]) } } });
const appCode = (code: string) => ({ details: { applicationError: { code } } });

const option = (i: number) => ({ name: `Option ${i}`, optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'A', choiceType: 'CHOICE_TEXT' }] } });
const modifier = (i: number) => ({ name: `Modifier ${i}`, modifierRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'A', choiceType: 'CHOICE_TEXT' }] } });
const choiceOf = (count: number) => Array.from({ length: count }, (_, i) => ({ optionChoiceNames: { optionName: `Option ${i}`, choiceName: 'A', renderType: 'TEXT_CHOICES' } }));
const product = (name: string, options: number, modifiers = 0) => ({
  name,
  ...PHYSICAL_PRODUCT,
  options: Array.from({ length: options }, (_, i) => option(i)),
  modifiers: Array.from({ length: modifiers }, (_, i) => modifier(i)),
  variantsInfo: { variants: [{ choices: choiceOf(options), price: { actualPrice: { amount: '5' } } }] },
});

describe('official SDK: a V3 product holds at most 6 options and 10 modifiers', () => {
  it('creates a product at the limits and refuses one more, on create and on update', async () => {
    const full = await sdk.productsV3.createProduct(product('Full', 6, 10));
    expect([full.options.length, full.modifiers.length]).toEqual([6, 10]);
    // Options past the limit answer the application error the SDK declares for it (src/sandbox/domain/v3/named-rules.ts).
    await expect(sdk.productsV3.createProduct(product('Seven', 7))).rejects.toMatchObject(appCode('TOO_MANY_OPTIONS_IN_REQUEST'));
    await expect(sdk.productsV3.createProduct(product('Eleven', 0, 11))).rejects.toMatchObject(tooMany('modifiers'));
    const grown = product('Full', 7, 11);
    await expect(sdk.productsV3.updateProduct(full._id, { revision: full.revision, options: grown.options, variantsInfo: grown.variantsInfo })).rejects.toMatchObject(appCode('TOO_MANY_OPTIONS_IN_REQUEST'));
    await expect(sdk.productsV3.updateProduct(full._id, { revision: full.revision, modifiers: grown.modifiers })).rejects.toMatchObject(tooMany('modifiers'));
  });
});

describe('official SDK: a customization holds at most 1,000 choices', () => {
  it('adds choices up to 1,000 and refuses the next with CHOICES_LIMIT_EXCEEDED', async () => {
    const names = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ name: `C${from + i}`, choiceType: 'CHOICE_TEXT' }));
    const size = await sdk.customizationsV3.createCustomization({ name: 'Many', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES', choicesSettings: { choices: names(0, 999) } });
    const full = await sdk.customizationsV3.addCustomizationChoices(size._id, names(999, 1), size.revision);
    expect(full.customization.choicesSettings.choices).toHaveLength(1000);
    await expect(sdk.customizationsV3.addCustomizationChoices(size._id, names(1000, 1), full.customization.revision)).rejects.toMatchObject(appCode('CHOICES_LIMIT_EXCEEDED'));
  });
});

describe('official SDK: a category tree holds at most 1,000 categories', () => {
  it('creates the 1,000th category and refuses the next with CATEGORIES_LIMIT_PER_TREE_EXCEEDED', async () => {
    const tree = { treeReference: { appNamespace: '@wix/stores' } };
    const { count } = await sdk.categories.countCategories({ ...tree, returnNonVisibleCategories: true });
    for (let i = count; i < 1000; i++) await sdk.categories.createCategory({ name: `Category ${i}` }, tree);
    expect((await sdk.categories.countCategories({ ...tree, returnNonVisibleCategories: true })).count).toBe(1000);
    await expect(sdk.categories.createCategory({ name: 'One too many' }, tree)).rejects.toMatchObject(appCode('CATEGORIES_LIMIT_PER_TREE_EXCEEDED'));
  });
});
