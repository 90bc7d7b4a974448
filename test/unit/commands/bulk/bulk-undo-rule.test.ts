// The one rule of `store bulk undo` (catalog/core/bulk/undo-rule.ts; SECURITY.md "Undo never overwrites a later
// change", "A backup is undone at most once"), for every field a bulk change sets, on a Catalog V1 and a V3 store from
// one test body: a value the store holds as the change left it is put back; one changed since is left as is and
// listed (CHANGED_SINCE, exit 6) unless --force; a backup already undone is not undone again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runInventoryAdjust } from '../../../../src/commands/inventory/adjust.js';
import { runInventoryList } from '../../../../src/commands/inventory/list.js';
import { runInventorySet } from '../../../../src/commands/inventory/set.js';
import { createStockProducts } from '../support/stock-products.js';
import { runBulkUndo, type BulkUndoOptions } from '../../../../src/commands/bulk/undo.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import type { PartialFailureError } from '../../../../src/client/errors.js';
import { bulkStorePerTest } from '../../catalog/bulk/support/bulk-store.js';
import { harness, remoteEnv, runForJson, tempHome } from '../support/harness.js';

/** Each field a bulk change sets, with two values in turn (a change A, then a later change B). */
const FIELDS = [
  { field: 'price', a: '20', b: '30' },
  { field: 'cost', a: '5', b: '6' },
  { field: 'weight', a: '2', b: '3' },
  { field: 'brand', a: 'Acme', b: 'Zenith' },
  { field: 'ribbon', a: 'New', b: 'Hot' },
] as const;

