// The catalog versions a site can run (each site is V1 or V3, never back): the short names used by flags, options
// and stored settings, the one definition of a catalog version. How the platform names them on the wire:
// catalog-v3/versioning.ts.

export const SHORT_CATALOG_VERSIONS = ['v1', 'v3'] as const;
export type CatalogVersion = (typeof SHORT_CATALOG_VERSIONS)[number];
/** How a person is told the version: `Catalog V1`, `Catalog V3`. */
export const CATALOG_VERSION_NAMES: Record<CatalogVersion, string> = { v1: 'Catalog V1', v3: 'Catalog V3' };
export const isCatalogVersion = (value: unknown): value is CatalogVersion => (SHORT_CATALOG_VERSIONS as readonly unknown[]).includes(value);

/**
 * The envelope of a call to the other version's endpoints: 428 Precondition Required (documented for V3 paths on a
 * V1 site; the reverse is assumed symmetric), application code FAILED_PRECONDITION (the gRPC status behind 428).
 */
export const WRONG_CATALOG_VERSION = { status: 428, code: 'FAILED_PRECONDITION' } as const;
