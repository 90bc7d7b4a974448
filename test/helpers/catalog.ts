// Helpers for import/export tests: generated catalog files and the store's state read back through the sandbox.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiKeyAuth } from '../../src/auth/api-key.js';
import { catalogFor, type MediaRow, type ProductSummary, type ProductVariantRow, type StoreCatalog } from '../../src/catalog/core/catalog-for.js';
import { createStoreClient } from '../../src/client/index.js';
import type { CatalogVersion } from '../../src/wire/api/catalog-version.js';
import { VERSION_PROBE_PATH } from '../../src/wire/api/catalog-v3/paths.js';
import { PREFIX } from '../../src/wire/api/hosts.js';
import { callSandbox, type SandboxResponse, type TestSandbox } from './sandbox.js';

export const CSV_HEADER =
  'slug,name,description,price,cost,weight,sku,visible,brand,ribbon,discount_type,discount_value,collections,media,option1_name,option1_value,option2_name,option2_value,variant_price,variant_cost,variant_weight,variant_sku,variant_visible';

export function tempFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'store-import-')), name);
  writeFileSync(path, text);
  return path;
}

/** `count` simple products `<prefix>-<i>` priced i + 0.5. */
export function simpleProductsCsv(count: number, prefix = 'item'): string {
  const rows = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1},Item ${i + 1},,${i + 1}.5,,,,true,,,,,,,,,,,,,,,`);
  return [CSV_HEADER, ...rows].join('\n') + '\n';
}

/** Anything that can send an admin request: a TestSandbox, or adminOf(a served sandbox). */
export interface AdminCaller {
  admin(method: string, path: string, body?: unknown): Promise<SandboxResponse>;
}

export function adminOf(served: { baseUrl: string; apiKey: string; siteId: string }): AdminCaller {
  const headers = { Authorization: served.apiKey, 'wix-site-id': served.siteId };
  return { admin: (method, path, body) => callSandbox(served.baseUrl, method, path, { body, headers }) };
}

/** Every product in the store (admin view), grouped by slug so duplicates show. */
export async function productsBySlug(sandbox: AdminCaller): Promise<Map<string, any[]>> {
  const bySlug = new Map<string, any[]>();
  for (let offset = 0; ; offset += 100) {
    const query = Buffer.from(JSON.stringify({ query: { filter: {}, paging: { offset, limit: 100 } } })).toString('base64url');
    const { body } = await sandbox.admin('GET', `/stores-reader/v1/products/query-platformized?.r=${query}`);
    for (const product of body.products) bySlug.set(product.slug, [...(bySlug.get(product.slug) ?? []), product]);
    if (body.products.length < 100) return bySlug;
  }
}

/** Collection name → its product ids. */
export async function collectionMembers(sandbox: AdminCaller): Promise<Map<string, string[]>> {
  const { body } = await sandbox.admin('POST', '/v2/collections/query', { query: { paging: { limit: 100 } } });
  const products = [...(await productsBySlug(sandbox)).values()].flat();
  return new Map(body.collections.map((c: any) => [c.name, products.filter((p) => p.collectionIds.includes(c.id)).map((p) => p.slug).sort()]));
}

/** The reads either catalog version sends as a POST (queries, searches, counts). */
const POST_READ = /\/(query|query-platformized|query-variants|search|search-variants|count)$/;

/** Whether a request could change the store: anything but a GET or a POST read, on V1 or V3. */
export const isWrite = (request: { method: string; path: string }): boolean => request.method !== 'GET' && !POST_READ.test(request.path);

/** The requests that could change the store. */
export const writesOf = (sandbox: TestSandbox) => sandbox.requests.filter(isWrite);

/** Each catalog version's own REST paths (src/wire/api/catalog-v1/paths.ts; catalog-v3/paths.ts, categories/paths.ts). */
const CATALOG_PATHS: Record<CatalogVersion, RegExp> = {
  v1: new RegExp(`^(${PREFIX.catalogRead}|${PREFIX.catalogWrite})/v[12]/|^${PREFIX.collectionsV2}/`),
  v3: /^\/stores\/v3\/|^\/categories\/v1\//,
};

/** The requests a store of `catalog` got at the other version's catalog paths (the version probe, a V3 path, excepted). */
export const otherVersionRequests = <R extends { path: string }>(requests: readonly R[], catalog: CatalogVersion): R[] =>
  requests.filter((r) => r.path !== VERSION_PROBE_PATH && CATALOG_PATHS[catalog === 'v1' ? 'v3' : 'v1'].test(r.path));

/** Every product's slug (admin view, hidden ones too), on a store of either catalog version. */
export async function productSlugs(sandbox: AdminCaller, catalog: 'v1' | 'v3'): Promise<string[]> {
  if (catalog === 'v1') return [...(await productsBySlug(sandbox)).keys()].sort();
  const slugs: string[] = [];
  for (let cursor: string | undefined, first = true; first || cursor; first = false) {
    const { body } = await sandbox.admin('POST', '/stores/v3/products/query', { query: { cursorPaging: cursor ? { limit: 100, cursor } : { limit: 100 } } });
    slugs.push(...body.products.map((p: { slug: string }) => p.slug));
    cursor = body.pagingMetadata?.cursors?.next ?? undefined;
  }
  return slugs.sort();
}

/** Where a store is and its admin credentials: a TestSandbox, or a served one's connection line. */
export interface StoreAt {
  baseUrl: string;
  info: { apiKey: string; siteId: string };
}

/** A product read the way the tables read it, the same on V1 and V3 (summary, variant rows, collection ids). */
export interface NeutralProduct {
  id: string;
  summary: Omit<ProductSummary, 'updated'>;
  variants: ProductVariantRow[];
  collectionIds: string[];
  /** The product's media as `products media list` shows them. */
  media: MediaRow[];
}

/** A shown price ("$12.50", "12.5" or 12.5) as a number. */
export const amount = (shown: string | number | undefined): number => Number(String(shown).replace(/[^0-9.-]/g, ''));

/**
 * Every product of a test sandbox of either catalog version, grouped by slug so duplicates show, read through the
 * CLI's version-neutral catalog (admin reads, hidden products included) — what one test body checks on both versions.
 */
export async function neutralProducts(sandbox: StoreAt, catalog: CatalogVersion): Promise<Map<string, NeutralProduct[]>> {
  return withCatalog(sandbox, catalog, async (store) => {
    const bySlug = new Map<string, NeutralProduct[]>();
    for await (const listed of store.products.list({}, { all: true })) {
      const product = await store.products.get(listed.id);
      const variants: ProductVariantRow[] = [];
      for await (const variant of store.products.listVariants(product, {}, { all: true })) variants.push(store.products.variantRow(variant));
      // When it was last changed is not a value tests compare (an exact undo still changes it).
      const { updated: _, ...summary } = store.products.summary(product);
      const entry = { id: product.id, summary, variants, collectionIds: store.products.collectionIds(product), media: store.products.mediaRows(product) };
      bySlug.set(product.slug, [...(bySlug.get(product.slug) ?? []), entry]);
    }
    return bySlug;
  });
}

/** Every collection's (V3: category's) name, sorted, duplicates kept, on either catalog version. */
export async function neutralCollectionNames(sandbox: StoreAt, catalog: CatalogVersion): Promise<string[]> {
  const collections = await withCatalog(sandbox, catalog, (store) => store.collections.list({}, { all: true }).toArray());
  return collections.map((c) => c.name).sort();
}

/** Every collection's (V3: category's) id, on either catalog version. */
export async function neutralCollectionIds(sandbox: StoreAt, catalog: CatalogVersion): Promise<string[]> {
  const collections = await withCatalog(sandbox, catalog, (store) => store.collections.list({}, { all: true }).toArray());
  return collections.map((c) => c.id);
}

/** Collection (V3: category) name → the slugs of its products, sorted, on either catalog version. */
export async function neutralCollectionMembers(sandbox: StoreAt, catalog: CatalogVersion): Promise<Map<string, string[]>> {
  const products = [...(await neutralProducts(sandbox, catalog)).entries()].flatMap(([slug, all]) => all.map((p) => ({ slug, ids: p.collectionIds })));
  const collections = await withCatalog(sandbox, catalog, (store) => store.collections.list({}, { all: true }).toArray());
  return new Map(collections.map((c) => [c.name, products.filter((p) => p.ids.includes(c.id)).map((p) => p.slug).sort()]));
}

/** `use` with the version-neutral catalog of `sandbox` (an admin client, closed after). */
export async function withCatalog<T>(sandbox: StoreAt, catalog: CatalogVersion, read: (store: StoreCatalog) => Promise<T>): Promise<T> {
  const client = createStoreClient({ apiUrl: sandbox.baseUrl, auth: new ApiKeyAuth({ apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId }), rateLimit: false });
  try {
    return await read(await catalogFor(client, catalog));
  } finally {
    await client.close();
  }
}
