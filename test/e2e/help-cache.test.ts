// Issue #30 item 2: `store --help` prints the help an earlier run of the same build rendered for the same terminal
// (bin/help-cache.js) without loading the bundle. What it prints must be byte for byte what the bundle renders, for
// every input the rendering reads, and a cache it cannot trust (not its own, through a symlink, unwritable) only means
// the bundle renders it. A loader hook records the bundle files each run loads: a warm run loads none.
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_BIN, isolatedEnv } from '../helpers/run-store.js';

/** Records the URL of every module the process loads, one a line, into $STORE_TEST_LOADED. */
const RECORDER = `data:text/javascript,${encodeURIComponent(
  "import { registerHooks } from 'node:module'; import { appendFileSync } from 'node:fs';" +
    "registerHooks({ load(url, context, next) { if (url.startsWith('file:')) appendFileSync(process.env.STORE_TEST_LOADED, url + '\\n'); return next(url, context); } });",
)}`;

const shellWord = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

interface HelpRun {
  stdout: string;
  /** Bundle files (dist/) the run loaded: none when the help came from the cache. */
  bundleFiles: number;
}

/** `store ARG` with `env`, piped, or on a terminal `tty.columns` wide (script(1) gives it one). */
function help(env: Record<string, string>, options: { arg?: string; tty?: { columns: number }; bin?: string } = {}): HelpRun {
  const log = join(mkdtempSync(join(tmpdir(), 'store-help-loaded-')), 'loaded.txt');
  writeFileSync(log, '');
  const command = [process.execPath, '--import', RECORDER, options.bin ?? STORE_BIN, options.arg ?? '--help'];
  const runEnv = { ...env, STORE_TEST_LOADED: log };
  const run = options.tty
    ? spawnSync('script', ['-qc', `stty cols ${options.tty.columns} rows 40; ${command.map(shellWord).join(' ')}`, '/dev/null'], { env: runEnv, encoding: 'utf8', timeout: 20_000 })
    : spawnSync(command[0], command.slice(1), { env: runEnv, encoding: 'utf8', timeout: 20_000 });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stderr).toBe('');
  const bundleFiles = readFileSync(log, 'utf8').split('\n').filter((url) => url.includes('/dist/')).length;
  return { stdout: run.stdout, bundleFiles };
}

/** An environment whose cache folder is `cacheHome`/store (XDG_CACHE_HOME), in a fresh HOME. */
const withCache = (cacheHome: string, extra: Record<string, string> = {}) => isolatedEnv({ XDG_CACHE_HOME: cacheHome, ...extra });
const freshCacheHome = () => mkdtempSync(join(tmpdir(), 'store-help-cache-'));
/** The help the bundle renders for `env`, the cache out of the way (its folder cannot be created). */
const rendered = (env: Record<string, string>, options: Parameters<typeof help>[1] = {}) => {
  const blocked = join(freshCacheHome(), 'a-file');
  writeFileSync(blocked, '');
  const run = help({ ...env, XDG_CACHE_HOME: blocked }, options);
  expect(run.bundleFiles).toBeGreaterThan(0);
  return run.stdout;
};
const entries = (cacheHome: string) => readdirSync(join(cacheHome, 'store')).filter((name) => name.startsWith('help-'));

