// Issue #30 item 2: `store --help` and `store products list --json` start fast only while they load nothing that other
// commands need: no Ink or React (screens), no sandbox, no zod (schemas are built by the commands that check bodies),
// no import/export/bulk engines, no other catalog version — and run no other command. The built binary is run with a
// loader hook that records every file Node loads, and with V8's coverage on; each bundle file's source map names the
// sources it holds, so a lazy import that turns static again fails here, with the module that came back named. The
// light modules of all commands share one chunk (scripts/coarse-chunks.mjs), each run only when first imported: a
// command ran if code of it ran in a function (its module body or a function it defines), the coverage mapped back
// through the source map (test/helpers/bundle-sources.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourcesIn, sourcesRun } from '../helpers/bundle-sources.js';
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

/**
 * What one run loads and what it runs: the sources (src/… paths, and `package NAME` for a bundled package) of the
 * bundle files Node loads (each file's source map names them), and of those the ones whose code ran in a function —
 * a lazily initialised module's body, or a function of the module (V8's coverage, mapped back to the sources).
 */
function sourcesOf(args: string[], env: Record<string, string>): { files: number; loaded: string[]; ran: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'store-loaded-'));
  const log = join(dir, 'loaded.txt');
  const coverage = join(dir, 'coverage');
  const run = spawnSync(process.execPath, ['--import', RECORDER, STORE_BIN, ...args], { env: { ...env, STORE_TEST_LOADED: log, NODE_V8_COVERAGE: coverage }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const files = readFileSync(log, 'utf8').split('\n').filter((url) => url.includes('/dist/'));
  expect(files.length).toBeGreaterThan(0);
  const ours = (path: string) => /\/(src|node_modules)\//.test(path);
  const loaded = new Set(files.flatMap((file) => sourcesIn(fileURLToPath(file))).filter(ours).map(sourceName));
  const ran = new Set(files.flatMap((file) => sourcesRun(file, coverage)).filter(ours).map(sourceName));
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
