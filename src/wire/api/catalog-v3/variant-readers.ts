// Read-only variants (docs/wire/catalog-v3.md §4): one row per product variant, with a copy of its product's data, for
// catalog-wide variant queries (≤ 1,000 per page). Key = productData.productId + variantId.
import * as z from 'zod';
import { FixedMonetaryAmountSchema } from './money.js';
import { OptionChoiceIdsSchema, OptionChoiceNamesSchema, ProductTypeSchema, RevenueDetailsSchema } from './product.js';

export const ReadOnlyVariantSchema = z.looseObject({
  variantId: z.string(),
  /** Deprecated and not globally unique. */
  id: z.string().optional(),
  visible: z.boolean(),
  sku: z.string().optional(),
  barcode: z.string().optional(),
  optionChoices: z.array(z.looseObject({ optionChoiceIds: OptionChoiceIdsSchema, optionChoiceNames: OptionChoiceNamesSchema })),
  price: z.looseObject({ actualPrice: FixedMonetaryAmountSchema, compareAtPrice: FixedMonetaryAmountSchema.optional() }),
  revenueDetails: RevenueDetailsSchema.optional(),
  inventoryStatus: z.looseObject({ inStock: z.boolean(), preorderEnabled: z.boolean() }).optional(),
  productData: z.looseObject({
    productId: z.string(),
    name: z.string(),
    productType: ProductTypeSchema,
    slug: z.string(),
    visible: z.boolean(),
    visibleInPos: z.boolean().optional(),
    mainCategoryId: z.string().optional(),
    currency: z.string().optional(),
    revision: z.string(),
    handle: z.string().optional(),
  }),
  // Documented fields the client reads nowhere, declared so `--fields` knows every field (§4).
  ...Object.fromEntries(['media', 'subscriptionPricesInfo', 'physicalProperties', 'digitalProperties'].map((key) => [key, z.unknown().optional()])),
});
export type ReadOnlyVariant = z.infer<typeof ReadOnlyVariantSchema>;
