// Single-purpose product writes: delete options, remove brand, remove ribbon, set stock. Callers hold the transaction.
import type { InventoryUpdate } from '../../wire/api/catalog-v1/variant.js';
import { applicationError, invalidField } from '../http-errors.js';
import { saveProduct } from '../tables/products.js';
import { productChanged } from '../events/catalog-changes.js';
import { recordChange } from './outbox.js';
import { requireProduct, type CatalogEnv } from './product-service.js';
import type { ProductState } from './product-state.js';
import { applyInventoryUpdate } from './stock.js';
import { DEFAULT_VARIANT_ID, variantSpecs } from './variants.js';

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
