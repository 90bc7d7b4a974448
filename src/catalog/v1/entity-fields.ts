// What `--sort` and `--fields` are checked against on a Catalog V1 store: fields against the V1 entities' wire
// schemas, sorts against the fields the V1 queries sort by (store variants declare none: any field they have).
import { PRODUCT_SORTABLE_FIELDS, ProductSchema } from '../../wire/api/catalog-v1/product.js';
import { COLLECTION_SORTABLE_FIELDS, CollectionSchema } from '../../wire/api/catalog-v1/collection.js';
import { StoreVariantSchema } from '../../wire/api/catalog-v1/variant.js';
import { ON_V1_FOR_V3_FIELD } from '../core/field-equivalents.js';
import type { EntityFields } from '../../io/entity-fields.js';

export const V1_PRODUCT_FIELDS: EntityFields = { name: 'product', schema: ProductSchema, sortable: PRODUCT_SORTABLE_FIELDS, equivalents: ON_V1_FOR_V3_FIELD };
export const V1_COLLECTION_FIELDS: EntityFields = { name: 'collection', schema: CollectionSchema, sortable: COLLECTION_SORTABLE_FIELDS };
export const V1_VARIANT_FIELDS: EntityFields = { name: 'store variant', schema: StoreVariantSchema };
