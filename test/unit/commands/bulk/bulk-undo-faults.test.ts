// Issue #26 item 7: `bulk undo` survives the transient faults its change survives. Under 30 % injected faults (half
// 503s, half dropped connections: src/sandbox/faults.ts) a change of every product and then its undo end with the
// catalog exactly as before, and the undo exits 0 — on V1 and V3 from one body. A lost answer of a write that
// cannot be re-sent blind (an amount added, a by-filter job) is settled by planning again from the store
// (catalog/core/bulk/undo-rounds.ts), so nothing is added twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runProductsExport } from '../../../../src/commands/products/export.js';
import { runProductsImport } from '../../../../src/commands/products/import.js';
import type { Context } from '../../../../src/context.js';
import { CSV_HEADER, tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../support/harness.js';
import { FakeClock } from '../../client/support/fake-clock.js';

const PRODUCTS = 60;

describe.each(['v1', 'v3'] as const)('bulk undo under 30 percent faults, on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
    // Every product with a price and a weight of its own (a V3 undo puts an unset weight back as 0: not this test's point).
    const rows = Array.from({ length: PRODUCTS }, (_, i) => `item-${i + 1},Item ${i + 1},,${i + 1}.5,,${(i % 9) + 1}.25,,true,,,,,,,,,,,,,,,`);
    await run((ctx) => runProductsImport(tempFile('catalog.csv', [CSV_HEADER, ...rows].join('\n')), {}, ctx));
  });
  afterAll(() => sandbox.close());

  async function run(verb: (ctx: Context) => Promise<void>) {
    // Retries wait on a clock that does not: the waits are the policy's, not this test's to sit through.
    const h = harness({ env: remoteEnv(sandbox), globals: { json: true, yes: true }, clock: new FakeClock(Date.now()) });
    const error = await verb(h.ctx).then(() => undefined, (caught: unknown) => caught);
    await h.ctx.close();
    return { error, out: h.io.stdoutText() };
  }
  /** Sends `count` throwaway API requests, each taking its turn of the fault sequence. */
  async function skipFaults(count: number) {
    for (let i = 0; i < count; i++) await fetch(`${sandbox.baseUrl}/stores/v1/products/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => undefined);
  }
  /** The catalog as an export writes it: every product's price, weight and the rest. */
  const catalogNow = async () => (await run((ctx) => runProductsExport({ format: 'csv' }, ctx))).out;

  it.each([
    ['adjust price +10%', (ctx: Context) => runBulkAdjust({ field: 'price', delta: '+10%', all: true }, ctx)],
    ['set weight 3', (ctx: Context) => runBulkSet({ field: 'weight', value: '3', all: true }, ctx)],
    // Undone by adding one amount back (V1: bulk adjust calls, whose lost answer is never re-sent blind).
    ['adjust price +2.50', (ctx: Context) => runBulkAdjust({ field: 'price', delta: '+2.50', all: true }, ctx)],
  ])('%s, then its undo, end exactly as before', async (_name, change) => {
    const before = await catalogNow();
    // Six rounds of change and undo: each meets other faults of the seeded sequence.
    for (let cycle = 0; cycle < 6; cycle++) {
      sandbox.sandbox.setFaults({ faultRate: 0.3 });
      // The sandbox's faults follow one seeded sequence from each setFaults: skip into it, so each cycle meets others.
      await skipFaults(cycle * 7);
      try {
        const changed = await run(change);
        const { backup } = JSON.parse(changed.out);
        const undone = await run((ctx) => runBulkUndo({ file: backup }, ctx));
        expect(undone.error).toBeUndefined();
        expect(JSON.parse(undone.out)).toMatchObject({ matched: PRODUCTS, failed: 0, restored: PRODUCTS, failures: [] });
      } finally {
        sandbox.sandbox.setFaults({ faultRate: 0 });
      }
      expect(await catalogNow()).toBe(before);
    }
  }, 60_000);
});
