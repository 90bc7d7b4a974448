// Issue #15 item 11: on a terminal a list says when the store holds more than it showed.
import { describe, expect, it } from 'vitest';
import { runCollectionsList } from '../../../src/commands/collections/list.js';
import { runProductsList } from '../../../src/commands/products/list.js';
import { harness, remoteEnv } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';

const sandbox = sharedSandbox({ catalog: 'v1' });

async function stderrOf(run: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>, options: Parameters<typeof harness>[0] = {}) {
  const h = harness({ env: remoteEnv(sandbox), columns: 200, ...options });
  await run(h.ctx);
  await h.ctx.close();
  return h.io.stderrText();
}

describe('lists say there is more', () => {
  it('on a terminal: "3 of N products — use --all or --limit N for more"', async () => {
    const total = (await sandbox.admin('GET', `/stores-reader/v1/products/query-platformized?.r=${Buffer.from(JSON.stringify({ query: { paging: { limit: 1 } } })).toString('base64url')}`)).body.metadata.total;
    expect(total).toBeGreaterThan(3);
    expect(await stderrOf((ctx) => runProductsList({ limit: '3' }, ctx), { tty: true })).toBe(`3 of ${total} products — use --all or --limit N for more\n`);
    expect(await stderrOf((ctx) => runProductsList({ limit: '2', offset: '2' }, ctx), { tty: true })).toBe(`2 of ${total} products from 3 — use --all or --limit N for more\n`);
    expect(await stderrOf((ctx) => runCollectionsList({ limit: '1' }, ctx), { tty: true })).toMatch(/^1 of \d+ collections — use --all/);
  });

  it('says nothing when everything was shown, with --all, piped, or with --json', async () => {
    expect(await stderrOf((ctx) => runProductsList({ limit: '100' }, ctx), { tty: true })).toBe('');
    expect(await stderrOf((ctx) => runProductsList({ all: true }, ctx), { tty: true })).toBe('');
    expect(await stderrOf((ctx) => runProductsList({ limit: '3' }, ctx))).toBe('');
    expect(await stderrOf((ctx) => runProductsList({ limit: '3' }, ctx), { tty: true, globals: { json: true } })).toBe('');
  });
});
