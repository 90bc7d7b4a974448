// Collection reads on the v2 API (`/v2/collections/...`): get by id, get by slug, query.
import { paths } from '../../wire/api/paths.js';
import { requireReader } from '../auth.js';
import { seesHidden } from '../domain/read-policy.js';
import { pathParam, type RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { listAllCollections, renderCollections, requireCollection } from '../domain/collection-service.js';
import { checkQuery, runQuery } from '../domain/query.js';
import { COLLECTION_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import { param, type Router } from '../router.js';
import { getCollectionBySlug } from './catalog-read.js';
import { readPlatformQuery } from './query-request.js';

function getCollection(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const id = pathParam(ctx, 'id');
  return readTransaction(ctx.db, () => ({ collection: renderCollections(ctx, [requireCollection(ctx, id)], seesHidden(caller))[0] }));
}

function queryCollections(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const query = readPlatformQuery(ctx);
  checkQuery(query, COLLECTION_QUERY_FIELDS, ctx.offsetCeiling);
  const collections = readTransaction(ctx.db, () => renderCollections(ctx, listAllCollections(ctx), seesHidden(caller)));
  const page = runQuery(collections, query);
  return { collections: page.items, metadata: page.metadata };
}

export function registerCollectionsV2(router: Router): void {
  router.get(paths.collections.get(param('id')), getCollection);
  router.get(paths.collections.getBySlug(param('slug')), getCollectionBySlug, { rest: true });
  router.get(paths.collections.query(), queryCollections);
  router.post(paths.collections.query(), queryCollections);
}
