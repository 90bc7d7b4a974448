// Store variants (docs/wire/catalog-v1.md §4, §6.2): every sellable variant across the catalog, queried with the platform
// query (always POST, as the SDK sends it) or fetched by `<productId>-<variantId>`.
import { paths } from '../../wire/api/paths.js';
import type { Paginated, PagingOptions } from '../paging.js';
import type { PagingMetadata, PlatformQuery } from '../../wire/api/query.js';
import type { StoreVariant } from '../../wire/api/catalog-v1/variant.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';
import { listQuery } from './platform-query.js';

export interface StoreVariantQueryResult {
  variants: StoreVariant[];
  metadata: PagingMetadata;
}

export class StoreVariantsResource {
  constructor(private readonly transport: Transport) {}

  async query(query: PlatformQuery = {}, options: CallOptions = {}): Promise<StoreVariantQueryResult> {
    const response = await this.transport.request<Partial<StoreVariantQueryResult>>({
      method: 'POST',
      path: paths.storeVariants.query(),
      body: { query },
      host: 'read',
      idempotent: true,
      signal: options.signal,
    });
    const variants = response.variants ?? [];
    return { variants, metadata: response.metadata ?? { count: variants.length, offset: 0 } };
  }

  /** Pages through a query: iterate for store variants, `.pages()` for pages with metadata. */
  list(query: PlatformQuery = {}, paging?: PagingOptions): Paginated<StoreVariant> {
    return listQuery(async (page) => {
      const { variants, metadata } = await this.query(page);
      return { items: variants, metadata };
    }, query, paging);
  }

  /** `id` is `<productId>-<variantId>` (see storeVariantId). */
  async get(id: string, options: CallOptions = {}): Promise<StoreVariant> {
    const response = await this.transport.request<{ variant: StoreVariant }>({
      method: 'GET',
      path: paths.storeVariants.get(id),
      query: { id },
      host: 'read',
      signal: options.signal,
    });
    return response.variant;
  }
}
