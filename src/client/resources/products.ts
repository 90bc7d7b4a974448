// Catalog v1 products (docs/wire/catalog-v1.md §4): reads on the read API, writes on the write API, floats encoded.
import { decodeFloats, encodeFloats, underKey } from '../codec.js';
import { NotFoundError } from '../errors.js';
import { paths } from '../../wire/api/paths.js';
import { isGuid } from '../ids.js';
import type { Paginated, PagingOptions } from '../paging.js';
import type { Product, ProductInput, ProductPatch, Variant } from '../../wire/api/catalog-v1/product.js';
import { PRODUCT_FLOAT_PATHS } from '../../wire/api/catalog-v1/product-facts.js';
import type { PagingMetadata, PlatformQuery } from '../../wire/api/query.js';
import { PRODUCT_KEY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';
import { orUndefinedIfMissing } from './missing.js';
import { findIn, listQuery, sendPlatformQuery } from './platform-query.js';
import * as media from './product-media.js';
import * as variants from './product-variants.js';
import type { ChoiceMedia, MediaSource } from '../../wire/api/catalog-v1/media.js';
import type { ChoiceSelection, InventoryUpdate, StockAdjustment, OptionsAvailability, ProductVariantsQuery, ProductVariantsResult, VariantOverride } from '../../wire/api/catalog-v1/variant.js';

export interface ProductQueryResult {
  products: Product[];
  metadata: PagingMetadata;
}

export interface GetProductOptions extends CallOptions {
  includeMerchantSpecificData?: boolean;
}

const ONE = underKey('product', PRODUCT_FLOAT_PATHS);
const MANY = underKey('products', PRODUCT_FLOAT_PATHS);

export class ProductsResource {
  constructor(private readonly transport: Transport) {}

  async get(id: string, options: GetProductOptions = {}): Promise<Product> {
    const response = await this.transport.request<{ product: Product }>({
      method: 'GET',
      path: paths.products.get(id),
      query: { id, includeMerchantSpecificData: options.includeMerchantSpecificData },
      host: 'read',
      signal: options.signal,
    });
    return decodeFloats(response, ONE).product;
  }

  async query(query: PlatformQuery = {}, options: CallOptions = {}): Promise<ProductQueryResult> {
    const response = await sendPlatformQuery<Partial<ProductQueryResult>>(this.transport, paths.products.query(), query, options.signal);
    const decoded = decodeFloats(response, MANY);
    return { products: decoded.products ?? [], metadata: decoded.metadata ?? { count: decoded.products?.length ?? 0, offset: 0 } };
  }

  /**
   * Pages through a query: iterate for products, `.pages()` for pages with metadata. Unsorted listings page by
   * `numericId`, and those sorted by fields ending with a unique one (e.g. name, id) from the last product seen, so
   * they pass the platform's 10,000-item offset ceiling (PRODUCT_KEY_FIELDS).
   */
  list(query: PlatformQuery = {}, paging?: PagingOptions): Paginated<Product> {
    return listQuery(async (page) => {
      const { products, metadata } = await this.query(page);
      return { items: products, metadata };
    }, query, paging, PRODUCT_KEY_FIELDS);
  }

  async create(product: ProductInput, options: CallOptions = {}): Promise<Product> {
    const response = await this.transport.request<{ product: Product }>({
      method: 'POST',
      path: paths.products.create(),
      body: encodeFloats({ product }, ONE),
      signal: options.signal,
    });
    return decodeFloats(response, ONE).product;
  }

  /** PATCH semantics: only the given fields change. */
  async update(id: string, patch: ProductPatch, options: CallOptions = {}): Promise<Product> {
    const response = await this.transport.request<{ product: Product }>({
      method: 'PATCH',
      path: paths.products.update(id),
      body: encodeFloats({ product: { ...patch, id } }, ONE),
      signal: options.signal,
    });
    return decodeFloats(response, ONE).product;
  }

  async delete(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: paths.products.delete(id), query: { id }, signal: options.signal });
  }

  /** Accepts what a user types: an id (GUID) or a slug. */
  async resolve(idOrSlug: string, options: CallOptions = {}): Promise<Product> {
    if (isGuid(idOrSlug)) {
      const byId = await orUndefinedIfMissing(this.get(idOrSlug, options));
      if (byId) return byId;
    }
    const { products } = await this.query({ filter: { slug: idOrSlug }, paging: { offset: 0, limit: 1 } }, options);
    if (products[0]) return products[0];
    if (!isGuid(idOrSlug)) {
      // Ids are GUIDs on the platform, but other back-ends may use other id formats.
      const byId = await orUndefinedIfMissing(this.get(idOrSlug, options));
      if (byId) return byId;
    }
    throw new NotFoundError(`No product with id or slug "${idOrSlug}"`);
  }

  /** Products whose slug is one of `slugs` (asked in `$in` chunks of 100). */
  findBySlugs(slugs: readonly string[]): Promise<Product[]> {
    return findIn((query, paging) => this.list(query, paging), 'slug', slugs);
  }

  /** Products whose id is one of `ids` (those that exist). */
  findByIds(ids: readonly string[]): Promise<Product[]> {
    return findIn((query, paging) => this.list(query, paging), 'id', ids);
  }

  /** Products whose product-level SKU is one of `skus`. */
  findBySkus(skus: readonly string[]): Promise<Product[]> {
    return findIn((query, paging) => this.list(query, paging), 'sku', skus);
  }

  // Variants, media and clean-up calls live in product-variants.ts and product-media.ts; these are their front door.

  /** `selectedVariant` once every option has a choice; choices' inStock/visible for the selection. */
  optionsAvailability = (id: string, options: ChoiceSelection, call?: CallOptions): Promise<OptionsAvailability> =>
    variants.optionsAvailability(this.transport, id, options, call);
  queryVariants = (id: string, query?: ProductVariantsQuery, call?: CallOptions): Promise<ProductVariantsResult> =>
    variants.queryVariants(this.transport, id, query, call);
  listVariants = (id: string, query?: Omit<ProductVariantsQuery, 'paging'>, paging?: PagingOptions): Paginated<Variant> =>
    variants.listVariants(this.transport, id, query, paging);
  /** Needs `manageVariants: true` on the product. Partial `choices` select every matching variant. */
  updateVariants = (id: string, overrides: VariantOverride[], call?: CallOptions): Promise<Variant[]> =>
    variants.updateVariants(this.transport, id, overrides, call);
  resetVariants = (id: string, call?: CallOptions): Promise<void> => variants.resetVariants(this.transport, id, call);
  updateInventory = (id: string, inventory: InventoryUpdate, call?: CallOptions): Promise<void> =>
    variants.updateInventory(this.transport, id, inventory, call);
  /** Increment/Decrement Inventory: tracked quantities move by `by` (sent once, never retried). */
  moveInventory = (adjustments: readonly StockAdjustment[], call?: CallOptions): Promise<void> => variants.moveInventory(this.transport, adjustments, call);
  addMedia = (id: string, items: MediaSource[], call?: CallOptions): Promise<void> => media.addMedia(this.transport, id, items, call);
  removeMedia = (id: string, mediaIds: string[], call?: CallOptions): Promise<void> => media.removeMedia(this.transport, id, mediaIds, call);
  addChoiceMedia = (id: string, items: ChoiceMedia[], call?: CallOptions): Promise<void> => media.addChoiceMedia(this.transport, id, items, call);
  removeChoiceMedia = (id: string, items: ChoiceMedia[], call?: CallOptions): Promise<void> =>
    media.removeChoiceMedia(this.transport, id, items, call);
  deleteOptions = (id: string, call?: CallOptions): Promise<void> => media.deleteOptions(this.transport, id, call);
  removeBrand = (id: string, call?: CallOptions): Promise<void> => media.removeBrand(this.transport, id, call);
  removeRibbon = (id: string, call?: CallOptions): Promise<void> => media.removeRibbon(this.transport, id, call);
}
