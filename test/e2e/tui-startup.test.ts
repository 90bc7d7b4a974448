// The start-up budget: Ink and React load only when a screen is drawn. The bundle's entry (dist/cli.js) and every
// noun's chunk reach them only through dynamic imports, and the quick commands never load them at run time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pipedEnv, runPiped, uiImportHook, UI_IMPORT_MARK } from './tui-support/piped.js';

const dist = resolve(import.meta.dirname, '..', '..', 'dist');
const UI_PACKAGES = /^(ink|react|@inkjs\/ui)(\/|$)/;

beforeAll(() => {
  if (!existsSync(join(dist, 'cli.js'))) throw new Error('dist/cli.js is missing: run `npm run build` (npm test builds first)');
});

/** Specifiers a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`), not `import("x")`. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm)) found.push(match[1]);
  return found;
}

/** Packages bundled into a chunk: each bundled module starts with a comment naming its file (`// …/node_modules/ink/…`). */
function bundledPackages(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\/\/ \S*node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\//gm)].map((match) => match[1]);
}

/** Every package the module loads before its first line runs: the static import graph from `entry`, bundled or not. */
function packagesLoadedStatically(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const name of bundledPackages(file)) packages.add(name);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

const uiIn = (packages: Set<string>) => [...packages].filter((name) => UI_PACKAGES.test(name));

describe('the bundle', () => {
  const entry = join(dist, 'cli.js');

  it('dist/cli.js does not load Ink, React or @inkjs/ui statically', () => {
    expect(uiIn(packagesLoadedStatically(entry))).toEqual([]);
  });

  it("no noun's chunk loads them statically either (only src/ui/render.ts imports them, dynamically)", () => {
    // The noun table (src/cli.ts NOUNS) sits in whichever bundle file holds the CLI's first modules.
    const files = [entry, ...readdirSync(join(dist, 'chunks')).filter((name) => name.endsWith('.js')).map((name) => join(dist, 'chunks', name))];
    const table = files.find((file) => /name: "products"[^\n]*?import\(/.test(readFileSync(file, 'utf8')))!;
    const nouns = [...readFileSync(table, 'utf8').matchAll(/name: "([\w-]+)"[^\n]*?import\("(\.{1,2}\/[^"]+)"\)/g)];
    expect(nouns.map(([, name]) => name)).toEqual(expect.arrayContaining(['products', 'collections', 'cart', 'bulk', 'login']));
    for (const [, name, chunk] of nouns) expect({ name, ui: uiIn(packagesLoadedStatically(resolve(dirname(table), chunk))) }).toEqual({ name, ui: [] });
  });

  it('the screen chunks do load them (so the checks above can see such an import)', () => {
    const screen = readdirSync(join(dist, 'chunks')).find((name) => /^ProductBrowser-.*\.js$/.test(name));
    expect(screen).toBeDefined();
    expect(uiIn(packagesLoadedStatically(join(dist, 'chunks', screen!)))).toEqual(expect.arrayContaining(['ink', 'react']));
  });
});

describe('at run time', () => {
  it('store --version, --help and products list never load a UI module', async () => {
    const env = pipedEnv(uiImportHook());
    for (const args of [['--version'], ['--help'], ['products', 'list', '--limit', '1']]) {
      const run = await runPiped(args, env);
      expect({ args, code: run.code, ui: run.stderr.includes(UI_IMPORT_MARK) }).toEqual({ args, code: 0, ui: false });
    }
  });
});
