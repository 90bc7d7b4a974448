// The probes of `store sandbox check`, written once as data: for each catalog version, what is asked (method, path
// from src/wire, body) and where its answer keeps its page. The README's list is checked against this table
// (test/unit/check/probes.test.ts). Every probe is a read (docs/sandbox-check.md says why, page by page): a GET, a
// documented read-only POST query (the platform's Query/Search endpoints and GraphQL take their query in a POST body
// and change nothing), or the OAuth token endpoint's anonymous grant — new visitor tokens, which the platform's SDK
// generates by itself on a client's first call (https://dev.wix.com/docs/go-headless/coding/rest-api/visitors-and-members/handle-visitors);
// no store data is written. No probe names a create, update or delete path.
import { catalogV3Paths, VERSION_PROBE_PATH } from '../wire/api/catalog-v3/paths.js';
import { PAGE_LIMITS } from '../wire/api/catalog-v3/paging.js';
import { categoriesPaths } from '../wire/api/categories/paths.js';
import { STORES_TREE_REFERENCE } from '../wire/api/categories/tree.js';
import { paths } from '../wire/api/paths.js';
import { OFFSET_PAGING_CEILING } from '../wire/api/query.js';
import { encodeQueryRequest, type QueryValue } from '../wire/api/query-encoding.js';
import type { AnswerLayout } from './compare.js';
import type { CatalogVersion } from '../wire/api/catalog-version.js';

/** What earlier answers on the same side hand to later probes (held in memory, never printed or reported). */
export interface ProbeInputs {
  productId: string;
  /** A new anonymous visitor's access token (the visitor-token probe's answer). */
  visitorToken: string;
  /** The OAuth app of the visitor flow (the settings' client id; the sandbox's own on its side). */
  clientId: string;
}

export type ProbeRequest =
  | { method: 'GET'; path: string; query?: Record<string, QueryValue> }
  | { method: 'POST'; path: string; body: unknown }
  /** A query the SDK sends as GET (`.r`) and as POST past 4,000 characters: sent as the SDK would. */
  | { method: 'GET or POST'; path: string; payload: Record<string, unknown> };

export interface Probe extends AnswerLayout {
  name: string;
  /** One line: what it asks and what it shows (the README lists it). */
  about: string;
  /** Whose credentials: the store's (default), none (the token endpoint), or the new visitor's token. */
  caller?: 'store' | 'none' | 'new visitor';
  /** Sent to the API host even for a visitor, whose catalog reads go to the read host (GraphQL, the version). */
  writeHost?: true;
  /** Inputs it needs; without them the probe is skipped on that side (e.g. an empty store has no product to get). */
  needs?: ReadonlyArray<keyof ProbeInputs>;
  request(inputs: ProbeInputs): ProbeRequest;
  /** Inputs this probe's (200) answer provides to later probes. */
  provides?: (answer: unknown) => Partial<ProbeInputs>;
}

/** An id no store has: for the documented "not found". */
export const UNKNOWN_ID = '00000000-0000-0000-0000-00000000dead';
const PAGE = 3;

