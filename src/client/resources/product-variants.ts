// The product-variant calls of catalog v1 (docs/wire/catalog-v1.md §4): options availability and the variants query on the
// read API, update/reset on the write API, and the inventory update that sets stock. ProductsResource exposes them.
// Every one but the stock moves is safe to repeat (reads, or writes of absolute values), so the transport may retry
// them; an increment or decrement is sent once (a repeat would move the stock twice).
import { decodeFloats, encodeFloats, underKey } from '../codec.js';
import { paths } from '../../wire/api/paths.js';
import { paginate, type Paginated, type PagingOptions } from '../paging.js';
import type { Variant } from '../../wire/api/catalog-v1/product.js';
import { VARIANT_DATA_FLOAT_PATHS, VARIANT_FLOAT_PATHS, VARIANT_OVERRIDE_FLOAT_PATHS } from '../../wire/api/catalog-v1/variant-facts.js';
import type {
  ChoiceSelection,
  InventoryUpdate,
  OptionsAvailability,
  ProductVariantsQuery,
  ProductVariantsResult,
  StockAdjustment,
  VariantOverride,
} from '../../wire/api/catalog-v1/variant.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

const VARIANTS = underKey('variants', VARIANT_FLOAT_PATHS);

export async function optionsAvailability(transport: Transport, id: string, options: ChoiceSelection, call: CallOptions = {}): Promise<OptionsAvailability> {
  const response = await transport.request<OptionsAvailability>({
    method: 'POST',
    path: paths.products.optionsAvailability(id),
    body: { id, options },
    host: 'read',
    idempotent: true,
    signal: call.signal,
  });
  return decodeFloats(response, underKey('selectedVariant', VARIANT_DATA_FLOAT_PATHS));
}

export async function queryVariants(transport: Transport, id: string, query: ProductVariantsQuery = {}, call: CallOptions = {}): Promise<ProductVariantsResult> {
  const response = await transport.request<Partial<ProductVariantsResult>>({
    method: 'POST',
    path: paths.products.queryVariants(id),
    body: { id, ...query },
    host: 'read',
    idempotent: true,
    signal: call.signal,
  });
  const variants = decodeFloats(response, VARIANTS).variants ?? [];
  return { variants, metadata: response.metadata ?? { items: variants.length, offset: 0 }, totalResults: response.totalResults ?? variants.length };
}

/** Every variant matching `query` (choices and/or ids), page by page (at most 100 per request). */
export function listVariants(transport: Transport, id: string, query: Omit<ProductVariantsQuery, 'paging'> = {}, paging?: PagingOptions): Paginated<Variant> {
  return paginate(async (page) => {
    const result = await queryVariants(transport, id, { ...query, paging: { limit: page.limit, offset: page.offset } });
    return { items: result.variants, metadata: { count: result.metadata.items, offset: result.metadata.offset, total: result.totalResults } };
  }, paging);
}

/** One request for all the overrides; returns the variants they changed. */
export async function updateVariants(transport: Transport, id: string, overrides: VariantOverride[], call: CallOptions = {}): Promise<Variant[]> {
  const response = await transport.request<{ variants?: Variant[] }>({
    method: 'PATCH',
    path: paths.products.updateVariants(id),
    body: encodeFloats({ id, variants: overrides }, underKey('variants', VARIANT_OVERRIDE_FLOAT_PATHS)),
    idempotent: true,
    signal: call.signal,
  });
  return decodeFloats(response, VARIANTS).variants ?? [];
}

export async function resetVariants(transport: Transport, id: string, call: CallOptions = {}): Promise<void> {
  await transport.request({ method: 'POST', path: paths.products.resetVariants(id), body: { id }, idempotent: true, signal: call.signal });
}

/** Inventory v2 updateInventoryVariants: `trackQuantity` and per-variant `quantity` or `inStock`. */
export async function updateInventory(transport: Transport, productId: string, inventory: InventoryUpdate, call: CallOptions = {}): Promise<void> {
  await transport.request({
    method: 'PATCH',
    path: paths.inventory.updateVariants(productId),
    body: { inventoryItem: { ...inventory, productId } },
    idempotent: true,
    signal: call.signal,
  });
}

/**
 * The REST reference's Increment and Decrement Inventory (Inventory V2; the SDK's `inventory.incrementInventory` /
 * `decrementInventory`): each moves a tracked quantity relative to what the store holds when it arrives. Positive
 * `by` go in one increment call, negative ones in one decrement call.
 */
export async function moveInventory(transport: Transport, adjustments: readonly StockAdjustment[], call: CallOptions = {}): Promise<void> {
  const target = ({ by: _by, ...rest }: StockAdjustment) => rest;
  const up = adjustments.filter((a) => a.by > 0).map((a) => ({ ...target(a), incrementBy: a.by }));
  const down = adjustments.filter((a) => a.by < 0).map((a) => ({ ...target(a), decrementBy: -a.by }));
  if (up.length > 0) await transport.request({ method: 'POST', path: paths.inventory.increment(), body: { incrementData: up }, signal: call.signal });
  if (down.length > 0) await transport.request({ method: 'POST', path: paths.inventory.decrement(), body: { decrementData: down }, signal: call.signal });
}
