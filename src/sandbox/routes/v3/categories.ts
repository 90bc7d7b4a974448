// The Categories API on a V3 site (docs/wire/catalog-v3.md §5): categories of the stores tree and their items, plus the
// stores' "All Products" category. Every call names the tree; only the stores tree exists here.
import { categoriesPaths as paths } from '../../../wire/api/categories/paths.js';
import {
  BulkAddItemsRequestSchema,
  BulkRemoveItemsRequestSchema,
  CountCategoriesRequestSchema,
  CreateCategoryRequestSchema,
  ItemCategoriesRequestSchema,
  ListCategoriesForItemRequestSchema,
  ListCategoriesForItemsRequestSchema,
  ListItemsRequestSchema,
  QueryCategoriesRequestSchema,
  SEARCH_CATEGORIES_LIMIT,
  SearchCategoriesRequestSchema,
  SetArrangedItemsRequestSchema,
  SetItemCategoriesRequestSchema,
  UpdateCategoryRequestSchema,
} from '../../../wire/api/categories/schemas.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../../wire/api/categories/tree.js';
import { catalogV3Paths } from '../../../wire/api/catalog-v3/paths.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { requireAdmin, requireReader, type Caller } from '../../auth.js';
import { seesHidden, visibleProduct } from '../../domain/read-policy.js';
import { pathParam, type RequestContext } from '../../context.js';
import { readTransaction, writeTransaction } from '../../db.js';
import {
  addItemsToCategory,
  allProductsCategoryId,
  createCategoryV3,
  deleteCategoryV3,
  removeItemsFromCategory,
  renderCategory,
  requireCategory,
  updateCategoryV3,
  type ItemResult,
} from '../../domain/v3/categories.js';
import { ancestorsOf } from '../../domain/v3/category-tree.js';
import { cursorPage, resolveCursor, type CursorState } from '../../domain/v3/cursor-query.js';
import { categoryAsGot, countCategoriesMatching, matchingCategoryViews, pageOfCategories, visibleItemsOfCategory, type CategoryReader } from '../../domain/v3/category-queries.js';
import { aggregate } from '../../domain/v3/aggregations.js';
import { CATEGORY_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import { applicationError } from '../../http-errors.js';
import { categoriesOfProduct, getCategory as getCategoryRow, getCategoryBySlug as findCategoryBySlug } from '../../tables/v3/categories.js';
import { getProductV3 } from '../../tables/v3/products.js';
import { param, type Router } from '../../router.js';
import { parseWith } from '../../validation.js';
import { arrangedItemsOf, setArrangedItems } from '../../domain/v3/category-arrangement.js';
import { registerCategoryEdits } from './category-edits.js';
import { checkTree, fieldsFromQuery, treeFromQuery } from './category-request.js';
import { readPayload, readRequest } from './payload.js';


function createCategory(ctx: RequestContext) {
  requireAdmin(ctx);
  const { category, treeReference, fields } = readRequest(ctx, CreateCategoryRequestSchema);
  checkTree(treeReference);
  return writeTransaction(ctx.db, () => ({ category: renderCategory(ctx, createCategoryV3(ctx, category), fields ?? []) }));
}

/** A category got by id or slug: answered to every reader (category-queries.ts categoryAsGot). */
function readableCategory(ctx: RequestContext, id: string, fields: readonly string[]) {
  return categoryAsGot(ctx, requireCategory(ctx, id), fields, seesHidden(requireReader(ctx)));
}

function getCategory(ctx: RequestContext) {
  treeFromQuery(ctx);
  const fields = fieldsFromQuery(ctx);
  return readTransaction(ctx.db, () => ({ category: readableCategory(ctx, pathParam(ctx, 'categoryId'), fields) }));
}

function getCategoryBySlug(ctx: RequestContext) {
  treeFromQuery(ctx);
  const fields = fieldsFromQuery(ctx);
  const slug = pathParam(ctx, 'slug');
  return readTransaction(ctx.db, () => {
    const found = findCategoryBySlug(ctx.db, slug);
    if (!found) throw applicationError(404, 'Category not found', 'CATEGORY_NOT_FOUND', `Category ${slug} not found`);
    return { category: readableCategory(ctx, found.id, fields) };
  });
}

function updateCategory(ctx: RequestContext) {
  requireAdmin(ctx);
  const { category, treeReference, fields } = readRequest(ctx, UpdateCategoryRequestSchema);
  checkTree(treeReference);
  const id = decodeURIComponent(ctx.params.categoryId);
  return writeTransaction(ctx.db, () => ({ category: renderCategory(ctx, updateCategoryV3(ctx, id, category), fields ?? []) }));
}

function deleteCategory(ctx: RequestContext) {
  requireAdmin(ctx);
  treeFromQuery(ctx);
  writeTransaction(ctx.db, () => deleteCategoryV3(ctx, pathParam(ctx, 'categoryId')));
  return {};
}

/**
 * What a caller reads of the categories: hidden ones only for admins asking with `returnNonVisibleCategories`
 * ("Default: false"); item counters count hidden products for whoever sees them (domain/v3/category-queries.ts).
 */
const readerOf = (caller: Caller, returnNonVisible: boolean | undefined): CategoryReader => ({
  hiddenCategories: returnNonVisible === true && seesHidden(caller),
  hiddenProducts: seesHidden(caller),
});

/** A page of the categories the caller reads. */
function categoriesPage(ctx: RequestContext, caller: Caller, state: CursorState, returnNonVisible: boolean | undefined, limit: number | undefined) {
  return readTransaction(ctx.db, () => {
    const page = pageOfCategories(ctx, state, readerOf(caller, returnNonVisible), limit);
    return { categories: page.items, pagingMetadata: page.pagingMetadata };
  });
}

function queryCategories(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const request = readRequest(ctx, QueryCategoriesRequestSchema);
  checkTree(request.treeReference);
  return categoriesPage(ctx, caller, resolveCursor(request.query, request.fields), request.returnNonVisibleCategories, request.query?.cursorPaging?.limit);
}

/**
 * Search Categories: Query's filter and sort plus free text over the searchable fields (name, description) and
 * aggregations (domain/v3/aggregations.ts), with
 * its documented defaults: "Sorted by createdDate in descending order", "cursorPaging.limit set to 100" (SDK doc
 * comment of searchCategories).
 */
function searchCategories(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const request = readRequest(ctx, SearchCategoriesRequestSchema);
  checkTree(request.treeReference);
  const search = request.search;
  const sort = search?.sort?.length ? search.sort : [{ fieldName: 'createdDate', order: 'DESC' as const }];
  const state = resolveCursor({ ...search, sort }, request.fields, search?.search);
  const page = categoriesPage(ctx, caller, state, request.returnNonVisibleCategories, search?.cursorPaging?.limit ?? SEARCH_CATEGORIES_LIMIT);
  const aggregations = search?.cursorPaging?.cursor ? [] : (search?.aggregations ?? []);
  if (aggregations.length === 0) return { ...page, aggregationData: { results: [] } };
  const views = readTransaction(ctx.db, () => matchingCategoryViews(ctx, search?.filter, readerOf(caller, request.returnNonVisibleCategories), search?.search));
  return { ...page, aggregationData: aggregate(views, aggregations, CATEGORY_FIELDS, search?.timeZone) };
}

function countCategories(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const request = readRequest(ctx, CountCategoriesRequestSchema);
  checkTree(request.treeReference);
  return readTransaction(ctx.db, () => ({ count: countCategoriesMatching(ctx, request.filter, readerOf(caller, request.returnNonVisibleCategories), request.search) }));
}

/** Per-item results of the items calls: `{itemMetadata: {item, originalIndex, success, error?}}`. */
function itemEnvelope(results: Array<ItemResult & { categoryId?: string }>, itemKey: 'item' | 'categoryId') {
  const rows = results.map((r, originalIndex) => ({
    itemMetadata: {
      ...(itemKey === 'item' ? { item: { catalogItemId: r.productId, appId: STORES_APP_ID } } : { id: r.categoryId }),
      originalIndex,
      success: !r.error,
      ...(r.error ? { error: r.error } : {}),
    },
  }));
  const failures = rows.filter((r) => !r.itemMetadata.success).length;
  return { results: rows, bulkActionMetadata: { totalSuccesses: rows.length - failures, totalFailures: failures, undetailedFailures: 0 } };
}

function bulkAddItems(ctx: RequestContext) {
  requireAdmin(ctx);
  const { items, treeReference } = readRequest(ctx, BulkAddItemsRequestSchema);
  checkTree(treeReference);
  const id = decodeURIComponent(ctx.params.categoryId);
  return writeTransaction(ctx.db, () => itemEnvelope(addItemsToCategory(ctx, id, items.map((i) => i.catalogItemId), items.map((i) => i.appId)), 'item'));
}

function bulkRemoveItems(ctx: RequestContext) {
  requireAdmin(ctx);
  const { items, treeReference } = readRequest(ctx, BulkRemoveItemsRequestSchema);
  checkTree(treeReference);
  const id = decodeURIComponent(ctx.params.categoryId);
  return writeTransaction(ctx.db, () => itemEnvelope(removeItemsFromCategory(ctx, id, items.map((i) => i.catalogItemId)), 'item'));
}

function itemToCategories(action: 'add' | 'remove') {
  return (ctx: RequestContext) => {
    requireAdmin(ctx);
    const { item, categoryIds, treeReference } = readRequest(ctx, ItemCategoriesRequestSchema);
    checkTree(treeReference);
    return writeTransaction(ctx.db, () => {
      const results = categoryIds.map((categoryId) => {
        try {
          const [r] = action === 'add' ? addItemsToCategory(ctx, categoryId, [item.catalogItemId], [item.appId]) : removeItemsFromCategory(ctx, categoryId, [item.catalogItemId]);
          return { ...r, categoryId };
        } catch {
          return { productId: item.catalogItemId, categoryId, error: { code: 'CATEGORY_NOT_FOUND', description: `Category ${categoryId} not found` } };
        }
      });
      return itemEnvelope(results, 'categoryId');
    });
  };
}

/**
 * Bulk Set Item Categories: makes the item's categories exactly `categoryIds` — `removeResults` for each category it
 * leaves, `addResults` for each one asked (an unknown category or item fails that entry alone: decided, the
 * reference declares no refusal of the whole call for them), `bulkActionMetadata` over both (SDK
 * BulkSetItemCategoriesResponse).
 */
function setItemCategories(ctx: RequestContext) {
  requireAdmin(ctx);
  const { item, categoryIds, treeReference } = readRequest(ctx, SetItemCategoriesRequestSchema);
  checkTree(treeReference);
  const wanted = [...new Set(categoryIds)];
  return writeTransaction(ctx.db, () => {
    const leaving = categoriesOfProduct(ctx.db, item.catalogItemId).filter((id) => !wanted.includes(id));
    const removed = leaving.map((categoryId) => ({ ...removeItemsFromCategory(ctx, categoryId, [item.catalogItemId])[0], categoryId }));
    const added = wanted.map((categoryId) => {
      if (!getCategoryRow(ctx.db, categoryId)) return { productId: item.catalogItemId, categoryId, error: { code: 'CATEGORY_NOT_FOUND', description: `Category ${categoryId} not found` } };
      return { ...addItemsToCategory(ctx, categoryId, [item.catalogItemId], [item.appId])[0], categoryId };
    });
    const addResults = itemEnvelope(added, 'categoryId');
    const removeResults = itemEnvelope(removed, 'categoryId');
    const sum = (key: 'totalSuccesses' | 'totalFailures') => addResults.bulkActionMetadata[key] + removeResults.bulkActionMetadata[key];
    return {
      addResults: addResults.results,
      removeResults: removeResults.results,
      bulkActionMetadata: { totalSuccesses: sum('totalSuccesses'), totalFailures: sum('totalFailures'), undetailedFailures: 0 },
    };
  });
}

/**
 * List Items In Category: newest first, or the manual arrangement first with `useCategoryArrangement`. "Hidden
 * categories and their items are still accessible via API calls. For example, List Items In Category returns items
 * even for hidden categories" (SDK doc comment of Category.visible); hidden products stay an admin's.
 */
function listItems(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const request = parseWith(ListItemsRequestSchema, readPayload(ctx), '');
  checkTree(request.treeReference);
  const id = pathParam(ctx, 'categoryId');
  return readTransaction(ctx.db, () => {
    const ids = visibleItemsOfCategory(ctx, id, request.includeItemsFromSubcategories === true, seesHidden(caller), request.useCategoryArrangement === true);
    const page = cursorPage(ids, resolveCursor({ cursorPaging: request.cursorPaging }, undefined), request.cursorPaging?.limit ?? PAGE_LIMITS.categoryItems);
    return { items: page.items.map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })), pagingMetadata: page.pagingMetadata };
  });
}

