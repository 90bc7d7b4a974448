// What `--sort` and `--fields` are checked against on a Catalog V3 store: sorts against the fields the V3 queries
// declare sortable (the tables the sandbox enforces; a products list sorts through Query or Search Products, so
// either's), fields against the V3 entities' wire schemas (loaded only to look a --fields or --sort name up).
import { CATEGORY_FIELDS, LIST_PRODUCTS_FIELDS, LIST_VARIANTS_FIELDS } from '../../wire/api/catalog-v3/query-fields.js';
import type { EntityFields } from '../../io/entity-fields.js';
import { ON_V3_FOR_V1_FIELD } from '../core/field-equivalents.js';

export const V3_PRODUCT_FIELDS: EntityFields = {
  name: 'product',
  schema: async () => (await import('../../wire/api/catalog-v3/product.js')).ProductSchema,
  sortable: LIST_PRODUCTS_FIELDS.sortable,
  equivalents: ON_V3_FOR_V1_FIELD,
};
export const V3_COLLECTION_FIELDS: EntityFields = {
  name: 'collection',
  schema: async () => (await import('../../wire/api/categories/schemas.js')).CategorySchema,
  sortable: CATEGORY_FIELDS.sortable };
export const V3_VARIANT_FIELDS: EntityFields = {
  name: 'store variant',
  schema: async () => (await import('../../wire/api/catalog-v3/variant-readers.js')).ReadOnlyVariantSchema,
  sortable: LIST_VARIANTS_FIELDS.sortable };
