// Collection reads: get by id (V2 and the REST reference's V1 path), query (V2's platform shape; the V1 classic
// shape adapts the same page). Registered from the catalog V1 read route table (catalog-read.ts).
import { ClassicCollectionsQueryRequestSchema, classicPage } from '../../wire/api/catalog-v1/classic-query.js';
import type { PlatformQuery } from '../../wire/api/query.js';
import { requireReader } from '../auth.js';
import { seesHidden } from '../domain/read-policy.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { listAllCollections, renderCollections, requireCollection } from '../domain/v1/collection-service.js';
import { checkQuery, runQuery } from '../domain/query.js';
import { COLLECTION_QUERY_FIELDS } from '../../wire/api/catalog-v1/query-fields.js';
import { parseWith } from '../validation.js';
import { readClassicQuery, readPlatformQuery } from './query-request.js';

export function getCollectionRoute(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const id = pathParam(ctx, 'id');
  return readTransaction(ctx.db, () => ({ collection: renderCollections(ctx, [requireCollection(ctx, id)], seesHidden(caller))[0] }));
}

function collectionsPage(ctx: RequestContext, query: PlatformQuery) {
  const caller = requireReader(ctx);
  checkQuery(query, COLLECTION_QUERY_FIELDS, ctx.offsetCeiling);
  const collections = readTransaction(ctx.db, () => renderCollections(ctx, listAllCollections(ctx), seesHidden(caller)));
  return runQuery(collections, query);
}

export function queryCollectionsRoute(ctx: RequestContext) {
  const page = collectionsPage(ctx, readPlatformQuery(ctx));
  return { collections: page.items, metadata: page.metadata };
}

/**
 * The REST reference's V1 Query Collections. Decided (the reference's wording, unverified): `numberOfProducts` is
 * counted only when `includeNumberOfProducts` is true (else 0, as its V1 Get Collection says), and
 * `includeDescription: false` answers `description: null`.
 */
export function queryCollectionsClassicRoute(ctx: RequestContext) {
  const request = parseWith(ClassicCollectionsQueryRequestSchema, jsonBody(ctx), '');
  const page = collectionsPage(ctx, readClassicQuery(request.query));
  const items = page.items.map((collection) => ({
    ...collection,
    numberOfProducts: request.includeNumberOfProducts === true ? collection.numberOfProducts : 0,
    ...(request.includeDescription === false ? { description: null } : {}),
  }));
  return classicPage('collections', { ...page, items });
}
