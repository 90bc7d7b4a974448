// A V1 variant's float paths (docs/wire/catalog-v1.md), apart from the variant schemas (catalog-v1/variant.ts) so a
// client that only sends, or a read that only needs an id, never loads zod.
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

/**
 * The id of the one variant of a product without options (docs/wire/catalog-v1.md §6.2; the Inventory API's
 * introduction shows it in Get Inventory Variants' answer: https://dev.wix.com/api/rest/wix-stores/inventory/introduction).
 */
export const NO_OPTIONS_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
