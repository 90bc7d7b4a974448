// Issue #29 item 8: `products update --sku` on a product with several variants. A V1 product has a SKU of its own,
// so it is set; on V3 every variant has its own (docs/wire/catalog-v3.md §2), so one --sku cannot say which and is
// refused — pointing at the command that can say it, `products variants update` with the variant's choices, and
// that command, run as printed, works. One body, a V1 and a V3 store (the demo's sun-hat has six variants).
import { describe, expect, it } from 'vitest';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { tempHome } from '../support/harness.js';
import { storeAgainst } from '../support/store-against.js';

const EXPECTED = { v1: { refused: false }, v3: { refused: true } } as const;

describe.each(['v1', 'v3'] as const)('products update --sku on a product of several variants, Catalog %s', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: true });
  const home = tempHome();
  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);

  it(EXPECTED[catalog].refused ? 'is refused, naming the variants update that runs as printed' : 'sets the product SKU', async () => {
    const run = await store(['products', 'update', 'sun-hat', '--sku', 'HAT-ALL']);
    if (!EXPECTED[catalog].refused) {
      expect(run.code).toBe(0);
      expect(JSON.parse((await store(['products', 'get', 'sun-hat', '--json'])).stdout).sku).toBe('HAT-ALL');
      return;
    }
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('each variant has its own SKU, and this product has several variants, so one --sku cannot say which');
    expect(run.stderr).not.toContain('--from FILE');
    const suggested = /`(store products variants update [^`]+)`/.exec(run.stderr)?.[1];
    expect(suggested).toBe('store products variants update sun-hat --choice Size=S --choice Color=Sand --sku SKU');
    const followed = await store([...suggested!.replace(/ SKU$/, ' HAT-S-SAND').split(' ').slice(1), '--json']);
    expect(followed.code).toBe(0);
    const variants = await store(['products', 'variants', 'list', 'sun-hat', '--json']);
    const skus = (JSON.parse(variants.stdout) as Array<{ sku?: string }>).map((v) => v.sku);
    expect(skus.filter((sku) => sku === 'HAT-S-SAND')).toHaveLength(1);
  });
});
