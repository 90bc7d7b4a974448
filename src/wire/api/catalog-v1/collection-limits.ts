// A V1 collection's call limit and sortable fields (docs/wire/catalog-v1.md), apart from its schemas
// (catalog-v1/collection.ts) so a client that only sends never loads zod.

/** Product ids per add/remove-products call (the platform's limit). */
export const MEMBERSHIP_CHUNK = 1000;

/** Fields a collection query may sort on (docs/wire/catalog-v1.md §5.3, CollectionQuerySpec). */
export const COLLECTION_SORTABLE_FIELDS = ['id', 'name'] as const;
