// Product writes (`/stores/v1/products`): create, update, delete. Admin only.
import { paths } from '../../wire/api/paths.js';
import { ProductInputSchema, ProductPatchSchema } from '../../wire/api/catalog-v1/product.js';
import { requireAdmin } from '../auth.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import { createProduct, deleteProduct, renderOne, updateProduct } from '../domain/v1/product-service.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';

function create(ctx: RequestContext) {
  requireAdmin(ctx);
  const input = parseWith(ProductInputSchema, jsonBody(ctx).product, 'product');
  return writeTransaction(ctx.db, () => ({ product: renderOne(ctx, createProduct(ctx, input)) }));
}

function update(ctx: RequestContext) {
  requireAdmin(ctx);
  const body = jsonBody(ctx).product as Record<string, unknown> | undefined;
  const id = pathParam(ctx, 'id', body?.id);
  const patch = parseWith(ProductPatchSchema, body, 'product');
  return writeTransaction(ctx.db, () => ({ product: renderOne(ctx, updateProduct(ctx, id, patch)) }));
}

function remove(ctx: RequestContext) {
  requireAdmin(ctx);
  const id = pathParam(ctx, 'id');
  writeTransaction(ctx.db, () => deleteProduct(ctx, id));
  return {};
}

export function registerCatalogWrite(router: Router): void {
  router.post(paths.products.create(), create);
  router.patch(paths.products.update(param('id')), update);
  router.delete(paths.products.delete(param('id')), remove);
}
