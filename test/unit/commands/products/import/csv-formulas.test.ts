// Issue #14 finding 5 end to end: a catalog whose text starts like a formula exports with a leading `'` on those
// cells, re-imports with 0 writes, and rebuilds the same text in an empty store. Plus the property test: random
// catalogs survive export → import with 0 writes.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProductsCreate } from '../../../../../src/commands/products/create.js';
import { runProductsExport } from '../../../../../src/commands/products/export.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { neutralProducts, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../../support/harness.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let source: TestSandbox;
  let target: TestSandbox;
  beforeAll(async () => {
    [source, target] = await Promise.all([startTestSandbox({ catalog, demo: false }), startTestSandbox({ catalog, demo: false })]);
  });
  afterAll(async () => {
    await Promise.all([source.close(), target.close()]);
  });

  async function run(sandbox: TestSandbox, action: (h: ReturnType<typeof harness>) => Promise<void>) {
    const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
    try {
      await action(h);
    } finally {
      await h.ctx.close();
    }
    return h;
  }

  const exportCsv = async (sandbox: TestSandbox) => {
    const output = tempFile('catalog.csv', '');
    await run(sandbox, (h) => runProductsExport({ format: 'csv', output }, h.ctx));
    return output;
  };

  interface TextProduct {
    name: string;
    description?: string;
    sku?: string;
    brand?: string;
    ribbon?: string;
    price: number;
  }

  /** Puts the product in the store as `products create` does (the text as typed, on either catalog version). */
  const create = async (sandbox: TestSandbox, p: TextProduct) => {
    await run(sandbox, (h) => runProductsCreate({ name: p.name, description: p.description, sku: p.sku, brand: p.brand, ribbon: p.ribbon, price: String(p.price) }, h.ctx));
  };

  const textOf = ({ summary }: { summary: { name: string; description?: string; sku?: string; brand?: string; ribbon?: string } }) => ({
    name: summary.name,
    description: summary.description || undefined,
    sku: summary.sku || undefined,
    brand: summary.brand || undefined,
    ribbon: summary.ribbon || undefined,
  });

  describe('formula cells in an export', () => {
    const risky: TextProduct[] = [
      { name: '=HYPERLINK("https://evil.example","Click")', description: '+cmd|\' /C calc\'!A0', sku: '@SUM(1+1)', brand: '-2+3', ribbon: "'=quoted", price: 5 },
      { name: 'Plain Mug', description: '-5', sku: '-MUG', price: 7 },
    ];

    it('writes them with a leading quote, re-imports with 0 writes, and rebuilds them exactly elsewhere', async () => {
      source.sandbox.reset({ demo: false });
      for (const p of risky) await create(source, p);
      const file = await exportCsv(source);
      const rows = parse(readFileSync(file, 'utf8'), { columns: true }) as Array<Record<string, string>>;
      const first = rows.find((r) => r.name.includes('HYPERLINK'))!;
      expect(first).toMatchObject({ name: `'=HYPERLINK("https://evil.example","Click")`, description: "'+cmd|' /C calc'!A0", sku: "'@SUM(1+1)", brand: "'-2+3", ribbon: "''=quoted" });
      expect(rows.find((r) => r.name === 'Plain Mug')).toMatchObject({ description: '-5', sku: "'-MUG" });
      for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+@\t\r]/);

      source.requests.length = 0;
      const again = await run(source, (h) => runProductsImport(file, {}, h.ctx));
      expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
      expect(writesOf(source)).toEqual([]);

      target.sandbox.reset({ demo: false });
      await run(target, (h) => runProductsImport(file, {}, h.ctx));
      const rebuilt = [...(await neutralProducts(target, catalog)).values()].map(([p]) => textOf(p));
      expect(rebuilt).toEqual(expect.arrayContaining(risky.map(({ price: _price, ...text }) => expect.objectContaining(text))));
    });
  });

  /** Text that starts like a formula as often as not, without leading/trailing blanks (import trims those away). */
  const text = fc
    .tuple(fc.constantFrom('', '', '=', '+', '@', '-', '-1', "'", "'=", '--'), fc.string({ minLength: 1, maxLength: 12 }))
    .map(([head, tail]) => `${head}${tail}`.replace(/[\r\n]/g, ' ').trim())
    .filter((value) => value !== '' && !/^\s|\s$/.test(value));
  const product = fc.record(
    { name: text, description: text, sku: text, brand: text, ribbon: text, price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100) },
    { requiredKeys: ['name', 'price'] },
  );

  describe('property: random catalogs survive export → import', () => {
    it('a re-import of the export makes 0 writes', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(product, { minLength: 1, maxLength: 4 }), async (products) => {
          source.sandbox.reset({ demo: false });
          // A V3 SKU names one variant in the store: each product's own (the formula-like start kept).
          for (const [i, p] of products.entries()) await create(source, { ...p, ...(p.sku ? { sku: `${p.sku}~${i}` } : {}) });
          const file = await exportCsv(source);
          source.requests.length = 0;
          const again = await run(source, (h) => runProductsImport(file, {}, h.ctx));
          expect(again.json()).toMatchObject({ created: 0, updated: 0, invalid: 0, failed: 0 });
          expect(writesOf(source)).toEqual([]);
        }),
        { numRuns: 25 },
      );
    });
  });
});
