// Catalog V1 inventory items (Inventory V2 API, read side): one per product, its variants' stock as the inventory
// API's own shape. Rendered from the same product state the catalog reads use, so the two never disagree.
import { notFound } from '../../http-errors.js';
import { listProducts } from '../../tables/v1/products.js';
import type { CatalogEnv } from './product-service.js';
import type { ProductState } from './product-state.js';
import { canSeeProduct } from '../read-policy.js';
import { variantStock } from './stock.js';
import { productVariants } from './variant-generation.js';

export function renderInventoryItem(state: ProductState, variantIds?: readonly string[]) {
  const wanted = variantIds && variantIds.length > 0 ? new Set(variantIds) : undefined;
  return {
    id: state.inventoryItemId,
    externalId: state.id,
    productId: state.id,
    trackQuantity: state.inventory?.trackQuantity === true,
    variants: productVariants(state)
      .filter((v) => !wanted || wanted.has(v.id))
      .map((v) => {
        const stock = variantStock(state, v.id);
        return { variantId: v.id, inStock: stock.inStock, quantity: stock.quantity ?? 0 };
      }),
    lastUpdated: state.lastUpdated,
    numericId: state.numericId,
  };
}

export type WireInventoryItem = ReturnType<typeof renderInventoryItem>;

/** Every inventory item the caller may see (hidden products' only for the admin). */
export function listInventoryItems(env: CatalogEnv, includeHidden: boolean): WireInventoryItem[] {
  return listProducts(env.db)
    .filter((state) => canSeeProduct(state, includeHidden))
    .map((state) => renderInventoryItem(state));
}

/** The product behind an inventory item id, when the caller may see it. */
export function productOfInventoryItem(env: CatalogEnv, inventoryId: string, includeHidden: boolean): ProductState {
  const state = listProducts(env.db).find((s) => s.inventoryItemId === inventoryId);
  if (!state || !canSeeProduct(state, includeHidden)) throw notFound('Inventory item', inventoryId);
  return state;
}
