// Stock: per variant from the inventory state, rolled up to the product's `stock` with its inventory status.
// The inventory API (updateInventoryVariants, increment/decrement) is the only writer; until it is called nothing
// is tracked.
import { MAX_STOCK_QUANTITY, type InventoryUpdate } from '../../../wire/api/catalog-v1/variant.js';
import { invalidField } from '../../http-errors.js';
import type { InventoryState, ProductState } from './product-state.js';
import { movedQuantity } from '../stock-move.js';

export interface WireVariantStock {
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

export function variantStock(state: ProductState, variantId: string): WireVariantStock {
  const inventory = state.inventory;
  const entry = inventory?.variants[variantId] ?? {};
  if (inventory?.trackQuantity) {
    const quantity = entry.quantity ?? 0;
    return { trackQuantity: true, quantity, inStock: quantity > 0 };
  }
  return { trackQuantity: false, inStock: entry.inStock ?? true };
}

export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

/** The product's stock from its variants' (a product without options has its one default variant). */
export function productStock(state: ProductState, variants: ReadonlyArray<{ stock: WireVariantStock }>) {
  const tracked = state.inventory?.trackQuantity === true;
  const inStock = variants.filter((v) => v.stock.inStock).length;
  const inventoryStatus: InventoryStatus =
    inStock === variants.length ? 'IN_STOCK' : inStock === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK';
  return {
    trackInventory: tracked,
    ...(tracked ? { quantity: variants.reduce((sum, v) => sum + (v.stock.quantity ?? 0), 0) } : {}),
    inStock: inStock > 0,
    inventoryStatus,
  };
}

/** Applies an inventory update; every variant id must be one of the product's. */
export function applyInventoryUpdate(state: ProductState, update: InventoryUpdate, variantIds: ReadonlySet<string>): InventoryState {
  const current = state.inventory ?? { trackQuantity: false, variants: {} };
  const variants = structuredClone(current.variants);
  (update.variants ?? []).forEach((change, i) => {
    if (!variantIds.has(change.variantId)) {
      throw invalidField(`inventoryItem.variants[${i}].variantId`, `${change.variantId} is not a variant of product ${state.id}`, 'VALIDATION');
    }
    const entry = { ...variants[change.variantId] };
    if (change.inStock !== undefined) entry.inStock = change.inStock;
    if (change.quantity !== undefined) entry.quantity = change.quantity;
    variants[change.variantId] = entry;
  });
  return { trackQuantity: update.trackQuantity ?? current.trackQuantity, variants };
}

/**
 * Increment/Decrement Inventory: moves one variant's counted stock by `by`, by the one increment/decrement rule
 * (`stock-move.ts`: tracked quantities only, never below 0 nor above the update's limit). The sandbox has no
 * preorder, so a `preorderRequest` decrements like any other.
 */
export function shiftStock(state: ProductState, variantId: string, by: number, variantIds: ReadonlySet<string>, at: string): InventoryState {
  if (!variantIds.has(variantId)) throw invalidField(`${at}.variantId`, `${variantId} is not a variant of product ${state.id}`, 'VALIDATION');
  const variants = state.inventory?.variants ?? {};
  const quantity = movedQuantity({
    subject: `Variant ${variantId} of product ${state.id}`,
    tracked: state.inventory?.trackQuantity === true,
    quantity: variants[variantId]?.quantity ?? 0,
    by,
    limit: MAX_STOCK_QUANTITY,
    data: { productId: state.id, variantId },
  });
  return { trackQuantity: true, variants: { ...variants, [variantId]: { ...variants[variantId], quantity } } };
}
