// Collection writes on the v1 write API (`/stores/v1/collections`): create, update, delete, add/remove products.
import { paths } from '../../wire/api/paths.js';
import { MEMBERSHIP_CHUNK } from '../../wire/api/catalog-v1/collection.js';
import { CollectionInputSchema, CollectionPatchSchema } from '../../wire/api/catalog-v1/collection.js';
import * as z from 'zod';
import { requireAdmin } from '../auth.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  removeProductsFromCollection,
  renderCollections,
  updateCollection,
} from '../domain/v1/collection-service.js';
import type { CollectionState } from '../domain/v1/collection-render.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';

const ProductIdsSchema = z.array(z.string().min(1)).max(MEMBERSHIP_CHUNK);

const rendered = (ctx: RequestContext, state: CollectionState) => ({ collection: renderCollections(ctx, [state], true)[0] });

function create(ctx: RequestContext) {
  requireAdmin(ctx);
  const input = parseWith(CollectionInputSchema, jsonBody(ctx).collection, 'collection');
  return writeTransaction(ctx.db, () => rendered(ctx, createCollection(ctx, input)));
}

function update(ctx: RequestContext) {
  requireAdmin(ctx);
  const body = jsonBody(ctx).collection as Record<string, unknown> | undefined;
  const id = pathParam(ctx, 'id', body?.id);
  const patch = parseWith(CollectionPatchSchema, body, 'collection');
  return writeTransaction(ctx.db, () => rendered(ctx, updateCollection(ctx, id, patch)));
}

function remove(ctx: RequestContext) {
  requireAdmin(ctx);
  const id = pathParam(ctx, 'id');
  writeTransaction(ctx.db, () => deleteCollection(ctx, id));
  return {};
}

function membership(change: typeof addProductsToCollection) {
  return (ctx: RequestContext) => {
    requireAdmin(ctx);
    const body = jsonBody(ctx);
    const id = pathParam(ctx, 'id', body.id);
    const productIds = parseWith(ProductIdsSchema, body.productIds, 'productIds');
    writeTransaction(ctx.db, () => change(ctx, id, productIds));
    return {};
  };
}

export function registerCollectionsWrite(router: Router): void {
  router.post(paths.collections.create(), create);
  router.patch(paths.collections.update(param('id')), update);
  router.delete(paths.collections.delete(param('id')), remove);
  router.post(paths.collections.addProducts(param('id')), membership(addProductsToCollection));
  router.post(paths.collections.removeProducts(param('id')), membership(removeProductsFromCollection));
}
