// Resolvers of the GraphQL schema: thin adapters over the same domain reads as the REST routes. Each entity is the
// wire object plus lazy fields (`json`, `collections`, `products`) that graphql's default resolver calls on demand.
import { PlatformQuerySchema, type PlatformQuery } from '../../wire/api/query.js';
import { listAllCollections, renderCollections } from '../domain/v1/collection-service.js';
import type { WireCollection } from '../domain/v1/collection-render.js';
import { queryProducts, renderOne, type CatalogEnv } from '../domain/v1/product-service.js';
import { merchantView, visibleProduct } from '../domain/read-policy.js';
import type { WireProduct } from '../domain/v1/product-render.js';
import { runQuery } from '../domain/query.js';
import { collectionsTable } from '../tables/v1/collections.js';
import { productsTable } from '../tables/v1/products.js';
import { parseWith } from '../validation.js';
import { guarded, oneKey, type LookupArgs } from './resolver-support.js';

export interface GraphqlContext {
  env: CatalogEnv;
  /** The admin sees hidden products (and counts them); visitors and members never do. */
  includeHidden: boolean;
  /** Every collection, rendered once per request when a product asks for its collections. */
  collectionsById?: Map<string, WireCollection>;
}

interface PageArgs {
  limit: number;
  offset: number;
}

interface ListArgs extends PageArgs {
  filter?: Record<string, unknown> | null;
  sort?: Array<{ fieldName: string; order?: 'ASC' | 'DESC' }> | null;
}

function platformQuery(args: ListArgs): PlatformQuery {
  const query = {
    ...(args.filter != null ? { filter: args.filter } : {}),
    ...(args.sort != null ? { sort: args.sort } : {}),
    paging: { limit: args.limit, offset: args.offset },
  };
  return parseWith(PlatformQuerySchema, query, 'query');
}

function collectionsById(ctx: GraphqlContext): Map<string, WireCollection> {
  return (ctx.collectionsById ??= new Map(renderCollections(ctx.env, listAllCollections(ctx.env), ctx.includeHidden).map((c) => [c.id, c])));
}

function productNode(ctx: GraphqlContext, wire: WireProduct) {
  return {
    ...wire,
    json: wire,
    collections: () => wire.collectionIds.map((id) => collectionsById(ctx).get(id)).filter((c) => c !== undefined).map((c) => collectionNode(ctx, c)),
  };
}

function collectionNode(ctx: GraphqlContext, wire: WireCollection) {
  return {
    ...wire,
    json: wire,
    products: guarded((args: PageArgs) => productPage(ctx, { filter: { collectionIds: { $hasSome: [wire.id] } }, ...args })),
  };
}

function productPage(ctx: GraphqlContext, args: ListArgs) {
  const page = queryProducts(ctx.env, platformQuery(args), ctx.includeHidden);
  return { items: page.items.map((p) => productNode(ctx, p)), pagingMetadata: page.metadata };
}

/** The Query type's fields (graphql passes `(args, context)` to functions on the root value). */
export const queryRoot = {
  products: guarded((args: ListArgs, ctx: GraphqlContext) => productPage(ctx, args)),
  product: guarded((args: LookupArgs, ctx: GraphqlContext) => {
    const key = oneKey(args);
    const found = 'id' in key ? productsTable.get(ctx.env.db, key.id) : productsTable.getBySlug(ctx.env.db, key.slug);
    // The read policy, here as in REST: a product hidden from the caller does not exist.
    const state = visibleProduct(found, ctx.includeHidden);
    return state ? productNode(ctx, merchantView(renderOne(ctx.env, state), ctx.includeHidden)) : null;
  }),
  collections: guarded((args: ListArgs, ctx: GraphqlContext) => {
    const query = platformQuery(args);
    const page = runQuery(renderCollections(ctx.env, listAllCollections(ctx.env), ctx.includeHidden), query);
    return { items: page.items.map((c) => collectionNode(ctx, c)), pagingMetadata: page.metadata };
  }),
  collection: guarded((args: LookupArgs, ctx: GraphqlContext) => {
    const key = oneKey(args);
    const state = 'id' in key ? collectionsTable.get(ctx.env.db, key.id) : collectionsTable.getBySlug(ctx.env.db, key.slug);
    return state ? collectionNode(ctx, renderCollections(ctx.env, [state], ctx.includeHidden)[0]) : null;
  }),
};
