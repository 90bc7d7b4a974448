// The Categories API's limits per call and per tree (docs/wire/catalog-v3.md), apart from its schemas
// (categories/schemas.ts) so a client that only sends never loads zod.

export const MAX_CATEGORIES_PER_TREE = 1000;

export const MAX_CATEGORY_DEPTH = 5;

export const MAX_ITEMS_ADDED_PER_CALL = 1000;

export const MAX_ITEMS_REMOVED_PER_CALL = 100;

export const MAX_CATEGORIES_PER_ITEM_CALL = 100;
