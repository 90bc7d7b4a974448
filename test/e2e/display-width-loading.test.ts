// Measuring display widths (string-width, which builds an Intl.Segmenter as it loads) is for a terminal's layout
// only: a piped or --json run of the BUILT binary never loads it (start-up time), a table on a terminal does — on
// an embedded sandbox of each catalog version (each version's tables are its own code).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_BIN, isolatedEnv } from '../helpers/run-store.js';

const MARK = '[string-width loaded]';
// Every bundled module starts with a comment naming its source file (…/node_modules/string-width/index.js).
const HOOK = `import { registerHooks } from 'node:module';
registerHooks({ load(url, context, next) {
  const loaded = next(url, context);
  if (url.startsWith('file:') && loaded.source && /node_modules\\/string-width\\//.test(String(loaded.source))) process.stderr.write('${MARK}\\n');
  return loaded;
} });
`;

let hook: string;
beforeAll(() => {
  hook = join(mkdtempSync(join(tmpdir(), 'store-hook-')), 'report-string-width.mjs');
  writeFileSync(hook, HOOK);
});

describe.each(['v1', 'v3'] as const)('display widths are measured only for a terminal, on a Catalog %s sandbox', (catalog) => {
  let env: Record<string, string>;
  beforeAll(() => {
    // STORE_CATALOG also makes the new embedded sandbox a site of that version (src/context/embedded-sandbox.ts).
    env = isolatedEnv({ NODE_OPTIONS: `--import=${hook}`, STORE_CATALOG: catalog });
  });
  const run = (args: string[]) => spawnSync(process.execPath, [STORE_BIN, ...args], { env, encoding: 'utf8' });

  it.each([[['products', 'list', '--json']], [['products', 'list']], [['products', 'get', 'ceramic-mug']]])('%j piped does not load string-width', (args) => {
    const result = run(args);
    expect(result.status).toBe(0);
    expect(result.stderr).not.toContain(MARK);
  });

  it('a table on a terminal does (the check above can see it)', () => {
    const result = spawnSync('script', ['-qc', `'${process.execPath}' '${STORE_BIN}' products list`, '/dev/null'], { env, encoding: 'utf8' });
    expect(result.stdout).toContain(MARK);
    expect(result.stdout).toMatch(/NAME\s+SLUG/);
  });
});