describe('store --help from the rendered-help cache', () => {
  it('a first run renders and stores the help; the next prints the same bytes without loading the bundle', () => {
    const cacheHome = freshCacheHome();
    const env = withCache(cacheHome);
    const cold = help(env);
    expect(cold.bundleFiles).toBeGreaterThan(0);
    expect(cold.stdout).toContain('Usage: store');
    const dir = join(cacheHome, 'store');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(entries(cacheHome)).toHaveLength(1);
    expect(statSync(join(dir, entries(cacheHome)[0])).mode & 0o777).toBe(0o600);

    const warm = help(env);
    expect(warm.bundleFiles).toBe(0);
    expect(warm.stdout).toBe(cold.stdout);
    expect(warm.stdout).toBe(rendered(env));
    // `store help` and `-h` print the same help, each from its own entry once rendered.
    for (const arg of ['help', '-h']) {
      expect(help(env, { arg }).stdout).toBe(cold.stdout);
      expect(help(env, { arg })).toEqual({ stdout: cold.stdout, bundleFiles: 0 });
    }
  });

  it('another width, colour setting or terminal misses and then hits its own entry', () => {
    const cacheHome = freshCacheHome();
    const base = withCache(cacheHome);
    const plain = help(base).stdout;
    const variants: [string, Record<string, string>, Parameters<typeof help>[1]][] = [
      ['COLUMNS=60', { ...base, COLUMNS: '60' }, {}],
      ['FORCE_COLOR=1', { ...base, FORCE_COLOR: '1' }, {}],
      ['a 70-column terminal', base, { tty: { columns: 70 } }],
      ['a 70-column terminal, colour on', { ...base, NO_COLOR: '' }, { tty: { columns: 70 } }],
      ['a 120-column terminal, colour on', { ...base, NO_COLOR: '' }, { tty: { columns: 120 } }],
    ];
    const seen = new Set([plain]);
    for (const [name, env, options] of variants) {
      const cold = help(env, options);
      expect(cold.bundleFiles, name).toBeGreaterThan(0);
      expect(seen.has(cold.stdout), `${name} prints a help of its own`).toBe(false);
      seen.add(cold.stdout);
      const warm = help(env, options);
      expect(warm, name).toEqual({ stdout: cold.stdout, bundleFiles: 0 });
      expect(warm.stdout, name).toBe(rendered(env, options));
    }
    expect(seen.size).toBe(variants.length + 1);
    expect([...seen].some((text) => text.includes('\u001b['))).toBe(true);
  });

  it('another build (a different dist/build-id) misses', () => {
    const cacheHome = freshCacheHome();
    const env = withCache(cacheHome);
    // A copy of the package whose dist/ is the real one but for its build id.
    const copy = mkdtempSync(join(tmpdir(), 'store-help-build-'));
    const realDist = join(dirname(STORE_BIN), '..', 'dist');
    mkdirSync(join(copy, 'bin'));
    mkdirSync(join(copy, 'dist'));
    for (const name of readdirSync(dirname(STORE_BIN))) writeFileSync(join(copy, 'bin', name), readFileSync(join(dirname(STORE_BIN), name)));
    for (const name of readdirSync(realDist).filter((entry) => entry !== 'build-id')) symlinkSync(join(realDist, name), join(copy, 'dist', name));
    const bin = join(copy, 'bin', 'store.js');
    writeFileSync(join(copy, 'dist', 'build-id'), 'one\n');
    const first = help(env, { bin });
    expect(help(env, { bin })).toEqual({ stdout: first.stdout, bundleFiles: 0 });
    writeFileSync(join(copy, 'dist', 'build-id'), 'two\n');
    expect(help(env, { bin }).bundleFiles).toBeGreaterThan(0);
    expect(help(env, { bin }).bundleFiles).toBe(0);
  });

  describe('a cache it cannot trust or write only means the bundle renders the help', () => {
    /** A warm cache whose one entry is then rewritten to say `planted` (its key line kept). */
    function plantedEntry(): { env: Record<string, string>; path: string; content: string; real: string } {
      const cacheHome = freshCacheHome();
      const env = withCache(cacheHome);
      const real = help(env).stdout;
      const [name] = entries(cacheHome);
      const path = join(cacheHome, 'store', name);
      const content = readFileSync(path, 'utf8').replace(/\n[\s\S]*$/, '\nplanted\n');
      writeFileSync(path, content);
      expect(help(env)).toEqual({ stdout: 'planted\n', bundleFiles: 0 });
      return { env, path, content, real };
    }

    it('the cache folder is a symlink', () => {
      const { content, path, real } = plantedEntry();
      const elsewhere = freshCacheHome();
      writeFileSync(join(elsewhere, path.split('/').pop()!), content);
      const linkedHome = freshCacheHome();
      symlinkSync(elsewhere, join(linkedHome, 'store'));
      expect(help(withCache(linkedHome)).stdout).toBe(real);
      expect(readdirSync(elsewhere)).toHaveLength(1);
    });

    it('the entry is a symlink, or writable by others', () => {
      const { env, path, content, real } = plantedEntry();
      const target = join(freshCacheHome(), 'target');
      writeFileSync(target, content, { mode: 0o600 });
      unlinkSync(path);
      symlinkSync(target, path);
      expect(lstatSync(path).isSymbolicLink()).toBe(true);
      expect(help(env).stdout).toBe(real);
      // The miss stored the rendered help in a new file, not through the symlink.
      expect(lstatSync(path).isSymbolicLink()).toBe(false);
      expect(readFileSync(target, 'utf8')).toBe(content);

      writeFileSync(path, content);
      chmodSync(path, 0o666);
      expect(help(env).stdout).toBe(real);
    });

    it('the cache folder cannot be created', () => {
      // Not even root can create a folder in /proc; a read-only HOME or CI's is the everyday case.
      const env = withCache(join('/proc', 'no-such-folder'));
      for (let i = 0; i < 2; i++) {
        const run = help(env);
        expect(run.bundleFiles).toBeGreaterThan(0);
        expect(run.stdout).toBe(rendered(env));
      }
    });
  });

  it('keeps the 8 newest entries', () => {
    const cacheHome = freshCacheHome();
    const env = withCache(cacheHome);
    help(env);
    const dir = join(cacheHome, 'store');
    const [entry] = entries(cacheHome);
    const old = new Date('2020-01-01T00:00:00Z');
    for (let i = 0; i < 10; i++) {
      const name = `help-${String(i).padStart(8, 'a')}.txt`;
      writeFileSync(join(dir, name), 'other\n', { mode: 0o600 });
      utimesSync(join(dir, name), old, old);
    }
    help(withCache(cacheHome, { COLUMNS: '99' }));
    expect(entries(cacheHome)).toHaveLength(8);
    expect(entries(cacheHome)).toContain(entry);
  });
});
