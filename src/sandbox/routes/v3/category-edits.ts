// The Categories API calls that reshape the stores tree (docs/wire/catalog-v3.md §5): Move Category, Update Category
// Visibility, Bulk Update Categories and Bulk Show Categories.
import { categoriesPaths as paths } from '../../../wire/api/categories/paths.js';
import {
  BulkShowCategoriesRequestSchema,
  BulkUpdateCategoriesRequestSchema,
  MoveCategoryRequestSchema,
  UpdateCategoryVisibilityRequestSchema,
} from '../../../wire/api/categories/schemas.js';
import { requireAdmin } from '../../auth.js';
import { pathParam, type RequestContext } from '../../context.js';
import { writeTransaction } from '../../db.js';
import { applicationError } from '../../http-errors.js';
import { immutableChange, renderCategory, requireCategory, updateCategoryV3 } from '../../domain/v3/categories.js';
import type { StoredCategory } from '../../domain/v3/category-state.js';
import { moveCategoryV3 } from '../../domain/v3/category-moves.js';
import { showCategoryV3, updateCategoryVisibilityV3 } from '../../domain/v3/category-visibility.js';
import { runBulk } from '../../domain/v3/bulk-envelope.js';
import { param, type Router } from '../../router.js';
import { checkTree } from './category-request.js';
import { readRequest } from './payload.js';

function moveCategory(ctx: RequestContext) {
  requireAdmin(ctx);
  const request = readRequest(ctx, MoveCategoryRequestSchema);
  checkTree(request.treeReference);
  const id = pathParam(ctx, 'categoryId');
  return writeTransaction(ctx.db, () => moveCategoryV3(ctx, id, request.parentCategoryId ?? undefined, request));
}

function updateCategoryVisibility(ctx: RequestContext) {
  requireAdmin(ctx);
  const { categoryId, visible, revision, treeReference, fields } = readRequest(ctx, UpdateCategoryVisibilityRequestSchema);
  checkTree(treeReference);
  return writeTransaction(ctx.db, () => ({ category: renderCategory(ctx, updateCategoryVisibilityV3(ctx, categoryId, visible, revision), fields ?? []) }));
}

/** The bulk envelope of the categories calls: each result's entity is `category` (SDK BulkCategoriesResult). */
function categoriesEnvelope(ctx: RequestContext, ids: readonly string[], apply: (index: number) => StoredCategory, returnEntity: boolean, fields: readonly string[]) {
  const envelope = writeTransaction(ctx.db, () =>
    runBulk(ctx.db, ids, (id, index) => {
      const category = apply(index);
      return { id: category.id, render: () => renderCategory(ctx, category, fields) };
    }, returnEntity),
  );
  return {
    results: envelope.results.map(({ item, itemMetadata }) => ({ itemMetadata: { id: ids[itemMetadata.originalIndex], ...itemMetadata }, ...(item ? { category: item } : {}) })),
    bulkActionMetadata: envelope.bulkActionMetadata,
  };
}

/**
 * Bulk Update Categories: each entry like Update Category (revision required), except that an entry changing
 * `visible` or `parentCategory` fails with the declared UPDATE_OF_FIELD_NOT_ALLOWED (they change only by Update
 * Category Visibility and Move Category).
 */
function bulkUpdateCategories(ctx: RequestContext) {
  requireAdmin(ctx);
  const request = readRequest(ctx, BulkUpdateCategoriesRequestSchema);
  checkTree(request.treeReference);
  const patches = request.categories.map((entry) => entry.category);
  return categoriesEnvelope(ctx, patches.map((p) => p.id), (index) => {
    const patch = patches[index];
    const field = immutableChange(requireCategory(ctx, patch.id), patch);
    if (field) throw applicationError(400, 'Update of field not allowed', 'UPDATE_OF_FIELD_NOT_ALLOWED', `${field} cannot change by Bulk Update Categories: use ${field === 'visible' ? 'Update Category Visibility' : 'Move Category'}`, { field });
    return updateCategoryV3(ctx, patch.id, patch);
  }, request.returnEntity === true, request.fields ?? []);
}

function bulkShowCategories(ctx: RequestContext) {
  requireAdmin(ctx);
  const request = readRequest(ctx, BulkShowCategoriesRequestSchema);
  checkTree(request.treeReference);
  return categoriesEnvelope(ctx, request.categoryIds, (index) => showCategoryV3(ctx, request.categoryIds[index]), request.returnEntity === true, request.fields ?? []);
}

export function registerCategoryEdits(router: Router): void {
  router.post(paths.move(param('categoryId')), moveCategory);
  router.patch(paths.updateVisibility(), updateCategoryVisibility);
  router.post(paths.bulkUpdate(), bulkUpdateCategories);
  router.post(paths.bulkShow(), bulkShowCategories);
}
