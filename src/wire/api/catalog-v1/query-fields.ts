// The fields a Catalog V1 query may filter and sort on (docs/wire/catalog-v1.md §5.3, the SDK's ProductQuerySpec and
// CollectionQuerySpec, with `_id`/`_createdDate` under their wire names), in the shape every version shares
// (wire/api/query-fields.ts). Store variants declare none (§5.3): they are not checked.
import { HAS, V1_OPERATORS as ANY, type QueryFields } from '../query-fields.js';

export const PRODUCT_QUERY_FIELDS: QueryFields = {
  entity: 'product',
  filterable: {
    id: ANY, lastUpdated: ANY, name: ANY, sku: ANY, price: ANY, 'priceData.price': ANY, numericId: ANY, productType: ANY, slug: ANY,
    createdDate: ANY, description: ANY,
    collectionIds: HAS,
  },
  sortable: ['id', 'lastUpdated', 'name', 'sku', 'price', 'priceData.price', 'numericId', 'productType', 'slug'],
};

export const COLLECTION_QUERY_FIELDS: QueryFields = {
  entity: 'collection',
  filterable: { id: ANY, name: ANY },
  sortable: ['id', 'name'],
};
