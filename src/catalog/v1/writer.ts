// V1's write bodies with the zod schemas that check them (StoreCatalog's ProductWriter and CollectionSchemas):
// loaded only by a command that writes, so reads never build a schema.
import { CollectionInputSchema, CollectionPatchSchema } from '../../wire/api/catalog-v1/collection.js';
import { ProductInputSchema, ProductPatchSchema, type Product } from '../../wire/api/catalog-v1/product.js';
import type { CollectionSchemas, ProductWriter } from '../core/store-catalog.js';
import { v1ProductBody } from './product-body.js';
import { optionChangeLosses } from '../core/option-change.js';

export const v1ProductWriter: ProductWriter<Product> = {
  prepareCreate: (draft, base) => ({ body: { ...base, ...v1ProductBody(draft) }, schema: ProductInputSchema }),
  // New options say first what they cannot keep of managed variants (catalog/core/option-change.ts).
  prepareUpdate: (existing, draft, base) => {
    const variants = existing.manageVariants && draft.options ? (existing.variants ?? []).map((v) => ({ choices: v.choices, sku: v.variant.sku })) : [];
    return { body: { ...base, ...v1ProductBody(draft) }, schema: ProductPatchSchema, ...(draft.options && variants.length > 0 ? { losses: optionChangeLosses(variants, draft.options) } : {}) };
  },
};

export const v1CollectionSchemas: CollectionSchemas = { create: CollectionInputSchema, update: CollectionPatchSchema };
