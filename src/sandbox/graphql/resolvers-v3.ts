// Resolvers of the Catalog V3 GraphQL schema (schema-v3.ts): thin adapters over the domain reads the V3 REST routes
// use (product-queries.ts, category-queries.ts, product-render.ts), with the caller's read policy. Each entity is
// the rendered wire object plus lazy fields (`json`, `categories`, `products`) that graphql calls on demand.
import { PRODUCT_FIELDS, type ProductField } from '../../wire/api/catalog-v3/fields.js';
import { cursorPagingSchema, cursorSearchSchema, PAGE_LIMITS } from '../../wire/api/catalog-v3/paging.js';
import { LIST_PRODUCTS_FIELDS } from '../../wire/api/catalog-v3/query-fields.js';
import type { Caller } from '../auth.js';
import { seesHidden, seesMerchantData, visibleProduct } from '../domain/read-policy.js';
import { categoryAsGot, pageOfCategories, readerSeeing, visibleCategories, visibleItemsOfCategory } from '../domain/v3/category-queries.js';
import { cursorPage, resolveCursor } from '../domain/v3/cursor-query.js';
import type { StoredProductV3 } from '../domain/v3/product-state.js';
import { pageOfProductsV3 } from '../domain/v3/product-queries.js';
import { renderOptionsFor, renderProductV3, type RenderOptions } from '../domain/v3/product-render.js';
import type { CatalogEnv } from '../domain/v3/product-service.js';
import { getCategory, getCategoryBySlug } from '../tables/v3/categories.js';
import { getProductV3, getProductV3BySlug } from '../tables/v3/products.js';
import { parseWith } from '../validation.js';
import { guarded, oneKey, type LookupArgs } from './resolver-support.js';

export interface GraphqlV3Context {
  env: CatalogEnv;
  caller: Caller;
  /** Every category the caller may see, rendered once per request when a product asks for its categories. */
  categoriesById?: Map<string, Record<string, unknown>>;
  /** How products render for this caller (built once per request). */
  productOptions?: RenderOptions;
}

interface CursorArgs {
  limit: number;
  cursor?: string | null;
}

interface ListArgs extends CursorArgs {
  filter?: Record<string, unknown> | null;
  sort?: Array<{ fieldName: string; order?: 'ASC' | 'DESC' }> | null;
  search?: string | null;
}

/**
 * Every gated part the sandbox renders is a plain field in GraphQL (the selection says what is returned); merchant
 * data is asked for only for the admin, so a visitor's `costRange` and `revenueDetails` are null, never refused.
 */
const PUBLIC_PRODUCT_FIELDS: readonly ProductField[] = PRODUCT_FIELDS.filter((f) => f !== 'MERCHANT_DATA' && f !== 'MIN_PRICE_VARIANT');
const CATEGORY_RENDER_FIELDS = ['DESCRIPTION', 'BREADCRUMBS_INFO'] as const;

const includeHidden = (ctx: GraphqlV3Context) => seesHidden(ctx.caller);

function productOptions(ctx: GraphqlV3Context): RenderOptions {
  const fields = seesMerchantData(ctx.caller) ? [...PUBLIC_PRODUCT_FIELDS, 'MERCHANT_DATA'] : PUBLIC_PRODUCT_FIELDS;
  return (ctx.productOptions ??= renderOptionsFor(ctx.caller, fields, true, ctx.env.baseUrl));
}

/** A list's arguments checked like a V3 search body (the endpoint's page limit, ≤ 10 sort keys, a cursor it issued). */
function listState(args: ListArgs, maxLimit: number) {
  const search = parseWith(cursorSearchSchema(maxLimit), {
    ...(args.filter != null ? { filter: args.filter } : {}),
    ...(args.sort != null ? { sort: args.sort } : {}),
    ...(args.search ? { search: { expression: args.search } } : {}),
    cursorPaging: { limit: args.limit, ...(args.cursor ? { cursor: args.cursor } : {}) },
  }, '');
  return { state: resolveCursor(search, undefined, search.search), limit: args.limit };
}

function categoriesById(ctx: GraphqlV3Context): Map<string, Record<string, unknown>> {
  return (ctx.categoriesById ??= new Map(visibleCategories(ctx.env, readerSeeing(includeHidden(ctx)), CATEGORY_RENDER_FIELDS).map((c) => [c.id as string, c])));
}

function productNode(ctx: GraphqlV3Context, product: StoredProductV3) {
  const wire = renderProductV3(ctx.env.db, product, productOptions(ctx));
  const direct = (wire.directCategoriesInfo as { categories: Array<{ id: string }> } | undefined)?.categories ?? [];
  return {
    ...wire,
    json: wire,
    categories: () => direct.map(({ id }) => categoriesById(ctx).get(id)).filter((c) => c !== undefined).map((c) => categoryNode(ctx, c)),
  };
}

function categoryNode(ctx: GraphqlV3Context, wire: Record<string, unknown>) {
  return {
    ...wire,
    json: wire,
    products: guarded((args: CursorArgs) => {
      const paging = parseWith(cursorPagingSchema(PAGE_LIMITS.categoryItems), { limit: args.limit, ...(args.cursor ? { cursor: args.cursor } : {}) }, 'cursorPaging');
      const ids = visibleItemsOfCategory(ctx.env, wire.id as string, false, includeHidden(ctx));
      const page = cursorPage(ids, resolveCursor({ cursorPaging: paging }, undefined), args.limit);
      const products = page.items.map((id) => getProductV3(ctx.env.db, id)).filter((p) => p !== undefined);
      return { items: products.map((p) => productNode(ctx, p)), pagingMetadata: page.pagingMetadata };
    }),
  };
}

/** The Query type's fields (graphql passes `(args, context)` to functions on the root value). */
export const queryRootV3 = {
  products: guarded((args: ListArgs, ctx: GraphqlV3Context) => {
    const { state, limit } = listState(args, PAGE_LIMITS.products);
    const page = pageOfProductsV3(ctx.env, state, includeHidden(ctx), limit, LIST_PRODUCTS_FIELDS);
    return { items: page.items.map((p) => productNode(ctx, p)), pagingMetadata: page.pagingMetadata };
  }),
  product: guarded((args: LookupArgs, ctx: GraphqlV3Context) => {
    const key = oneKey(args);
    const found = 'id' in key ? getProductV3(ctx.env.db, key.id) : getProductV3BySlug(ctx.env.db, key.slug);
    // The read policy, here as in REST: a product hidden from the caller does not exist.
    const product = visibleProduct(found, includeHidden(ctx));
    return product ? productNode(ctx, product) : null;
  }),
  categories: guarded((args: ListArgs, ctx: GraphqlV3Context) => {
    const { state, limit } = listState({ ...args, search: undefined }, PAGE_LIMITS.categories);
    const page = pageOfCategories(ctx.env, { ...state, fields: [...CATEGORY_RENDER_FIELDS] }, readerSeeing(includeHidden(ctx)), limit);
    return { items: page.items.map((c) => categoryNode(ctx, c)), pagingMetadata: page.pagingMetadata };
  }),
  category: guarded((args: LookupArgs, ctx: GraphqlV3Context) => {
    const key = oneKey(args);
    // The read policy, here as in REST: a hidden category is still got by id or slug (categoryAsGot).
    const category = 'id' in key ? getCategory(ctx.env.db, key.id) : getCategoryBySlug(ctx.env.db, key.slug);
    return category ? categoryNode(ctx, categoryAsGot(ctx.env, category, CATEGORY_RENDER_FIELDS, includeHidden(ctx))) : null;
  }),
};
