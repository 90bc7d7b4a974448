// Bulk product endpoints (docs/wire/catalog-v3.md §2): synchronous bulk create/update/delete (bulk envelope) and the
// by-filter calls, which answer `{jobId}` of an async job; plus the Async Job API that reports on them.
import {
  AdjustVariantsByFilterSchema,
  BulkCreateProductsSchema,
  BulkDeleteProductsSchema,
  BulkUpdateProductsSchema,
  CategoriesByFilterSchema,
  DeleteProductsByFilterSchema,
  UpdateProductsByFilterSchema,
  UpdateProductTagsByFilterSchema,
  UpdateProductTagsSchema,
  UpdateVariantsByFilterSchema,
} from '../../../wire/api/catalog-v3/bulk.js';
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import { cursorPagingSchema, PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { requireAdmin, type Caller } from '../../auth.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { requireAsyncJob } from '../../domain/v3/async-jobs.js';
import {
  adjustVariantsByFilter,
  bulkCreateProducts,
  bulkDeleteProducts,
  bulkUpdateProducts,
  categoriesByFilter,
  deleteProductsByFilter,
  updateProductsByFilter,
  updateProductTags,
  updateProductTagsByFilter,
  updateVariantsByFilter,
} from '../../domain/v3/bulk-products.js';
import { cursorPage, resolveCursor } from '../../domain/v3/cursor-query.js';
import { renderOptionsFor, renderProductV3 } from '../../domain/v3/product-render.js';
import type { CatalogEnv } from '../../domain/v3/product-service.js';
import type { StoredProductV3 } from '../../domain/v3/product-state.js';
import { param, type Router } from '../../router.js';
import { parseWith } from '../../validation.js';
import { readPayload, readRequest } from './payload.js';


function renderer(ctx: RequestContext, caller: Caller, fields: string[] | undefined) {
  const options = renderOptionsFor(caller, fields, true, ctx.baseUrl);
  return (product: StoredProductV3) => renderProductV3(ctx.db, product, options);
}

// The caller is identified before the body is read: who may not write learns nothing about the body's rules.
function bulkCreate(ctx: RequestContext) {
  const caller = requireAdmin(ctx);
  const request = readRequest(ctx, BulkCreateProductsSchema);
  const render = renderer(ctx, caller, request.fields);
  return writeTransaction(ctx.db, () => bulkCreateProducts(ctx, request, render));
}

function bulkUpdate(ctx: RequestContext) {
  const caller = requireAdmin(ctx);
  const request = readRequest(ctx, BulkUpdateProductsSchema);
  const render = renderer(ctx, caller, request.fields);
  return writeTransaction(ctx.db, () => bulkUpdateProducts(ctx, request, render));
}

function bulkDelete(ctx: RequestContext) {
  requireAdmin(ctx);
  const { productIds } = readRequest(ctx, BulkDeleteProductsSchema);
  return writeTransaction(ctx.db, () => bulkDeleteProducts(ctx, productIds));
}

/** A by-filter endpoint: admin only, validated, run as one job; answers `{jobId}`. */
function byFilter<S extends Parameters<typeof readRequest>[1]>(schema: S, run: (env: CatalogEnv, request: ReturnType<typeof readRequest<S>>) => string) {
  return (ctx: RequestContext) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, schema);
    return { jobId: writeTransaction(ctx.db, () => run(ctx, request)) };
  };
}

/** The platform's REST answer wraps the job: `{asyncJob: {...}}` (wire/api/catalog-v3/async-job.ts). */
function getAsyncJob(ctx: RequestContext) {
  requireAdmin(ctx);
  return readTransaction(ctx.db, () => ({ asyncJob: requireAsyncJob(ctx.db, pathParam(ctx, 'jobId')).job }));
}

function listAsyncJobItems(ctx: RequestContext) {
  requireAdmin(ctx);
  const payload = readPayload(ctx);
  const paging = parseWith(cursorPagingSchema(PAGE_LIMITS.asyncJobItems), payload.cursorPaging ?? payload.paging ?? {}, 'cursorPaging');
  const { items } = readTransaction(ctx.db, () => requireAsyncJob(ctx.db, pathParam(ctx, 'jobId')));
  const page = cursorPage(items, resolveCursor({ cursorPaging: paging }, undefined), paging.limit ?? 100);
  return { items: page.items, pagingMetadata: page.pagingMetadata };
}

export function registerBulkProductsV3(router: Router): void {
  const bulk = paths.bulkProducts;
  router.post(bulk.create(), bulkCreate);
  router.post(bulk.update(), bulkUpdate);
  router.post(bulk.delete(), bulkDelete);
  router.post(bulk.updateByFilter(), byFilter(UpdateProductsByFilterSchema, updateProductsByFilter));
  router.post(bulk.deleteByFilter(), byFilter(DeleteProductsByFilterSchema, deleteProductsByFilter));
  router.post(bulk.updateVariantsByFilter(), byFilter(UpdateVariantsByFilterSchema, updateVariantsByFilter));
  router.post(bulk.adjustVariantsByFilter(), byFilter(AdjustVariantsByFilterSchema, adjustVariantsByFilter));
  router.post(bulk.addToCategoriesByFilter(), byFilter(CategoriesByFilterSchema, (env, r) => categoriesByFilter(env, r, 'add')));
  router.post(bulk.removeFromCategoriesByFilter(), byFilter(CategoriesByFilterSchema, (env, r) => categoriesByFilter(env, r, 'remove')));
  router.post(bulk.updateTags(), (ctx) => {
    requireAdmin(ctx);
    const request = readRequest(ctx, UpdateProductTagsSchema);
    return writeTransaction(ctx.db, () => updateProductTags(ctx, request));
  });
  router.post(bulk.updateTagsByFilter(), byFilter(UpdateProductTagsByFilterSchema, updateProductTagsByFilter));
  router.get(paths.asyncJobs.get(param('jobId')), getAsyncJob);
  router.get(paths.asyncJobs.listItems(param('jobId')), listAsyncJobItems);
  router.post(paths.asyncJobs.listItems(param('jobId')), listAsyncJobItems);
}