describe.each(['v1', 'v3'] as const)('bulk undo on a Catalog %s store', (catalog) => {
  const store = bulkStorePerTest(catalog);
  const home = tempHome();
  const backup = (name: string) => join(home.HOME, name);
  const json = (verb: Parameters<typeof runForJson>[1]) => runForJson(() => harness({ env: { ...home, ...remoteEnv(store.sandbox) }, globals: { json: true, yes: true } }), verb);
  const caught = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
  const set = (field: string, value: string, file: string) => json((ctx) => runBulkSet({ field, value, ids: 'hat,board', backup: backup(file) }, ctx));
  const undo = (file: string, flags: Partial<BulkUndoOptions> = {}) => json((ctx) => runBulkUndo({ file: backup(file), ...flags }, ctx));

  describe.each(FIELDS)('$field', ({ field, a, b }) => {
    it('an undo out of order leaves the later change as is (CHANGED_SINCE, exit 6, --force named); --force puts the saved values back', async () => {
      const label = 'order';
      const original = await store.state();
      await set(field, a, `${field}-${label}-a.json`);
      await set(field, b, `${field}-${label}-b.json`);
      const later = await store.state();
      store.sandbox.requests.length = 0;

      const refused = await caught(undo(`${field}-${label}-a.json`));
      expect(exitCodeOf(refused)).toBe(6);
      const failures = (refused as PartialFailureError).failures as Array<{ slug?: string; code: string; description: string }>;
      expect(failures.map((f) => [f.slug, f.code])).toEqual([['hat', 'CHANGED_SINCE'], ['board', 'CHANGED_SINCE']]);
      expect(failures[1].description).toMatch(new RegExp(`^changed since the bulk change \\(${field}( of variant \\S+)? is ${b}, the change left ${a}\\): left as is`));
      expect((refused as PartialFailureError).hint).toContain('--force');
      expect(store.writes()).toEqual([]);
      expect(await store.state()).toEqual(later);

      expect(await undo(`${field}-${label}-a.json`, { force: true })).toMatchObject({ changed: 2, failed: 0 });
      expect(await store.state()).toEqual(original);
    });

    it('a backup is undone at most once: a second undo (or one of a copy) is refused, exit 2, naming the first undo; nothing written', async () => {
      const original = await store.state();
      await set(field, a, `${field}-once.json`);
      const first = await undo(`${field}-once.json`);
      expect(first).toMatchObject({ changed: 2, failed: 0 });
      expect(await store.state()).toEqual(original);
      // A later change of the same field to the same values, which a second undo of the first backup would reverse.
      await set(field, a, `${field}-again.json`);
      const changedAgain = await store.state();
      copyFileSync(backup(`${field}-once.json`), backup(`${field}-copy.json`));
      store.sandbox.requests.length = 0;
      for (const file of [`${field}-once.json`, `${field}-copy.json`]) {
        for (const flags of [{}, { force: true }, { dryRun: true }]) {
          const refused = await caught(undo(file, flags));
          expect(exitCodeOf(refused)).toBe(2);
          expect((refused as Error).message).toContain(`${backup(file)} was already undone by \`store bulk undo ${backup(`${field}-once.json`)}\``);
          expect((refused as { hint?: string }).hint).toContain(`store bulk undo ${first.backup}`);
        }
      }
      expect(store.writes()).toEqual([]);
      expect(await store.state()).toEqual(changedAgain);
    });

    it('undone in order (B, then A), every value comes back', async () => {
      const label = 'in-order';
      const original = await store.state();
      await set(field, a, `${field}-${label}-a.json`);
      const afterA = await store.state();
      await set(field, b, `${field}-${label}-b.json`);
      expect(await undo(`${field}-${label}-b.json`)).toMatchObject({ changed: 2, failed: 0 });
      expect(await store.state()).toEqual(afterA);
      expect(await undo(`${field}-${label}-a.json`)).toMatchObject({ changed: 2, failed: 0 });
      expect(await store.state()).toEqual(original);
    });
  });

  describe('stock', () => {
    const levels = async () => Object.fromEntries((await json((ctx) => runInventoryList({ all: true }, ctx))).map((r: any) => [r.sku, r.quantity]));
    /** The undo record of a backup: named by the SHA-256 of its bytes (catalog/core/bulk/undo-record.ts). */
    const recordOf = (name: string) => join(home.XDG_DATA_HOME, 'store', 'undone', `${createHash('sha256').update(readFileSync(backup(name))).digest('hex')}.json`);

    it('set 10, adjust +5, one sale, undo → 9; undo again is refused (was 4, then INSUFFICIENT_INVENTORY); an undo that crashed is finished without moving anything twice', async () => {
      await createStockProducts(json, 'Stock');
      await json((ctx) => runInventorySet({ target: 'MUG-1', level: '10' }, ctx));
      await json((ctx) => runBulkAdjust({ field: 'stock', delta: '+5', ids: 'stock-mug', backup: backup('stock.json') }, ctx));
      await json((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-1' }, ctx));
      expect(await undo('stock.json')).toMatchObject({ restored: 1, failed: 0, movedSince: [{ variant: 'MUG-1', since: -1 }] });
      expect(await levels()).toMatchObject({ 'MUG-1': 9 });

      store.sandbox.requests.length = 0;
      const refused = await caught(undo('stock.json'));
      expect(exitCodeOf(refused)).toBe(2);
      expect((refused as Error).message).toContain('was already undone');
      expect(store.writes()).toEqual([]);
      expect(await levels()).toMatchObject({ 'MUG-1': 9 });

      // The undo's process died before it recorded its end (its writes were through): the record says running, with
      // a pid that is gone. The next undo finishes it — and finds the mug as that undo left it: nothing to move.
      const file = recordOf('stock.json');
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), state: 'running', pid: dead, finishedAt: undefined }));
      const h = harness({ env: { ...home, ...remoteEnv(store.sandbox) }, globals: { json: true, yes: true } });
      await runBulkUndo({ file: backup('stock.json') }, h.ctx).finally(() => h.ctx.close());
      expect(h.io.stderrText()).toContain('note: finishing an undo of this backup that did not finish');
      expect(h.json()).toMatchObject({ restored: 0, failed: 0 });
      expect(store.writes()).toEqual([]);
      expect(await levels()).toMatchObject({ 'MUG-1': 9 });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ state: 'finished' });
    });

    it('an undo that crashed after claiming the backup, before its writes, is finished by the next one: restored once', async () => {
      await createStockProducts(json, 'Stock');
      await json((ctx) => runInventorySet({ target: 'MUG-1', level: '10' }, ctx));
      await json((ctx) => runBulkAdjust({ field: 'stock', delta: '+5', ids: 'stock-mug', backup: backup('early.json') }, ctx));
      await json((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-1' }, ctx));
      // What such a run leaves: its own backup (the mug found at 14, to be moved to 9) and its record, running, under
      // a pid that is gone.
      const saved = JSON.parse(readFileSync(backup('early.json'), 'utf8'));
      const own = backup('early-own.json');
      const [product] = saved.products;
      writeFileSync(own, JSON.stringify({ ...saved, command: `store bulk undo ${backup('early.json')}`, products: [{ ...product, variants: [{ ...product.variants[0], value: { quantity: 14 }, after: { quantity: 9 } }] }] }));
      mkdirSync(join(home.XDG_DATA_HOME, 'store', 'undone'), { recursive: true });
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(recordOf('early.json'), JSON.stringify({ backup: backup('early.json'), command: 'store bulk undo early.json', state: 'running', pid: dead, startedAt: '2030-01-01T00:00:00.000Z', undoBackups: [own] }));
      expect(await levels()).toMatchObject({ 'MUG-1': 14 });
      expect(await undo('early.json')).toMatchObject({ restored: 1, failed: 0 });
      expect(await levels()).toMatchObject({ 'MUG-1': 9 });
      expect(exitCodeOf(await caught(undo('early.json')))).toBe(2);
    });
  });
});
