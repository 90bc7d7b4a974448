// Customizations V3 through the official SDK (`@wix/auto_sdk_stores_customizations-v-3`), each expectation from its
// doc comments and the errors it declares (build/es/index.typings.d.mts: `<Fn>ApplicationErrors` / `<Fn>ValidationErrors`),
// and what products do with them (`@wix/auto_sdk_stores_products-v-3`, Create Product's doc comment).
import { describe, expect, it } from 'vitest';
import { customizationsV3, productsV3 } from '@wix/stores';
import { v3SdkPerFile } from './sdk-harness.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { sdk } = v3SdkPerFile({ customizationsV3, productsV3 }, { resetEach: true });


const appError = (code: string) => ({ details: { applicationError: { code } } });
const rule = (ruleName: string) => ({ details: { validationError: { fieldViolations: [expect.objectContaining({ ruleName })] } } });
const size = (names: string[]) => ({ name: 'Size', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES', choicesSettings: { choices: names.map((name) => ({ name })) } });
const wrap = (names: string[]) => ({ name: 'Gift wrap', customizationType: 'MODIFIER', customizationRenderType: 'TEXT_CHOICES', choicesSettings: { choices: names.map((name) => ({ name, defaultAddedPrice: '2' })) } });
const names = (c: any) => c.choicesSettings.choices.map((x: any) => x.name);

/** A product with the size option (S, M) and `modifiers`. */
async function sizedProduct(option: any, modifiers: unknown[] = []) {
  const [s, m] = option.choicesSettings.choices;
  const variant = (choice: any, price: string) => ({ choices: [{ optionChoiceIds: { optionId: option._id, choiceId: choice._id } }], price: { actualPrice: { amount: price } } });
  return sdk.productsV3.createProduct({
    name: 'Tee',
    ...PHYSICAL_PRODUCT,
    options: [{ _id: option._id, optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ choiceId: s._id, name: s.name }, { choiceId: m._id, name: m.name }] } }],
    modifiers,
    variantsInfo: { variants: [variant(s, '10'), variant(m, '12')] },
  });
}

