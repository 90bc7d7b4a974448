// An inventory item as the wire carries it (SDK InventoryItem): the stored stock, its availability, preorder counts
// (tracked items only), and the read-only `product` details of its product and variant.
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_PREORDER_LIMIT } from '../../../wire/api/catalog-v3/inventory-item.js';
import { getProductV3 } from '../../tables/v3/products.js';
import { canSeeStockOf } from '../read-policy.js';
import { categoriesByProduct } from './product-views.js';
import { availabilityOf, itemInStock, preorderRoom, type StoredInventoryItem } from './inventory.js';

function preorderInfo(item: StoredInventoryItem) {
  const { enabled, message, limit, counter } = item.preorderInfo;
  const base = { enabled, ...(message != null ? { message } : {}) };
  // Limits and counts are "supported only for inventory items with trackQuantity = true" (SDK PreorderInfo).
  if (!item.trackQuantity) return base;
  return { ...base, limit: limit ?? DEFAULT_PREORDER_LIMIT, counter: counter ?? 0, quantity: Math.max(0, preorderRoom(item)) };
}

export function renderInventoryItem(db: DatabaseSync, item: StoredInventoryItem): Record<string, unknown> {
  const product = getProductV3(db, item.productId);
  const variant = product?.variantsInfo.variants.find((v) => v.id === item.variantId);
  return {
    ...item,
    inStock: itemInStock(item),
    availabilityStatus: availabilityOf(item),
    preorderInfo: preorderInfo(item),
    product: {
      name: product?.name,
      directCategoryIds: categoriesByProduct(db, [item.productId]).get(item.productId) ?? [],
      variantName: variant?.choices.map((c) => product!.options.find((o) => o.id === c.optionChoiceIds.optionId)?.choicesSettings.choices.find((k) => k.choiceId === c.optionChoiceIds.choiceId)?.name).join(' / ') || 'Default',
      ...(variant?.sku ? { variantSku: variant.sku } : {}),
      variantVisible: variant?.visible ?? true,
    },
  };
}

/** Whether the caller may see this item: the read policy's rule for its product and variant. */
export function itemVisibleTo(db: DatabaseSync, item: StoredInventoryItem, includeHidden: boolean): boolean {
  const product = getProductV3(db, item.productId);
  return canSeeStockOf(product, product?.variantsInfo.variants.find((v) => v.id === item.variantId), includeHidden);
}
