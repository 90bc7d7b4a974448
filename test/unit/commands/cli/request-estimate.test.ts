// Users see a job's cost before they pay it (issue #40 item 3): the estimate a dry run prints ("≈ N requests, ≈ T at
// R requests/minute") is the request count the real run then makes, counted at the sandbox — on a V1 and a V3 store
// from one test body, for an import of new products, its re-run with changes, a bulk price adjustment and its undo.
import { afterEach, describe, expect, it } from 'vitest';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { CSV_HEADER, tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, runForJson, withoutVersionProbe } from '../support/harness.js';
import type { Context } from '../../../../src/context.js';

const HEADER = `${CSV_HEADER},track_quantity,quantity`;

/**
 * 120 simple products (every 7th with two images, every 3rd in collection Alpha, every 4th counted in stock) and 6
 * sized ones whose L costs more: more than one look-up batch, bulk chunk and media call. `bump` changes the price of
 * every 5th simple product, the stock of every 8th, and an image of every 14th (a re-run with some of everything).
 */
function catalogCsv(bump = 0): string {
  const rows: string[] = [];
  for (let i = 1; i <= 120; i++) {
    const price = i % 5 === 0 ? i + bump : i;
    const media = i % 7 === 0 ? `https://img.test/a-${i}.jpg;https://img.test/b-${i}${i % 14 === 0 && bump ? '-new' : ''}.jpg` : '';
    const stock = i % 4 === 0 ? `true,${i % 8 === 0 ? 10 + bump : 10}` : ',';
    rows.push(`p-${i},Product ${i},,${price}.5,,,P-${i},true,,,,,${i % 3 === 0 ? 'Alpha' : ''},${media},,,,,,,,,,${stock}`);
  }
  for (let i = 1; i <= 6; i++) {
    rows.push(`v-${i},Sized ${i},,${10 + i},,,,true,,,,,Beta,,Size,S,,,${10 + i},,,V${i}-S,true,,`);
    rows.push(`v-${i},,,,,,,,,,,,,,Size,L,,,${13 + i + bump},,,V${i}-L,true,,`);
  }
  return [HEADER, ...rows].join('\n') + '\n';
}

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe.each(['v1', 'v3'] as const)('request estimates of previews and dry runs on a %s store', (catalog) => {
  const env = () => remoteEnv(sandbox!);
  const json = <T = any>(verb: (ctx: Context) => Promise<void>) => runForJson<T>(() => harness({ env: env(), globals: { json: true, yes: true } }), verb);
  /** The requests `verb` sends, counted at the sandbox (the catalog version probe is the CLI's, not the job's). */
  async function counted<T>(verb: () => Promise<T>): Promise<{ result: T; requests: number }> {
    const before = withoutVersionProbe(sandbox!.requests).length;
    const result = await verb();
    return { result, requests: withoutVersionProbe(sandbox!.requests).length - before };
  }

  it('import (new products, a re-run with changes, a stock file): the dry run estimates the real run exactly', async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    // A stock file: every 4th product's count moves, by SKU (stock-file.ts).
    const stock = ['sku,track_quantity,quantity', ...Array.from({ length: 30 }, (_, i) => `P-${4 * (i + 1)},true,${50 + i}`)].join('\n') + '\n';
    for (const file of [tempFile('catalog.csv', catalogCsv()), tempFile('changed.csv', catalogCsv(2)), tempFile('stock.csv', stock)]) {
      const plan = await json((ctx) => runProductsImport(file, { dryRun: true }, ctx));
      expect(plan.estimate).toMatchObject({ requestsPerMinute: 200, limit: 'platform' });
      const real = await counted(() => json((ctx) => runProductsImport(file, {}, ctx)));
      expect(real.result.failed).toBe(0);
      expect(real.result.requests).toBe(real.requests);
      expect(plan.estimate.requests, file).toBe(real.requests);
    }
  });

  it('the text: the dry runs say what running them costs, the preview before the question what writing costs, at the rate limit set', async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    await json((ctx) => runProductsImport(tempFile('catalog.csv', catalogCsv()), {}, ctx));
    const text = async (verb: (ctx: Context) => Promise<void>, globals: Record<string, unknown> = { yes: true }) => {
      const h = harness({ env: { ...env(), STORE_RATE_LIMIT: '6000' }, globals });
      try {
        await verb(h.ctx).catch(() => undefined);
      } finally {
        await h.ctx.close();
      }
      return h.io.stdoutText();
    };
    const cost = (verb: string) => new RegExp(`^${verb}: ≈ \\d+ requests?, ≈ \\d+ s at 6,000 requests/minute \\(your rate limit\\)$`, 'm');
    expect(await text((ctx) => runProductsImport(tempFile('catalog.csv', catalogCsv(1)), { dryRun: true }, ctx))).toMatch(cost('  importing it'));
    expect(await text((ctx) => runBulkAdjust({ field: 'price', delta: '+1', ids: 'p-1,p-2', dryRun: true }, ctx))).toMatch(cost('Running it'));
    // Without --yes and without a terminal the question is refused, after the preview was printed.
    expect(await text((ctx) => runBulkAdjust({ field: 'price', delta: '+1', ids: 'p-1,p-2' }, ctx), {})).toMatch(cost('Writing it'));
    const change = await json((ctx) => runBulkAdjust({ field: 'price', delta: '+1', ids: 'p-1,p-2' }, ctx));
    expect(await text((ctx) => runBulkUndo({ file: change.backup, dryRun: true }, ctx))).toMatch(cost('Running it'));
    expect(await text((ctx) => runBulkUndo({ file: change.backup }, ctx), {})).toMatch(cost('Writing it'));
  });

  it('bulk adjust price and its undo: the dry runs estimate the real runs', async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    await json((ctx) => runProductsImport(tempFile('catalog.csv', catalogCsv()), {}, ctx));
    const adjust = { field: 'price', delta: '+10%', all: true };
    const planned = await json((ctx) => runBulkAdjust({ ...adjust, dryRun: true }, ctx));
    const change = await counted(() => json((ctx) => runBulkAdjust(adjust, ctx)));
    expect(change.result).toMatchObject({ changed: 126, failed: 0 });
    expect(planned.estimate).toMatchObject({ requests: change.requests, limit: 'platform' });

    const undoPlanned = await json((ctx) => runBulkUndo({ file: change.result.backup, dryRun: true }, ctx));
    const undo = await counted(() => json((ctx) => runBulkUndo({ file: change.result.backup }, ctx)));
    expect(undo.result).toMatchObject({ changed: 126, failed: 0 });
    // V1's check reads products back as their writes settle, 100 at a time: one read more or less than the planning's.
    const tolerance = catalog === 'v1' ? 1 : 0;
    expect(Math.abs(undoPlanned.estimate.requests - undo.requests), `${undoPlanned.estimate.requests} estimated, ${undo.requests} sent`).toBeLessThanOrEqual(tolerance);
  });
});
