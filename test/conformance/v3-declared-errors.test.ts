// Errors through the official SDK, as a user's code meets them: every declared-error case (declared-errors/cases.ts)
// on every call it lists. The sandbox's V3 failure arrives in the shape the SDK declares for the code — an application
// error as `details.applicationError.code`, a validation rule as `details.validationError.fieldViolations[]` with
// `violatedRule: "OTHER"` and the `ruleName`, a failed bulk item as its `itemMetadata.error.code` — and, where the
// call's typings declare the code (`<Fn>ApplicationErrors` / `<Fn>ValidationErrors`, read by sdk-coverage/sdk-calls.ts),
// under that name. `npm run sdk-coverage` counts the declared (call, code) pairs these cases cover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { categories } from '@wix/categories';
import { brandsV3, customizationsV3, infoSectionsV3, inventoryItemsV3, productsV3 } from '@wix/stores';
import { V3_ERRORS, errorSpecOn, type V3ErrorSpec } from '../../src/wire/api/catalog-v3/errors.js';
import { routeGlobalFetch, routeTo, v3SdkPerFile } from './sdk-harness.js';
import { DECLARED_ERROR_CASES } from './declared-errors/cases.js';
import { codesOf, outcomeOf } from './declared-errors/outcome.js';
import { sdkCalls } from './sdk-coverage/sdk-calls.js';

const { t, sdk } = v3SdkPerFile({ productsV3, customizationsV3, categories, brandsV3, infoSectionsV3, inventoryItemsV3 }, { resetEach: false });
// A site visitor's client too (`sdk.visitor`), for the codes only a caller who is not the admin meets; its token
// calls go through the global fetch, routed to the sandbox.
let restoreFetch: () => void;
beforeAll(() => {
  restoreFetch = routeGlobalFetch(t.baseUrl);
  sdk.visitor = createClient({ modules: { productsV3 }, auth: OAuthStrategy({ clientId: t.info.clientId }), fetch: routeTo(t.baseUrl) });
});
afterAll(() => restoreFetch());

const calls = new Map(sdkCalls().map((call) => [call.id, call]));
/** The shape the registry gives the code on the call, else the one the call's typings declare it in (a generic *_NOT_FOUND). */
const shapeOf = (code: string, call: string) => {
  const spec = (V3_ERRORS as Record<string, V3ErrorSpec>)[code];
  return (errorSpecOn(spec, call) ?? spec)?.shape ?? (calls.get(call)?.applicationErrors.includes(code) ? 'application' : 'rule');
};

describe.each(DECLARED_ERROR_CASES.map((c) => [c.code, c.when, c] as const))('official SDK: %s (%s)', (code, _when, testCase) => {
  it.each(testCase.calls.map((call) => [call]))('%s raises it', async (call) => {
    const outcome: any = await outcomeOf(testCase.run(sdk, call));
    expect(codesOf(outcome), JSON.stringify(outcome?.details ?? outcome).slice(0, 400)).toContain(code);
    // The shape the registry (src/wire/api/catalog-v3/errors.ts) gives it, as the SDK declares it.
    if (outcome?.details?.validationError) {
      expect(shapeOf(code, call)).toBe('rule');
      expect(outcome.details.validationError.fieldViolations).toContainEqual(expect.objectContaining({ violatedRule: 'OTHER', ruleName: code }));
      expect(outcome.details.applicationError).toBeUndefined();
    } else if (outcome?.details?.applicationError) {
      expect(shapeOf(code, call)).toBe('application');
    }
  });
});
