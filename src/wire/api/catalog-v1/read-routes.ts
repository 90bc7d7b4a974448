// The one route table of Catalog V1 reads: every path that serves each read operation — the path the SDK calls, the
// path the REST reference's endpoint line names, and the path its curl example uses — with the request/response
// shape that path speaks. The sandbox registers exactly this table; a REST variant adapts shapes around the same
// operation, never re-implements it.
import { curlExamplePath, catalogV1Paths as p } from './paths.js';

export type CatalogReadOperation =
  | 'getProduct'
  | 'queryProducts'
  | 'optionsAvailability'
  | 'queryProductVariants'
  | 'queryStoreVariants'
  | 'getStoreVariant'
  | 'getCollection'
  | 'getCollectionBySlug'
  | 'queryCollections'
  | 'queryInventory'
  | 'getInventoryVariants';

/**
 * `platform`: object filter, sort array, `metadata: {count, offset, total}` (the SDK's query-platformized, V2
 * collections). `classic`: JSON-string filter/sort, `metadata: {items, offset}` + `totalResults` (the REST
 * reference's V1 queries; classic-query.ts). Non-query operations are `platform`.
 */
export type ReadShape = 'platform' | 'classic';

/** Who documents the path: the SDK's wire, the REST reference's endpoint line, or its curl example. */
export type PathSource = 'sdk' | 'rest' | 'curl';

export interface CatalogReadRoute {
  operation: CatalogReadOperation;
  method: 'GET' | 'POST';
  /** Built with the router's placeholder for the one path parameter (`id`, `slug` or `productId`), if any. */
  path: (param: string) => string;
  param?: 'id' | 'slug' | 'productId';
  shape: ReadShape;
  source: PathSource;
  /** The last parameter takes the rest of the path (raw slugs may contain `/`). */
  rest?: boolean;
}

type RouteSpec = Omit<CatalogReadRoute, 'source' | 'path'> & { path: (param: string) => string; sdk?: boolean };

/** One documented read: its REST path (and so its curl alias), and whether the SDK calls that same path. */
function documented(spec: RouteSpec): CatalogReadRoute[] {
  const { sdk, ...route } = spec;
  return [
    { ...route, source: sdk ? 'sdk' : 'rest' },
    { ...route, path: (param) => curlExamplePath(route.path(param)), source: 'curl' },
  ];
}

export const catalogV1ReadRoutes: readonly CatalogReadRoute[] = [
  ...documented({ operation: 'getProduct', method: 'GET', path: p.products.get, param: 'id', shape: 'platform', sdk: true }),
  { operation: 'queryProducts', method: 'GET', path: p.products.query, shape: 'platform', source: 'sdk' },
  { operation: 'queryProducts', method: 'POST', path: p.products.query, shape: 'platform', source: 'sdk' },
  ...documented({ operation: 'queryProducts', method: 'POST', path: p.products.queryClassic, shape: 'classic' }),
  ...documented({ operation: 'optionsAvailability', method: 'POST', path: p.products.optionsAvailability, param: 'id', shape: 'platform', sdk: true }),
  ...documented({ operation: 'queryProductVariants', method: 'POST', path: p.products.queryVariants, param: 'id', shape: 'classic', sdk: true }),
  ...documented({ operation: 'queryStoreVariants', method: 'POST', path: p.storeVariants.query, shape: 'platform', sdk: true }),
  ...documented({ operation: 'getStoreVariant', method: 'GET', path: p.storeVariants.get, param: 'id', shape: 'platform', sdk: true }),
  ...documented({ operation: 'getCollectionBySlug', method: 'GET', path: p.collections.getBySlugV1, param: 'slug', shape: 'platform', rest: true, sdk: true }),
  ...documented({ operation: 'getCollection', method: 'GET', path: p.collections.getV1, param: 'id', shape: 'platform' }),
  ...documented({ operation: 'queryCollections', method: 'POST', path: p.collections.queryClassic, shape: 'classic' }),
  ...documented({ operation: 'queryInventory', method: 'POST', path: p.inventory.query, shape: 'classic' }),
  ...documented({ operation: 'getInventoryVariants', method: 'POST', path: p.inventory.getVariants, param: 'id', shape: 'platform' }),
  ...documented({ operation: 'getInventoryVariants', method: 'POST', path: p.inventory.getVariantsByProduct, param: 'productId', shape: 'platform' }),
  { operation: 'getCollection', method: 'GET', path: p.collections.get, param: 'id', shape: 'platform', source: 'sdk' },
  { operation: 'getCollectionBySlug', method: 'GET', path: p.collections.getBySlug, param: 'slug', shape: 'platform', rest: true, source: 'sdk' },
  { operation: 'queryCollections', method: 'GET', path: p.collections.query, shape: 'platform', source: 'sdk' },
  { operation: 'queryCollections', method: 'POST', path: p.collections.query, shape: 'platform', source: 'sdk' },
];