const storeItems = (ids: readonly string[]) => ids.map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID }));

function setArrangedItemsRoute(ctx: RequestContext) {
  requireAdmin(ctx);
  const { items, treeReference } = readRequest(ctx, SetArrangedItemsRequestSchema);
  checkTree(treeReference);
  const id = pathParam(ctx, 'categoryId');
  return writeTransaction(ctx.db, () => ({ items: storeItems(setArrangedItems(ctx, id, (items ?? []).map((i) => i.catalogItemId))) }));
}

function getArrangedItems(ctx: RequestContext) {
  requireReader(ctx);
  treeFromQuery(ctx);
  const id = pathParam(ctx, 'categoryId');
  return readTransaction(ctx.db, () => ({ items: storeItems(arrangedItemsOf(ctx, id)) }));
}

/** List Trees: "all trees installed on the site, sorted by appNamespace" — here only the stores tree. */
function listTrees(ctx: RequestContext) {
  requireReader(ctx);
  return { trees: [STORES_TREE_REFERENCE] };
}

/** The item's direct categories and every category above them, as the caller may see them. */
function categoriesOfItem(ctx: RequestContext, productId: string, includeHidden: boolean): { direct: string[]; all: string[] } {
  const seen = visibleProduct(getProductV3(ctx.db, productId), includeHidden) !== undefined;
  const shown = (id: string) => includeHidden || getCategoryRow(ctx.db, id)?.visible === true;
  const direct = seen ? categoriesOfProduct(ctx.db, productId).filter(shown) : [];
  const all = [...new Set(direct.flatMap((id) => [id, ...ancestorsOf(ctx.db, id)]))].filter(shown);
  return { direct, all };
}

