// The catalog a store speaks, chosen once by its version: the only place that picks between V1 and V3.
import type { StoreClient } from '../../client/index.js';
import type { CatalogVersion } from '../../wire/api/catalog-version.js';
import type { StoreCatalog } from './store-catalog.js';
import { v1Catalog } from '../v1/store-catalog.js';
import { v3Catalog } from '../v3/store-catalog.js';

export function catalogFor(client: StoreClient, version: CatalogVersion): StoreCatalog {
  return version === 'v3' ? v3Catalog(client) : v1Catalog(client);
}

export type * from './store-catalog.js';