describe('official SDK: create customization (createCustomization doc comment and declared errors)', () => {
  it('derives keys and choice types, and refuses what the declared rules name', async () => {
    const color = await sdk.customizationsV3.createCustomization({ name: 'Shade Color', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'SWATCH_CHOICES', choicesSettings: { choices: [{ name: 'Deep Red', colorCode: '#a00' }] } });
    // `key`: "A read-only identifier generated from the customization name"; a SWATCH_CHOICES choice is ONE_COLOR.
    expect(color).toMatchObject({ key: 'shade-color', revision: '1', choicesSettings: { choices: [{ name: 'Deep Red', key: 'deep-red', choiceType: 'ONE_COLOR' }] } });
    expect(color.choicesSettings.choices[0]._id).toMatch(/-/);
    const swatch = (choice: object) => ({ name: 'X', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'SWATCH_CHOICES', choicesSettings: { choices: [choice] } });
    await expect(sdk.customizationsV3.createCustomization(swatch({ name: 'Red', choiceType: 'CHOICE_TEXT' }))).rejects.toMatchObject(rule('INVALID_CHOICE_TYPE'));
    await expect(sdk.customizationsV3.createCustomization(swatch({ name: 'Red' }))).rejects.toMatchObject(rule('INVALID_CHOICE_VALUE'));
    await expect(sdk.customizationsV3.createCustomization(size(['S', 's']))).rejects.toMatchObject(rule('DUPLICATE_CHOICE_NAME'));
    await expect(sdk.customizationsV3.createCustomization({ ...size(['S']), choicesSettings: { choices: [{ name: 'S', _id: crypto.randomUUID() }, { name: 'M' }] } })).rejects.toMatchObject(rule('MIXED_CHOICE_IDS_CONSISTENCY'));
    await expect(sdk.customizationsV3.createCustomization({ name: 'Note', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'FREE_TEXT', freeTextInput: { title: 'Note' } })).rejects.toMatchObject(appError('INVALID_CUSTOMIZATION_RENDER_TYPE'));
    await expect(sdk.customizationsV3.createCustomization({ ...size(['S']), choicesSettings: { choices: [{ name: 'S', defaultAddedPrice: '1' }] } })).rejects.toMatchObject(appError('MODIFIER_SETTINGS_NOT_SUPPORTED_FOR_PRODUCT_OPTION'));
    await expect(sdk.customizationsV3.createCustomization({ name: 'Note', customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT', freeTextInput: { title: 'Note', minCharCount: 9, maxCharCount: 3 } })).rejects.toMatchObject(appError('INVALID_FREE_TEXT_SETTINGS'));
    const note = await sdk.customizationsV3.createCustomization({ name: 'Note', customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT', freeTextInput: { title: 'Your message' } });
    // FreeTextSettings: `maxCharCount` at most 500; `key` generated from the title.
    expect(note.freeTextInput).toMatchObject({ title: 'Your message', key: 'your-message', minCharCount: 0, maxCharCount: 500 });
    await expect(sdk.customizationsV3.updateCustomization(color._id, { revision: color.revision, freeTextInput: { title: 'T' } })).rejects.toMatchObject(appError('DOESNT_SUPPORT_FREE_TEXT'));
  });

  it('queries newest first by default and counts assigned products when asked (queryCustomizations doc comment)', async () => {
    const first = await sdk.customizationsV3.createCustomization(size(['S', 'M']));
    const second = await sdk.customizationsV3.createCustomization(wrap(['Paper']));
    const page = await sdk.customizationsV3.queryCustomizations().find();
    expect(page.items.map((c: any) => c._id)).toEqual([second._id, first._id]);
    await sizedProduct(first);
    const counted = await sdk.customizationsV3.getCustomization(first._id, { fields: ['ASSIGNED_PRODUCTS_COUNT'] });
    expect(counted.assignedProductsCount).toBe(1);
    expect((await sdk.customizationsV3.getCustomization(first._id)).assignedProductsCount).toBeUndefined();
    expect((await sdk.customizationsV3.countCustomizations({ filter: { customizationType: 'MODIFIER' } })).count).toBe(1);
  });
});

describe('official SDK: customization choices (add, set, remove, update, reorder doc comments)', () => {
  it('adds, sets and removes choices, keeping those a product offers', async () => {
    const option = await sdk.customizationsV3.createCustomization(size(['S', 'M']));
    await sizedProduct(option);
    const added = await sdk.customizationsV3.addCustomizationChoices(option._id, [{ name: 'L' }]);
    expect(names(added.customization)).toEqual(['S', 'M', 'L']);
    await expect(sdk.customizationsV3.addCustomizationChoices(option._id, [{ name: 'l' }])).rejects.toMatchObject(rule('DUPLICATE_CHOICE_NAME'));
    // "A choice cannot be overridden if it is assigned to one or more products."
    await expect(sdk.customizationsV3.setCustomizationChoices(option._id, [{ name: 'S' }, { name: 'XL' }])).rejects.toMatchObject(rule('NOT_ALLOWED_DELETE_CHOICE_ASSIGNED_TO_PRODUCT'));
    const set = await sdk.customizationsV3.setCustomizationChoices(option._id, [{ name: 'S' }, { name: 'M' }, { name: 'XL' }]);
    expect(set.customization.choicesSettings.choices.slice(0, 2).map((c: any) => c._id)).toEqual(option.choicesSettings.choices.map((c: any) => c._id));
    const [s, , xl] = set.customization.choicesSettings.choices;
    // "You can't remove an option choice while it's assigned to a product."
    await expect(sdk.customizationsV3.removeCustomizationChoices(option._id, [s._id])).rejects.toMatchObject(appError('CHOICE_ASSIGNED_TO_PRODUCT'));
    await expect(sdk.customizationsV3.removeCustomizationChoices(option._id, [crypto.randomUUID()])).rejects.toMatchObject(appError('CHOICE_NOT_FOUND'));
    const removed = await sdk.customizationsV3.removeCustomizationChoices(option._id, [xl._id], { revision: set.customization.revision });
    expect(names(removed.customization)).toEqual(['S', 'M']);
    const lone = await sdk.customizationsV3.createCustomization(wrap(['Paper']));
    await expect(sdk.customizationsV3.removeCustomizationChoices(lone._id, [lone.choicesSettings.choices[0]._id])).rejects.toMatchObject(rule('NOT_ALLOWED_CUSTOMIZATION_WITHOUT_CHOICES'));
  });

  it('removes a modifier choice from the products that offer it', async () => {
    const option = await sdk.customizationsV3.createCustomization(size(['S', 'M']));
    const modifier = await sdk.customizationsV3.createCustomization(wrap(['Paper', 'Silk']));
    const product = await sizedProduct(option, [{ _id: modifier._id }]);
    // A choice's `defaultAddedPrice` is the product's `addedPrice` when the product names none.
    expect(product.modifiers[0].choicesSettings.choices.map((c: any) => [c.name, c.addedPrice])).toEqual([['Paper', '2'], ['Silk', '2']]);
    await sdk.customizationsV3.removeCustomizationChoices(modifier._id, [modifier.choicesSettings.choices[1]._id]);
    const after = await sdk.productsV3.getProduct(product._id);
    expect(after.modifiers[0].choicesSettings.choices.map((c: any) => c.name)).toEqual(['Paper']);
    expect(after.revision).toBe('2');
  });

  it('links choices to primary ones, one level deep, and reorders them', async () => {
    const c = await sdk.customizationsV3.createCustomization(size(['Red', 'Dark red', 'Light red']));
    const [red, dark, light] = c.choicesSettings.choices;
    const linked = await sdk.customizationsV3.updateCustomizationChoices(c._id, c.revision, { choices: [{ choice: { _id: dark._id, primaryChoiceIds: [red._id] } }] });
    expect(linked.customization.choicesSettings.choices[1].primaryChoiceIds).toEqual([red._id]);
    const at = linked.customization.revision;
    const update = (choice: object) => sdk.customizationsV3.updateCustomizationChoices(c._id, at, { choices: [{ choice }] });
    await expect(update({ _id: red._id, primaryChoiceIds: [red._id] })).rejects.toMatchObject(rule('PRIMARY_CHOICE_SELF_REFERENCE'));
    await expect(update({ _id: red._id, primaryChoiceIds: [crypto.randomUUID()] })).rejects.toMatchObject(rule('PRIMARY_CHOICE_NOT_FOUND'));
    await expect(update({ _id: light._id, primaryChoiceIds: [dark._id] })).rejects.toMatchObject(rule('PRIMARY_CHOICE_HIERARCHY_VIOLATION'));
    await expect(update({ _id: light._id, name: 'Pink' })).rejects.toMatchObject(rule('UNSUPPORTED_CHOICE_FIELD'));
    await expect(update({ _id: crypto.randomUUID(), primaryChoiceIds: [] })).rejects.toMatchObject(appError('CHOICE_NOT_FOUND'));
    // Reorder: "Must contain exactly the same IDs as the customization's current choices"; sets `sortOrder` to MANUAL.
    await expect(sdk.customizationsV3.reorderCustomizationChoices(c._id, at, { choiceIds: [red._id, red._id, dark._id] })).rejects.toMatchObject({
      details: { applicationError: { code: 'CHOICE_IDS_MISMATCH', data: { missingIds: [light._id], extraIds: [red._id] } } },
    });
    const reordered = await sdk.customizationsV3.reorderCustomizationChoices(c._id, at, { choiceIds: [light._id, red._id, dark._id] });
    expect(names(reordered.customization)).toEqual(['Light red', 'Red', 'Dark red']);
    expect(reordered.customization.choicesSettings.sortOrder).toBe('MANUAL');
    // Removing a primary choice takes it out of the linked choices' primaryChoiceIds; they stay.
    const removed = await sdk.customizationsV3.removeCustomizationChoices(c._id, [red._id]);
    expect(removed.customization.choicesSettings.choices.map((x: any) => [x.name, x.primaryChoiceIds])).toEqual([['Light red', undefined], ['Dark red', undefined]]);
  });
});

describe('official SDK: bulk customization calls', () => {
  it('bulk creates, updates and adds choices, each item on its own, entities under `customization`', async () => {
    const created = await sdk.customizationsV3.bulkCreateCustomizations([size(['S']), size(['A', 'a']), wrap(['Paper'])], { returnEntity: true });
    expect(created.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false, true]);
    expect(created.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    const [option, , modifier] = created.results.map((r: any) => r.customization);
    expect(option).toMatchObject({ name: 'Size', key: 'size' });
    const updated = await sdk.customizationsV3.bulkUpdateCustomizations(
      [{ customization: { _id: option._id, revision: '1', name: 'Fit' } }, { customization: { _id: modifier._id, revision: '9', name: 'Wrap' } }],
      { returnEntity: true },
    );
    expect(updated.results.map((r: any) => [r.itemMetadata.success, r.customization?.name])).toEqual([[true, 'Fit'], [false, undefined]]);
    expect(updated.results[1].itemMetadata.error.code).toBe('REVISION_MISMATCH');
    const more = await sdk.customizationsV3.bulkAddCustomizationChoices([{ customizationId: option._id, choices: [{ name: 'M' }] }, { customizationId: modifier._id, choices: [{ name: 'Paper' }] }], { returnEntity: true });
    expect(more.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false]);
    expect(names(more.results[0].customization)).toEqual(['S', 'M']);
  });
});

describe('official SDK: products and their customizations (createProduct / deleteCustomization doc comments)', () => {
  it('makes inline options and modifiers standalone customizations with keys, and a deleted modifier leaves its products', async () => {
    const product = await sdk.productsV3.createProduct({
      name: 'Mug',
      ...PHYSICAL_PRODUCT,
      options: [{ name: 'Mug Size', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'Big', choiceType: 'CHOICE_TEXT' }] } }],
      modifiers: [
        { name: 'Gift Note', modifierRenderType: 'FREE_TEXT', mandatory: false, freeTextSettings: { title: 'Your note', maxCharCount: 50 } },
        { name: 'Wrapping', modifierRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'Gold Foil', choiceType: 'CHOICE_TEXT', addedPrice: '3' }] } },
      ],
      variantsInfo: { variants: [{ choices: [{ optionChoiceNames: { optionName: 'Mug Size', choiceName: 'Big', renderType: 'TEXT_CHOICES' } }], price: { actualPrice: { amount: '9' } } }] },
    });
    const all = await sdk.customizationsV3.queryCustomizations().ascending('name').find();
    expect(all.items.map((c: any) => [c.name, c.customizationType, c.key])).toEqual([
      ['Gift Note', 'MODIFIER', 'gift-note'],
      ['Mug Size', 'PRODUCT_OPTION', 'mug-size'],
      ['Wrapping', 'MODIFIER', 'wrapping'],
    ]);
    const [note, wrapping] = product.modifiers;
    expect(note).toMatchObject({ _id: all.items[0]._id, key: 'gift-note', freeTextSettings: { title: 'Your note', key: 'your-note', maxCharCount: 50 } });
    expect(wrapping).toMatchObject({ key: 'wrapping', choicesSettings: { choices: [{ name: 'Gold Foil', key: 'gold-foil', addedPrice: '3' }] } });
    // "Options … can't be deleted while assigned to any product"; "Modifiers … are automatically removed from all products".
    await expect(sdk.customizationsV3.deleteCustomization(all.items[1]._id)).rejects.toMatchObject(rule('NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT'));
    await sdk.customizationsV3.deleteCustomization(wrapping._id);
    const after = await sdk.productsV3.getProduct(product._id);
    expect(after.modifiers.map((m: any) => m.name)).toEqual(['Gift Note']);
    await expect(sdk.productsV3.createProduct({ name: 'X', ...PHYSICAL_PRODUCT, modifiers: [{ _id: note._id }, { _id: note._id }], variantsInfo: { variants: [{ price: { actualPrice: { amount: '1' } } }] } }))
      .rejects.toMatchObject(rule('MODIFIERS_ID_DUPLICATION_ERROR'));
    await expect(sdk.productsV3.createProduct({ name: 'X', ...PHYSICAL_PRODUCT, modifiers: [{ name: 'Engraving' }], variantsInfo: { variants: [{ price: { actualPrice: { amount: '1' } } }] } }))
      .rejects.toMatchObject(appError('MODIFIER_NAME_AND_TYPE_REQUIRED'));
  });
});
