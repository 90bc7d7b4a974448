// Product media and choice media (write API). Every call answers `{}`.
import { paths } from '../../wire/api/paths.js';
import { ChoiceMediaListSchema, MediaIdsSchema, MediaSourcesSchema } from '../../wire/api/catalog-v1/media.js';
import { requireAdmin } from '../auth.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import type { CatalogEnv } from '../domain/v1/product-service.js';
import { addChoiceMedia, addProductMedia, removeChoiceMedia, removeProductMedia } from '../domain/v1/media-service.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';
import type * as z from 'zod';

/** A handler that reads `{id, <field>}`, checks `<field>` with `schema` and applies `change`. */
function mediaWrite<S extends z.ZodType>(field: string, schema: S, change: (env: CatalogEnv, id: string, value: z.output<S>) => void) {
  return (ctx: RequestContext) => {
    requireAdmin(ctx);
    const body = jsonBody(ctx);
    const id = pathParam(ctx, 'id', body.id);
    const value = parseWith(schema, body[field], field);
    writeTransaction(ctx.db, () => change(ctx, id, value));
    return {};
  };
}

export function registerProductMedia(router: Router): void {
  router.post(paths.products.addMedia(param('id')), mediaWrite('media', MediaSourcesSchema, addProductMedia));
  router.post(paths.products.removeMedia(param('id')), mediaWrite('mediaIds', MediaIdsSchema, removeProductMedia));
  router.patch(paths.products.addChoiceMedia(param('id')), mediaWrite('media', ChoiceMediaListSchema, addChoiceMedia));
  router.post(paths.products.removeChoiceMedia(param('id')), mediaWrite('media', ChoiceMediaListSchema, removeChoiceMedia));
}
