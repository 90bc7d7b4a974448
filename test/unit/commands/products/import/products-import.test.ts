// `store products import` against a real V1 and a real V3 sandbox from one test body: what lands in the store (read
// through the neutral catalog), how many requests it takes (each version's own calls: V1 one create per product, V3
// bulk creates and updates), what a bad file does (nothing), dry runs, modes, matching, reports and the resume journal.
// What only V3 does (a product refused inside a bulk answer, SKUs shared by variants) is in products-import-v3.test.ts.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../../src/io/cli-errors.js';
import { runProductsImport, type ProductsImportFlags } from '../../../../../src/commands/products/import.js';
import { amount, CSV_HEADER, neutralCollectionMembers, neutralProducts, simpleProductsCsv, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { runCollectionsRemoveProducts } from '../../../../../src/commands/collections/remove-products.js';
import { harness, remoteEnv, withoutVersionProbe } from '../../support/harness.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { runImport } from '../../support/import-run.js';
import { exitCodeOf } from '../../../../../src/io/cli-errors.js';

const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'examples', 'catalog.csv');

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const productsBySlug = () => neutralProducts(sandbox, catalog);
  const collectionMembers = () => neutralCollectionMembers(sandbox, catalog);
  /** A variant's list price (the price "price" means on both versions). */
  const listPrice = (row: { price?: string | number; listPrice?: string | number }) => amount(row.listPrice ?? row.price);
  const sent = () => writesOf(sandbox).map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`);

  const importFile = (file: string, flags: ProductsImportFlags = {}, globals?: Record<string, unknown>, env?: Record<string, string>) => runImport(sandbox, file, flags, globals, env);

  describe('importing examples/catalog.csv into an empty store', () => {
    it('creates exactly the file’s catalog: fields, options, variant overrides, media, collections', async () => {
      const { h, error } = await importFile(EXAMPLE);
      expect(error).toBeUndefined();
      expect(h.json()).toEqual({ created: 3, updated: 0, unchanged: 0, invalid: 0, failed: 0, requests: withoutVersionProbe(sandbox.requests).length });

      const products = await productsBySlug();
      expect([...products.keys()].sort()).toEqual(['enamel-mug', 'gift-card-note', 'linen-shirt']);
      const [mug] = products.get('enamel-mug')!;
      expect(mug.summary).toMatchObject({ name: 'Enamel Mug', cost: expect.anything(), weight: 0.35, sku: 'MUG-350', brand: 'Campfire', description: 'Holds 350 ml, dishwasher safe' });
      expect([listPrice(mug.variants[0]), amount(mug.variants[0].cost)]).toEqual([12.5, 4.1]);
      expect(mug.media.map((m) => m.url)).toEqual(['https://example.com/img/mug.jpg']);

      const [shirt] = products.get('linen-shirt')!;
      expect(shirt.summary.ribbon).toBe('New');
      // PERCENT 10 on 48/52: the buyer pays 43.2/46.8 (V1 keeps the rule, V3 the two prices).
      expect(shirt.variants.map((v) => [v.choices.Size, v.choices.Color, listPrice(v), amount(v.price), v.sku, v.visible])).toEqual([
        ['S', 'Sand', 48, 43.2, 'SHIRT-S-SAND', true],
        ['S', 'Navy', 48, 43.2, 'SHIRT-S-NAVY', true],
        ['L', 'Sand', 52, 46.8, 'SHIRT-L-SAND', true],
        ['L', 'Navy', 52, 46.8, 'SHIRT-L-NAVY', false],
      ]);
      expect(shirt.media.map((m) => m.url)).toEqual(['https://example.com/img/shirt-front.jpg', 'https://example.com/img/shirt-back.jpg']);
      const [note] = products.get('gift-card-note')!;
      expect(note.summary.visible).toBe(false);
      expect([listPrice(note.variants[0]), amount(note.variants[0].price)]).toEqual([2, 1.5]);

      expect(Object.fromEntries(await collectionMembers())).toEqual({
        Kitchen: ['enamel-mug'],
        Gifts: ['enamel-mug', 'gift-card-note'],
        Summer: ['linen-shirt'],
      });
      const count = (line: string) => sent().filter((p) => p === line).length;
      if (catalog === 'v1') {
        // One create per product (options included); each missing collection created once; one add per collection.
        expect(count('POST /stores/v1/products')).toBe(3);
        expect(count('POST /stores/v1/collections')).toBe(3);
        expect(count('POST /stores/v1/collections/:id/productIds')).toBe(3);
        expect(count('PATCH /stores/v1/products/:id/variants')).toBe(1);
      } else {
        // One bulk create for the three products; each missing category created once.
        expect(count('POST /stores/v3/bulk/products/create')).toBe(1);
        expect(count('POST /categories/v1/categories')).toBe(3);
        expect(sent().filter((p) => p.startsWith('POST /stores/v3/products'))).toEqual([]);
      }
    });

    it('a second import of the same file sends no write and reports every product unchanged', async () => {
      await importFile(EXAMPLE);
      sandbox.requests.length = 0;
      const { h } = await importFile(EXAMPLE);
      expect(h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0 });
      expect(writesOf(sandbox)).toEqual([]);
    });
  });

  describe('a CSV with bad rows', () => {
    const bad = [CSV_HEADER, 'ok,OK,,1,,,,,,,,,,,,,,,,,,,', 'bad-price,Bad,,abc,,,,,,,,,,,,,,,,,,,', 'bad-flag,Flag,,2,,,,maybe,,,,,,,,,,,,,,,'].join('\n');

    it('exits 2 naming row, column, value and reason of each, and sends nothing at all', async () => {
      const { error } = await importFile(tempFile('bad.csv', bad), {}, {});
      expect(error).toBeInstanceOf(UsageError);
      expect(exitCodeOf(error)).toBe(2);
      expect((error as Error).message).toContain('2 invalid rows');
      expect((error as Error).message).toContain('row 3, column price, value "abc": not a number');
      expect((error as Error).message).toContain('row 4, column visible, value "maybe": expected true or false');
      expect(sandbox.requests).toEqual([]);
    });

    it('--skip-invalid imports the valid rows and counts the invalid ones', async () => {
      const report = tempFile('report.jsonl', '');
      const { h, error } = await importFile(tempFile('bad.csv', bad), { skipInvalid: true, report });
      expect(error).toBeUndefined();
      expect(h.json()).toMatchObject({ created: 1, invalid: 2, failed: 0 });
      expect([...(await productsBySlug()).keys()]).toEqual(['ok']);
      const lines = readFileSync(report, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      expect(lines).toEqual(
        expect.arrayContaining([
          { row: 3, outcome: 'invalid', errors: [{ column: 'price', value: 'abc', reason: 'not a number' }] },
          expect.objectContaining({ row: 2, slug: 'ok', outcome: 'created', id: expect.any(String) }),
        ]),
      );
    });
  });

  describe('--dry-run', () => {
    it('prints the plan with row numbers and writes nothing', async () => {
      await importFile(EXAMPLE);
      const changed = readFileSync(EXAMPLE, 'utf8').replace('enamel-mug,Enamel Mug,"Holds 350 ml, dishwasher safe",12.50', 'enamel-mug,Enamel Mug,"Holds 350 ml, dishwasher safe",13.00');
      const file = tempFile('changed.csv', `${changed}new-one,New,,5,,,,,,,,,Brand New,,,,,,,,,,\n`);
      sandbox.requests.length = 0;
      const { h } = await importFile(file, { dryRun: true }, {});
      expect(h.io.stdoutText().split('\n')).toEqual(
        [
          `Plan for ${file} (dry run: nothing was written)`,
          expect.stringMatching(/^  importing it: ≈ \d+ requests, ≈ \d+ s at 200 requests\/minute \(the platform's limit\)$/),
          '  1 to create: row 8',
          '  1 to update:',
          '    row 2 enamel-mug: price',
          '  2 unchanged: rows 3-7',
          '  0 invalid',
          '  new collections: Brand New',
          '',
        ],
      );
      expect(writesOf(sandbox)).toEqual([]);

      const json = await importFile(file, { dryRun: true });
      expect(json.h.json()).toMatchObject({ dryRun: true, create: 1, update: 1, unchanged: 2, invalid: 0, rows: { update: [{ row: 2, slug: 'enamel-mug', changes: ['price'] }] } });
    });
  });

  describe('the fewest requests', () => {
    it('new simple products cost at most 1.1 requests each, and the summary counts what was sent', async () => {
      const { h } = await importFile(tempFile('many.csv', simpleProductsCsv(250)));
      const summary = h.json<any>();
      expect(summary).toMatchObject({ created: 250, failed: 0 });
      expect(summary.requests).toBe(withoutVersionProbe(sandbox.requests).length);
      if (catalog === 'v1') expect(sandbox.requests.length / 250).toBeLessThanOrEqual(1.1);
      else {
        // ≤ 100 products per bulk create, look-ups batched: a handful of requests, not one per product.
        expect(sent()).toEqual(Array(3).fill('POST /stores/v3/bulk/products/create'));
        expect(summary.requests).toBeLessThanOrEqual(3 + 3);
        const bodies = withoutVersionProbe(sandbox.requests).filter((r) => r.path === '/stores/v3/bulk/products/create').map((r) => JSON.parse(r.body).products.length);
        expect(bodies).toEqual([100, 100, 50]);
      }
      const products = await productsBySlug();
      expect(products.size).toBe(250);
      expect(listPrice(products.get('item-42')![0].variants[0])).toBe(42.5);
    });

    it('looks batches up ahead of the writes: every pool slot starts with a look-up, then the writes follow', async () => {
      // With latency, the first answer comes long after the look-ups of the next batches have gone out.
      sandbox.sandbox.setFaults({ latencyMs: 40 });
      try {
        const { h } = await importFile(tempFile('ahead.csv', simpleProductsCsv(350)));
        expect(h.json()).toMatchObject({ created: 350, failed: 0 });
      } finally {
        sandbox.sandbox.setFaults({ latencyMs: 0 });
      }
      const kinds = withoutVersionProbe(sandbox.requests).map((r) => (r.method === 'POST' && /\/products(\/create)?$/.test(r.path) ? 'create' : 'look-up'));
      // V1 looks up one batch per pool slot (4), then creates one product per request; V3 looks up the 4 batches
      // (query by slug, read-only variants of the ones found: none) then bulk-creates each batch.
      expect(kinds.slice(0, 4)).toEqual(['look-up', 'look-up', 'look-up', 'look-up']);
      expect(kinds.slice(4).every((kind) => kind === 'create')).toBe(true);
      if (catalog === 'v3') expect(kinds.slice(4)).toHaveLength(4);
    });

    it('a changed file updates only what differs: the changed fields, the changed variants', async () => {
      await importFile(EXAMPLE);
      const text = readFileSync(EXAMPLE, 'utf8')
        .replace('Holds 350 ml, dishwasher safe",12.50,4.10', 'Holds 350 ml, dishwasher safe",12.50,4.25')
        .replace('52.00,,,SHIRT-L-NAVY,false', '55.00,,,SHIRT-L-NAVY,false');
      sandbox.requests.length = 0;
      const { h } = await importFile(tempFile('changed.csv', text));
      expect(h.json()).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
      const writes = writesOf(sandbox);
      const bodies = writes.map((r) => JSON.parse(r.body));
      if (catalog === 'v1') {
        expect(writes.map((r) => r.method)).toEqual(['PATCH', 'PATCH']);
        expect(bodies).toEqual(
          expect.arrayContaining([
            { product: { costAndProfitData: { itemCost: 4.25 }, id: expect.any(String) } },
            { id: expect.any(String), variants: [{ variantIds: [expect.any(String)], price: 55 }] },
          ]),
        );
      } else {
        // One bulk update naming both products, each with its revision and only what differs (variants go whole).
        expect(sent()).toEqual(['POST /stores/v3/bulk/products/update']);
        expect(bodies[0].products.map((p: any) => Object.keys(p.product).sort())).toEqual([
          ['id', 'options', 'revision', 'variantsInfo'],
          ['id', 'options', 'revision', 'variantsInfo'],
        ]);
      }
      const products = await productsBySlug();
      expect(amount(products.get('enamel-mug')![0].variants[0].cost)).toBe(4.25);
      expect(products.get('linen-shirt')![0].variants.map(listPrice)).toEqual([48, 48, 52, 55]);
    });
  });

  describe('modes, matching, stdin and the journal', () => {
    it('--mode create leaves existing products alone; --mode update creates nothing', async () => {
      await importFile(EXAMPLE);
      const file = tempFile('more.csv', `${CSV_HEADER}\nenamel-mug,Renamed,,99,,,,,,,,,,,,,,,,,,,\nfresh,Fresh,,3,,,,,,,,,,,,,,,,,,,\n`);
      const created = await importFile(file, { mode: 'create' });
      expect(created.h.json()).toMatchObject({ created: 1, updated: 0, unchanged: 1 });
      expect((await productsBySlug()).get('enamel-mug')![0].summary.name).toBe('Enamel Mug');

      const file2 = tempFile('upd.csv', 'slug,price\nenamel-mug,20\nmissing,5\n');
      const updated = await importFile(file2, { mode: 'update' });
      expect(exitCodeOf(updated.error)).toBe(6);
      expect(updated.h.json()).toMatchObject({ created: 0, updated: 1, failed: 1 });
      expect((updated.error as Error).message).toContain('row 3 (missing): no product with slug "missing"');
      const products = await productsBySlug();
      expect(listPrice(products.get('enamel-mug')![0].variants[0])).toBe(20);
      expect(products.has('missing')).toBe(false);
    });

    it('--match sku finds products by SKU and may change their slug (V1); on V3, where SKUs belong to variants, it is refused before the first row', async () => {
      await importFile(EXAMPLE);
      const file = tempFile('sku.csv', `${CSV_HEADER}\nenamel-mug-2,Enamel Mug,,12.50,,,MUG-350,,,,,,,,,,,,,,,,\n`);
      sandbox.requests.length = 0;
      const { h, error } = await importFile(file, { match: 'sku' });
      const products = await productsBySlug();
      if (catalog === 'v1') {
        expect(h.json()).toMatchObject({ created: 0, updated: 1 });
        expect(products.has('enamel-mug')).toBe(false);
        expect(products.get('enamel-mug-2')![0].summary.sku).toBe('MUG-350');
      } else {
        expect(exitCodeOf(error)).toBe(2);
        expect((error as Error).message).toMatch(/--match sku/);
        expect(writesOf(sandbox)).toEqual([]);
        expect(products.has('enamel-mug')).toBe(true);
      }
    });

    it('shows progress on a terminal’s stderr and keeps stdout for the result', async () => {
      const h = harness({ env: remoteEnv(sandbox), tty: true });
      await runProductsImport(tempFile('tty.csv', simpleProductsCsv(5, 'tty')), {}, h.ctx);
      await h.ctx.close();
      expect(h.io.stderrText()).toMatch(/Importing \d+\/5 products · \d+ rows\/s · ETA/);
      expect(h.io.stdoutText()).toMatch(/^Imported .*tty\.csv: 5 created, 0 updated, 0 unchanged, 0 invalid, 0 failed \(\d+ requests\)\n$/);
    });

    it('reads stdin with --format', async () => {
      const h = harness({ env: remoteEnv(sandbox), globals: { json: true }, stdin: simpleProductsCsv(3, 'piped') });
      const spools = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`store-import-${process.pid}-`));
      await runProductsImport('-', { format: 'csv' }, h.ctx);
      await h.ctx.close();
      expect(h.json()).toMatchObject({ created: 3 });
      // Spooled to a file of the sweep's shape (src/catalog/core/spool-files.ts), removed when the import ends.
      expect(spools()).toEqual([]);
      const noFormat = await runProductsImport('-', {}, harness({ env: remoteEnv(sandbox), stdin: '' }).ctx).catch((e: unknown) => e);
      expect(noFormat).toMatchObject({ hint: expect.stringContaining('--format') });
      expect(exitCodeOf(noFormat)).toBe(2);
    });

    it('journals finished products; --resume skips them and sends no write', async () => {
      const env = { XDG_DATA_HOME: tempFile('x', '').replace(/\/x$/, '') };
      const file = tempFile('j.csv', simpleProductsCsv(30, 'j'));
      await importFile(file, {}, { json: true }, env);
      const { readdirSync } = await import('node:fs');
      const journals = readdirSync(resolve(env.XDG_DATA_HOME, 'store', 'journals'));
      expect(journals).toHaveLength(1);
      const lines = readFileSync(resolve(env.XDG_DATA_HOME, 'store', 'journals', journals[0]), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(31);
      expect(JSON.parse(lines.at(-1)!)).toEqual({ membership: 'done' });

      sandbox.requests.length = 0;
      const report = tempFile('r.jsonl', '');
      const { h } = await importFile(file, { resume: true, report }, { json: true }, env);
      expect(h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 30 });
      // Only the look-up confirming the journal's 30 products still exist (#14: a reset store is re-checked).
      expect(writesOf(sandbox)).toEqual([]);
      expect(withoutVersionProbe(sandbox.requests)).toHaveLength(1);
      expect(JSON.parse(readFileSync(report, 'utf8').split('\n')[0])).toMatchObject({ outcome: 'skipped', note: expect.stringContaining('--resume') });
      expect(existsSync(file)).toBe(true);
    });

    it('--resume after products finished but membership did not: membership is completed from the journal', async () => {
      const env = { XDG_DATA_HOME: tempFile('x', '').replace(/\/x$/, '') };
      await importFile(EXAMPLE, {}, { json: true }, env);
      // As if the run died before its membership phase: no marker, and the store has no memberships yet.
      const dir = resolve(env.XDG_DATA_HOME, 'store', 'journals');
      const { readdirSync, writeFileSync } = await import('node:fs');
      const journal = resolve(dir, readdirSync(dir)[0]);
      writeFileSync(journal, readFileSync(journal, 'utf8').replace('{"membership":"done"}\n', ''));
      for (const [name, slugs] of await collectionMembers()) {
        const remove = harness({ env: remoteEnv(sandbox), globals: { yes: true, quiet: true } });
        await runCollectionsRemoveProducts({ collection: name, products: slugs }, remove.ctx);
        await remove.ctx.close();
      }
      expect([...(await collectionMembers()).values()].flat()).toEqual([]);
      sandbox.requests.length = 0;
      const { h } = await importFile(EXAMPLE, { resume: true }, { json: true }, env);
      expect(h.json()).toMatchObject({ created: 0, unchanged: 3, failed: 0 });
      // Only memberships are written (V1: add product ids; V3: bulk add items to a category).
      expect(sent().every((line) => (catalog === 'v1' ? line.endsWith('/productIds') : /\/categories\/:id\/add-items$|bulk\/items\/add|add-items/.test(line)))).toBe(true);
      expect(sent().length).toBeGreaterThan(0);
      expect(Object.fromEntries(await collectionMembers())).toEqual({
        Kitchen: ['enamel-mug'],
        Gifts: ['enamel-mug', 'gift-card-note'],
        Summer: ['linen-shirt'],
      });
    });
  });
});
