// V1 bulk calls' id limit and float paths (docs/wire/catalog-v1.md), apart from the bulk schemas (catalog-v1/bulk.ts)
// so a client that only sends never loads zod.

/** The endpoints take 1–100 ids per call. */
export const MAX_BULK_IDS = 100;

/** Request float paths (docs/wire/catalog-v1.md §4): non-finite numbers travel as strings. */
export const BULK_SET_FLOAT_PATHS = ['set.price', 'set.cost', 'set.weight'] as const;

export const BULK_ADJUST_FLOAT_PATHS = ['adjust.price.amount', 'adjust.cost.amount', 'adjust.weight.amount'] as const;
