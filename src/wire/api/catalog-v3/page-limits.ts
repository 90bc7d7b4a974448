// V3 page-size ceilings and cursor limits (docs/wire/catalog-v3.md §3), apart from the paging schemas
// (catalog-v3/paging.ts) so a client that only pages never loads zod.

/** Page-size ceilings per endpoint family. */
export const PAGE_LIMITS = {
  products: 100,
  readOnlyVariants: 1000,
  inventoryItems: 1000,
  brands: 300,
  ribbons: 100,
  customizations: 100,
  infoSections: 100,
  categories: 1000,
  categoryItems: 100,
  asyncJobItems: 1000,
} as const;

/** The SDK's query builder default. */
export const DEFAULT_CURSOR_LIMIT = 50;

export const MAX_CURSOR_LENGTH = 16_000;
