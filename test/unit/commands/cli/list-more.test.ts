// Issue #15 item 11: on a terminal a list says when the store holds more than it showed (V1 and V3, one test body).
import { describe, expect, it } from 'vitest';
import { runCollectionsList } from '../../../../src/commands/collections/list.js';
import { runProductsList } from '../../../../src/commands/products/list.js';
import { harness, remoteEnv } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });

  async function stderrOf(run: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>, options: Parameters<typeof harness>[0] = {}) {
    const h = harness({ env: remoteEnv(sandbox), columns: 200, ...options });
    await run(h.ctx);
    await h.ctx.close();
    return h.io.stderrText();
  }

  describe('lists say there is more', () => {
    it('on a terminal: "3 of N products — use --all or --limit N for more"', async () => {
      const all = harness({ env: remoteEnv(sandbox), globals: { json: true } });
      await runProductsList({ all: true }, all.ctx);
      await all.ctx.close();
      const total = all.json<unknown[]>().length;
      expect(total).toBeGreaterThan(3);
      // V1 pages by offset and counts the total; V3 pages by cursor and knows only that there is more.
      const tail = ' — use --all or --limit N for more\n';
      const notice = (shown: number, from = '') => (catalog === 'v1' ? `${shown} of ${total} products${from}` : `Shown: ${shown}${from}; the store holds more products`) + tail;
      expect(await stderrOf((ctx) => runProductsList({ limit: '3' }, ctx), { tty: true })).toBe(notice(3));
      expect(await stderrOf((ctx) => runProductsList({ limit: '2', offset: '2' }, ctx), { tty: true })).toBe(notice(2, ' from 3'));
      expect(await stderrOf((ctx) => runProductsList({ limit: String(total - 1) }, ctx), { tty: true })).toBe(notice(total - 1));
      expect(await stderrOf((ctx) => runProductsList({ limit: String(total) }, ctx), { tty: true })).toBe('');
      expect(await stderrOf((ctx) => runCollectionsList({ limit: '1' }, ctx), { tty: true })).toMatch(catalog === 'v1' ? /^1 of \d+ collections — use --all/ : /^Shown: 1; the store holds more collections — use --all/);
    });

    it('says nothing when everything was shown, with --all, piped, or with --json', async () => {
      expect(await stderrOf((ctx) => runProductsList({ limit: '100' }, ctx), { tty: true })).toBe('');
      expect(await stderrOf((ctx) => runProductsList({ all: true }, ctx), { tty: true })).toBe('');
      expect(await stderrOf((ctx) => runProductsList({ limit: '3' }, ctx))).toBe('');
      expect(await stderrOf((ctx) => runProductsList({ limit: '3' }, ctx), { tty: true, globals: { json: true } })).toBe('');
    });
  });
});
