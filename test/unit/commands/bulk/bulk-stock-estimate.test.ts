// Issue #40 item 3 for stock: `store bulk set|adjust stock` and the undo of a stock backup print the request estimate
// as the price bulk changes do ("≈ N requests, ≈ T at 200 requests/minute (the platform's limit)"), and N is what the
// real run then sends, counted at the sandbox — on a V1 store (one inventory call per product, a read first where the
// change switches a product's tracking) and a V3 store (bulk inventory calls, a variant without an item made first).
import { afterEach, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { CSV_HEADER, tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { createStockProducts } from '../support/stock-products.js';
import { harness, remoteEnv, runForJson, tempHome, withoutVersionProbe } from '../support/harness.js';
import type { Context } from '../../../../src/context.js';

/** 8 simple products (every 2nd counted) and 3 sized ones, counted: with the created Mug and Hat (not counted; no item on V3). */
function catalogCsv(): string {
  const rows: string[] = [];
  for (let i = 1; i <= 8; i++) rows.push(`p-${i},Product ${i},,${i}.5,,,P-${i},true,,,,,,,,,,,,,,,,${i % 2 === 0 ? `true,${i}` : ','}`);
  for (let i = 1; i <= 3; i++) {
    rows.push(`v-${i},Sized ${i},,${10 + i},,,,true,,,,,,,Size,S,,,${10 + i},,,V${i}-S,true,true,4`);
    rows.push(`v-${i},,,,,,,,,,,,,,Size,L,,,${13 + i},,,V${i}-L,true,true,6`);
  }
  return [`${CSV_HEADER},track_quantity,quantity`, ...rows].join('\n') + '\n';
}

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe.each(['v1', 'v3'] as const)('the request estimate of bulk stock changes and their undo on a %s store', (catalog) => {
  const home = tempHome();
  const env = () => ({ ...home, ...remoteEnv(sandbox!) });
  const json = <T = any>(verb: (ctx: Context) => Promise<void>) => runForJson<T>(() => harness({ env: env(), globals: { json: true, yes: true } }), verb);
  /** What `verb` prints as text (its error, a refused question without a terminal, is the test's to read from stdout). */
  async function text(verb: (ctx: Context) => Promise<void>, globals: Record<string, unknown>): Promise<string> {
    const h = harness({ env: env(), globals });
    try {
      await verb(h.ctx).catch(() => undefined);
    } finally {
      await h.ctx.close();
    }
    return h.io.stdoutText();
  }
  /** The requests `verb` sends, counted at the sandbox (the catalog version probe is the CLI's, not the job's). */
  async function counted<T>(verb: () => Promise<T>): Promise<{ result: T; requests: number }> {
    const before = withoutVersionProbe(sandbox!.requests).length;
    const result = await verb();
    return { result, requests: withoutVersionProbe(sandbox!.requests).length - before };
  }
  const costLine = (verb: string, requests: number) => `${verb}: ≈ ${requests} request${requests === 1 ? '' : 's'}, ≈ ${Math.max(1, Math.ceil((requests * 60) / 200))} s at 200 requests/minute (the platform's limit)`;

  /**
   * The dry run's estimate (JSON and text) is what the real run sends; the preview before the question says what its
   * writes cost. Returns the real run's JSON outcome.
   */
  async function estimatedExactly(verb: (options: { dryRun?: boolean }) => (ctx: Context) => Promise<void>): Promise<any> {
    const planned = await json(verb({ dryRun: true }));
    expect(planned.estimate).toMatchObject({ requestsPerMinute: 200, limit: 'platform' });
    expect(await text(verb({ dryRun: true }), {})).toContain(costLine('Running it', planned.estimate.requests));
    // Without --yes and without a terminal the question is refused, after the preview was printed: its writes alone.
    const before = await counted(() => text(verb({}), {}));
    const real = await counted(() => json(verb({})));
    expect(before.result).toContain(costLine('Writing it', planned.estimate.requests - before.requests));
    expect(real.result.failed).toBe(0);
    expect(planned.estimate.requests, `${planned.estimate.requests} estimated, ${real.requests} sent`).toBe(real.requests);
    return real.result;
  }

  it('set stock, adjust stock and the undo of each: the dry run estimates the real run exactly', async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    await json((ctx) => runProductsImport(tempFile('catalog.csv', catalogCsv()), {}, ctx));
    await createStockProducts(json, 'Bulk');

    // +3: counted variants move (a V3 variant without an item gets one counting from 0); those not counted are left alone.
    const adjust = await estimatedExactly((options) => (ctx) => runBulkAdjust({ field: 'stock', delta: '+3', all: true, ...options }, ctx));
    expect(adjust.changed).toBeGreaterThan(0);
    await estimatedExactly((options) => (ctx) => runBulkUndo({ file: adjust.backup, ...options }, ctx));
    // 7 everywhere: products not counted switch to counted (V1 reads each first); the undo switches them back.
    const set = await estimatedExactly((options) => (ctx) => runBulkSet({ field: 'stock', value: '7', all: true, ...options }, ctx));
    expect(set.changed).toBe(17);
    await estimatedExactly((options) => (ctx) => runBulkUndo({ file: set.backup, ...options }, ctx));
  });
});
