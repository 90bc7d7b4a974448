// Issue #30 item 2: `store --help` and `store products list --json` start fast only while they load nothing that other
// commands need: no Ink or React (screens), no sandbox, no zod (schemas are built by the commands that check bodies),
// no import/export/bulk engines, no other command, no other catalog version. The built binary is run with a loader hook
// that records every file it loads; each bundle file names the sources it holds (esbuild's `// path` comments), so a
// lazy import that turns static again fails here, with the module that came back named.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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

/** The sources (src/… paths, and `package NAME` for a bundled package) in the bundle files one run loads. */
function sourcesLoadedBy(args: string[], env: Record<string, string>): string[] {
  const log = join(mkdtempSync(join(tmpdir(), 'store-loaded-')), 'loaded.txt');
  const run = spawnSync(process.execPath, ['--import', RECORDER, STORE_BIN, ...args], { env: { ...env, STORE_TEST_LOADED: log }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const files = readFileSync(log, 'utf8').split('\n').filter((url) => url.includes('/dist/'));
  expect(files.length).toBeGreaterThan(0);
  const sources = new Set<string>();
  for (const file of files) {
    for (const [, path] of readFileSync(fileURLToPath(file), 'utf8').matchAll(/^\/\/ (\S*(?:src|node_modules)\/\S+)$/gm)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
      sources.add(pkg ? `package ${pkg}` : path.slice(path.indexOf('src/')));
    }
  }
  return [...sources].sort();
}

/** What no read command and no help needs (each loads only with the commands that use it). */
const NEVER = [
  // Every bundled package but commander and the few that measure text for tables: ink, react, zod, yaml, csv-*, jose …
  /^package (?!(commander|string-width|strip-ansi|ansi-regex|get-east-asian-width)$)/,
  /^src\/sandbox\//,
  /^src\/ui\/(?!views\/)/, // screens, components, hooks and render; `views` (how a row reads) serves tables too
  /^src\/catalog\/(core|v1|v3)\/(import|export|bulk|seed)\//,
  /^src\/catalog\/v[13]\/writer\.ts$/,
  /^src\/events\//,
  /^src\/check\//,
];

const offending = (sources: string[], forbidden: RegExp[]) => sources.filter((source) => forbidden.some((rule) => rule.test(source)));

it('store --help loads commander and the CLI core: no command, client, catalog or schema', () => {
  const sources = sourcesLoadedBy(['--help'], isolatedEnv());
  expect(sources).toContain('src/cli.ts');
  expect(sources).toContain('package commander');
  expect(offending(sources, [...NEVER, /^src\/commands\/(?!shared\/)/, /^src\/catalog\//, /^src\/client\/(resources\/|transport|store-client|http-agent)/, /^src\/wire\/api\//])).toEqual([]);
});

describe.each(['v1', 'v3'] as const)('store products list --json on a Catalog %s store', (version) => {
  const { served } = servedSandboxPerFile(['--memory', '--catalog', version]);
  const other = version === 'v1' ? 'v3' : 'v1';

  it("loads the list verb, the client and its own catalog version: no other command, no engine, no schema, no screen", () => {
    const env = served.remoteEnv();
    // The first run asks the store its version and remembers it; the run measured is the one every later call makes.
    sourcesLoadedBy(['products', 'list', '--json'], env);
    const sources = sourcesLoadedBy(['products', 'list', '--json'], env);
    expect(sources).toContain('src/commands/products/list.ts');
    expect(sources).toContain(`src/catalog/${version}/store-catalog.ts`);
    expect(sources).toContain('src/client/http-agent.ts');
    const otherVerbs = /^src\/commands\/(?!shared\/|products\/(index|list|collection-flag|sort-aliases)\.ts$)/;
    expect(offending(sources, [...NEVER, otherVerbs, new RegExp(`^src/catalog/${other}/`)])).toEqual([]);
  });
});
