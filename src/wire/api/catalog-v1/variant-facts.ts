// A V1 variant's float paths (docs/wire/catalog-v1.md), apart from the variant schemas (catalog-v1/variant.ts) so a
// client that only sends never loads zod.
import { PRODUCT_FLOAT_PATHS } from './product-facts.js';

/** Float fields of a Variant (docs/wire/catalog-v1.md §3.6, set V): the product's `variants.*` paths, relative to one variant. */
export const VARIANT_FLOAT_PATHS = PRODUCT_FLOAT_PATHS.filter((p) => p.startsWith('variants.')).map((p) => p.slice('variants.'.length));

/** Float fields of VariantData (set VD). */
export const VARIANT_DATA_FLOAT_PATHS = [
  'weight',
  ...['price', 'convertedPriceData'].flatMap((p) => ['price', 'pricePerUnit', 'discountedPrice'].map((f) => `${p}.${f}`)),
];

/** Float fields of a VariantOverride (request side of updateProductVariants). */
export const VARIANT_OVERRIDE_FLOAT_PATHS = ['price', 'cost', 'weight'];
