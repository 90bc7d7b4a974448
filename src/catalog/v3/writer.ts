// V3's write bodies with the zod schemas that check them (StoreCatalog's ProductWriter and CollectionSchemas):
// loaded only by a command that writes, so reads never build a schema.
import { CategoryCreateSchema, CategoryUpdateSchema } from '../../wire/api/categories/schemas.js';
import { ProductCreateSchema, ProductUpdateSchema, type Product } from '../../wire/api/catalog-v3/product.js';
import type { CollectionSchemas, ProductWriter } from '../core/store-catalog.js';
import { v3CreateBody, v3UpdateBody } from './product-body.js';

export const v3ProductWriter: ProductWriter<Product> = {
  prepareCreate: (draft, base) => ({ body: v3CreateBody(draft, base), schema: ProductCreateSchema }),
  prepareUpdate: (existing, draft, base, options) => ({ ...v3UpdateBody(existing, draft, base, options), schema: ProductUpdateSchema }),
};

export const v3CategorySchemas: CollectionSchemas = { create: CategoryCreateSchema, update: CategoryUpdateSchema };
