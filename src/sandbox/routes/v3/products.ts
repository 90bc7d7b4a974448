// Products V3 (docs/wire/catalog-v3.md §2): create, get, get by slug, update with revision, delete, query, search,
// count, and the catalog version probe every site answers.
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import {
  CountProductsRequestSchema,
  CreateProductRequestSchema,
  QueryProductsRequestSchema,
  SearchProductsRequestSchema,
  UpdateProductRequestSchema,
} from '../../../wire/api/catalog-v3/requests.js';
import { SingleProductFieldsSchema } from '../../../wire/api/catalog-v3/fields.js';
import { catalogVersionValue } from '../../../wire/api/catalog-v3/versioning.js';
import { requireAdmin, requireReader, type Caller } from '../../auth.js';
import { seesHidden } from '../../domain/read-policy.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import { siteCatalogVersion } from '../../domain/site-catalog-version.js';
import { v3Error } from '../../domain/v3/errors.js';
import { invalidField } from '../../http-errors.js';
import { param, type Router } from '../../router.js';
import { parseWith } from '../../validation.js';
import { resolveCursor, type CursorState } from '../../domain/v3/cursor-query.js';
import { pageOfProductsV3 } from '../../domain/v3/product-queries.js';
import { selectProducts, type TextSearch } from '../../domain/v3/product-selection.js';
import { aggregate, aggregatedFields } from '../../domain/v3/aggregations.js';
import { refuseHiddenFilter } from '../../domain/v3/hidden-filter.js';
import { maskedPatch, PRODUCT_MASK } from '../../domain/v3/field-mask.js';
import { countProductsV3 } from '../../tables/v3/products.js';
import { DEFAULT_CURSOR_LIMIT } from '../../../wire/api/catalog-v3/paging.js';
import { QUERY_PRODUCTS_FIELDS, SEARCH_PRODUCTS_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import { renderOptionsFor, renderProductV3 } from '../../domain/v3/product-render.js';
import {
  createProductV3,
  deleteProductV3,
  requireProductV3,
  requireProductV3BySlug,
  updateProductV3,
} from '../../domain/v3/product-service.js';
import type { StoredProductV3 } from '../../domain/v3/product-state.js';
import { readRequest } from './payload.js';


/** `?fields=A&fields=B` of the single-product GETs. */
const singleFields = (ctx: RequestContext) => parseWith(SingleProductFieldsSchema, ctx.query.getAll('fields'), 'fields');

function renderSingle(ctx: RequestContext, caller: Caller, product: StoredProductV3, fields: readonly string[] | undefined) {
  return { product: renderProductV3(ctx.db, product, renderOptionsFor(caller, fields, true, ctx.baseUrl)) };
}

function getProduct(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const fields = singleFields(ctx);
  return readTransaction(ctx.db, () => renderSingle(ctx, caller, requireProductV3(ctx, pathParam(ctx, 'productId'), !seesHidden(caller)), fields));
}

function getProductBySlug(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const fields = singleFields(ctx);
  return readTransaction(ctx.db, () => renderSingle(ctx, caller, requireProductV3BySlug(ctx, pathParam(ctx, 'slug'), !seesHidden(caller)), fields));
}

function createProduct(ctx: RequestContext) {
  const caller = requireAdmin(ctx);
  const { product, fields } = readRequest(ctx, CreateProductRequestSchema);
  return writeTransaction(ctx.db, () => renderSingle(ctx, caller, createProductV3(ctx, product), fields));
}

function updateProduct(ctx: RequestContext) {
  const caller = requireAdmin(ctx);
  const { product, fields, fieldMask } = readRequest(ctx, UpdateProductRequestSchema);
  // The path wins over the body's copy of the id.
  const id = decodeURIComponent(ctx.params.productId);
  const patch = maskedPatch(product, fieldMask, PRODUCT_MASK, 'product');
  return writeTransaction(ctx.db, () => renderSingle(ctx, caller, updateProductV3(ctx, id, patch), fields));
}

function deleteProduct(ctx: RequestContext) {
  requireAdmin(ctx);
  writeTransaction(ctx.db, () => deleteProductV3(ctx, pathParam(ctx, 'productId')));
  return {};
}

/** One cursor page (domain/v3/product-queries.ts), rendered for the caller (no variants in query/search answers). */
function listProducts(ctx: RequestContext, caller: Caller, state: CursorState, limit = DEFAULT_CURSOR_LIMIT, spec = QUERY_PRODUCTS_FIELDS) {
  const options = renderOptionsFor(caller, state.fields, false, ctx.baseUrl);
  return readTransaction(ctx.db, () => {
    const page = pageOfProductsV3(ctx, state, seesHidden(caller), limit, spec);
    return { products: page.items.map((product) => renderProductV3(ctx.db, product, options)), pagingMetadata: page.pagingMetadata };
  });
}

function queryProducts(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const { query, fields } = readRequest(ctx, QueryProductsRequestSchema);
  refuseHiddenFilter(query?.filter, seesHidden(caller));
  return listProducts(ctx, caller, resolveCursor(query, fields), query?.cursorPaging?.limit);
}

/** A page of products, and `aggregationData` over every product the search matches (domain/v3/aggregations.ts). */
function searchProducts(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const { search, fields } = readRequest(ctx, SearchProductsRequestSchema);
  refuseHiddenFilter(search?.filter, seesHidden(caller));
  // "When using free-text search, you must specify which fields to search using the search.fields parameter" (SDK doc
  // comment of searchProducts); the platform's answer to a search without them is not documented: a 400 (decided).
  if (search?.search?.expression && !search.search.fields?.length) {
    throw invalidField('search.search.fields', 'must name the fields to search (e.g. ["name"]) when search.expression is given', 'REQUIRED_FIELD');
  }
  const result = listProducts(ctx, caller, resolveCursor(search, fields, search?.search), search?.cursorPaging?.limit, SEARCH_PRODUCTS_FIELDS);
  const aggregations = search?.cursorPaging?.cursor ? [] : (search?.aggregations ?? []);
  if (aggregations.length === 0) return { ...result, aggregationData: { results: [] } };
  return readTransaction(ctx.db, () => {
    const matched = selectProducts(ctx, search?.filter, search?.search, seesHidden(caller), SEARCH_PRODUCTS_FIELDS, aggregatedFields(aggregations));
    return { ...result, aggregationData: aggregate(matched.map((e) => e.view), aggregations, SEARCH_PRODUCTS_FIELDS, search?.timeZone) };
  });
}

/** `returnNonVisibleProducts` defaults to false for admins too; only admins may set it. */
function countProducts(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const { filter, search, returnNonVisibleProducts } = readRequest(ctx, CountProductsRequestSchema);
  if (returnNonVisibleProducts && !seesHidden(caller)) {
    throw v3Error('NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS', 'Only admin callers may count hidden products (returnNonVisibleProducts)');
  }
  const text = search as TextSearch | undefined;
  const includeHidden = returnNonVisibleProducts === true;
  if (Object.keys(filter ?? {}).length === 0 && !text?.expression) return { count: countProductsV3(ctx.db, includeHidden) };
  return readTransaction(ctx.db, () => ({ count: selectProducts(ctx, filter, text, includeHidden).length }));
}

function catalogVersion(ctx: RequestContext) {
  requireReader(ctx);
  return { catalogVersion: catalogVersionValue(siteCatalogVersion(ctx.db)) };
}

export function registerProductsV3(router: Router): void {
  router.get(paths.catalogVersion(), catalogVersion);
  router.post(paths.products.create(), createProduct);
  router.get(paths.products.get(param('productId')), getProduct);
  router.get(paths.products.getBySlug(param('slug')), getProductBySlug, { rest: true });
  router.patch(paths.products.update(param('productId')), updateProduct);
  router.delete(paths.products.delete(param('productId')), deleteProduct);
  for (const [path, handler] of [[paths.products.query(), queryProducts], [paths.products.search(), searchProducts], [paths.products.count(), countProducts]] as const) {
    router.get(path, handler);
    router.post(path, handler);
  }
}