const first = (answer: unknown, items: string, key = 'id'): string | undefined => {
  const list = (answer as Record<string, unknown> | undefined)?.[items];
  const value = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined)?.[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** Probes every catalog version runs: the version itself, a visitor token, an empty current cart. */
const catalogVersionProbe: Probe = {
  name: 'catalog-version',
  about: 'GET the catalog version (V1_CATALOG / V3_CATALOG): the answer picks the probe set',
  writeHost: true,
  request: () => ({ method: 'GET', path: VERSION_PROBE_PATH }),
};

const visitorProbes: Probe[] = [
  {
    name: 'visitor-token',
    about: "POST the OAuth token endpoint's anonymous grant: a new visitor's tokens (writes no store data)",
    caller: 'none',
    needs: ['clientId'],
    request: ({ clientId }) => ({ method: 'POST', path: paths.oauth.token(), body: { clientId, grantType: 'anonymous' } }),
    provides: (answer) => {
      const token = (answer as { access_token?: unknown } | undefined)?.access_token;
      return typeof token === 'string' ? { visitorToken: token } : {};
    },
  },
  // "A current cart is automatically created when the site visitor/member adds an item […]. Calling this method before
  // adding an item to the cart returns a 404 error." (https://dev.wix.com/docs/rest/business-solutions/e-commerce/cart/get-current-cart)
  // So a new visitor's GET reads the documented 404 and creates nothing; Create Cart (a write) is never sent.
  {
    name: 'cart.empty',
    about: "GET the new visitor's current cart: the documented 404 OWNED_CART_NOT_FOUND before a first add (a GET creates no cart)",
    caller: 'new visitor',
    needs: ['visitorToken'],
    request: () => ({ method: 'GET', path: paths.cart.root() }),
  },
];

/** V1's variant `choices` and store variants' `customFields` are maps keyed by the store's own option names. */
const V1_DATA_KEYED = ['choices', 'customFields'];
const v1Offset = (at: string, count: string) => ({ at, count, offset: 'offset' });
const v1Page = { paging: v1Offset('metadata', 'count'), dataKeyed: V1_DATA_KEYED };
/** The REST reference's query shape: JSON-string filter and sort, `metadata.items` (catalog-v1/classic-query.ts). */
const v1ClassicPage = { paging: v1Offset('metadata', 'items'), dataKeyed: V1_DATA_KEYED };
const platformQuery = (query: Record<string, unknown>) => ({ query: { paging: { limit: PAGE, offset: 0 }, ...query } });

const v1Probes: Probe[] = [
  {
    name: 'products.query',
    about: 'query-platformized, sorted by slug ascending, a page of 3: shape, paging metadata, sort direction',
    items: 'products',
    sortedBy: 'slug',
    ...v1Page,
    request: () => ({ method: 'GET or POST', path: paths.products.query(), payload: platformQuery({ sort: [{ fieldName: 'slug', order: 'ASC' }] }) }),
    provides: (answer) => ({ productId: first(answer, 'products') }),
  },
  {
    name: 'products.query-classic',
    about: "the REST reference's Query Products with a JSON-string filter (productType) and includeVariants",
    items: 'products',
    ...v1ClassicPage,
    request: () => ({
      method: 'POST',
      path: paths.products.queryClassic(),
      body: { query: { filter: JSON.stringify({ productType: 'physical' }), paging: { limit: PAGE } }, includeVariants: true },
    }),
  },
  {
    name: 'product.get',
    about: 'Get Product of the first product listed',
    needs: ['productId'],
    dataKeyed: V1_DATA_KEYED,
    request: ({ productId }) => ({ method: 'GET', path: paths.products.get(productId), query: { id: productId } }),
  },
  {
    name: 'product.variants',
    about: "Query Product Variants of the first product listed",
    needs: ['productId'],
    items: 'variants',
    ...v1ClassicPage,
    request: ({ productId }) => ({ method: 'POST', path: paths.products.queryVariants(productId), body: { id: productId } }),
  },
  {
    name: 'store-variants.query',
    about: 'Query Store Variants, a page of 3',
    items: 'variants',
    ...v1Page,
    request: () => ({ method: 'POST', path: paths.storeVariants.query(), body: platformQuery({}) }),
  },
  {
    name: 'collections.query',
    about: 'Query Collections (V2), sorted by name ascending, a page of 3: shape, paging, sort direction',
    items: 'collections',
    sortedBy: 'name',
    ...v1Page,
    request: () => ({ method: 'GET or POST', path: paths.collections.query(), payload: platformQuery({ sort: [{ fieldName: 'name', order: 'ASC' }] }) }),
  },
  {
    name: 'inventory.query',
    about: 'Query Inventory (V2), a page of 3',
    items: 'inventoryItems',
    ...v1ClassicPage,
    request: () => ({ method: 'POST', path: paths.inventory.query(), body: { query: { paging: { limit: PAGE } } } }),
  },
  {
    name: 'graphql',
    writeHost: true,
    about: 'GraphQL products (V1 schema), a page of 3',
    items: 'data.products.items',
    paging: v1Offset('data.products.pagingMetadata', 'count'),
    request: () => ({
      method: 'POST',
      path: paths.graphql(),
      body: { query: `{ products(limit: ${PAGE}) { items { id name slug priceData { price currency } } pagingMetadata { count offset total } } }`, variables: {} },
    }),
  },
  {
    name: 'error.malformed-query',
    about: 'Query Products with a filter that is not JSON: the documented 400',
    request: () => ({ method: 'POST', path: paths.products.queryClassic(), body: { query: { filter: '{not json' } } }),
  },
  {
    name: 'error.unknown-id',
    about: 'Get Collection of an id no store has: the documented 404',
    request: () => ({ method: 'GET', path: paths.collections.getV1(UNKNOWN_ID), query: { id: UNKNOWN_ID } }),
  },
  {
    name: 'error.undeclared-filter',
    about: 'query-platformized filtering on weight, which Query Products does not declare filterable: 400',
    request: () => ({ method: 'GET or POST', path: paths.products.query(), payload: platformQuery({ filter: { weight: { $gt: 0 } } }) }),
  },
  {
    name: 'error.page-past-ceiling',
    about: `query-platformized at offset ${OFFSET_PAGING_CEILING}, past the offset paging ceiling: 400`,
    request: () => ({ method: 'GET or POST', path: paths.products.query(), payload: { query: { paging: { limit: 1, offset: OFFSET_PAGING_CEILING } } } }),
  },
];

const cursorPaging = (at: string) => ({ at, count: 'count', hasNext: 'hasNext', nextCursor: 'cursors.next' });
const v3Page = (items: string) => ({ items, paging: cursorPaging('pagingMetadata') });
const cursorQuery = (query: Record<string, unknown> = {}) => ({ query: { cursorPaging: { limit: PAGE }, ...query } });

const v3Probes: Probe[] = [
  {
    name: 'products.query',
    about: 'Query Products sorted by slug ascending, a page of 3, fields CURRENCY and URL: shape, paging, sort direction',
    ...v3Page('products'),
    sortedBy: 'slug',
    request: () => ({
      method: 'GET or POST',
      path: catalogV3Paths.products.query(),
      payload: { ...cursorQuery({ sort: [{ fieldName: 'slug', order: 'ASC' }] }), fields: ['CURRENCY', 'URL'] },
    }),
    provides: (answer) => ({ productId: first(answer, 'products') }),
  },
  {
    name: 'products.search',
    about: 'Search Products filtered on visible, sorted by name, a page of 3',
    ...v3Page('products'),
    request: () => ({
      method: 'GET or POST',
      path: catalogV3Paths.products.search(),
      payload: { search: { filter: { visible: true }, sort: [{ fieldName: 'name', order: 'ASC' }], cursorPaging: { limit: PAGE } } },
    }),
  },
  {
    name: 'product.get',
    about: 'Get Product of the first product listed, fields VARIANT_OPTION_CHOICE_NAMES and CURRENCY',
    needs: ['productId'],
    request: ({ productId }) => ({
      method: 'GET',
      path: catalogV3Paths.products.get(productId),
      query: { productId, fields: ['VARIANT_OPTION_CHOICE_NAMES', 'CURRENCY'] },
    }),
  },
  {
    name: 'variants.query',
    about: 'Query Variants (read-only variants), a page of 3',
    ...v3Page('variants'),
    request: () => ({ method: 'POST', path: catalogV3Paths.readOnlyVariants.query(), body: cursorQuery() }),
  },
  {
    name: 'categories.query',
    about: 'Query Categories of the stores tree, sorted by name ascending, a page of 3: shape, paging, sort direction',
    ...v3Page('categories'),
    sortedBy: 'name',
    request: () => ({
      method: 'POST',
      path: categoriesPaths.query(),
      body: { treeReference: STORES_TREE_REFERENCE, ...cursorQuery({ sort: [{ fieldName: 'name', order: 'ASC' }] }) },
    }),
  },
  {
    name: 'inventory.query',
    about: 'Query Inventory Items, a page of 3',
    ...v3Page('inventoryItems'),
    request: () => ({ method: 'GET or POST', path: catalogV3Paths.inventoryItems.query(), payload: cursorQuery() }),
  },
  {
    name: 'brands.query',
    about: 'Query Brands, a page of 3',
    ...v3Page('brands'),
    request: () => ({ method: 'GET or POST', path: catalogV3Paths.brands.query(), payload: cursorQuery() }),
  },
  {
    name: 'ribbons.query',
    about: 'Query Ribbons, a page of 3',
    ...v3Page('ribbons'),
    request: () => ({ method: 'POST', path: catalogV3Paths.ribbons.query(), body: cursorQuery() }),
  },
  {
    name: 'graphql',
    writeHost: true,
    about: 'GraphQL products (V3 schema), a page of 3',
    items: 'data.products.items',
    paging: cursorPaging('data.products.pagingMetadata'),
    request: () => ({
      method: 'POST',
      path: paths.graphql(),
      body: {
        query: `{ products(limit: ${PAGE}) { items { id name slug actualPriceRange { minValue { amount } } } pagingMetadata { count hasNext cursors { next } } } }`,
        variables: {},
      },
    }),
  },
  {
    name: 'error.malformed-query',
    about: 'Query Products whose filter is a string, not an object: 400',
    request: () => ({ method: 'POST', path: catalogV3Paths.products.query(), body: { query: { filter: '{"slug":"x"}' } } }),
  },
  {
    name: 'error.unknown-id',
    about: 'Get Product of an id no store has: 404',
    request: () => ({ method: 'GET', path: catalogV3Paths.products.get(UNKNOWN_ID), query: { productId: UNKNOWN_ID } }),
  },
  {
    name: 'error.undeclared-filter',
    about: 'Query Products filtering on name, which only Search Products declares: 400',
    request: () => ({ method: 'GET or POST', path: catalogV3Paths.products.query(), payload: cursorQuery({ filter: { name: 'x' } }) }),
  },
  {
    name: 'error.page-past-ceiling',
    about: `Query Products asking ${PAGE_LIMITS.products + 1} items, past the page ceiling of ${PAGE_LIMITS.products}: 400`,
    request: () => ({ method: 'GET or POST', path: catalogV3Paths.products.query(), payload: { query: { cursorPaging: { limit: PAGE_LIMITS.products + 1 } } } }),
  },
];

/** The probe set of a catalog version, in the order it runs (later probes use earlier answers). */
export function probesFor(version: CatalogVersion): readonly Probe[] {
  return [catalogVersionProbe, ...(version === 'v1' ? v1Probes : v3Probes), ...visitorProbes];
}

/** A probe as the README lists it: `GET or POST` reads as the method the SDK uses for a short query. */
export interface ProbeListing {
  name: string;
  method: 'GET' | 'POST';
  /** With `{productId}` where the probe reads the first product listed. */
  path: string;
  about: string;
}

export function probeListing(version: CatalogVersion): ProbeListing[] {
  const placeholders: ProbeInputs = { productId: '{productId}', visitorToken: '{visitorToken}', clientId: '{clientId}' };
  return probesFor(version).map((probe) => {
    const request = probe.request(placeholders);
    const method = request.method === 'GET or POST' ? encodeQueryRequest(request.payload).method : request.method;
    return { name: probe.name, method, path: decodeURIComponent(request.path), about: probe.about };
  });
}