/** A product hidden from the caller is in no category for it (as an unknown id), and hidden categories are left out. */
function listCategoriesForItem(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const { item, treeReference } = parseWith(ListCategoriesForItemRequestSchema, readPayload(ctx), '');
  checkTree(treeReference);
  return readTransaction(ctx.db, () => {
    const { direct, all } = categoriesOfItem(ctx, item.catalogItemId, includeHidden);
    return { directCategoryIds: direct, allCategoryIds: all };
  });
}

/** List Categories For Items: per item, its direct categories and the ancestors of those (`indirectCategoryIds`). */
function listCategoriesForItems(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const { items, treeReference } = parseWith(ListCategoriesForItemsRequestSchema, readPayload(ctx), '');
  checkTree(treeReference);
  return readTransaction(ctx.db, () => ({
    categoriesForItems: items.map((item) => {
      const { direct, all } = categoriesOfItem(ctx, item.catalogItemId, includeHidden);
      return { item, directCategoryIds: direct, indirectCategoryIds: all.filter((id) => !direct.includes(id)) };
    }),
  }));
}

function allProductsCategory(ctx: RequestContext) {
  requireReader(ctx);
  return writeTransaction(ctx.db, () => ({ categoryId: allProductsCategoryId(ctx), treeReference: STORES_TREE_REFERENCE }));
}

