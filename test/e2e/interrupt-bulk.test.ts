// Issue #15 item 3 and issue #29 item 1 through the real binary and real signals, piped: Ctrl-C during `store bulk
// adjust` stops starting requests, lets the chunk in flight finish, prints the undo line and exits 130, the undo
// restoring every value; Ctrl-C while `store bulk set` still reads changes nothing (issue #37 item 8). On a Catalog V1
// and a V3 store. Import, export and seed: interrupt.test.ts (apart, the two files run side by side).
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simpleProductsCsv, tempFile } from '../helpers/catalog.js';
import { runStore } from '../helpers/run-store.js';
import { servedSandboxPerFile, type ServedSandbox } from '../helpers/served-sandbox.js';
import { interruptRun, signalWhen } from '../helpers/interrupt-run.js';

// Latency and --concurrency 1 keep requests going out one by one, so some are still unsent when the signal comes.
// Each bulk change (it changes every product) runs on a store of its own; the tests of one version at the same time.
const bulkStore = (catalog: 'v1' | 'v3', latency = '150') => servedSandboxPerFile(['--memory', '--latency', latency, '--catalog', catalog]).served;
const bulkStores: Record<'v1' | 'v3', Partial<Record<'price' | 'weight', ServedSandbox>>> = {
  v1: { price: bulkStore('v1'), weight: bulkStore('v1') },
  // A V3 change sends 3 calls after its reads: at 150 ms the last two could finish before a busy machine delivered the
  // signal (exit 0 in a CI run at load); 400 ms leaves the signal room without slowing the other stores.
  v3: { weight: bulkStore('v3', '400') },
};

describe.concurrent.each(['v1', 'v3'] as const)('Ctrl-C sent to `store bulk adjust` on a Catalog %s store', (version) => {
  // The 248 products go 100 per call on both versions; a V3 price change is instead one store-side job per 1,000
  // products (src/catalog/v3/bulk/engine.ts), so these go in one call and there is nothing to stop between calls.
  it.runIf(version === 'v1')('price: finishes the chunk in flight, sends no other, prints the undo line, exits 130; the undo restores every value', () => interruptBulk('price'), 60_000);
  it('weight: finishes the chunk in flight, sends no other, prints the undo line, exits 130; the undo restores every value', () => interruptBulk('weight'), 60_000);

  async function interruptBulk(field: 'price' | 'weight') {
    const env = bulkStores[version][field]!.remoteEnv();
    const imported = await runStore(['products', 'import', tempFile('many.csv', simpleProductsCsv(240, 'sig')), '--concurrency', '16'], { env });
    expect(imported.code).toBe(0);
    /** Every product's every value, as the export writes it (the same columns on both versions). */
    const catalog = async () => (await runStore(['products', 'export', '--format', 'csv', '--sort', 'name'], { env })).stdout;
    const before = await catalog();

    // Once, when the first chunk is back and the second is going out.
    const run = await interruptRun(['bulk', 'adjust', field, '+1', '--all', '--yes', '--concurrency', '1'], env, signalWhen((s) => s.includes('chunk 1/3')));
    expect(run.code).toBe(130);
    expect(run.stderr).toContain('Stopping: no new requests');
    expect(run.stderr).not.toContain('chunk 3/3');
    const said = /Interrupted: changed (\d+) of (\d+) products; (\d+) not sent\. Backup: (\S+)\nUndo with: store bulk undo \4\n/.exec(run.stdout);
    expect(said, run.stdout).not.toBeNull();
    const [changed, total, notSent] = [Number(said![1]), Number(said![2]), Number(said![3])];
    // Whether the second chunk had gone out when the signal came or not, what was sent finished and was counted.
    const chunksBack = run.stderr.match(/chunk \d\/3/g)!.length;
    expect(changed).toBe(chunksBack * 100);
    expect(changed + notSent).toBe(total);
    expect(notSent).toBeGreaterThan(0);

    const undo = await runStore(['bulk', 'undo', said![4], '--yes'], { env });
    expect(undo.code, undo.stderr).toBe(0);
    expect(await catalog()).toEqual(before);
  }
});

const readStores: Record<'v1' | 'v3', ServedSandbox> = { v1: bulkStore('v1'), v3: bulkStore('v3') };

describe.concurrent.each(['v1', 'v3'] as const)('Ctrl-C while `store bulk set` still reads, on a Catalog %s store (issue #37 item 8)', (version) => {
  it('once, then twice: says nothing was changed and no backup written, leaves no spool, exits 130', async () => {
    const env = readStores[version].remoteEnv();
    expect((await runStore(['products', 'import', tempFile('read.csv', simpleProductsCsv(240, 'read')), '--concurrency', '16'], { env })).code).toBe(0);
    for (const count of [1, 2] as const) {
      const dir = mkdtempSync(join(tmpdir(), 'bulk-read-'));
      // Brand is read 100 products a page on both versions; the signal comes once the first page is back (--verbose
      // traces each request when its answer is in; latency 150 ms), while the next is on its way.
      const reading = (stderr: string) => /← .*\/products\/query/.test(stderr);
      const run = await interruptRun(['bulk', 'set', 'brand', 'Sig', '--all', '--yes', '--verbose', '--concurrency', '1', '--backup', join(dir, 'before.json')], env, signalWhen(reading, 'SIGINT', 0, count));
      expect(run.code, run.stderr).toBe(130);
      if (count === 1) expect(run.stdout).toMatch(/Interrupted while reading the products \(\d+ read\): nothing was changed, no backup was written\.\n$/);
      else expect(run.stderr).toContain('Interrupted again: exiting now; nothing was changed; no backup was written.');
      expect(readdirSync(dir)).toEqual([]);
    }
  }, 90_000);
});
