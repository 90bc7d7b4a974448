// Catalog V1 reads, registered from the one route table (wire/api/catalog-v1/read-routes.ts): each operation has one
// handler per shape; the SDK's paths, the REST reference's paths and its curl-example paths all reach the same one.
import { ClassicProductsQueryRequestSchema, classicPage } from '../../wire/api/catalog-v1/classic-query.js';
import { catalogV1ReadRoutes, type CatalogReadOperation, type ReadShape } from '../../wire/api/catalog-v1/read-routes.js';
import { requireReader } from '../auth.js';
import { mayReadMerchantData, merchantView, seesHidden, seesMerchantData } from '../domain/read-policy.js';
import { jsonBody, pathParam, type RequestContext, type Handler } from '../context.js';
import { readTransaction } from '../db.js';
import { renderCollections, requireCollectionBySlug } from '../domain/v1/collection-service.js';
import { queryProducts, renderOne, withoutVariants } from '../domain/v1/product-service.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';
import { getCollectionRoute, queryCollectionsClassicRoute, queryCollectionsRoute } from './collections-v2.js';
import { optionsAvailabilityRoute, queryProductVariantsRoute } from './product-variants.js';
import { readClassicQuery, readPlatformQuery } from './query-request.js';
import { readableProduct } from './readable-product.js';
import { getStoreVariantRoute, queryStoreVariantsRoute } from './store-variants.js';
import { getInventoryVariantsRoute, queryInventoryRoute } from './inventory-read.js';

function getProductRoute(ctx: RequestContext) {
  const id = pathParam(ctx, 'id');
  const adminView = seesMerchantData(requireReader(ctx));
  return readTransaction(ctx.db, () => ({ product: merchantView(renderOne(ctx, readableProduct(ctx, id)), adminView) }));
}

function queryProductsRoute(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const query = readPlatformQuery(ctx);
  const page = readTransaction(ctx.db, () => queryProducts(ctx, query, seesHidden(caller)));
  return { products: page.items, metadata: page.metadata };
}

/**
 * The REST reference's Query Products. Decided from its parameter docs (unverified): hidden products only with
 * `includeHiddenProducts: true` (and only for the admin), `variants` only with `includeVariants: true`, cost and
 * profit only with `includeMerchantSpecificData: true` (admin; others 403 as on V3).
 */
function queryProductsClassicRoute(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const request = parseWith(ClassicProductsQueryRequestSchema, jsonBody(ctx), '');
  const query = readClassicQuery(request.query);
  const includeHidden = seesHidden(caller) && request.includeHiddenProducts === true;
  // The one merchant-data rule (V3's MERCHANT_DATA): a visitor or member asking for it is refused.
  const merchant = mayReadMerchantData(caller, request.includeMerchantSpecificData === true ? ['MERCHANT_DATA'] : []);
  const page = readTransaction(ctx.db, () => queryProducts(ctx, query, includeHidden, merchant));
  const items = page.items.map((product) => (request.includeVariants === true ? product : withoutVariants(product)));
  return classicPage('products', { ...page, items });
}

/** products.getCollectionBySlug (v1 reader) and V2's get by slug; same Collection shape. */
function getCollectionBySlugRoute(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const slug = pathParam(ctx, 'slug');
  return readTransaction(ctx.db, () => {
    const [collection] = renderCollections(ctx, [requireCollectionBySlug(ctx, slug)], seesHidden(caller));
    return { collection };
  });
}

/** Every (operation, shape) the table may name; a table row without a handler fails at start-up, never silently. */
const handlers: Record<CatalogReadOperation, Partial<Record<ReadShape, Handler>>> = {
  getProduct: { platform: getProductRoute },
  queryProducts: { platform: queryProductsRoute, classic: queryProductsClassicRoute },
  optionsAvailability: { platform: optionsAvailabilityRoute },
  queryProductVariants: { classic: queryProductVariantsRoute },
  queryStoreVariants: { platform: queryStoreVariantsRoute },
  getStoreVariant: { platform: getStoreVariantRoute },
  getCollection: { platform: getCollectionRoute },
  getCollectionBySlug: { platform: getCollectionBySlugRoute },
  queryCollections: { platform: queryCollectionsRoute, classic: queryCollectionsClassicRoute },
  queryInventory: { classic: queryInventoryRoute },
  getInventoryVariants: { platform: getInventoryVariantsRoute },
};

export function registerCatalogRead(router: Router): void {
  for (const route of catalogV1ReadRoutes) {
    const handler = handlers[route.operation][route.shape];
    if (!handler) throw new Error(`no ${route.shape} handler for ${route.operation}`);
    const pattern = route.path(route.param ? param(route.param) : '');
    router.add(route.method, pattern, handler, { rest: route.rest });
  }
}
