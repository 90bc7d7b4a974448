// A store's catalog version changes during a run (its 428 on the version the run started with): the run is asked
// again on the new version only when a second run would do exactly what the first set out to do — not after it read
// stdin (test/e2e/catalog-version-change.test.ts) and not after it sent a change to the store, which a second run
// would repeat (a +10% applied twice). What counts as a change is the transport's count (`changesSent`), checked here
// against the sandbox's own view of which requests could write (test/helpers/catalog.ts `isWrite`).
import { beforeEach, describe, expect, it } from 'vitest';
import { runProductsList } from '../../../src/commands/products/list.js';
import type { Context } from '../../../src/context.js';
import type { CatalogVersion } from '../../../src/wire/api/catalog-version.js';
import { writesOf } from '../../helpers/catalog.js';
import { createProductCall } from '../../helpers/store-products.js';
import { harness, remoteEnv } from '../commands/support/harness.js';
import { sharedSandbox } from '../commands/support/shared-sandbox.js';

describe.each([
  ['v1', 'v3'],
  ['v3', 'v1'],
] as Array<[CatalogVersion, CatalogVersion]>)('a %s store that becomes %s during a run', (from, to) => {
  const sandbox = sharedSandbox({ catalog: from });
  // Each test switches the store: it starts back on `from`.
  beforeEach(() => sandbox.sandbox.reset({ catalog: from }));

  /** The run's next call on the version it started with, after another machine switched the store: the 428. */
  async function refusedAfterSwitch(ctx: Context): Promise<unknown> {
    sandbox.sandbox.reset({ catalog: to });
    const client = await ctx.client();
    const read = from === 'v1' ? client.products.query({}) : client.catalogV3.products.query({});
    const error = await read.then(() => undefined, (caught: unknown) => caught);
    expect(error).toMatchObject({ status: 428 });
    return error;
  }

  it('a run that only read (lists, queries, the version probe) is run again on the new version', async () => {
    const h = harness({ env: remoteEnv(sandbox) });
    await runProductsList({}, h.ctx);
    const client = await h.ctx.client();
    expect(writesOf(sandbox)).toEqual([]);
    expect(client.transport.changesSent).toBe(0);

    expect(await h.ctx.recheckCatalogVersion(await refusedAfterSwitch(h.ctx))).toBe(true);
    expect(h.io.stderrText()).toContain('Running the command again');
    await h.ctx.close();
  });

  it('a run that already sent a change is not run again: it stops, naming why and the version now remembered', async () => {
    const h = harness({ env: remoteEnv(sandbox) });
    await h.ctx.catalogVersion();
    const client = await h.ctx.client();
    const create = createProductCall(from, { name: 'Made before the switch', price: '5' });
    await client.transport.request({ method: 'POST', path: create.path, body: create.body });
    expect(writesOf(sandbox)).toHaveLength(1);
    expect(client.transport.changesSent).toBe(1);

    const refused = h.ctx.recheckCatalogVersion(await refusedAfterSwitch(h.ctx));
    await expect(refused).rejects.toMatchObject({
      message: expect.stringContaining(`the store now speaks Catalog ${to.toUpperCase()}`),
      hint: expect.stringContaining('it had already sent changes to the store, which a second run would make again'),
    });
    expect(h.io.stderrText()).not.toContain('Running the command again');
    await h.ctx.close();
  });
});
