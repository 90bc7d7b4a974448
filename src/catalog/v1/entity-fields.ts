// What `--sort` and `--fields` are checked against on a Catalog V1 store: fields against the V1 entities' wire
// schemas (loaded only to look a --fields or --sort name up), sorts against the fields the V1 queries sort by (store
// variants declare none: any field they have).
import { PRODUCT_SORTABLE_FIELDS } from '../../wire/api/catalog-v1/product-facts.js';
import { COLLECTION_SORTABLE_FIELDS } from '../../wire/api/catalog-v1/collection-limits.js';
import { ON_V1_FOR_V3_FIELD } from '../core/field-equivalents.js';
import type { EntityFields } from '../../io/entity-fields.js';

export const V1_PRODUCT_FIELDS: EntityFields = { name: 'product', schema: async () => (await import('../../wire/api/catalog-v1/product.js')).ProductSchema, sortable: PRODUCT_SORTABLE_FIELDS, equivalents: ON_V1_FOR_V3_FIELD };
export const V1_COLLECTION_FIELDS: EntityFields = { name: 'collection', schema: async () => (await import('../../wire/api/catalog-v1/collection.js')).CollectionSchema, sortable: COLLECTION_SORTABLE_FIELDS };
export const V1_VARIANT_FIELDS: EntityFields = { name: 'store variant', schema: async () => (await import('../../wire/api/catalog-v1/variant.js')).StoreVariantSchema };
