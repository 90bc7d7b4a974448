// The `…WithInventory` product calls (docs/wire/catalog-v3.md §2): a product write plus the stock of its variants in the
// default location, reported per variant as `inventoryResults` (a bulk envelope of inventory items). A variant with
// `inventoryItem` gets its item made (or, when it has one, updated); a variant without keeps what it has — none for a
// new product: "If `inventoryItem` isn't provided, no inventory items are created" (SDK createProductWithInventory).
import type { VariantInventory } from '../../../wire/api/catalog-v3/requests.js';
import type { BulkEnvelope } from '../../../wire/api/catalog-v3/bulk.js';
import { runBulk } from './bulk-envelope.js';
import { inventoryItemOfVariant, type StoredInventoryItem } from './inventory.js';
import { v3Error } from './errors.js';
import { createInventoryItem, setStock } from './inventory-items.js';
import type { StoredProductV3 } from './product-state.js';
import type { CatalogEnv } from './product-service.js';

/**
 * A digital product takes no preorders (SDK PreorderInfo.enabled): a `…WithInventory` write enabling preorder on one
 * of its variants fails the product with PREORDER_VALIDATION_ERROR, the code the product updates declare (the
 * inventory API's own calls answer PRE_ORDER_VALIDATION for the same thing).
 */
export function checkVariantPreorder(product: StoredProductV3, inputVariants: ReadonlyArray<{ inventoryItem?: VariantInventory }>): void {
  if (product.productType !== 'DIGITAL') return;
  const i = inputVariants.findIndex((variant) => variant.inventoryItem?.preorderInfo?.enabled === true);
  if (i >= 0) throw v3Error('PREORDER_VALIDATION_ERROR', `product.variantsInfo.variants[${i}].inventoryItem.preorderInfo: preorder can't be enabled for the digital product ${product.id}`, { data: { productId: product.id } });
}

/** Applies each input variant's `inventoryItem` to the stored variant at the same index. */
export function applyVariantInventory(
  env: CatalogEnv,
  product: StoredProductV3,
  inputVariants: ReadonlyArray<{ inventoryItem?: VariantInventory }>,
  returnEntity: boolean,
): BulkEnvelope<StoredInventoryItem> {
  const changes = inputVariants
    .map((input, index) => ({ stock: input.inventoryItem, variantId: product.variantsInfo.variants[index]?.id }))
    .filter((c): c is { stock: VariantInventory; variantId: string } => c.stock !== undefined && c.variantId !== undefined);
  return runBulk(env.db, changes, ({ stock, variantId }) => {
    const now = env.clock.nowIso();
    const held = inventoryItemOfVariant(env.db, variantId);
    const item = held ? setStock(env.db, held, stock, now) : createInventoryItem(env.db, { ...stock, productId: product.id, variantId, inStock: stock.quantity == null ? (stock.inStock ?? true) : undefined }, now);
    return { id: item.id, item };
  }, returnEntity);
}
