// Issue #15 item 2: every destructive verb asks on a terminal (naming what changes and on which store) and needs
// --yes without one — failing before it sends anything.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runCollectionsDelete } from '../../../../src/commands/collections/delete.js';
import { runProductsChoiceMediaRemove } from '../../../../src/commands/products/choice-media/remove.js';
import { runProductsMediaRemove } from '../../../../src/commands/products/media/remove.js';
import { runProductsOptionsDelete } from '../../../../src/commands/products/options/delete.js';
import { runProductsVariantsReset } from '../../../../src/commands/products/variants/reset.js';
import { runProfileAdd } from '../../../../src/commands/profile/add.js';
import { runProfileList } from '../../../../src/commands/profile/list.js';
import { runProfileRemove } from '../../../../src/commands/profile/remove.js';
import type { Context } from '../../../../src/context.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { writesOf } from '../../../helpers/catalog.js';

const VERBS: Array<[string, (ctx: Context) => Promise<void>, RegExp]> = [
  ['products media remove', (ctx) => runProductsMediaRemove({ product: 'oak-cutting-board', mediaIds: [], all: true }, ctx), /Remove all 2 media items from Oak Cutting Board/],
  ['products variants reset', (ctx) => runProductsVariantsReset({ product: 'sun-hat' }, ctx), /Reset every variant of Sun Hat/],
  ['products choice-media remove', (ctx) => runProductsChoiceMediaRemove({ product: 'sun-hat', choice: 'Color=Sand', mediaIds: [] }, ctx), /Stop showing every media item for Color: Sand of Sun Hat/],
  ['products options delete', (ctx) => runProductsOptionsDelete({ product: 'linen-apron' }, ctx), /Delete|has no options/],
  ['collections delete', (ctx) => runCollectionsDelete({ collections: ['summer'] }, ctx), /Delete collection Summer/],
];

/** Calls of Catalog V1 only (docs/wire/catalog-v1.md): a V3 store has no such call. */
const V1_ONLY = new Set(['products variants reset', 'products choice-media remove', 'products options delete']);

describe.each(['v1', 'v3'] as const)('destructive verbs ask first, on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  /** Requests that change something (reads are GETs, queries, searches or counts). */
  const writes = () => writesOf(sandbox);
  // The V1-only sub-commands cannot exist on V3: they refuse there before asking, naming the V3 way (exit 2, nothing
  // sent — product-variants.test.ts, product-media.test.ts).
  const verbs = VERBS.filter(([name]) => catalog === 'v1' || !V1_ONLY.has(name));

  it.each(verbs)('%s: without a terminal and without --yes, exit 2 naming --yes, nothing sent', async (_name, verb) => {
    const h = harness({ env: remoteEnv(sandbox) });
    const error = await verb(h.ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain('--yes');
    // Nothing written (the store's catalog version may have been read first).
    expect(writes()).toEqual([]);
    await h.ctx.close();
  });

  it.each(verbs.filter(([name]) => name !== 'products options delete'))('%s: on a terminal it names the change and the store; "n" changes nothing', async (_name, verb, question) => {
    const h = harness({ env: remoteEnv(sandbox), tty: true, stdin: 'n\n' });
    await verb(h.ctx);
    expect(h.io.stderrText()).toMatch(question);
    expect(h.io.stderrText()).toContain(`Store: profile "sandbox", site ${sandbox.info.siteId}`);
    expect(writes()).toEqual([]);
    await h.ctx.close();
  });
});

// Profiles are local settings: no store and no catalog is involved.
describe('profile remove', () => {
  it('profile remove asks, naming the profile and its store; without a terminal it needs --yes', async () => {
    const env = tempHome();
    await runProfileAdd({ name: 'prod' }, harness({ env, globals: { apiUrl: 'https://prod.example.com', siteId: 's1' } }).ctx);
    await expect(runProfileRemove({ name: 'prod' }, harness({ env }).ctx)).rejects.toThrow(/--yes/);
    const asked = harness({ env, tty: true, stdin: 'n\n' });
    await runProfileRemove({ name: 'prod' }, asked.ctx);
    expect(asked.io.stderrText()).toContain('Remove profile "prod" (https://prod.example.com, site s1)? [y/N]');
    const listed = harness({ env, globals: { json: true } });
    await runProfileList(listed.ctx);
    expect(listed.json().map((p: { name: string }) => p.name)).toContain('prod');
  });
});
