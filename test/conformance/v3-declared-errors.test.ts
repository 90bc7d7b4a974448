// Errors through the official SDK, as a user's code meets them: the sandbox's V3 failures arrive in the shape the
// SDK declares for the call — an application error as `details.applicationError.code`, a validation rule as
// `details.validationError.fieldViolations[].ruleName` — under a name the call's typings declare
// (`<Fn>ApplicationErrors` / `<Fn>ValidationErrors` of @wix/auto_sdk_stores_*-v-3, read by sdk-coverage/sdk-calls.ts).
// The registry behind them: src/wire/api/catalog-v3/errors.ts (checked whole by sdk-coverage/declared-errors.test.ts).
import { describe, expect, it } from 'vitest';
import { customizationsV3, productsV3 } from '@wix/stores';
import { v3SdkPerFile } from './sdk-harness.js';
import { moduleCalls } from './sdk-coverage/sdk-calls.js';
import { SDK_MODULES } from './sdk-coverage/sdk-modules.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

const { sdk } = v3SdkPerFile({ productsV3, customizationsV3 }, { resetEach: false });


const declared = new Map(
  SDK_MODULES.filter((m) => ['productsV3', 'customizationsV3'].includes(m.alias)).flatMap(moduleCalls).map((call) => [call.id, call]),
);

const simple = (name: string, slug: string) => ({ name, slug, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '5' } } }] } });
const sized = (name: string) => ({
  name,
  ...PHYSICAL_PRODUCT,
  options: [{ name: `Size ${name}`, optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] } }],
  variantsInfo: { variants: [{ choices: [{ optionChoiceNames: { optionName: `Size ${name}`, choiceName: 'S', renderType: 'TEXT_CHOICES' } }], price: { actualPrice: { amount: '5' } } }] },
});

async function failure(run: () => Promise<unknown>): Promise<any> {
  return run().then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );
}

describe('official SDK: V3 errors come in the declared shape, under a declared name', () => {
  it('an application error: productsV3.createProduct with a slug another product has → DUPLICATE_SLUG_ERROR', async () => {
    await sdk.productsV3.createProduct(simple('Mug', 'mug'));
    const error = await failure(() => sdk.productsV3.createProduct(simple('Other mug', 'mug')));
    const { code } = error.details.applicationError;
    expect(code).toBe('DUPLICATE_SLUG_ERROR');
    expect(declared.get('productsV3.createProduct')!.applicationErrors).toContain(code);
  });

  it('a validation rule: productsV3.updateProduct with variants but no options → MISSING_OPTIONS_ON_UPDATE_VARIANTS', async () => {
    const product = await sdk.productsV3.createProduct(sized('Cap'));
    const error = await failure(() =>
      (sdk.productsV3.updateProduct as any)(product._id, { revision: product.revision, variantsInfo: { variants: product.variantsInfo.variants } }),
    );
    expect(error.details.applicationError).toBeUndefined();
    const [violation] = error.details.validationError.fieldViolations;
    expect(violation).toMatchObject({ violatedRule: 'OTHER', ruleName: 'MISSING_OPTIONS_ON_UPDATE_VARIANTS' });
    expect(declared.get('productsV3.updateProduct')!.validationRules).toContain(violation.ruleName);
  });

  it('a validation rule: productsV3.bulkAdjustProductVariantsByFilter with no adjustment → NO_VARIANT_ADJUSTMENTS_PASSED', async () => {
    const error = await failure(() => sdk.productsV3.bulkAdjustProductVariantsByFilter({}, {}));
    const [violation] = error.details.validationError.fieldViolations;
    expect(violation).toMatchObject({ violatedRule: 'OTHER', ruleName: 'NO_VARIANT_ADJUSTMENTS_PASSED' });
    expect(declared.get('productsV3.bulkAdjustProductVariantsByFilter')!.validationRules).toContain(violation.ruleName);
  });

  it('a validation rule: customizationsV3.deleteCustomization of an option a product uses → NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT', async () => {
    const product = await sdk.productsV3.createProduct(sized('Hat'));
    const error = await failure(() => sdk.customizationsV3.deleteCustomization(product.options[0]._id));
    const [violation] = error.details.validationError.fieldViolations;
    expect(violation).toMatchObject({ violatedRule: 'OTHER', ruleName: 'NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT' });
    expect(declared.get('customizationsV3.deleteCustomization')!.validationRules).toContain(violation.ruleName);
  });

  it('a declared rule inside a bulk item: productsV3.bulkCreateProducts with a product id → the item fails ID_NOT_ALLOWED_IN_REQUEST', async () => {
    const answer = await sdk.productsV3.bulkCreateProducts([{ ...simple('Bowl', 'bowl'), _id: 'mine' }]);
    const [result] = answer.results;
    expect(result.itemMetadata).toMatchObject({ success: false, error: { code: 'ID_NOT_ALLOWED_IN_REQUEST' } });
    expect(declared.get('productsV3.bulkCreateProducts')!.validationRules).toContain(result.itemMetadata.error.code);
  });
});
