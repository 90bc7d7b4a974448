// The bulk runners of the catalog (issue #38 item 3), called as the commands call them, against a sandbox on a V1
// and a V3 store from one test body: a price change planned (counts, preview rows, the requests its writes take),
// its backup written by the runner before the first write, applied; its undo planned from that backup and run puts
// every price back. A stock change likewise: planned per variant, backed up, applied.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkChangeRun } from '../../../../src/catalog/core/bulk/change-runner.js';
import { BulkUndoRun } from '../../../../src/catalog/core/bulk/undo-runner.js';
import { openBackup } from '../../../../src/catalog/core/bulk/backup-reader.js';
import { readSavedBackup } from '../../../../src/catalog/core/bulk/backup-read.js';
import { undoRecordOf } from '../../../../src/catalog/core/bulk/undo-record.js';
import { applyStockChange, planStockChange } from '../../../../src/catalog/core/bulk/stock-runner.js';
import { catalogFor } from '../../../../src/catalog/core/catalog-for.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { createStockProducts } from '../../commands/support/stock-products.js';
import { harness, remoteEnv, runForJson, withoutVersionProbe } from '../../commands/support/harness.js';
import type { Context } from '../../../../src/context.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe.each(['v1', 'v3'] as const)('the bulk runners on a Catalog %s store', (version) => {
  const dir = () => mkdtempSync(join(tmpdir(), 'store-runner-'));
  const meta = (command: string) => ({ command, createdAt: '2030-01-01T00:00:00.000Z', store: { apiUrl: 'sandbox:test' } });
  const json = <T = any>(verb: (ctx: Context) => Promise<void>) => runForJson<T>(() => harness({ env: remoteEnv(sandbox!), globals: { json: true, yes: true } }), verb);
  async function catalog() {
    const h = harness({ env: remoteEnv(sandbox!) });
    return { ctx: h.ctx, catalog: await catalogFor(await h.ctx.client({ admin: true }), version) };
  }
  const prices = async () => {
    const { catalog: c } = await catalog();
    const out: Record<string, string | number | undefined> = {};
    for await (const p of c.products.list({}, { all: true })) {
      const summary = c.products.summary(p);
      out[summary.slug] = summary.price;
    }
    return out;
  };

  it('price: plan → preview → backup → apply, then undo planned from that backup puts every price back', async () => {
    sandbox = await startTestSandbox({ catalog: version, demo: false });
    await json((ctx) => runProductsCreate({ name: 'Runner Mug', price: '10' }, ctx));
    await json((ctx) => runProductsCreate({ name: 'Runner Hat', price: '20' }, ctx));
    const before = await prices();
    const { ctx, catalog: c } = await catalog();
    const engine = await c.bulk();
    const path = join(dir(), 'before.json');
    const run = await BulkChangeRun.open({ engine, target: { kind: 'all' }, change: { kind: 'adjust', field: 'price', by: { percent: 10, roundToWhole: false } }, concurrency: 1, backupTo: { path, unique: false }, keepRows: 100, listRows: false });
    let read = 0;
    await run.plan({ onProduct: () => read++, isStopping: () => false });
    expect(read).toBe(2);
    expect(run.planned().idsToSend).toHaveLength(2);
    expect(run.tally.rows.map((row) => [row.name, Number(row.before), Number(row.after)]).sort()).toEqual([['Runner Hat', 20, 22], ['Runner Mug', 10, 11]]);
    const writes = await run.writeRequests();
    expect(writes).toBeGreaterThan(0);
    expect(existsSync(path)).toBe(false);
    let announced: string | undefined;
    const sent = withoutVersionProbe(sandbox.requests).length;
    const report = await run.apply(meta('store bulk adjust price +10% --all'), { onBackup: (p) => (announced = p) });
    await run.close();
    expect(report).toMatchObject({ changed: 2, failures: [], interrupted: false, backup: path });
    expect(withoutVersionProbe(sandbox.requests).length - sent).toBe(writes);
    expect(announced).toBe(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ command: 'store bulk adjust price +10% --all', field: 'price', ids: expect.any(Array) });
    const after = await prices();
    expect(after).toEqual({ 'runner-mug': '$11.00', 'runner-hat': '$22.00' });
    expect(before).toEqual({ 'runner-mug': '$10.00', 'runner-hat': '$20.00' });

    const undo = await BulkUndoRun.plan({ engine, backup: await openBackup(path), concurrency: 1, saveTo: { path: join(dir(), 'replaced.json'), unique: false }, keepRows: 100, listRows: false });
    expect(undo.plan.toRestore).toHaveLength(2);
    const record = await undoRecordOf(dir(), path);
    const undone = await undo.undo(record, meta(`store bulk undo ${path}`), { clock: ctx.clock });
    await undo.discard();
    expect(undone.failures).toEqual([]);
    expect(await prices()).toEqual(before);
    await ctx.close();
  });

  it('stock: planned per variant, backed up before the first write, applied', async () => {
    sandbox = await startTestSandbox({ catalog: version, demo: false });
    await createStockProducts(json, 'Bulk');
    const { ctx, catalog: c } = await catalog();
    const plan = await planStockChange(c, { kind: 'all' }, { kind: 'set', level: { quantity: 4 } }, () => false);
    expect(plan).toMatchObject({ matched: 2, variants: 3, blocked: [], skipped: [] });
    expect(plan.changes.map((ch) => ch.entry.after)).toEqual([{ quantity: 4 }, { quantity: 4 }, { quantity: 4 }]);
    const backupTo = { path: join(dir(), 'stock.json'), unique: false };
    const { backup, failures } = await applyStockChange(c, plan, { kind: 'set', level: { quantity: 4 } }, { meta: meta('store bulk set stock 4 --all'), backupTo, concurrency: 1 });
    expect(failures).toEqual([]);
    expect(backup).toBe(backupTo.path);
    // The one backup format of every bulk change, its field `stock`; read back as the stock undo holds it.
    expect(JSON.parse(readFileSync(backup, 'utf8'))).toMatchObject({ format: 'store-bulk-backup', version: 2, catalog: version, field: 'stock', command: 'store bulk set stock 4 --all' });
    expect(await readSavedBackup(backup)).toEqual({ field: 'stock', stock: { ...meta('store bulk set stock 4 --all'), catalog: version, variants: plan.changes.map((ch) => ch.entry) } });
    const rows = await c.inventory().list({}, { all: true }).toArray();
    expect(rows.map((row) => row.quantity)).toEqual([4, 4, 4]);
    await ctx.close();
  });
});
