// `store bulk set stock` / `bulk adjust stock` and their undo (issue #28 item 6) on a Catalog V1 and a Catalog V3
// store from one test body: the usual targets, a dry run that writes nothing, a 0600 backup before the first write,
// an undo that restores each variant exactly when nothing moved it since, keeps (and names) sales made since, and
// never writes a level over a change it did not make.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runInventoryAdjust } from '../../../../src/commands/inventory/adjust.js';
import { runInventoryList } from '../../../../src/commands/inventory/list.js';
import { runInventorySet } from '../../../../src/commands/inventory/set.js';
import { createStockProducts } from '../support/stock-products.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import type { PartialFailureError } from '../../../../src/client/errors.js';
import { harness, remoteEnv, runForJson, tempHome } from '../support/harness.js';

describe.each(['v1', 'v3'] as const)('bulk stock on a Catalog %s store', (catalog) => {
  // An empty store before each test, then the stock products below.
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();

  const json = <T = any>(verb: Parameters<typeof runForJson>[1]) => runForJson<T>(() => harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true, yes: true } }), verb);
  const levels = async () =>
    Object.fromEntries((await json<any[]>((ctx) => runInventoryList({ all: true }, ctx))).map((r) => [r.sku, r.tracked ? r.quantity : r.inStock ? 'in' : 'out']));
  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !/query|search/.test(r.path));
  const backupPath = (name: string) => join(home.HOME!, name);

  beforeEach(async () => {
    await createStockProducts(json, 'Bulk');
    sandbox.requests.length = 0;
  });

  it('set stock N: a dry run writes nothing; then a 0600 backup, every variant counted; undo puts each back exactly', async () => {
    const dry = await json((ctx) => runBulkSet({ field: 'stock', value: '20', ids: 'bulk-mug,bulk-hat', dryRun: true }, ctx));
    expect(dry).toMatchObject({ matched: 2, variants: 3, dryRun: true, preview: { change: 3 } });
    expect(dry.preview.rows.map((r: any) => [r.variant, r.before, r.after])).toEqual([['MUG-1', 'in stock', '20'], ['HAT-M', 'in stock', '20'], ['HAT-S', 'in stock', '20']]);
    expect(writes()).toEqual([]);

    const done = await json((ctx) => runBulkSet({ field: 'stock', value: '20', ids: 'bulk-mug,bulk-hat', backup: backupPath('set.json') }, ctx));
    expect(done).toMatchObject({ matched: 2, changed: 3, failed: 0, backup: backupPath('set.json') });
    expect(statSync(backupPath('set.json')).mode & 0o777).toBe(0o600);
    expect(await levels()).toEqual({ 'MUG-1': 20, 'HAT-S': 20, 'HAT-M': 20 });

    const undone = await json((ctx) => runBulkUndo({ file: backupPath('set.json') }, ctx));
    expect(undone).toMatchObject({ restored: 3, failed: 0, movedSince: [] });
    expect(await levels()).toEqual({ 'MUG-1': 'in', 'HAT-S': 'in', 'HAT-M': 'in' });
    // Undone twice: refused (a backup is undone at most once: bulk-undo-rule.test.ts), nothing written.
    sandbox.requests.length = 0;
    expect(exitCodeOf(await json((ctx) => runBulkUndo({ file: backupPath('set.json') }, ctx)).catch((e: unknown) => e))).toBe(2);
    expect(writes()).toEqual([]);
  });

  it('adjust stock +N: the rule of inventory adjust — a counted variant moves, a V3 variant with no inventory item counts from 0, an uncounted V1 variant is left alone with a note, no failure', async () => {
    await json((ctx) => runInventorySet({ target: 'MUG-1', level: '5' }, ctx));
    // The hat's variants as `products create` leaves them: V3 — no inventory item (Create Product makes none), so the
    // adjust counts them from 0 and makes their items; V1 — an item that does not count, which has no quantity to move.
    const v3 = catalog === 'v3';
    const hat = v3 ? ['in stock', '10', undefined] : ['in stock', 'in stock', 'not tracked, left alone'];
    const dry = await json((ctx) => runBulkAdjust({ field: 'stock', delta: '+10', ids: 'bulk-mug,bulk-hat', dryRun: true }, ctx));
    expect(dry).toMatchObject({ matched: 2, variants: 3, failed: 0, skipped: v3 ? 0 : 2, preview: { change: v3 ? 3 : 1 } });
    expect(dry.preview.rows.map((r: any) => [r.variant, r.before, r.after, r.note])).toEqual([['MUG-1', '5', '15', undefined], ['HAT-M', ...hat], ['HAT-S', ...hat]]);
    const done = await json((ctx) => runBulkAdjust({ field: 'stock', delta: '+10', ids: 'bulk-mug,bulk-hat', backup: backupPath('partial.json') }, ctx));
    expect(done).toMatchObject({ matched: 2, changed: v3 ? 3 : 1, failed: 0, skipped: v3 ? 0 : 2, failures: [] });
    expect(await levels()).toEqual({ 'MUG-1': 15, 'HAT-S': v3 ? 10 : 'in', 'HAT-M': v3 ? 10 : 'in' });
    // `inventory adjust` of a variant the bulk adjust left alone is refused for the same reason.
    if (!v3) await expect(json((ctx) => runInventoryAdjust({ target: 'HAT-S', delta: '+1' }, ctx))).rejects.toMatchObject({ hint: expect.stringMatching(/inventory track/) });
    // The undo puts each variant back as it was: an item made by the adjust goes back to in stock, not counted.
    expect(await json((ctx) => runBulkUndo({ file: backupPath('partial.json') }, ctx))).toMatchObject({ restored: v3 ? 3 : 1, failed: 0 });
    expect(await levels()).toEqual({ 'MUG-1': 5, 'HAT-S': 'in', 'HAT-M': 'in' });
    // Nothing counted at all (V1): nothing to change, and still no failure.
    if (!v3) expect(await json((ctx) => runBulkAdjust({ field: 'stock', delta: '+1', ids: 'bulk-hat' }, ctx))).toMatchObject({ changed: 0, failed: 0, skipped: 2 });
  });

  it('undo after sales: moved back by the change\'s own amount, the sales kept and named', async () => {
    await json((ctx) => runBulkSet({ field: 'stock', value: '10', ids: 'bulk-mug,bulk-hat', backup: backupPath('base.json') }, ctx));
    await json((ctx) => runBulkAdjust({ field: 'stock', delta: '-4', ids: 'bulk-mug,bulk-hat', backup: backupPath('adjust.json') }, ctx));
    expect(await levels()).toEqual({ 'MUG-1': 6, 'HAT-S': 6, 'HAT-M': 6 });
    // Two sales of the mug after the change.
    await json((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-2' }, ctx));

    const undone = await json((ctx) => runBulkUndo({ file: backupPath('adjust.json') }, ctx));
    expect(undone).toMatchObject({ restored: 3, failed: 0, movedSince: [{ variant: 'MUG-1', since: -2 }] });
    // Before the change: 10 each; the mug's 2 sales since are kept, not overwritten.
    expect(await levels()).toEqual({ 'MUG-1': 8, 'HAT-S': 10, 'HAT-M': 10 });
  });

  it('an absolute undo over a change it did not make is refused for that variant (left as is, named)', async () => {
    await json((ctx) => runBulkSet({ field: 'stock', value: '10', ids: 'bulk-mug', backup: backupPath('mug.json') }, ctx));
    await json((ctx) => runInventoryAdjust({ target: 'MUG-1', delta: '-1' }, ctx));
    const error = await json((ctx) => runBulkUndo({ file: backupPath('mug.json') }, ctx)).catch((e: unknown) => e);
    expect(exitCodeOf(error)).toBe(6);
    expect((error as PartialFailureError).failures.map((f: any) => [f.slug, f.code])).toEqual([['MUG-1', 'CHANGED_SINCE']]);
    expect((error as PartialFailureError).hint).toContain('--force');
    expect(await levels()).toMatchObject({ 'MUG-1': 9 });
    // --force puts the saved level back over it (the rule of every bulk undo: catalog/core/bulk/undo-rule.ts).
    expect(await json((ctx) => runBulkUndo({ file: backupPath('mug.json'), force: true }, ctx))).toMatchObject({ restored: 1, failed: 0 });
    expect(await levels()).toMatchObject({ 'MUG-1': 'in' });
  });
});
