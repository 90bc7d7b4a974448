// Catalog versioning (docs/wire/catalog-v3.md §1): each site is V1 or V3 (never back); the probe answers which.
import * as z from 'zod';
import type { CatalogVersion } from '../catalog-version.js';

export const CATALOG_VERSIONS = ['V1_CATALOG', 'V3_CATALOG', 'STORES_NOT_INSTALLED'] as const;
export const CatalogVersionResponseSchema = z.looseObject({ catalogVersion: z.enum(CATALOG_VERSIONS) });
export type CatalogVersionValue = (typeof CATALOG_VERSIONS)[number];

export const catalogVersionValue = (version: CatalogVersion): CatalogVersionValue => (version === 'v3' ? 'V3_CATALOG' : 'V1_CATALOG');

