// Issue #30 item 2: `store --help` and `store products list --json` start fast only while they load nothing that other
// commands need: no Ink or React (screens), no sandbox, no zod (schemas are built by the commands that check bodies),
// no import/export/bulk engines, no other catalog version — and run no other command. The built binary is run with a
// loader hook that records every file it loads, and with V8's coverage on; each bundle file names the sources it holds
// (esbuild's `// path` comments), so a lazy import that turns static again fails here, with the module that came back
// named. The light modules of all commands share one chunk (scripts/coarse-chunks.mjs), each wrapped in a function
// named by its path that runs when the module is first imported: a command ran if that function did.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORE_BIN, isolatedEnv } from '../helpers/run-store.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';

/** Records the URL of every module the process loads, one a line, into $STORE_TEST_LOADED. */
const RECORDER = `data:text/javascript,${encodeURIComponent(
  "import { registerHooks } from 'node:module'; import { appendFileSync } from 'node:fs';" +
    "registerHooks({ load(url, context, next) { if (url.startsWith('file:')) appendFileSync(process.env.STORE_TEST_LOADED, url + '\\n'); return next(url, context); } });",
)}`;

const sourceName = (path: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  return pkg ? `package ${pkg}` : path.slice(path.indexOf('src/'));
};

/** The functions of one file that V8's coverage saw, by name, and whether they ran. */
function coveredFunctions(coverageDir: string, file: string): Map<string, boolean> {
  const ran = new Map<string, boolean>();
  for (const name of readdirSync(coverageDir)) {
    const { result } = JSON.parse(readFileSync(join(coverageDir, name), 'utf8')) as { result: { url: string; functions: { functionName: string; ranges: { count: number }[] }[] }[] };
    for (const script of result.filter((entry) => entry.url === file)) {
      for (const fn of script.functions) ran.set(fn.functionName, (ran.get(fn.functionName) ?? false) || fn.ranges[0].count > 0);
    }
  }
  return ran;
}

/**
 * What one run loads and what it runs: the sources (src/… paths, and `package NAME` for a bundled package) in the
 * bundle files it loads, and of those the ones whose module body ran (a module not wrapped runs as its file loads).
 */
function sourcesOf(args: string[], env: Record<string, string>): { files: number; loaded: string[]; ran: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'store-loaded-'));
  const log = join(dir, 'loaded.txt');
  const coverage = join(dir, 'coverage');
  const run = spawnSync(process.execPath, ['--import', RECORDER, STORE_BIN, ...args], { env: { ...env, STORE_TEST_LOADED: log, NODE_V8_COVERAGE: coverage }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const files = readFileSync(log, 'utf8').split('\n').filter((url) => url.includes('/dist/'));
  expect(files.length).toBeGreaterThan(0);
  const loaded = new Set<string>();
  const ran = new Set<string>();
  for (const file of files) {
    const functions = coveredFunctions(coverage, file);
    for (const [, path] of readFileSync(fileURLToPath(file), 'utf8').matchAll(/^\/\/ (\S*(?:src|node_modules)\/\S+)$/gm)) {
      loaded.add(sourceName(path));
      if (functions.get(path) !== false) ran.add(sourceName(path));
    }
  }
  return { files: files.length, loaded: [...loaded].sort(), ran: [...ran].sort() };
}

/** What no read command and no help needs (each loads only with the commands that use it). */
const NEVER = [
  // Every bundled package but commander: ink, react, zod, yaml, csv-*, jose, string-width (measures for a terminal only) …
  /^package (?!commander$)/,
  /^src\/sandbox\//,
  /^src\/ui\/(?!views\/)/, // screens, components, hooks and render; `views` (how a row reads) serves tables too
  /^src\/catalog\/(core|v1|v3)\/(import|export|bulk|seed)\//,
  /^src\/catalog\/v[13]\/writer\.ts$/,
  /^src\/events\//,
  /^src\/check\//,
];

const offending = (sources: string[], forbidden: RegExp[]) => sources.filter((source) => forbidden.some((rule) => rule.test(source)));

it('store --help loads commander and the CLI core: no command, client, catalog or schema', () => {
  const { files, loaded: sources } = sourcesOf(['--help'], isolatedEnv());
  // Few files (scripts/coarse-chunks.mjs): the entry and the start family's chunk (it loaded 40).
  expect(files).toBeLessThanOrEqual(2);
  expect(sources).toContain('src/cli.ts');
  expect(sources).toContain('package commander');
  expect(offending(sources, [...NEVER, /^src\/commands\/(?!shared\/)/, /^src\/catalog\//, /^src\/client\/(resources\/|transport|store-client|http-agent)/, /^src\/wire\/api\//])).toEqual([]);
});

describe.each(['v1', 'v3'] as const)('store products list --json on a Catalog %s store', (version) => {
  const { served } = servedSandboxPerFile(['--memory', '--catalog', version]);
  const other = version === 'v1' ? 'v3' : 'v1';

  it('loads the list verb, the client and its own catalog version: no engine, no schema, no screen; runs no other command', () => {
    const env = served.remoteEnv();
    // The first run asks the store its version and remembers it; the run measured is the one every later call makes.
    sourcesOf(['products', 'list', '--json'], env);
    const { files, loaded, ran } = sourcesOf(['products', 'list', '--json'], env);
    // Those of --help, then core and the catalog version, each a chunk behind its gateway's file (it loaded 113).
    expect(files).toBeLessThanOrEqual(6);
    expect(ran).toContain('src/commands/products/list.ts');
    expect(ran).toContain(`src/catalog/${version}/store-catalog.ts`);
    expect(ran).toContain('src/client/http-agent.ts');
    expect(offending(loaded, [...NEVER, new RegExp(`^src/catalog/${other}/`)])).toEqual([]);
    const otherVerbs = /^src\/commands\/(?!shared\/|products\/(index|list|collection-flag|sort-aliases)\.ts$)/;
    expect(offending(ran, [otherVerbs])).toEqual([]);
  });
});
