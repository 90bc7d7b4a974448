// Single-purpose product writes: delete options, remove brand, remove ribbon, set stock. Callers hold the transaction.
import type { InventoryUpdate, StockAdjustment } from '../../../wire/api/catalog-v1/variant.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { saveProduct } from '../../tables/v1/products.js';
import { productChanged } from './events.js';
import { recordChange } from '../outbox.js';
import { requireProduct, type CatalogEnv } from './product-service.js';
import type { ProductState } from './product-state.js';
import { productOfInventoryItem } from './inventory-item-render.js';
import { applyInventoryUpdate, shiftStock } from './stock.js';
import { DEFAULT_VARIANT_ID, variantSpecs } from './variant-generation.js';

function saveChanged(env: CatalogEnv, next: ProductState, changedFields: string[]): void {
  saveProduct(env.db, { ...next, lastUpdated: env.clock.nowIso() });
  recordChange(env.db, productChanged(next.id, changedFields), env.clock.nowIso());
}

/** Only without managed variants; the options, their choice media and the per-variant stock all go. */
export function deleteProductOptions(env: CatalogEnv, id: string): void {
  const state = requireProduct(env.db, id);
  if (state.input.manageVariants === true) {
    throw applicationError(
      428,
      'Variants are managed',
      'VARIANTS_MANAGED',
      `Product ${id} manages its variants: options can be deleted only when manageVariants is false`,
      { id },
    );
  }
  if ((state.input.productOptions ?? []).length === 0) return;
  const { choiceMedia: _media, inventory, ...rest } = state;
  const kept = inventory?.variants[DEFAULT_VARIANT_ID];
  const next: ProductState = {
    ...rest,
    input: { ...state.input, productOptions: [] },
    variantOverrides: {},
    ...(inventory ? { inventory: { trackQuantity: inventory.trackQuantity, variants: kept ? { [DEFAULT_VARIANT_ID]: kept } : {} } } : {}),
  };
  saveChanged(env, next, ['productOptions', 'variants']);
}

function removeField(env: CatalogEnv, id: string, field: 'brand' | 'ribbon'): void {
  const state = requireProduct(env.db, id);
  if (state.input[field] === undefined) return;
  const { [field]: _removed, ...input } = state.input;
  saveChanged(env, { ...state, input }, field === 'ribbon' ? ['ribbon', 'ribbons'] : ['brand']);
}

export const removeBrand = (env: CatalogEnv, id: string): void => removeField(env, id, 'brand');
export const removeRibbon = (env: CatalogEnv, id: string): void => removeField(env, id, 'ribbon');

/** Inventory v2 updateInventoryVariants: sets tracking and per-variant stock. */
export function updateInventory(env: CatalogEnv, id: string, update: InventoryUpdate): void {
  const state = requireProduct(env.db, id);
  const variantIds = new Set(variantSpecs(id, state.input.productOptions).map((spec) => spec.id));
  saveChanged(env, { ...state, inventory: applyInventoryUpdate(state, update, variantIds) }, ['stock']);
}

/** An adjustment's product: by `inventoryId` or `productId`, exactly one of them. */
function adjustedProduct(env: CatalogEnv, adjustment: StockAdjustment, at: string): ProductState {
  const { inventoryId, productId } = adjustment;
  if (inventoryId !== undefined && productId !== undefined) throw invalidField(at, 'send inventoryId or productId, not both', 'VALIDATION');
  if (inventoryId !== undefined) return productOfInventoryItem(env, inventoryId, true);
  if (productId === undefined) throw invalidField(`${at}.productId`, 'inventoryId or productId is required', 'REQUIRED_FIELD');
  return requireProduct(env.db, productId);
}

/** Inventory v2 increment/decrement: every adjustment in order, all or none (the caller holds the transaction). */
export function adjustInventory(env: CatalogEnv, adjustments: readonly StockAdjustment[], field: string): void {
  const changed = new Map<string, ProductState>();
  adjustments.forEach((adjustment, i) => {
    const at = `${field}[${i}]`;
    const found = adjustedProduct(env, adjustment, at);
    const state = changed.get(found.id) ?? found;
    const variantIds = new Set(variantSpecs(state.id, state.input.productOptions).map((spec) => spec.id));
    changed.set(state.id, { ...state, inventory: shiftStock(state, adjustment.variantId, adjustment.by, variantIds, at) });
  });
  for (const state of changed.values()) saveChanged(env, state, ['stock']);
}
