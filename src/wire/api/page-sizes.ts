// Page sizes and query-length limits of the platform's offset-paged queries (docs/wire/catalog-v1.md), apart from the
// query schemas (wire/api/query.ts) so a client that only pages never loads zod.

export const DEFAULT_PAGE_SIZE = 50;

export const MAX_PAGE_SIZE = 100;

/** The SDK switches a GET query to POST when its query string passes this many characters. */
export const MAX_QUERY_STRING_LENGTH = 4000;

/**
 * Offset paging reaches at most this many items of one query ("limit and offset may fail" beyond, the platform
 * says); past it, clients page by `numericId` (ascending sort, `numericId` greater than the last one seen).
 */
export const OFFSET_PAGING_CEILING = 10_000;
