// Helpers for import/export tests: generated catalog files and the store's state read back through the sandbox.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The requests that could change the store: anything but a GET or a POST read, on V1 or V3. */
export const writesOf = (sandbox: TestSandbox) => sandbox.requests.filter((r) => r.method !== 'GET' && !POST_READ.test(r.path));

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
