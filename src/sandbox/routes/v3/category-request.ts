// What every Categories API route reads the same way: the tree a call names (only the stores tree exists here) and
// the `fields` of a GET.
import { type TreeReference } from '../../../wire/api/categories/schemas.js';
import { STORES_TREE_REFERENCE } from '../../../wire/api/categories/tree.js';
import { CategoryFieldsSchema } from '../../../wire/api/catalog-v3/fields.js';
import type { RequestContext } from '../../context.js';
import { applicationError } from '../../http-errors.js';
import { parseWith } from '../../validation.js';

/** Only the stores tree lives in this sandbox; any other tree is unknown. */
export function checkTree(tree: TreeReference | undefined): void {
  if (tree && tree.appNamespace !== STORES_TREE_REFERENCE.appNamespace) {
    throw applicationError(404, 'Tree not found', 'TREE_NOT_FOUND', `Only the ${STORES_TREE_REFERENCE.appNamespace} category tree exists on this site, not ${tree.appNamespace}`);
  }
}

/** GET/DELETE send `treeReference.appNamespace` as a flat param. */
export function treeFromQuery(ctx: RequestContext): void {
  const namespace = ctx.query.get('treeReference.appNamespace');
  checkTree(namespace ? { appNamespace: namespace } : undefined);
}

export const fieldsFromQuery = (ctx: RequestContext) => parseWith(CategoryFieldsSchema, ctx.query.getAll('fields'), 'fields');
