// Issue #29 item 3 on a terminal (tmux): `products export --output FILE` at 300 ms a page shows a progress line
// (count, rate and time left) while it works and clears it at the end; --quiet shows none, and piped there is none
// either — on a Catalog V1 and a V3 store from one test body.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlPaths } from '../../src/wire/control/paths.js';
import { simpleProductsCsv, tempFile } from '../helpers/catalog.js';
import { runStore } from '../helpers/run-store.js';
import { callSandbox } from '../helpers/sandbox.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';
import { hasTmux, startTmux } from './tui-support/tmux.js';

const PRODUCTS = 450;
const filter = ['--filter', '{"slug":{"$startsWith":"prog-"}}'];
const TITLE = hasTmux ? 'export progress in a terminal (tmux)' : 'export progress — SKIPPED: tmux is not installed (.ci/run installs it)';

describe.each(['v1', 'v3'] as const)('on a Catalog %s store', (catalog) => {
  const { served } = servedSandboxPerFile(['--memory', '--catalog', catalog]);

  beforeAll(async () => {
    const imported = await runStore(['products', 'import', tempFile('many.csv', simpleProductsCsv(PRODUCTS, 'prog')), '--concurrency', '16'], { env: served.remoteEnv() });
    expect(imported.code, imported.stderr).toBe(0);
    // Slow pages from here on (not for the import): the export lasts long enough to be watched.
    const slow = await callSandbox(served.baseUrl, 'POST', controlPaths.faults(), { body: { latencyMs: 300 } });
    expect(slow.status).toBe(200);
  }, 60_000);

  describe.skipIf(!hasTmux)(TITLE, () => {
    it.each([
      ['shows count, rate and time left while it works, then only the result', [], true],
      ['--quiet shows no progress', ['--quiet'], false],
    ])('%s', async (_label, flags, shown) => {
      const { CI: _, ...env } = served.remoteEnv({ TERM: 'xterm-256color' });
      const output = tempFile('export.csv', '');
      const tui = startTmux(['products', 'export', '--output', output, ...filter, ...flags], env);
      try {
        const seen: string[] = [];
        const pane = await tui.waitFor((p) => {
          seen.push(p);
          return p.includes('EXIT=');
        }, 'the export to end');
        // The whole catalog is exported: its size is known, so the line has a total (the same on every page) and a time left.
        const drawn = seen.filter((p) => /Exporting \d/.test(p));
        expect(drawn.length > 0, seen.join('\n---\n')).toBe(shown);
        const line = new RegExp(`^Exporting \\d[\\d,]*/${PRODUCTS.toLocaleString('en-US')} products · [\\d.]+/s · \\S+ left$`, 'm');
        for (const p of drawn) expect(p).toMatch(line);
        expect(pane).toContain(`Exported ${PRODUCTS} products to ${output}`);
        expect(pane).toContain('EXIT=0');
        // The line is cleared: the pane ends with the result, no progress left over.
        expect(pane).not.toMatch(/Exporting \d/);
        expect(readFileSync(output, 'utf8').trim().split('\n')).toHaveLength(PRODUCTS + 1);
      } finally {
        tui.kill();
      }
    }, 30_000);
  });

  describe('export progress piped', () => {
    it('writes nothing but the result to stderr', async () => {
      const output = tempFile('piped.csv', '');
      const run = await runStore(['products', 'export', '--output', output, ...filter], { env: served.remoteEnv() });
      expect(run.code).toBe(0);
      expect(run.stderr).toBe(`Exported ${PRODUCTS} products to ${output}\n`);
    }, 30_000);
  });
});
