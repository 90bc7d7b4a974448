// The catalog a store speaks, chosen once by its version: the only place that picks between V1 and V3.
import type { StoreClient } from '../../client/index.js';
import type { CatalogVersion } from '../../wire/api/catalog-version.js';
import type { StoreCatalog } from './store-catalog.js';

/** Only the store's version loads: a V3 store's command never loads V1 code, nor V1's a V3 one. */
export async function catalogFor(client: StoreClient, version: CatalogVersion): Promise<StoreCatalog> {
  return version === 'v3' ? (await import('../v3/store-catalog.js')).v3Catalog(client) : (await import('../v1/store-catalog.js')).v1Catalog(client);
}

export type * from './store-catalog.js';
