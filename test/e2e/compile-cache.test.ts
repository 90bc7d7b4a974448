// Issue #36 item 1: Node's compile cache holds V8's compiled code of the bundle, which a later run executes as it is.
// `store` keeps it only in the user's own folder, $XDG_CACHE_HOME/store/compile-cache (bin/cache-folder.js), never in
// the shared temporary folder (os.tmpdir()/node-compile-cache, where another local user can create the folder first
// and plant entries), and uses no cache at all when its folder cannot be trusted. Node's own debug log
// (NODE_DEBUG_NATIVE=COMPILE_CACHE) says which folder a run used and which entries it accepted.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_BIN, isolatedEnv } from '../helpers/run-store.js';

interface CacheRun {
  /** The folder Node's compile cache used, or undefined when the run had none. */
  folder: string | undefined;
  /** How many compiled entries the run accepted from the cache (a planted one would run). */
  accepted: number;
}

/** `store config list` (loads the bundle, reaches no store) with `env`, its temporary folder `temp`. */
function run(env: Record<string, string>, temp: string): CacheRun {
  const result = spawnSync(process.execPath, [STORE_BIN, 'config', 'list'], {
    env: { ...env, TMPDIR: temp, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status, result.stderr).toBe(0);
  const folder = /^\[compile cache\] resolved path (\S+) \+/m.exec(result.stderr)?.[1];
  const accepted = result.stderr.split('\n').filter((line) => /V8 code cache for .* was accepted/.test(line)).length;
  return { folder, accepted };
}

const fresh = (prefix: string) => mkdtempSync(join(tmpdir(), `store-compile-cache-${prefix}-`));

/** A user whose cache home is `cacheHome`, and a temporary folder of their own. */
function user(cacheHome = fresh('home')) {
  return { env: isolatedEnv({ XDG_CACHE_HOME: cacheHome }), temp: fresh('tmp'), cacheHome, own: join(cacheHome, 'store', 'compile-cache') };
}

/** A compile cache a first run filled: entries the bundle accepts (what an attacker's planted entries look like to Node). */
function filledCache(): string {
  const filler = user();
  run(filler.env, filler.temp);
  expect(run(filler.env, filler.temp).accepted).toBeGreaterThan(0);
  return filler.own;
}

const fileCount = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? fileCount(join(dir, entry.name)) : 1), 0);

describe("Node's compile cache lives only in the user's own folder", () => {
  it('a first run fills $XDG_CACHE_HOME/store/compile-cache (0700) and the next runs from it; the temporary folder is never used', () => {
    const { env, temp, own } = user();
    expect(run(env, temp)).toEqual({ folder: own, accepted: 0 });
    expect(statSync(own).mode & 0o777).toBe(0o700);
    expect(statSync(join(own, '..')).mode & 0o777).toBe(0o700);
    expect(run(env, temp).folder).toBe(own);
    expect(run(env, temp).accepted).toBeGreaterThan(0);
    expect(existsSync(join(temp, 'node-compile-cache'))).toBe(false);
  });

  it('a cache planted in the shared temporary folder is never read, even when the own folder cannot be made', () => {
    const temp = fresh('tmp');
    cpSync(filledCache(), join(temp, 'node-compile-cache'), { recursive: true });
    const planted = fileCount(join(temp, 'node-compile-cache'));
    const victim = user();
    expect(run(victim.env, temp).folder).toBe(victim.own);
    // No folder of its own (not even root can make one under /proc): no cache, not the shared one.
    expect(run(isolatedEnv({ XDG_CACHE_HOME: '/proc/no-such-folder' }), temp)).toEqual({ folder: undefined, accepted: 0 });
    expect(fileCount(join(temp, 'node-compile-cache'))).toBe(planted);
  });

  describe('a cache folder it cannot trust means no compile cache', () => {
    /** Runs twice with the user's folder set up by `prepare`: neither run uses a cache, nor writes into `elsewhere`. */
    function untrusted(prepare: (store: string, elsewhere: string) => void) {
      const victim = user();
      const elsewhere = filledCache();
      const before = fileCount(elsewhere);
      prepare(join(victim.cacheHome, 'store'), elsewhere);
      for (let i = 0; i < 2; i++) expect(run(victim.env, victim.temp)).toEqual({ folder: undefined, accepted: 0 });
      expect(fileCount(elsewhere)).toBe(before);
      expect(existsSync(join(victim.temp, 'node-compile-cache'))).toBe(false);
    }

    it('compile-cache is a symlink to a filled cache', () => {
      untrusted((store, elsewhere) => {
        mkdirSync(store, { mode: 0o700 });
        symlinkSync(elsewhere, join(store, 'compile-cache'));
      });
    });

    it('the store folder is a symlink', () => {
      untrusted((store, elsewhere) => symlinkSync(join(elsewhere, '..'), store));
    });

    it('compile-cache, or the store folder, is writable by group or others', () => {
      untrusted((store, elsewhere) => {
        mkdirSync(store, { mode: 0o700 });
        cpSync(elsewhere, join(store, 'compile-cache'), { recursive: true });
        chmodSync(join(store, 'compile-cache'), 0o777);
      });
      untrusted((store, elsewhere) => {
        cpSync(join(elsewhere, '..'), store, { recursive: true });
        chmodSync(store, 0o770);
      });
    });

    // Giving a folder to another user needs root (CI's containers run the suite as root).
    it.skipIf(process.getuid?.() !== 0)('compile-cache, or the store folder, belongs to another user', () => {
      const nobody = 65534;
      untrusted((store, elsewhere) => {
        mkdirSync(store, { mode: 0o700 });
        cpSync(elsewhere, join(store, 'compile-cache'), { recursive: true });
        chownSync(join(store, 'compile-cache'), nobody, nobody);
      });
      untrusted((store, elsewhere) => {
        cpSync(join(elsewhere, '..'), store, { recursive: true });
        chownSync(store, nobody, nobody);
      });
    });
  });

  it('NODE_COMPILE_CACHE, the user’s own setting, wins (Node reads it before store runs); NODE_DISABLE_COMPILE_CACHE turns it off', () => {
    const chosen = user();
    const named = fresh('named');
    expect(run({ ...chosen.env, NODE_COMPILE_CACHE: named }, chosen.temp).folder).toBe(named);
    expect(existsSync(join(chosen.cacheHome, 'store'))).toBe(false);

    const off = user();
    expect(run({ ...off.env, NODE_DISABLE_COMPILE_CACHE: '1' }, off.temp)).toEqual({ folder: undefined, accepted: 0 });
    expect(existsSync(join(off.cacheHome, 'store'))).toBe(false);
    expect(existsSync(join(off.temp, 'node-compile-cache'))).toBe(false);
  });
});
