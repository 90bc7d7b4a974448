// Issue #37 item 8: Ctrl-C while a bulk change is still reading its products stops the read, says that nothing was
// changed and no backup written, removes this run's spool and exits 130 — a second Ctrl-C exits at once, the spool
// removed first. On a Catalog V1 and a V3 store from one test body.
import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import { bulkStorePerTest } from '../../catalog/bulk/support/bulk-store.js';
import { harness, remoteEnv } from '../support/harness.js';

describe.each(['v1', 'v3'] as const)('Ctrl-C while a bulk change reads, on a Catalog %s store', (catalog) => {
  // Armed by a test: called with each read of the products as it arrives, before the store answers it.
  let onRead: (() => void) | undefined;
  const store = bulkStorePerTest(catalog, { onRequest: (r) => /products|variants/.test(r.path) && onRead?.() });

  async function interrupted(times: 1 | 2, field = 'price') {
    const dir = mkdtempSync(join(tmpdir(), 'bulk-read-'));
    const backup = join(dir, 'before.json');
    const signals = new EventEmitter();
    const exits: Array<{ code: number; files: string[] }> = [];
    const h = harness({ env: remoteEnv(store.sandbox), globals: { yes: true }, signals, exit: (code) => void exits.push({ code, files: readdirSync(dir) }) });
    onRead = () => {
      onRead = undefined;
      // The spool is open beside the backup while the products are read (a stock change keeps its plan in memory).
      expect(readdirSync(dir).filter((name) => name.endsWith('.spool'))).toHaveLength(field === 'stock' ? 0 : 1);
      for (let i = 0; i < times; i++) signals.emit('SIGINT');
    };
    const error = await runBulkAdjust({ field, delta: field === 'stock' ? '+1' : '+10%', all: true, backup }, h.ctx).catch((e: unknown) => e);
    await h.ctx.close();
    return { error, h, dir, backup, exits };
  }

  it.each(['price', 'stock'])('once (%s): stops reading, "nothing was changed, no backup was written", exit 130; no spool, no backup, no write', async (field) => {
    const before = await store.state();
    store.sandbox.requests.length = 0;
    const { error, h, dir, backup } = await interrupted(1, field);
    expect(exitCodeOf(error)).toBe(130);
    expect(h.io.stderrText()).toContain('Stopping: no new requests');
    expect(h.io.stdoutText()).toMatch(/Interrupted while reading the products \(\d+ read\): nothing was changed, no backup was written\.\n/);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(backup)).toBe(false);
    expect(store.writes()).toEqual([]);
    expect(await store.state()).toEqual(before);
  });

  it('twice: exits 130 at once, saying nothing was changed, the spool already removed', async () => {
    const { h, exits } = await interrupted(2);
    expect(exits).toEqual([{ code: 130, files: [] }]);
    expect(h.io.stderrText()).toContain('Interrupted again: exiting now; nothing was changed; no backup was written.');
    expect(store.writes()).toEqual([]);
  });
});
