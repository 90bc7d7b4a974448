// V3 bulk calls' item limits (docs/wire/catalog-v3.md), apart from the bulk schemas (catalog-v3/bulk.ts) so a
// client that only sends never loads zod.

export const MAX_BULK_PRODUCTS = 100;

export const MAX_BULK_VARIANTS = 1000;