export function registerCategories(router: Router): void {
  router.post(paths.create(), createCategory);
  router.get(paths.get(param('categoryId')), getCategory);
  router.get(paths.getBySlug(param('slug')), getCategoryBySlug, { rest: true });
  router.patch(paths.update(param('categoryId')), updateCategory);
  router.delete(paths.delete(param('categoryId')), deleteCategory);
  router.post(paths.query(), queryCategories);
  router.post(paths.search(), searchCategories);
  router.post(paths.count(), countCategories);
  router.post(paths.bulkAddItems(param('categoryId')), bulkAddItems);
  router.post(paths.bulkRemoveItems(param('categoryId')), bulkRemoveItems);
  router.post(paths.bulkAddItemToCategories(), itemToCategories('add'));
  router.post(paths.bulkRemoveItemFromCategories(), itemToCategories('remove'));
  router.post(paths.bulkSetItemCategories(), setItemCategories);
  for (const method of ['get', 'post'] as const) {
    router[method](paths.listItems(param('categoryId')), listItems);
    router[method](paths.listCategoriesForItem(), listCategoriesForItem);
    router[method](paths.listCategoriesForItems(), listCategoriesForItems);
  }
  router.get(paths.listTrees(), listTrees);
  router.post(paths.setArrangedItems(param('categoryId')), setArrangedItemsRoute);
  router.get(paths.getArrangedItems(param('categoryId')), getArrangedItems);
  registerCategoryEdits(router);
  router.get(catalogV3Paths.products.allProductsCategory(), allProductsCategory);
}

