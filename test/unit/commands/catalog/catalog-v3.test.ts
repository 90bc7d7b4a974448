// V3 by nature: a Catalog V3 product carries a revision, and an update sent with a stale one is refused
// (docs/wire/catalog-v3.md §2); a V1 product has no revision, so a V1 store has nothing to refuse. Every other case of
// the catalog commands runs on both versions from one body: products.test.ts, collections.test.ts,
// product-variants.test.ts, product-media.test.ts, cart.test.ts, unknown-fields.test.ts, which-store.test.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../../../src/client/errors.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { runProductsGet } from '../../../../src/commands/products/get.js';
import { runProductsUpdate } from '../../../../src/commands/products/update.js';
import { harness, remoteEnv, runForJson } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

const sandbox = sharedSandbox({ catalog: 'v3' });
const at = (globals: Record<string, unknown> = {}) => harness({ env: remoteEnv(sandbox), globals });
const json = <T = any>(run: (ctx: ReturnType<typeof at>['ctx']) => Promise<void>) => runForJson<T>(() => at({ json: true }), run);

describe('products on a Catalog V3 store: revisions', () => {
  it('updates with the current revision; a stale revision is refused naming the product, nothing overwritten', async () => {
    const created = await json((ctx) => runProductsCreate({ name: 'Rev Cap', price: '15' }, ctx));
    const updated = await json((ctx) => runProductsUpdate({ product: 'rev-cap', price: '17', hidden: true }, ctx));
    expect(updated.visible).toBe(false);
    expect(updated.variantsInfo.variants[0].price.actualPrice.amount).toBe('17');
    expect(Number(updated.revision)).toBeGreaterThan(Number(created.revision));

    const stale = join(at().env.HOME, 'stale.json');
    writeFileSync(stale, JSON.stringify({ revision: created.revision, name: 'Overwritten' }));
    const h = at();
    const error = await runProductsUpdate({ product: 'rev-cap', from: stale }, h.ctx).catch((e) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect(exitCodeOf(error)).toBe(1);
    expect(error.message).toMatch(/"Rev Cap" \(rev-cap\) was changed by someone else.*nothing was overwritten/);
    expect((await json((ctx) => runProductsGet({ product: 'rev-cap' }, ctx))).name).toBe('Rev Cap');
    await h.ctx.close();
  });
});
