// Spool files left by a killed run are removed by the next run that spools in the same place (issue #26): those
// whose run is gone, and any older than a day (src/catalog/core/spool-files.ts). Only the tool's own are ever removed
// (issue #36 item 3): a name of exactly spoolName's shape, a regular file of this user, unlinked — other people's
// `*.spool` files and folders in a backup folder are kept. The sweep itself needs no store; a bulk change sweeps on
// either catalog version.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
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
  return aged(path, ageMs);
}

function aged(path: string, ageMs: number): string {
  const at = (Date.now() - ageMs) / 1000;
  utimesSync(path, at, at);
  return path;
}

const OLD = MAX_SPOOL_AGE_MS * 3;
const isRoot = process.getuid?.() === 0;

/**
 * Files and folders in `dir` that are not the tool's spools though their names end like one, all old and most with a
 * pid no process has: what a sweep must keep. Returns each path with a fingerprint of what is there.
 */
function foreignSpools(dir: string, kind: { stem: string; suffix: string }): string[] {
  const dead = deadPid();
  /** A name of the tool's exact shape; `digit` tells look-alikes apart in a kind whose stem is fixed. */
  const own = (name: string, digit: number) => `${kind.stem.replace('NAME', name)}${dead}-0a1b2c3d4e5${digit}${kind.suffix}`;
  const paths: string[] = [];
  // Someone's folders and files named *.spool (the reproduced ones), and look-alikes of the tool's shape.
  for (const folder of ['mydata.v2.spool', `${dead}-take.spool`, own('folder', 1)]) {
    mkdirSync(join(dir, folder));
    writeFileSync(join(dir, folder, 'inside.txt'), 'theirs');
    paths.push(aged(join(dir, folder, 'inside.txt'), OLD), aged(join(dir, folder), OLD));
  }
  for (const name of [`audio.${dead}-take1.spool`, `mix.${dead}-0A1B2C3D4E5F.spool`, `notes.${dead}-0a1b2c3d4e5f0.spool`, 'old.spool', `store-bulk-rows-${dead}-0a1b2c.jsonl`, `store-bulk-rows-0a1b2c3d4e5f.jsonl`]) {
    paths.push(leave(dir, name, OLD));
  }
  // A symlink of the tool's exact shape, to a file elsewhere.
  const target = leave(mkdtempSync(join(tmpdir(), 'spool-target-')), 'target.txt', OLD);
  symlinkSync(target, join(dir, own('link', 2)));
  paths.push(target, join(dir, own('link', 2)));
  // A file of the tool's exact shape that another user owns (only root can give a file away).
  if (isRoot) {
    const theirs = leave(dir, own('theirs', 3), OLD);
    chownSync(theirs, 65534, 65534);
    paths.push(theirs);
  }
  return paths;
}

/** The paths still there (lstat: a symlink counts, whatever it points at). */
const present = (paths: string[]) =>
  paths.filter((path) => {
    try {
      lstatSync(path);
      return true;
    } catch {
      return false;
    }
  });

describe('sweeping spool files', () => {
  it("removes those of runs that are gone and any older than a day; keeps live runs' and foreign files", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spools-'));
    const dead = deadPid();
    const gone = leave(dir, `store-bulk-rows-${dead}-0a1b2c3d4e5f.jsonl`);
    const mine = leave(dir, spoolName(ROW_SPOOL));
    const running = leave(dir, `store-bulk-rows-${process.ppid}-0a1b2c3d4e5f.jsonl`);
    const stale = leave(dir, `store-bulk-rows-${process.ppid}-ffff00ffff00.jsonl`, MAX_SPOOL_AGE_MS + 60_000);
    const foreign = leave(dir, `notes-${dead}-0a1b2c3d4e5f.jsonl`, OLD);
    expect(await sweepSpools(dir, ROW_SPOOL)).toBe(2);
    for (const path of [gone, stale]) expect(existsSync(path), path).toBe(false);
    for (const path of [mine, running, foreign]) expect(existsSync(path), path).toBe(true);
  });

  it.each([
    ['a temporary-folder kind', ROW_SPOOL, { stem: 'store-bulk-rows-', suffix: '.jsonl' }],
    ['the backup kind (any stem)', { prefix: '', suffix: '.spool', anyStem: true }, { stem: 'b.json.NAME.', suffix: '.spool' }],
  ] as const)('%s: keeps folders, symlinks, other shapes and other users’ files, whatever their age', async (_, kind, shape) => {
    const dir = mkdtempSync(join(tmpdir(), 'spools-'));
    const kept = foreignSpools(dir, shape);
    const contents = kept.filter((path) => path.endsWith('.txt')).map((path) => readFileSync(path, 'utf8'));
    const ownLeftOver = leave(dir, `${shape.stem.replace('NAME', 'mine')}${deadPid()}-abcdef012345${shape.suffix}`);
    expect(await sweepSpools(dir, kind)).toBe(1);
    expect(existsSync(ownLeftOver)).toBe(false);
    expect(present(kept)).toEqual(kept);
    expect(kept.filter((path) => path.endsWith('.txt')).map((path) => readFileSync(path, 'utf8'))).toEqual(contents);
  });

  describe.each(['v1', 'v3'] as const)('a bulk change on a %s store removes the backup spools killed runs left beside its backup', (catalog) => {
    let sandbox: TestSandbox;
    beforeAll(async () => {
      sandbox = await startTestSandbox({ catalog });
    });
    afterAll(() => sandbox.close());

    it('sweeps <backup>.<pid>-<random>.spool of a run that is gone, and nothing else in the folder', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'backups-'));
      const left = leave(dir, `bulk-2030-01-01T00-00-00-000Z.json.${deadPid()}-0a1b2c3d4e5f.spool`);
      const kept = foreignSpools(dir, { stem: 'b.json.NAME.', suffix: '.spool' });
      const before = readdirSync(dir).filter((name) => name !== left.split('/').pop());
      const h = harness({ env: remoteEnv(sandbox), globals: { json: true, yes: true } });
      await runBulkSet({ field: 'ribbon', value: 'New', ids: 'ceramic-mug', backup: join(dir, 'b.json') }, h.ctx);
      await h.ctx.close();
      expect(existsSync(left)).toBe(false);
      expect(readdirSync(dir).sort()).toEqual([...before, 'b.json'].sort());
      expect(present(kept)).toEqual(kept);
    });
  });
});
