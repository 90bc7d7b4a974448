// Single-purpose product writes: delete options, remove brand, remove ribbon, and the inventory writes that set stock
// (update) or move it (the REST reference's increment/decrement).
import { paths } from '../../wire/api/paths.js';
import { DecrementInventoryRequestSchema, IncrementInventoryRequestSchema, InventoryUpdateSchema } from '../../wire/api/catalog-v1/variant.js';
import { requireAdmin } from '../auth.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import { adjustInventory, deleteProductOptions, removeBrand, removeRibbon, updateInventory } from '../domain/v1/product-edits.js';
import type { CatalogEnv } from '../domain/v1/product-service.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';

function edit(change: (env: CatalogEnv, id: string) => void) {
  return (ctx: RequestContext) => {
    requireAdmin(ctx);
    const id = pathParam(ctx, 'id', ctx.method === 'DELETE' ? undefined : jsonBody(ctx).id);
    writeTransaction(ctx.db, () => change(ctx, id));
    return {};
  };
}

function inventory(ctx: RequestContext) {
  requireAdmin(ctx);
  const item = jsonBody(ctx).inventoryItem as Record<string, unknown> | undefined;
  const { productId, ...rest } = item ?? {};
  const id = pathParam(ctx, 'productId', productId);
  const update = parseWith(InventoryUpdateSchema, item === undefined ? undefined : rest, 'inventoryItem');
  writeTransaction(ctx.db, () => updateInventory(ctx, id, update));
  return {};
}

function increment(ctx: RequestContext) {
  requireAdmin(ctx);
  const { incrementData } = parseWith(IncrementInventoryRequestSchema, jsonBody(ctx), '');
  const adjustments = incrementData.map(({ incrementBy, ...target }) => ({ ...target, by: incrementBy }));
  writeTransaction(ctx.db, () => adjustInventory(ctx, adjustments, 'incrementData'));
  return {};
}

function decrement(ctx: RequestContext) {
  requireAdmin(ctx);
  const { decrementData } = parseWith(DecrementInventoryRequestSchema, jsonBody(ctx), '');
  const adjustments = decrementData.map(({ decrementBy, preorderRequest: _preorder, ...target }) => ({ ...target, by: -decrementBy }));
  writeTransaction(ctx.db, () => adjustInventory(ctx, adjustments, 'decrementData'));
  return {};
}

export function registerProductEdits(router: Router): void {
  router.delete(paths.products.deleteOptions(param('id')), edit(deleteProductOptions));
  router.post(paths.products.removeBrand(param('id')), edit(removeBrand));
  router.post(paths.products.removeRibbon(param('id')), edit(removeRibbon));
  router.patch(paths.inventory.updateVariants(param('productId')), inventory);
  router.post(paths.inventory.increment(), increment);
  router.post(paths.inventory.decrement(), decrement);
}
