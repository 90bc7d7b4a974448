// V1's write bodies with the zod schemas that check them (StoreCatalog's ProductWriter and CollectionSchemas):
// loaded only by a command that writes, so reads never build a schema.
import { CollectionInputSchema, CollectionPatchSchema } from '../../wire/api/catalog-v1/collection.js';
import { ProductInputSchema, ProductPatchSchema, type Product } from '../../wire/api/catalog-v1/product.js';
import type { CollectionSchemas, ProductWriter } from '../core/store-catalog.js';
import { v1ProductBody } from './product-body.js';

export const v1ProductWriter: ProductWriter<Product> = {
  prepareCreate: (draft, base) => ({ body: { ...base, ...v1ProductBody(draft) }, schema: ProductInputSchema }),
  prepareUpdate: (_existing, draft, base) => ({ body: { ...base, ...v1ProductBody(draft) }, schema: ProductPatchSchema }),
};

export const v1CollectionSchemas: CollectionSchemas = { create: CollectionInputSchema, update: CollectionPatchSchema };
