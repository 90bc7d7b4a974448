// Catalog reads (`/stores-reader/v1/...`): get product, query products, v1 collection by slug.
import { paths } from '../../wire/api/paths.js';
import { requireReader } from '../auth.js';
import { merchantView, seesHidden, seesMerchantData } from '../domain/read-policy.js';
import { pathParam, type RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { renderCollections, requireCollectionBySlug } from '../domain/collection-service.js';
import { queryProducts, renderOne } from '../domain/product-service.js';
import { param, type Router } from '../router.js';
import { readPlatformQuery } from './query-request.js';
import { readableProduct } from './readable-product.js';

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

/** products.getCollectionBySlug (v1 reader); same Collection shape as v2. */
export function getCollectionBySlug(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const slug = pathParam(ctx, 'slug');
  return readTransaction(ctx.db, () => {
    const [collection] = renderCollections(ctx, [requireCollectionBySlug(ctx, slug)], seesHidden(caller));
    return { collection };
  });
}

export function registerCatalogRead(router: Router): void {
  router.get(paths.products.get(param('id')), getProductRoute);
  router.get(paths.products.query(), queryProductsRoute);
  router.post(paths.products.query(), queryProductsRoute);
  router.get(paths.collections.getBySlugV1(param('slug')), getCollectionBySlug, { rest: true });
}
