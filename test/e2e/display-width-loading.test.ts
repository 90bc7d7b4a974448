// Measuring display widths (string-width, which builds an Intl.Segmenter as it loads) is for a terminal's layout
// only: a piped or --json run of the BUILT binary never loads it (start-up time), a table on a terminal does.
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

let env: Record<string, string>;
beforeAll(() => {
  const hook = join(mkdtempSync(join(tmpdir(), 'store-hook-')), 'report-string-width.mjs');
  writeFileSync(hook, HOOK);
  env = isolatedEnv({ NODE_OPTIONS: `--import=${hook}` });
});

const run = (args: string[]) => spawnSync(process.execPath, [STORE_BIN, ...args], { env, encoding: 'utf8' });

describe('display widths are measured only for a terminal', () => {
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
