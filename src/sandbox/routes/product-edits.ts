// Single-purpose product writes: delete options, remove brand, remove ribbon, and the inventory update that sets stock.
import { paths } from '../../wire/api/paths.js';
import { InventoryUpdateSchema } from '../../wire/api/catalog-v1/variant.js';
import { requireAdmin } from '../auth.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import { deleteProductOptions, removeBrand, removeRibbon, updateInventory } from '../domain/product-edits.js';
import type { CatalogEnv } from '../domain/product-service.js';
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

export function registerProductEdits(router: Router): void {
  router.delete(paths.products.deleteOptions(param('id')), edit(deleteProductOptions));
  router.post(paths.products.removeBrand(param('id')), edit(removeBrand));
  router.post(paths.products.removeRibbon(param('id')), edit(removeRibbon));
  router.patch(paths.inventory.updateVariants(param('productId')), inventory);
}
