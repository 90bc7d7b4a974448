// Which catalog API a site speaks (docs/wire/catalog-v3.md §1): the one V3 call that answers on every site.
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import type { Transport } from '../../transport.js';
import type { CallOptions } from '../../types.js';

export type CatalogVersionAnswer = 'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED';

export class CatalogVersioningResource {
  constructor(private readonly transport: Transport) {}

  /** The raw answer; deciding what it means (and remembering it) is the caller's business. */
  async getCatalogVersion(options: CallOptions = {}): Promise<{ catalogVersion?: string }> {
    return this.transport.request<{ catalogVersion?: string }>({ method: 'GET', path: catalogV3Paths.catalogVersion(), signal: options.signal });
  }
}
