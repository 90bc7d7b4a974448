// Issue #30 item 1: the npm package. A clean copy of the working tree (what a clone has: no dist/) is packed with
// `npm pack` — whose prepack builds the bundle — installed with `npm install -g` into an empty prefix, and the
// installed `store` runs on Node 22 and on Node 24: --version, products list (embedded sandbox) and
// `sandbox serve --port 0 --json` (then queried as a remote store). The package's sizes and the installed footprint
// are printed; the footprint must stay within 10 MB.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv } from '../helpers/run-store.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const MB = 1024 * 1024;
const FOOTPRINT_LIMIT = 10 * MB;

/** Total bytes of the files under `path` (symlinks not followed). */
function bytesUnder(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0);
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;

/** The files a fresh clone of this working tree would have (tracked, plus new files not ignored), copied to `to`. */
function cleanCopy(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(ROOT, file), join(to, file));
  }
  // The dev dependencies a clone gets from `npm ci` (esbuild for prepack): the repository's own.
  symlinkSync(join(ROOT, 'node_modules'), join(to, 'node_modules'));
}

/**
 * A Node 22 binary from the `node@22` npm package, installed once into the OS temp dir and reused by later runs
 * (installed beside and renamed into place, so a run never sees half an install).
 */
function node22(): string {
  const home = join(tmpdir(), 'store-cli-test-cache', 'node22');
  const bin = join(home, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(bin)) {
    const staging = `${home}-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    execFileSync('npm', ['install', '--prefix', staging, '--no-audit', '--no-fund', '--no-save', 'node@22'], { stdio: 'pipe' });
    rmSync(home, { recursive: true, force: true });
    renameSync(staging, home);
  }
  return bin;
}

/** This test's own Node 24: the one running it, or the project's `node` devDependency. */
function node24(): string {
  if (process.versions.node.startsWith('24.')) return process.execPath;
  return join(ROOT, 'node_modules', 'node', 'bin', 'node');
}

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: Array<{ path: string; size: number }>;
}

let packed: Packed;
let prefix: string;

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), 'store-package-'));
  const clone = join(work, 'clone');
  cleanCopy(clone);
  expect(existsSync(join(clone, 'dist'))).toBe(false);
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: clone, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  [packed] = JSON.parse(out) as Packed[];
  prefix = join(work, 'prefix');
  execFileSync('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', join(work, packed.filename)], { stdio: 'pipe' });
}, 180_000);

describe('the npm package', () => {
  it('is built by prepack, holds what its help texts name, and no source maps', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['bin/store.js', 'dist/cli.js', 'fixtures/demo-seed.yaml', 'examples/catalog.csv', 'README.md']));
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([]);
  });

  it('installs with no dependencies, within 10 MB', () => {
    const installed = join(prefix, 'lib', 'node_modules', 'store-cli');
    const dependencies = existsSync(join(installed, 'node_modules')) ? readdirSync(join(installed, 'node_modules')).filter((name) => !name.startsWith('.')) : [];
    const footprint = bytesUnder(installed);
    console.log(
      `package: ${mb(packed.size)} packed, ${mb(packed.unpackedSize)} unpacked, ${packed.files.length} files; ` +
        `installed: ${mb(footprint)} with ${dependencies.length} dependencies`,
    );
    expect(dependencies).toEqual([]);
    expect(footprint).toBeLessThanOrEqual(FOOTPRINT_LIMIT);
  });

  describe.each([
    ['Node 22', node22],
    ['Node 24', node24],
  ])('installed, on %s', (_label, nodeBinary) => {
    let env: Record<string, string>;
    beforeAll(() => {
      const node = nodeBinary();
      // `store` is the installed bin (its `#!/usr/bin/env node` line picks the first node on PATH).
      env = isolatedEnv({ PATH: `${dirname(node)}:${join(prefix, 'bin')}:/usr/bin:/bin` });
    }, 120_000);

    const run = (args: string[], extra: Record<string, string> = {}) =>
      spawnSync('store', args, { env: { ...env, ...extra }, encoding: 'utf8', timeout: 30_000 });

    it('runs on that Node', () => {
      const major = nodeBinary === node22 ? '22' : '24';
      expect(spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout).toMatch(new RegExp(`^v${major}\\.`));
    });

    it('store --version', () => {
      const result = run(['--version']);
      expect(result.stderr).toBe('');
      expect(result.stdout.trim()).toBe((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
    });

    it('store products list (the embedded sandbox)', () => {
      const result = run(['products', 'list', '--json']);
      expect(result.status, result.stderr).toBe(0);
      expect((JSON.parse(result.stdout) as unknown[]).length).toBeGreaterThan(0);
    });

    it('store seed --demo from an empty folder (the fixture is found inside the installed package)', () => {
      const result = spawnSync('store', ['seed', '--demo'], { env, cwd: mkdtempSync(join(tmpdir(), 'store-empty-')), encoding: 'utf8', timeout: 60_000 });
      expect(result.status, result.stderr).toBe(0);
      expect(Object.keys((JSON.parse(result.stdout) as { products: object }).products)).toContain('trail-mug');
    });

    it('store sandbox serve --port 0 --json, then a command against it', async () => {
      const child = spawn('store', ['sandbox', 'serve', '--port', '0', '--json', '--memory'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      try {
        const line = await new Promise<string>((done, fail) => {
          createInterface({ input: child.stdout }).once('line', done);
          child.once('exit', (code) => fail(new Error(`sandbox serve exited ${code}`)));
        });
        const info = JSON.parse(line) as { baseUrl: string; apiKey: string; siteId: string };
        expect(info.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        const listed = run(['products', 'list', '--json'], { STORE_API_URL: info.baseUrl, STORE_API_KEY: info.apiKey, STORE_SITE_ID: info.siteId });
        expect(listed.status, listed.stderr).toBe(0);
        expect((JSON.parse(listed.stdout) as unknown[]).length).toBeGreaterThan(0);
      } finally {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
    });
  });
});
