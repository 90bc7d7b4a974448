// `store products export` → `store products import`: every format re-imports to the same catalog with no write,
// and an export imported into an empty store rebuilds the same catalog, on a V1 and a V3 store from one test body.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../../src/io/cli-errors.js';
import { main } from '../../../../../src/cli.js';
import { runProductsExport, type ProductsExportFlags } from '../../../../../src/commands/products/export.js';
import { runProductsImport } from '../../../../../src/commands/products/import.js';
import { startTestSandbox, type TestSandbox } from '../../../../helpers/sandbox.js';
import { amount, neutralProducts, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { harness, remoteEnv } from '../../support/harness.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'examples', 'catalog.csv');

  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    // The demo catalog (options, overrides, hidden product, media, discounts) plus the example file's products.
    sandbox.sandbox.reset({ demo: true });
    await run((h) => runProductsImport(EXAMPLE, {}, h.ctx), { json: true });
    sandbox.requests.length = 0;
  });

  async function run(action: (h: ReturnType<typeof harness>) => Promise<void>, globals: Record<string, unknown> = {}) {
    const h = harness({ env: remoteEnv(sandbox), globals });
    try {
      await action(h);
    } finally {
      await h.ctx.close();
    }
    return h;
  }

  const exportTo = async (format: string, flags: ProductsExportFlags = {}) => {
    const output = tempFile(`catalog.${format}`, '');
    await run((h) => runProductsExport({ format, output, ...flags }, h.ctx));
    return output;
  };

  /** Rows with the `;` lists sorted: membership order is not part of the catalog. */
  const normalized = (csv: string) =>
    (parse(csv) as string[][]).map((row) => row.map((cell, i) => (i === 12 ? cell.split(';').sort().join(';') : cell)));

  // export → import of the same store in every format, on V1 and V3: round-trip.test.ts.

  describe('export formats', () => {
    it('csv: the documented header, product fields on the first row, one row per variant, collections by name, media URLs', async () => {
      const rows = parse(readFileSync(await exportTo('csv', { sort: 'slug' }), 'utf8'), { columns: true }) as Array<Record<string, string>>;
      const hat = rows.filter((r) => r.slug === 'sun-hat');
      expect(hat).toHaveLength(6);
      expect(hat[0]).toMatchObject({ name: 'Sun Hat', price: '29', ribbon: 'New', option1_name: 'Size', option1_value: 'S', option2_value: 'Sand', variant_price: '29' });
      expect(hat[4]).toMatchObject({ name: '', price: '', option1_value: 'L', variant_price: '32' });
      expect(rows.find((r) => r.slug === 'enamel-mug')).toMatchObject({ collections: 'Kitchen;Gifts', media: 'https://example.com/img/mug.jpg', brand: 'Campfire' });
      // V1 keeps the discount as a rule; V3 keeps the two prices, exported as the amount off (README mapping table).
      expect(rows.find((r) => r.slug === 'chefs-knife')).toMatchObject(catalog === 'v1' ? { discount_type: 'PERCENT', discount_value: '15' } : { discount_type: 'AMOUNT', discount_value: '13.35' });
      expect(Object.keys(rows[0]).slice(0, 3)).toEqual(['slug', 'name', 'description']);
      expect(Object.keys(rows[0])).toContain('option6_value');
    });

    it('json is one array of wire products (plus collection names); jsonl one per line; filters apply', async () => {
      const products = JSON.parse(readFileSync(await exportTo('json'), 'utf8'));
      expect(products).toHaveLength(11);
      expect(products[0]).toHaveProperty(catalog === 'v1' ? 'priceData.price' : 'actualPriceRange.minValue.amount');
      // Wire products plus the names of their collections, so the file moves between stores.
      const mug = products.find((p: any) => p.slug === 'enamel-mug');
      expect(mug.collections).toEqual(['Kitchen', 'Gifts']);
      expect(catalog === 'v1' ? mug.collectionIds : mug.directCategoriesInfo.categories).toHaveLength(2);
      const bySku = catalog === 'v1' ? '{"sku":{"$in":["NOTE-01","BLN-999"]}}' : '{"slug":{"$in":["gift-card-note","prototype-blender"]}}';
      const lines = readFileSync(await exportTo('jsonl', { filter: bySku }), 'utf8').trim().split('\n');
      expect(lines.map((l) => JSON.parse(l).slug).sort()).toEqual(['gift-card-note', 'prototype-blender']);
    });

    it('prints to stdout without --output', async () => {
      const h = await run((h) => runProductsExport({ format: 'jsonl', limit: '2' }, h.ctx));
      expect(h.io.stdoutText().trim().split('\n')).toHaveLength(2);
    });
  });

  describe('progress on a terminal (issue #29 item 3)', () => {
    it('counts the products against the catalog\'s size: the line has a time left', async () => {
      // A clock that moves 300 ms each time it is read, so the line is drawn (after a second) without waiting.
      let time = Date.UTC(2030, 0, 1);
      const clock = { now: () => (time += 300), sleep: async () => undefined };
      const output = tempFile('catalog.csv', '');
      const h = harness({ env: remoteEnv(sandbox), tty: true, clock });
      await runProductsExport({ output }, h.ctx);
      await h.ctx.close();
      // 11 products: the demo catalog and the example file's (V1 pages carry the total; V3 asks Count Products once).
      expect(h.io.stderrText()).toMatch(/Exporting \d+\/11 products · [\d.,]+\/s · \d+s left/);
      expect(sandbox.requests.filter((r) => r.path.endsWith('/products/count')).length).toBe(catalog === 'v1' ? 0 : 1);
      // Piped, the line is not drawn and nothing is counted for it.
      sandbox.requests.length = 0;
      const piped = harness({ env: remoteEnv(sandbox) });
      await runProductsExport({ output }, piped.ctx);
      await piped.ctx.close();
      expect(sandbox.requests.filter((r) => r.path.endsWith('/products/count'))).toEqual([]);
    });
  });

  describe('--output takes the format from its extension (issue #15 item 5)', () => {
    it.each([
      ['catalog.json', (text: string) => expect(Array.isArray(JSON.parse(text))).toBe(true)],
      ['catalog.jsonl', (text: string) => expect(JSON.parse(text.split('\n')[0]).slug).toEqual(expect.any(String))],
      ['catalog.CSV', (text: string) => expect(text.split('\n')[0]).toMatch(/^slug,name,/)],
      ['catalog.txt', (text: string) => expect(text.split('\n')[0]).toMatch(/^slug,name,/)],
    ])('%s without --format', async (name, check) => {
      const output = tempFile(name, '');
      await run((h) => runProductsExport({ output, limit: '2' }, h.ctx));
      check(readFileSync(output, 'utf8'));
    });

    it('refuses a --format that contradicts the extension: exit 2, nothing read or written', async () => {
      const output = tempFile('catalog.json', 'untouched');
      const h = harness({ env: remoteEnv(sandbox) });
      const error = await runProductsExport({ output, format: 'csv' }, h.ctx).catch((e: unknown) => e);
      await h.ctx.close();
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).message).toBe(`--output ${output} names a JSON file, but --format is csv`);
      expect((error as UsageError).hint).toContain('catalog.csv');
      expect(readFileSync(output, 'utf8')).toBe('untouched');
      expect(sandbox.requests).toEqual([]);
    });

    it('a folder that does not exist is said in words, not ENOENT (item 8)', async () => {
      const output = join(tempFile('x', ''), '..', 'missing', 'catalog.csv');
      const error = await run((h) => runProductsExport({ output }, h.ctx)).catch((e: unknown) => e);
      expect((error as Error).message).toBe(`--output: cannot write ${output}: its folder does not exist`);
    });

    it('-o is --output (issue #37 item 13)', async () => {
      const output = tempFile('short.jsonl', '');
      const h = harness({ env: remoteEnv(sandbox) });
      const code = await main(['products', 'export', '-o', output, '--limit', '1'], h.ctx);
      await h.ctx.close();
      expect(code).toBe(0);
      expect(JSON.parse(readFileSync(output, 'utf8').trim()).slug).toEqual(expect.any(String));
      const help = harness();
      await main(['products', 'export', '--help'], help.ctx);
      expect(help.io.stdoutText()).toContain('-o, --output <file>');
    });

    it('--help shows no --limit default that export does not use (item 11)', async () => {
      const h = harness();
      await main(['products', 'export', '--help'], h.ctx);
      expect(h.io.stdoutText()).toContain('--limit <n>');
      expect(h.io.stdoutText()).not.toContain('default 50');
    });
  });

  describe('an export imported into an empty store', () => {
    it('rebuilds the same catalog (a second export is the same file)', async () => {
      const first = readFileSync(await exportTo('csv', { sort: 'slug' }), 'utf8');
      sandbox.sandbox.reset({ demo: false });
      const h = await run((h) => runProductsImport(tempFile('copy.csv', first), {}, h.ctx), { json: true });
      expect(h.json()).toMatchObject({ created: 11, failed: 0 });
      const second = readFileSync(await exportTo('csv', { sort: 'slug' }), 'utf8');
      expect(normalized(second)).toEqual(normalized(first));
    });

    it('json: rebuilds it too, and importing the same file again writes nothing', async () => {
      const file = await exportTo('json');
      sandbox.sandbox.reset({ demo: false });
      const created = await run((h) => runProductsImport(file, {}, h.ctx), { json: true });
      expect(created.json()).toMatchObject({ created: 11, failed: 0 });
      const hat = (await neutralProducts(sandbox, catalog)).get('sun-hat')![0];
      expect(hat.variants.map((v) => amount(v.listPrice ?? v.price))).toEqual([29, 29, 29, 29, 32, 32]);
      sandbox.requests.length = 0;
      const again = await run((h) => runProductsImport(file, {}, h.ctx), { json: true });
      expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 11 });
      expect(writesOf(sandbox)).toEqual([]);
    });
  });
});
