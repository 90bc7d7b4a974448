// Declared-error cases of the entities a product names or creates inline — brand, ribbons, options and their choices,
// info sections — and of what a product holds once (barcodes, media) or at most (options, variants): each code the SDK
// declares for the product writes (`<Fn>ApplicationErrors` / `<Fn>ValidationErrors` of
// auto_sdk_stores_products-v-3), with the condition the sandbox raises it on (src/sandbox/domain/v3/
// product-named-references.ts, customization-links.ts, info-sections.ts, product-model.ts, named-rules.ts,
// bulk-products.ts). cases.ts runs them with the others.
import { BY_FILTER, customization, firstVariant, PRODUCT_CREATES, PRODUCT_UPDATES, PRODUCT_WRITES, productCase, simpleProduct, sizeChoice, sizedProduct, sizedVariants, type DeclaredErrorCase } from './product-writes.js';

/** A name no other case uses: a ribbon's name is at most 30 characters. */
const fresh = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;
const PLAIN = (calls: readonly string[]) => calls.filter((call) => !call.endsWith('WithInventory'));

export const INLINE_ENTITY_CASES: readonly DeclaredErrorCase[] = [
  // Brand and ribbons (product-named-references.ts).
  productCase('RIBBON_NOT_FOUND', 'update-by-filter setting a ribbon id no ribbon has', () => ({ ribbon: { _id: 'no-such-ribbon' } }), { calls: [BY_FILTER] }),
  productCase('RIBBON_CREATION_FAILED', 'a new ribbon by an empty name (the Ribbons API needs one character)', () => ({ ribbon: { name: '' } }), { calls: PRODUCT_CREATES }),
  productCase('BRAND_CREATION_FAILED', 'a new brand by a name of spaces only (the Brands API refuses it)', () => ({ brand: { name: '   ' } }), {
    calls: [...PLAIN(PRODUCT_WRITES), BY_FILTER],
  }),
  productCase('DUPLICATE_RIBBON_IN_ADDITIONAL', 'one ribbon twice among the additional ribbons (by name, in two cases)', () => {
    const name = fresh('Sale');
    return { additionalRibbons: [{ name }, { name: name.toUpperCase() }] };
  }, { calls: [...PRODUCT_WRITES, BY_FILTER] }),
  productCase('DUPLICATE_RIBBON_IN_PRIMARY_AND_ADDITIONAL', 'the ribbon again among the additional ribbons', () => {
    const name = fresh('New');
    return { ribbon: { name }, additionalRibbons: [{ name: fresh('Eco') }, { name }] };
  }, { calls: [...PRODUCT_WRITES, BY_FILTER] }),

  // Options and modifiers (customization-links.ts).
  productCase('CUSTOMIZATIONS_CREATION_FAILED', 'a new inline option whose choices share a name (the customization refuses them)', () => ({
    options: [{ name: fresh('Fit'), optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'Big', choiceType: 'CHOICE_TEXT' }, { name: 'big', choiceType: 'CHOICE_TEXT' }] } }],
  }), { calls: PRODUCT_CREATES }),
  productCase('ADD_CUSTOMIZATION_CHOICES_FAILED', 'a colour choice added to a text option the product names by id', (_base, option) => ({
    options: [{ _id: option._id, choicesSettings: { choices: [{ name: 'Red', choiceType: 'ONE_COLOR', colorCode: '#ff0000' }] } }],
  }), { setup: (sdk) => customization(sdk, 'PRODUCT_OPTION') }),
  productCase('PRODUCT_OPTION_CHOICE_NAME_AND_TYPE_REQUIRED', 'a new inline option with a choice of neither id nor name', () => ({
    options: [{ name: fresh('Fit'), optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ choiceType: 'CHOICE_TEXT' }] } }],
  }), { calls: PRODUCT_CREATES }),

  // Info sections (info-sections.ts): the updates' name for INFO_SECTION_CREATION_FAILED.
  productCase('INFO_SECTION_ERROR_OCCURRED', 'an info section by a unique name no section has, without a title to make it', () => ({ infoSections: [{ uniqueName: fresh('missing') }] }), {
    calls: [...PRODUCT_UPDATES, BY_FILTER],
  }),

  // What a product holds once (product-model.ts).
  productCase('BARCODE_ALREADY_EXIST_ERROR', "another product's barcode", (base, other) => ({ variantsInfo: { variants: [firstVariant(base, { barcode: other.variantsInfo.variants[0].barcode })] } }), {
    setup: (sdk) => sdk.productsV3.createProduct(simpleProduct({ variantsInfo: { variants: [{ barcode: fresh('B').replace(' ', '-'), price: { actualPrice: { amount: '5' } } }] } })),
  }),
  productCase('DUPLICATE_BARCODE_ERROR', 'two variants of the request with one barcode', () => {
    const barcode = fresh('B').replace(' ', '-');
    return sizedVariants([{ choices: [sizeChoice('S')], barcode }, { choices: [sizeChoice('M')], barcode }]);
  }, { base: sizedProduct }),
  productCase('DUPLICATE_MEDIA_ERROR', 'one media id twice', () => ({ media: { itemsInfo: { items: [{ _id: 'mug-front.jpg' }, { _id: 'mug-front.jpg' }] } } })),

  // Variants and options: their names and counts (named-rules.ts, product-model.ts, bulk-products.ts).
  productCase('MISSING_VARIANT_OPTION', "a variant's choice by names without the option's name", () => sizedVariants([
    { choices: [sizeChoice('S')] },
    { choices: [{ optionChoiceNames: { choiceName: 'M', renderType: 'TEXT_CHOICES' } }] },
  ]), { base: sizedProduct, calls: [...PRODUCT_WRITES, BY_FILTER] }),
  productCase('MISSING_VARIANT_OPTION', "a variant's choice naming nothing", () => sizedVariants([{ choices: [sizeChoice('S')] }, { choices: [{}] }]), { base: sizedProduct }),
  productCase('TOO_MANY_OPTIONS_IN_REQUEST', 'seven options on one product (a product takes 6)', () => ({
    options: Array.from({ length: 7 }, (_, i) => ({ name: `Option ${i}`, optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'A', choiceType: 'CHOICE_TEXT' }] } })),
  })),
  {
    code: 'TOO_MANY_VARIANTS',
    when: 'a bulk update of 1,002 variants in all (a call takes 1,000)',
    calls: ['productsV3.bulkUpdateProducts'],
    async run(sdk) {
      const made = [await sdk.productsV3.createProduct(simpleProduct()), await sdk.productsV3.createProduct(simpleProduct())];
      const variants = Array.from({ length: 501 }, () => ({ price: { actualPrice: { amount: '5' } } }));
      return sdk.productsV3.bulkUpdateProducts(made.map((p) => ({ product: { _id: p._id, revision: p.revision, variantsInfo: { variants } } })));
    },
  },
];
