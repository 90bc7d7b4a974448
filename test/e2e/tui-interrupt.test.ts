// Issue #29 item 1 on a terminal (tmux): Ctrl-C during `store products import` while its progress screen is up is
// the import's — it stops sending, the screen says so, the run says how far it got and the --resume command and
// exits 130 (the screen used to exit 130 at once, printing nothing). The resumed run ends with every product once.
import { describe, expect, it } from 'vitest';
import { simpleProductsCsv, tempFile } from '../helpers/catalog.js';
import { runStore } from '../helpers/run-store.js';
import { expectEachOnce, slugsWith } from '../helpers/interrupt-run.js';
import { servedSandboxPerFile, type ServedSandbox } from '../helpers/served-sandbox.js';
import { hasTmux, startTmux } from './tui-support/tmux.js';

const stores: Record<'v1' | 'v3', ServedSandbox> = {
  v1: servedSandboxPerFile(['--memory', '--latency', '150', '--catalog', 'v1']).served,
  v3: servedSandboxPerFile(['--memory', '--latency', '150', '--catalog', 'v3']).served,
};

const TITLE = hasTmux ? 'Ctrl-C on the import progress screen (tmux)' : 'Ctrl-C on the import progress screen — SKIPPED: tmux is not installed (.ci/run installs it)';

describe.skipIf(!hasTmux).each(['v1', 'v3'] as const)(`${TITLE}, Catalog %s`, (version) => {
  // V3 writes batches of 100, two under way at a time: 300 leave one unstarted when the signal comes.
  const products = version === 'v1' ? 150 : 300;
  it('stops the import, says how far it got and how to resume, exits 130; --resume ends exact', async () => {
    // A terminal, not CI: the progress screen is drawn.
    const { CI: _, ...env } = stores[version].remoteEnv({ TERM: 'xterm-256color' });
    const slug = `tty-${version}`;
    const file = tempFile(`${slug}.csv`, simpleProductsCsv(products, slug));
    const tui = startTmux(['products', 'import', file, '--concurrency', '1'], env);
    try {
      await tui.waitFor((pane) => new RegExp(`\\b[1-9]\\d*/${products} products`).test(pane), 'the progress screen with products done');
      await tui.keys('C-c');
      const pane = await tui.waitFor('EXIT=', 'the import to end');
      expect(pane).toContain('EXIT=130');
      expect(pane).toContain('Stopping: no new requests');
      const said = new RegExp(`Interrupted after (\\d+) of ${products} products \\((\\d+) created[^\\n]*\\n\\s*Continue with: store products import (\\S+) --resume`).exec(pane);
      expect(said, pane).not.toBeNull();
      expect(said![3]).toBe(file);
      const done = Number(said![1]);
      expect(done).toBeLessThan(products);
      expect(await slugsWith(env, slug)).toHaveLength(done);
    } finally {
      tui.kill();
    }
    const resumed = await runStore(['products', 'import', file, '--resume', '--concurrency', '16'], { env: { ...env, CI: 'true' } });
    expect(resumed.code, resumed.stderr).toBe(0);
    await expectEachOnce(env, slug, products);
  }, 60_000);
});
