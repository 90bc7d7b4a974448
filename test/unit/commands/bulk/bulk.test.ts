// `store bulk set|adjust|undo` through their run functions (and main() for argument parsing), against a real V1 and a
// real V3 sandbox from one test body (what only V3 does is in bulk-v3.test.ts).
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PartialFailureError } from '../../../../src/client/errors.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { main } from '../../../../src/cli.js';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { bulkStorePerTest } from '../../catalog/bulk/support/bulk-store.js';
import { harness, remoteEnv } from '../support/harness.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const store = bulkStorePerTest(catalog);
  const { sandbox } = store;
  beforeEach(() => {
    sandbox.requests.length = 0;
  });

  const bulkPosts = () => store.writes();
  const at = (globals: Record<string, unknown> = {}, extra: Parameters<typeof harness>[0] = {}) => harness({ env: remoteEnv(sandbox), globals, ...extra });
  const backupsIn = (env: Record<string, string>) => {
    const dir = join(env.XDG_DATA_HOME, 'store', 'backups');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const catalogState = () => store.state();
  const caught = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

  describe('store bulk adjust', () => {
    it('previews on stdout (summary, before → after rows), then applies with --yes and prints where the backup is', async () => {
      const h = at({ yes: true });
      await runBulkAdjust({ field: 'price', delta: '+10%', collection: 'Bulk' }, h.ctx);
      const out = h.io.stdoutText();
      expect(out).toContain('price +10%: 5 products matched (10 managed variants) — 5 will change, 0 would fail, 0 unchanged');
      expect(out).toContain('mug\t\t12.5\t13.75\t');
      expect(out).toContain('hat\tSize: XL, Color: Navy\t35.1\t38.61\t');
      expect(out).toMatch(/Changed 5 of 5 products\. Backup: .*bulk-.*\.json\nUndo with: store bulk undo /);
      expect(bulkPosts()).toHaveLength(1);
      expect(await store.listPrice('mug')).toBe(13.75);
      await h.ctx.close();
    });

    it('--dry-run shows the preview and writes nothing: no bulk request, no backup', async () => {
      const before = await catalogState();
      const h = at();
      await runBulkAdjust({ field: 'weight', delta: '-5%', all: true, dryRun: true }, h.ctx);
      expect(h.io.stdoutText()).toContain('Dry run: nothing was changed.');
      expect(bulkPosts()).toEqual([]);
      expect(backupsIn(h.env)).toEqual([]);
      expect(await catalogState()).toEqual(before);
      const json = at({ json: true });
      await runBulkAdjust({ field: 'weight', delta: '-5%', all: true, dryRun: true }, json.ctx);
      expect(json.json()).toMatchObject({ matched: 5, changed: 0, failed: 0, backup: null, dryRun: true, preview: { change: 5, rows: expect.any(Array) }, failures: [] });
      // Streamed in row by row (#16), yet exactly the text one JSON.stringify of the whole answer gives. A row per
      // variant, plus on V1 a row for the product of managed variants (hat and apron have their own weight there).
      expect(json.json().preview.rows).toHaveLength(catalog === 'v1' ? 15 : 13);
      expect(json.io.stdoutText()).toBe(`${JSON.stringify(json.json(), null, 2)}\n`);
      const jsonl = at({ jsonl: true });
      await runBulkAdjust({ field: 'weight', delta: '-5%', all: true, dryRun: true }, jsonl.ctx);
      expect(jsonl.io.stdoutText()).toBe(`${JSON.stringify(json.json())}\n`);
      expect(bulkPosts()).toEqual([]);
      await Promise.all([h.ctx.close(), json.ctx.close(), jsonl.ctx.close()]);
    });

    it('refuses a --filter on a field the platform does not filter on (ribbon), exit 2, before sending (#16)', async () => {
      const h = at();
      const before = sandbox.requests.length;
      const error = await caught(runBulkAdjust({ field: 'price', delta: '+10%', filter: '{"ribbon":"Sale"}' }, h.ctx));
      expect(error).toBeInstanceOf(UsageError);
      expect(exitCodeOf(error)).toBe(2);
      expect((error as Error).message).toContain('"ribbon"');
      expect(sandbox.requests.length).toBe(before);
      await h.ctx.close();
    });

    it('needs --yes when nobody can answer: exit 2 naming --yes, nothing written', async () => {
      const h = at();
      const error = await caught(runBulkAdjust({ field: 'price', delta: '+10%', all: true }, h.ctx));
      expect(error).toBeInstanceOf(UsageError);
      expect(exitCodeOf(error)).toBe(2);
      expect((error as Error).message).toContain('--yes');
      expect(bulkPosts()).toEqual([]);
      expect(backupsIn(h.env)).toEqual([]);
      await h.ctx.close();
    });

    it('asks on a terminal: "n" changes nothing, "y" applies', async () => {
      const no = at({}, { tty: true, stdin: 'n\n' });
      await runBulkAdjust({ field: 'price', delta: '+1', ids: 'mug' }, no.ctx);
      expect(no.io.stderrText()).toContain('Change 1 product? [y/N]');
      expect(no.io.stdoutText()).toContain('Nothing changed.');
      expect(bulkPosts()).toEqual([]);
      const yes = at({}, { tty: true, stdin: 'y\n' });
      await runBulkAdjust({ field: 'price', delta: '+1', ids: 'mug' }, yes.ctx);
      expect(await store.listPrice('mug')).toBe(13.5);
      await Promise.all([no.ctx.close(), yes.ctx.close()]);
    });

    it('--json prints {matched, changed, failed, backup, failures}; the backup is 0600 in the data dir', async () => {
      const h = at({ json: true, yes: true });
      await runBulkAdjust({ field: 'cost', delta: '+13%', round: true, filter: '{"slug":{"$in":["mug","hat"]}}' }, h.ctx);
      const result = h.json();
      expect(result).toEqual({ matched: 2, changed: 2, failed: 0, backup: expect.stringMatching(/backups\/bulk-.*\.json$/), failures: [] });
      expect(result.backup.startsWith(join(h.env.XDG_DATA_HOME, 'store', 'backups'))).toBe(true);
      expect(statSync(result.backup).mode & 0o777).toBe(0o600);
      await h.ctx.close();
    });

    it('partial failure: exit 6, the failed products listed (stderr in human mode, `failures` in JSON)', async () => {
      const human = at({ yes: true });
      const error = await caught(runBulkAdjust({ field: 'price', delta: '-30', all: true }, human.ctx));
      expect(error).toBeInstanceOf(PartialFailureError);
      expect(exitCodeOf(error)).toBe(6);
      expect((error as Error).message).toBe('3 of 5 products could not be changed');
      // V3 names the first variant below 0 (every variant carries its own price there).
      expect(human.io.stderrText()).toMatch(/Failed \(3\):\n {2}(mug|towel|hat)( \(variant [^)]*\))?: NEGATIVE_VALUE: price of (variant \S+ of )?product .* would be -/);
      expect(human.io.stdoutText()).toContain('Changed 2 of 5 products.');

      await store.reseed();
      const json = at({ json: true, yes: true });
      await caught(runBulkAdjust({ field: 'price', delta: '-30', all: true }, json.ctx));
      const result = json.json();
      expect(result).toMatchObject({ matched: 5, changed: 2, failed: 3 });
      expect(result.failures.map((f: any) => f.slug).sort()).toEqual(['hat', 'mug', 'towel']);
      expect(result.failures[0]).toMatchObject({ code: 'NEGATIVE_VALUE', id: expect.any(String), description: expect.stringContaining('below 0') });
      await Promise.all([human.ctx.close(), json.ctx.close()]);
    });

    it('refuses bad targets and deltas before sending anything', async () => {
      for (const options of [
        { field: 'price', delta: '+10%' },
        { field: 'price', delta: '+10%', all: true, collection: 'Bulk' },
        { field: 'price', delta: '10%', all: true },
        { field: 'brand', delta: '+1', all: true },
        { field: 'price', delta: '+2', round: true, all: true },
        { field: 'price', delta: '+1', filter: '{nope' },
      ]) {
        const h = at({ yes: true });
        expect(await caught(runBulkAdjust(options, h.ctx)), JSON.stringify(options)).toBeInstanceOf(UsageError);
        await h.ctx.close();
      }
      expect(sandbox.requests).toEqual([]);
      const missing = at({ yes: true });
      const notFound = await caught(runBulkAdjust({ field: 'price', delta: '+1', ids: 'mug,nope' }, missing.ctx));
      expect(exitCodeOf(notFound)).toBe(5);
      expect((notFound as Error).message).toContain('"nope"');
      expect(bulkPosts()).toEqual([]);
      expect(backupsIn(missing.env)).toEqual([]);
      await missing.ctx.close();
    });

    it('a run over many products goes in as few calls as the version allows, with progress per call on V1', async () => {
      await store.addPlainProducts(230);
      const h = at({ yes: true });
      await runBulkAdjust({ field: 'price', delta: '+1', all: true }, h.ctx);
      if (catalog === 'v1') {
        // V1's bulk call names at most 100 products: three calls, each counted on stderr.
        expect(h.io.stderrText()).toBe('chunk 1/3\nchunk 2/3\nchunk 3/3\n');
        expect(bulkPosts().map((r) => (JSON.parse(r.body) as { ids: string[] }).ids.length)).toEqual([100, 100, 35]);
      } else {
        // V3's adjust-variants-by-filter job names up to 1,000 products: one job for all 235, nothing to count.
        expect(bulkPosts().map((r) => r.path)).toEqual(['/stores/v3/bulk/products/adjust-variants-by-filter']);
        expect(JSON.parse(bulkPosts()[0].body).filter.id.$in).toHaveLength(235);
      }
      // The preview's rows: on V1 a product's own row and its managed variants' rows; on V3 every variant's.
      expect(h.io.stdoutText()).toContain(`… ${catalog === 'v1' ? 225 : 223} more rows`);
      expect(await store.listPrice('item-7')).toBe(6);
      await h.ctx.close();
    });

    it('takes a negative percentage from the command line (-5% is not an option)', async () => {
      const h = at();
      const code = await main(['bulk', 'adjust', 'price', '-5%', '--ids', 'mug', '--yes', '--json'], h.ctx);
      expect(code).toBe(0);
      expect(h.json()).toMatchObject({ matched: 1, changed: 1 });
      expect(await store.listPrice('mug')).toBe(11.88);
      const typo = at();
      expect(await main(['bulk', 'adjust', 'price', '-5%', '--ids', 'mug', '--yse'], typo.ctx)).toBe(2);
      await Promise.all([h.ctx.close(), typo.ctx.close()]);
    });
  });

  describe('store bulk set', () => {
    it('sets a brand on a collection and clears a ribbon', async () => {
      const h = at({ json: true, yes: true });
      await runBulkSet({ field: 'brand', value: 'Acme', collection: 'bulk' }, h.ctx);
      expect(h.json()).toMatchObject({ matched: 5, changed: 5, failed: 0 });
      const clear = at({ json: true, yes: true });
      await runBulkSet({ field: 'ribbon', value: '', ids: 'towel,mug' }, clear.ctx);
      expect(clear.json()).toMatchObject({ matched: 2, changed: 1 });
      const products = await store.bySlug();
      expect([...products.values()].every((p) => p.summary.brand === 'Acme')).toBe(true);
      expect(products.get('towel')!.summary.ribbon).toBeUndefined();
      await Promise.all([h.ctx.close(), clear.ctx.close()]);
    });
  });

  describe('store bulk undo', () => {
    it('restores every value of an adjust from its backup; --dry-run first shows what it would restore', async () => {
      const before = await catalogState();
      const change = at({ json: true, yes: true });
      await runBulkAdjust({ field: 'price', delta: '+13%', round: true, collection: 'Bulk' }, change.ctx);
      const { backup } = change.json();

      const dry = at({ json: true });
      await runBulkUndo({ file: backup, dryRun: true }, dry.ctx);
      expect(dry.json()).toMatchObject({ matched: 5, changed: 0, dryRun: true, preview: { restore: 5 } });
      // The human summary says nothing of products that cannot be restored when there are none (issue #15 item 17).
      const human = at();
      await runBulkUndo({ file: backup, dryRun: true }, human.ctx);
      expect(human.io.stdoutText()).toMatch(/5 products saved — 5 to restore\n/);
      await human.ctx.close();
      sandbox.requests.length = 0;

      const h = at({ json: true, yes: true });
      await runBulkUndo({ file: backup }, h.ctx);
      expect(h.json()).toEqual({ matched: 5, changed: 5, restored: 5, failed: 0, backup: expect.stringMatching(/bulk-.*\.json$/), failures: [] });
      expect(await catalogState()).toEqual(before);
      // Saved values are set, or restored by adding an amount proven exact — never by an inverse percentage.
      expect(bulkPosts().length).toBeGreaterThan(0);
      expect(bulkPosts().filter((r) => r.body.includes('percentage'))).toEqual([]);
      await Promise.all([change.ctx.close(), dry.ctx.close(), h.ctx.close()]);
    });

    it('refuses a file that is not a backup (exit 2)', async () => {
      const h = at({ yes: true });
      expect(exitCodeOf(await caught(runBulkUndo({ file: join(h.env.HOME, 'missing.json') }, h.ctx)))).toBe(2);
      await h.ctx.close();
    });

    it('refuses a backup made on a store of the other catalog version (exit 2 naming it), nothing written', async () => {
      const other = catalog === 'v1' ? 'v3' : 'v1';
      const h = at({ yes: true });
      const file = join(h.env.HOME, `${other}-backup.json`);
      writeFileSync(file, JSON.stringify({ format: 'store-bulk-backup', version: 1, createdAt: '2030-01-01T00:00:00.000Z', command: 'store bulk set brand X --all', store: { apiUrl: sandbox.baseUrl, siteId: sandbox.info.siteId }, field: 'brand', ids: [], products: [], ...(other === 'v3' ? { catalog: 'v3' } : {}) }));
      const error = await caught(runBulkUndo({ file }, h.ctx));
      expect(exitCodeOf(error)).toBe(2);
      expect((error as Error).message).toContain(`Catalog ${other.toUpperCase()}`);
      expect(bulkPosts()).toEqual([]);
      await h.ctx.close();
    });
  });

});
