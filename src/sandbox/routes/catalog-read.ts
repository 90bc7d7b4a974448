// Catalog reads (`/stores-reader/v1/...`): get product, query products, v1 collection by slug.
import { paths } from '../../wire/api/paths.js';
import { requireReader, seesHidden } from '../auth.js';
import { pathParam, type RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { renderCollections, requireCollectionBySlug } from '../domain/collection-service.js';
import { queryProducts, renderOne, requireProduct } from '../domain/product-service.js';
import { notFound } from '../http-errors.js';
import { param, type Router } from '../router.js';
import { readPlatformQuery } from './query-request.js';

function getProductRoute(ctx: RequestContext) {
  const caller = requireReader(ctx);
  const id = pathParam(ctx, 'id');
  return readTransaction(ctx.db, () => {
    const state = requireProduct(ctx.db, id);
    // Hidden products do not exist for visitors and members.
    if (state.input.visible === false && !seesHidden(caller)) throw notFound('Product', id);
    return { product: renderOne(ctx, state) };
  });
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
