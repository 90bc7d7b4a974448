// V1 calls with no V3 counterpart (the migration guide): on a V3 store the command refuses before sending
// anything (exit 2) and names the V3 way to get the same result.
import { UsageError } from '../../io/cli-errors.js';

export const V1_ONLY = {
  'products variants reset': 'Catalog V3 has no "reset to default": every product has variants. Send the variants you want with `store products update PRODUCT --from FILE`.',
  'products options availability': 'Catalog V3 lists variants with their choices and stock: `store variants list --filter \'{"productData.productId":"PRODUCT-ID"}\'`.',
  'products options delete': 'On Catalog V3 options and variants change together: `store products update PRODUCT --from FILE` with "options": [] and one variant.',
  'products choice-media': 'Catalog V3 choice media are part of the option choices: `store products update PRODUCT --from FILE` with options[].choicesSettings.choices[].linkedMedia.',
} as const;

export type V1OnlyFeature = keyof typeof V1_ONLY;

export function refuseOnV3(feature: V1OnlyFeature): never {
  throw new UsageError(`\`store ${feature}\` is a Catalog V1 call and this store runs Catalog V3.`, { hint: V1_ONLY[feature] });
}
