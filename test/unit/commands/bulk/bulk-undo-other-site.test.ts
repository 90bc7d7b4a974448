// Issue #26 item 15: a backup holds one store's values. `bulk undo` of another site's (or host's) backup is refused
// with exit 2 before anything is sent, naming both stores, unless `--other-site` says so; `--yes` alone is not that.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runProductsGet } from '../../../../src/commands/products/get.js';
import { exitCodeOf, UsageError } from '../../../../src/io/cli-errors.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv } from '../support/harness.js';

describe.each(['v1', 'v3'] as const)('bulk undo of another store\'s backup, on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());

  const run = async (verb: Parameters<typeof runBulkUndo>[0] | ((ctx: any) => Promise<void>), globals: Record<string, unknown> = { json: true, yes: true }) => {
    const h = harness({ env: remoteEnv(sandbox), globals });
    try {
      await (typeof verb === 'function' ? verb(h.ctx) : runBulkUndo(verb, h.ctx));
    } finally {
      await h.ctx.close();
    }
    return h;
  };
  /** The price line of the version-neutral detail view. */
  const priceOfMug = async () => (await run((ctx) => runProductsGet({ product: 'ceramic-mug' }, ctx), {})).io.stdoutText().match(/^price\t.*$/m)?.[0];

  it('refuses another site (exit 2, both named, nothing sent) even with --yes; --other-site restores', async () => {
    const before = await priceOfMug();
    const change = await run((ctx) => runBulkSet({ field: 'price', value: '99', ids: 'ceramic-mug' }, ctx));
    const { backup } = change.json();
    const saved = JSON.parse(readFileSync(backup, 'utf8'));
    // The same file as if written on another site behind the same API URL.
    writeFileSync(backup, JSON.stringify({ ...saved, store: { ...saved.store, siteId: 'site-of-staging' } }));

    const sent = sandbox.requests.length;
    const error = await run({ file: backup }).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsageError);
    expect(exitCodeOf(error)).toBe(2);
    expect((error as Error).message).toBe(`${backup} was made against ${sandbox.baseUrl}, site site-of-staging; this command acts on ${sandbox.baseUrl}, site ${sandbox.info.siteId}`);
    expect((error as UsageError).hint).toContain('--other-site');
    expect(sandbox.requests.length).toBe(sent);
    expect(await priceOfMug()).not.toBe(before);

    const undone = await run({ file: backup, otherSite: true });
    expect(undone.io.stderrText()).toContain('(--other-site)');
    expect(undone.json()).toMatchObject({ restored: 1, failed: 0 });
    expect(await priceOfMug()).toBe(before);
  });

  it('another host is another store too', async () => {
    const change = await run((ctx) => runBulkSet({ field: 'price', value: '98', ids: 'ceramic-mug' }, ctx));
    const { backup } = change.json();
    const saved = JSON.parse(readFileSync(backup, 'utf8'));
    writeFileSync(backup, JSON.stringify({ ...saved, store: { ...saved.store, apiUrl: 'https://www.wixapis.com' } }));
    const error = await run({ file: backup }).then(() => undefined, (caught: unknown) => caught);
    expect((error as Error).message).toContain(`made against https://www.wixapis.com, site ${sandbox.info.siteId}; this command acts on ${sandbox.baseUrl}`);
  });
});
