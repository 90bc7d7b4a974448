// Spool files left by a killed run are removed by the next run that spools in the same place (issue #26): those
// whose run is gone, and any older than a day (src/catalog/core/spool-files.ts). The sweep itself needs no store; a
// bulk change sweeps on either catalog version.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_SPOOL } from '../../../src/catalog/core/bulk/row-spool.js';
import { MAX_SPOOL_AGE_MS, spoolName, sweepSpools } from '../../../src/catalog/core/spool-files.js';
import { runBulkSet } from '../../../src/commands/bulk/set.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv } from '../commands/support/harness.js';

/** A pid no process has any more: a child that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

function leave(dir: string, name: string, ageMs = 0): string {
  const path = join(dir, name);
  writeFileSync(path, 'left over');
  const at = (Date.now() - ageMs) / 1000;
  utimesSync(path, at, at);
  return path;
}

describe('sweeping spool files', () => {
  it("removes those of runs that are gone and any older than a day; keeps live runs', recent old-style and foreign files", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spools-'));
    const dead = deadPid();
    const gone = leave(dir, `store-bulk-rows-${dead}-0a1b2c.jsonl`);
    const mine = leave(dir, spoolName(ROW_SPOOL));
    const running = leave(dir, `store-bulk-rows-${process.ppid}-0a1b2c.jsonl`);
    const stale = leave(dir, `store-bulk-rows-${process.ppid}-ffff00.jsonl`, MAX_SPOOL_AGE_MS + 60_000);
    const oldStyleRecent = leave(dir, 'store-bulk-rows-0a1b2c3d4e5f.jsonl');
    const oldStyleStale = leave(dir, 'store-bulk-rows-abcdef012345.jsonl', MAX_SPOOL_AGE_MS + 60_000);
    const foreign = leave(dir, `notes-${dead}-0a1b2c.jsonl`, MAX_SPOOL_AGE_MS * 3);
    expect(await sweepSpools(dir, ROW_SPOOL)).toBe(3);
    for (const path of [gone, stale, oldStyleStale]) expect(existsSync(path), path).toBe(false);
    for (const path of [mine, running, oldStyleRecent, foreign]) expect(existsSync(path), path).toBe(true);
  });

  describe.each(['v1', 'v3'] as const)('a bulk change on a %s store removes the backup spools killed runs left beside its backup', (catalog) => {
    let sandbox: TestSandbox;
    beforeAll(async () => {
      sandbox = await startTestSandbox({ catalog });
    });
    afterAll(() => sandbox.close());

    it('sweeps <backup>.<pid>-<random>.spool of a run that is gone', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'backups-'));
      const left = leave(dir, `bulk-2030-01-01T00-00-00-000Z.json.${deadPid()}-0a1b2c3d4e5f.spool`);
      const h = harness({ env: remoteEnv(sandbox), globals: { json: true, yes: true } });
      await runBulkSet({ field: 'ribbon', value: 'New', ids: 'ceramic-mug', backup: join(dir, 'mine.json') }, h.ctx);
      await h.ctx.close();
      expect(existsSync(left)).toBe(false);
      expect(readdirSync(dir)).toEqual(['mine.json']);
    });
  });
});
