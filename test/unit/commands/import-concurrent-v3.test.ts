// Two imports at once into one Catalog V3 store end exact, as on V1 (issue #14 finding 4, #13): a bulk create item
// refused with DUPLICATE_SLUG_ERROR (the other import took the slug after this batch's look-up) is looked up and
// updated, never reported as a failure. Latency makes both imports look their batches up before either creates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../src/commands/products/import.js';
import { CSV_HEADER, tempFile } from '../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from './support/harness.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ catalog: 'v3', demo: false, faults: { latencyMs: 40 } });
});
afterAll(() => sb.close());

const row = (i: number, price: number) => `v-${i},Shared ${i},,${price},,,,true,,,,,,,,,,,,,,,`;

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
