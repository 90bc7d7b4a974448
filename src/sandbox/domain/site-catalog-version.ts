// Which catalog API a sandbox site speaks (docs/product.md §5, docs/wire/catalog-v3.md §1): V1 or V3, stored with the site and
// permanent until a reset; the other version's endpoints answer 428. One place decides which paths belong to
// which version, so no handler has to ask.
import type { DatabaseSync } from 'node:sqlite';
import { PREFIX } from '../../wire/api/hosts.js';
import { CATEGORIES_PREFIXES } from '../../wire/api/categories/paths.js';
import { CATALOG_V3_PREFIXES, VERSION_PROBE_PATH } from '../../wire/api/catalog-v3/paths.js';
import { CATALOG_VERSION_NAMES, WRONG_CATALOG_VERSION, isCatalogVersion, type CatalogVersion } from '../../wire/api/catalog-version.js';
import { applicationError } from '../http-errors.js';
import { getMeta, setMeta } from '../tables/meta.js';

/** The version of a NEW sandbox site when none is asked for: V3, as every real store created since 2025 (docs/product.md §5). */
export const DEFAULT_SANDBOX_CATALOG: CatalogVersion = 'v3';

const CATALOG_VERSION_KEY = 'catalog_version';

/** A data file holds a site of one version and another was asked for; `fix` is the command that starts it over. */
export class SiteCatalogVersionConflict extends Error {
  constructor(
    readonly held: CatalogVersion,
    readonly wanted: CatalogVersion,
  ) {
    super(`This sandbox data file holds a ${CATALOG_VERSION_NAMES[held]} site, not ${CATALOG_VERSION_NAMES[wanted]}`);
    this.name = 'SiteCatalogVersionConflict';
  }

  get fix(): string {
    return `store sandbox reset --catalog ${this.wanted}`;
  }
}

/** The site's version; a data file from before versions existed holds a V1 site. */
export function siteCatalogVersion(db: DatabaseSync): CatalogVersion {
  const stored = getMeta(db, CATALOG_VERSION_KEY);
  return isCatalogVersion(stored) ? stored : 'v1';
}

export function setSiteCatalogVersion(db: DatabaseSync, version: CatalogVersion): void {
  setMeta(db, CATALOG_VERSION_KEY, version);
}

/**
 * GraphQL belongs to neither version: it serves the schema of the site's catalog (graphql/schema-v3.ts says why), so
 * it is not listed here.
 */
const V1_CATALOG_PREFIXES: readonly string[] = [`${PREFIX.catalogRead}/`, `${PREFIX.catalogWrite}/v1/`, `${PREFIX.catalogWrite}/v2/`, `${PREFIX.collectionsV2}/`];
const V3_ONLY_PREFIXES: readonly string[] = [...CATALOG_V3_PREFIXES, ...CATEGORIES_PREFIXES];

const startsWithAny = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => path.startsWith(prefix));

/** The catalog version a canonical API path belongs to; undefined for paths both versions serve (cart, identity…). */
export function catalogVersionOfPath(path: string): CatalogVersion | undefined {
  if (path === VERSION_PROBE_PATH) return undefined;
  if (startsWithAny(path, V3_ONLY_PREFIXES)) return 'v3';
  if (startsWithAny(path, V1_CATALOG_PREFIXES)) return 'v1';
  return undefined;
}

/** Throws the platform's 428 when `path` belongs to the other catalog version than the site's. */
export function requireSiteSpeaks(db: DatabaseSync, path: string): void {
  const needed = catalogVersionOfPath(path);
  if (!needed) return;
  const site = siteCatalogVersion(db);
  if (needed === site) return;
  throw applicationError(
    WRONG_CATALOG_VERSION.status,
    'Precondition required',
    WRONG_CATALOG_VERSION.code,
    `This site uses ${CATALOG_VERSION_NAMES[site]}; ${path} is a ${CATALOG_VERSION_NAMES[needed]} endpoint`,
    { siteCatalogVersion: site === 'v3' ? 'V3_CATALOG' : 'V1_CATALOG' },
  );
}
