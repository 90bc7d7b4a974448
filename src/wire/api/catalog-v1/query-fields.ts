// The fields a Catalog V1 query may filter and sort on (docs/wire/catalog-v1.md §5.3, the SDK's ProductQuerySpec and
// CollectionQuerySpec, with `_id`/`_createdDate` under their wire names), in the shape every version shares
// (wire/api/query-fields.ts). Store variants declare none (§5.3): they are not checked.
import { HAS, V1_OPERATORS as ANY, type QueryFields } from '../query-fields.js';
import type { KeyFields } from '../query.js';

export const PRODUCT_QUERY_FIELDS: QueryFields = {
  entity: 'product',
  filterable: {
    id: ANY, lastUpdated: ANY, name: ANY, sku: ANY, price: ANY, 'priceData.price': ANY, numericId: ANY, productType: ANY, slug: ANY,
    createdDate: ANY, description: ANY,
    collectionIds: HAS,
  },
  sortable: ['id', 'lastUpdated', 'name', 'sku', 'price', 'priceData.price', 'numericId', 'productType', 'slug'],
};

/**
 * How a products listing pages past the offset ceiling (docs/wire/catalog-v1.md §5.4): unsorted by `numericId`; a
 * sort of fields every product has, ending with a unique one (id, numericId), from the last product seen. Every
 * product has a name (1–80 characters, §6.1); both take every operator (ProductQuerySpec: `_id`, `name`: '*').
 */
export const PRODUCT_KEY_FIELDS: KeyFields = { byDefault: 'numericId', unique: ['numericId', 'id'], alwaysSet: ['name'] };

export const COLLECTION_QUERY_FIELDS: QueryFields = {
  entity: 'collection',
  filterable: { id: ANY, name: ANY },
  sortable: ['id', 'name'],
};
