// Two imports at once into one Catalog V3 store end exact, as on V1 (issue #14 finding 4, #13): a bulk create item
// refused with DUPLICATE_SLUG_ERROR (the other import took the slug after this batch's look-up) is looked up and
// updated, never reported as a failure; a category named by both files exists once, with every membership right
// (#14 item 4). Latency makes both imports look their batches up before either creates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../src/commands/products/import.js';
import { CSV_HEADER, tempFile } from '../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from './support/harness.js';

const TREE = { appNamespace: '@wix/stores' };

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3', demo: false, faults: { latencyMs: 40 } });
});
afterAll(() => sb.close());

const row = (i: number, price: number, collections = '') => `v-${i},Shared ${i},,${price},,,,true,,,,,${collections},,,,,,,,,,`;

async function importFile(file: string) {
  const h = harness({ env: { ...tempHome(), ...remoteEnv(sb) }, globals: { json: true } });
  try {
    await runProductsImport(file, { concurrency: '4' }, h.ctx);
    return h.json();
  } finally {
    await h.ctx.close();
  }
}

describe('two imports at once into one Catalog V3 store', () => {
  it('end with one product per slug, none failed, the last price written', async () => {
    const first = tempFile('a.csv', [CSV_HEADER, ...Array.from({ length: 30 }, (_, i) => row(i, 10 + i))].join('\n') + '\n');
    const second = tempFile('b.csv', [CSV_HEADER, ...Array.from({ length: 30 }, (_, i) => row(i, 10 + i))].join('\n') + '\n');
    const [a, b] = await Promise.all([importFile(first), importFile(second)]);
    expect(a.failed).toBe(0);
    expect(b.failed).toBe(0);
    expect(a.created + b.created).toBe(30);
    expect(a.created + a.updated + a.unchanged).toBe(30);
    expect(b.created + b.updated + b.unchanged).toBe(30);

    const { body } = await sb.admin('POST', '/stores/v3/products/query', { query: { cursorPaging: { limit: 100 } } });
    const slugs = body.products.map((p: { slug: string }) => p.slug);
    expect(slugs).toHaveLength(30);
    expect(new Set(slugs).size).toBe(30);
  });
});

describe('two imports at once into one Catalog V3 store, naming categories', () => {
  // The platform lets two categories share a name (Create Category refuses only a duplicate slug or handle, and
  // makes the slug from the name when none is given), so both imports may create "Even": each re-reads the name
  // after creating, keeps the first one listed and deletes its own otherwise (catalog/import/membership.ts).
  it('end with one category per name and every membership right', async () => {
    sb.sandbox.reset({ demo: false, catalog: 'v3' });
    const cats = (i: number, extra = '') => (i % 2 ? 'Odd;All' : `Even;All${extra}`);
    const first = tempFile('a.csv', [CSV_HEADER, ...Array.from({ length: 20 }, (_, i) => row(i, 10 + i, cats(i)))].join('\n') + '\n');
    const second = tempFile('b.csv', [CSV_HEADER, ...Array.from({ length: 20 }, (_, i) => row(i, 10 + i, cats(i, ';Second')))].join('\n') + '\n');
    const [a, b] = await Promise.all([importFile(first), importFile(second)]);
    expect(a.failed).toBe(0);
    expect(b.failed).toBe(0);
    expect(a.created + b.created).toBe(20);

    const { body } = await sb.admin('POST', '/categories/v1/categories/query', { query: { cursorPaging: { limit: 100 } }, treeReference: TREE, returnNonVisibleCategories: true });
    const categories = body.categories.filter((c: { name: string }) => c.name !== 'All Products');
    expect(categories.map((c: { name: string }) => c.name).sort()).toEqual(['All', 'Even', 'Odd', 'Second']);

    const { body: found } = await sb.admin('POST', '/stores/v3/products/query', { query: { cursorPaging: { limit: 100 } }, fields: ['DIRECT_CATEGORIES_INFO'] });
    const nameOf = new Map(categories.map((c: { id: string; name: string }) => [c.id, c.name]));
    const members = new Map<string, string[]>();
    for (const product of found.products) {
      for (const { id } of product.directCategoriesInfo?.categories ?? []) {
        const name = String(nameOf.get(id) ?? `unknown ${id}`);
        members.set(name, [...(members.get(name) ?? []), product.slug].sort());
      }
    }
    const slugs = (test: (i: number) => boolean) => Array.from({ length: 20 }, (_, i) => i).filter(test).map((i) => `v-${i}`).sort();
    expect(members.get('All')).toEqual(slugs(() => true));
    expect(members.get('Odd')).toEqual(slugs((i) => i % 2 === 1));
    expect(members.get('Even')).toEqual(slugs((i) => i % 2 === 0));
    // Only the second file names "Second": whichever import ran last decided each even product's membership.
    expect((members.get('Second') ?? []).every((slug) => Number(slug.slice(2)) % 2 === 0)).toBe(true);
    expect([...members.keys()].filter((name) => name.startsWith('unknown'))).toEqual([]);
  });
});
