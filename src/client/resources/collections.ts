// Collections (docs/wire/catalog-v1.md §4): writes on the v1 write API, reads on the v2 collections API, plus membership.
import { NotFoundError } from '../errors.js';
import { paths } from '../../wire/api/paths.js';
import { chunk } from '../batching.js';
import { isGuid } from '../ids.js';
import type { Paginated, PagingOptions } from '../paging.js';
import type { Collection, CollectionInput, CollectionPatch } from '../../wire/api/catalog-v1/collection.js';
import { MEMBERSHIP_CHUNK } from '../../wire/api/catalog-v1/collection-limits.js';
import type { PagingMetadata, PlatformQuery } from '../../wire/api/query.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';
import { orUndefinedIfMissing } from './missing.js';
import { findIn, listQuery, sendPlatformQuery } from './platform-query.js';

export interface CollectionQueryResult {
  collections: Collection[];
  metadata: PagingMetadata;
}

/** The platform accepts at most this many product ids per add/remove call. */

export class CollectionsResource {
  constructor(private readonly transport: Transport) {}

  async create(collection: CollectionInput, options: CallOptions = {}): Promise<Collection> {
    const response = await this.transport.request<{ collection: Collection }>({
      method: 'POST',
      path: paths.collections.create(),
      body: { collection },
      signal: options.signal,
    });
    return response.collection;
  }

  async update(id: string, patch: CollectionPatch, options: CallOptions = {}): Promise<Collection> {
    const response = await this.transport.request<{ collection: Collection }>({
      method: 'PATCH',
      path: paths.collections.update(id),
      body: { collection: { ...patch, id } },
      signal: options.signal,
    });
    return response.collection;
  }

  async delete(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: paths.collections.delete(id), query: { id }, signal: options.signal });
  }

  /** v2 read API. */
  async get(id: string, options: CallOptions = {}): Promise<Collection> {
    const response = await this.transport.request<{ collection: Collection }>({
      method: 'GET',
      path: paths.collections.get(id),
      query: { id },
      host: 'read',
      signal: options.signal,
    });
    return response.collection;
  }

  /** v2 read API. */
  async getBySlug(slug: string, options: CallOptions = {}): Promise<Collection> {
    const response = await this.transport.request<{ collection: Collection }>({
      method: 'GET',
      path: paths.collections.getBySlug(slug),
      query: { slug },
      host: 'read',
      signal: options.signal,
    });
    return response.collection;
  }

  /** The catalog v1 read API's slug look-up (products package). */
  async getBySlugV1(slug: string, options: CallOptions = {}): Promise<Collection> {
    const response = await this.transport.request<{ collection: Collection }>({
      method: 'GET',
      path: paths.collections.getBySlugV1(slug),
      query: { slug },
      host: 'read',
      signal: options.signal,
    });
    return response.collection;
  }

  async query(query: PlatformQuery = {}, options: CallOptions = {}): Promise<CollectionQueryResult> {
    const response = await sendPlatformQuery<Partial<CollectionQueryResult>>(
      this.transport,
      paths.collections.query(),
      query,
      options.signal,
    );
    const collections = response.collections ?? [];
    return { collections, metadata: response.metadata ?? { count: collections.length, offset: 0 } };
  }

  list(query: PlatformQuery = {}, paging?: PagingOptions): Paginated<Collection> {
    return listQuery(async (page) => {
      const { collections, metadata } = await this.query(page);
      return { items: collections, metadata };
    }, query, paging);
  }

  /** Adding a product twice is harmless, so these calls may be retried. */
  async addProducts(id: string, productIds: readonly string[], options: CallOptions = {}): Promise<void> {
    for (const part of chunk(productIds, MEMBERSHIP_CHUNK)) {
      await this.transport.request({
        method: 'POST',
        path: paths.collections.addProducts(id),
        body: { id, productIds: part },
        idempotent: true,
        signal: options.signal,
      });
    }
  }

  async removeProducts(id: string, productIds: readonly string[], options: CallOptions = {}): Promise<void> {
    for (const part of chunk(productIds, MEMBERSHIP_CHUNK)) {
      await this.transport.request({
        method: 'POST',
        path: paths.collections.removeProducts(id),
        body: { id, productIds: part },
        idempotent: true,
        signal: options.signal,
      });
    }
  }

  /** Accepts what a user types: an id, a slug or a name. */
  async resolve(idOrSlugOrName: string, options: CallOptions = {}): Promise<Collection> {
    const key = idOrSlugOrName;
    const found =
      (isGuid(key) ? await orUndefinedIfMissing(this.get(key, options)) : undefined) ??
      (await orUndefinedIfMissing(this.getBySlug(key, options))) ??
      (await this.query({ filter: { name: key }, paging: { offset: 0, limit: 1 } }, options)).collections[0] ??
      (!isGuid(key) ? await orUndefinedIfMissing(this.get(key, options)) : undefined);
    if (!found) throw new NotFoundError(`No collection with id, slug or name "${key}"`);
    return found;
  }

  /** Collections whose name is one of `names` (asked in `$in` chunks of 100). */
  findByNames(names: readonly string[]): Promise<Collection[]> {
    return findIn((query, paging) => this.list(query, paging), 'name', names);
  }

  /** Collections whose id is one of `ids` (asked in `$in` chunks of 100). */
  findByIds(ids: readonly string[]): Promise<Collection[]> {
    return findIn((query, paging) => this.list(query, paging), 'id', ids);
  }
}
