// Issue #29 item 8: a partly failed seed says what can actually help. A refusal comes back on every run (running
// the same seed again cannot fix it), so the hint sends the user to the fixture; only failures where the store did
// not answer may pass by themselves. The refusal used: two products with one SKU, which Catalog V3 refuses
// (SKU_ALREADY_EXIST_ERROR, docs/wire/catalog-v3.md §2) and Catalog V1 accepts. One body, a V1 and a V3 store.
import { describe, expect, it } from 'vitest';
import { PartialFailureError } from '../../../../src/client/errors.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import { runSeed, seedFailureHint } from '../../../../src/commands/seed/index.js';
import { tempFile } from '../../../helpers/catalog.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

const TWINS = `products:
  - slug: first-twin
    name: First twin
    price: 5
    sku: SAME-1
  - slug: second-twin
    name: Second twin
    price: 6
    sku: SAME-1
`;

const EXPECTED = { v1: { refused: false }, v3: { refused: true } } as const;

describe.each(['v1', 'v3'] as const)('store seed with two products sharing a SKU on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();
  const seed = async (file: string) => {
    const h = harness({ env: { ...home, ...remoteEnv(sandbox) } });
    try {
      await runSeed(file, {}, h.ctx);
      return { error: undefined as unknown, ids: h.json<{ products: Record<string, string> }>() };
    } catch (error) {
      return { error, ids: h.json<{ products: Record<string, string> }>() };
    } finally {
      await h.ctx.close();
    }
  };

  it(EXPECTED[catalog].refused ? 'names the refusal and sends the user to the fixture, not to a re-run' : 'creates both', async () => {
    const file = tempFile('twins.yaml', TWINS);
    const first = await seed(file);
    if (!EXPECTED[catalog].refused) {
      expect(first.error).toBeUndefined();
      expect(Object.keys(first.ids.products)).toEqual(['first-twin', 'second-twin']);
      return;
    }
    expect(first.error).toBeInstanceOf(PartialFailureError);
    expect(exitCodeOf(first.error)).toBe(6);
    const { message, hint } = first.error as PartialFailureError;
    expect(message).toContain('product second-twin: The SKU "SAME-1" is already used');
    expect(hint).toBe(`The store refused it for the reason on each line, and would again: change it in ${file}, then run \`store seed ${file}\` again (what exists is matched by slug, never created twice).`);
    // The hint's claim holds: the same seed again fails the same way.
    const again = await seed(file);
    expect((again.error as PartialFailureError).message).toBe(message);
    expect(again.ids.products).toEqual(first.ids.products);
  });
});

describe('the hint for failures where the store did not answer', () => {
  const unanswered = { slug: 'mug', kind: 'product', message: 'The store did not answer', transient: true } as const;
  const refused = { slug: 'pan', kind: 'product', message: 'bad', transient: false } as const;

  it('says to check the store and run again when nothing was refused', () => {
    expect(seedFailureHint([unanswered, { ...unanswered, slug: 'cup' }], 'f.yaml')).toBe(
      'The store did not answer for them (after retries): check it is reachable (`store status`), then run `store seed f.yaml` again (what exists is matched by slug, never created twice).',
    );
  });

  it('counts the refused ones apart when both happened', () => {
    expect(seedFailureHint([unanswered, refused], 'f.yaml')).toBe(
      'The store refused 1 of them for the reason on each line, and would again: change the 1 refused in f.yaml, then run `store seed f.yaml` again (what exists is matched by slug, never created twice).',
    );
  });
});
