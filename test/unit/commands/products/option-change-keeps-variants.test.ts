// Issue #25 item 10: `products update PRODUCT --option …` keeps, for every choice that remains, its variant's price,
// cost, weight, SKU and visibility, and its id; where one variant becomes several (an option added) the new ones
// start from its price, cost, weight and visibility, and what cannot be kept (its id, its SKU: a SKU names one
// variant) is said before anything is sent, with the product as it was saved to a backup. One body, V1 and V3.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { tempHome } from '../support/harness.js';
import { storeAgainst } from '../support/store-against.js';

describe.each(['v1', 'v3'] as const)('new options keep what the variants had, on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog, demo: false });
  });
  afterAll(() => sandbox.close());

  const store = async (argv: string[]) => {
    const run = await storeAgainst(sandbox, home, argv);
    expect(run.code, `store ${argv.join(' ')}: ${run.stderr}`).toBe(0);
    return run;
  };
  /** `products variants list` rows by their choices: id, price, cost, weight (V1 prints an unset one as 0), SKU, visible. */
  async function variants(slug: string) {
    const { stdout } = await store(['products', 'variants', 'list', slug]);
    const rows = stdout.trim().split('\n').map((line) => line.split('\t'));
    return Object.fromEntries(rows.map(([id, choices, price, cost, weight, sku, visible]) => [choices, { id, price, cost, weight: weight === '0' ? '' : weight, sku, visible }]));
  }

  it('a choice added keeps every remaining variant whole, ids too, and says nothing', async () => {
    await store(['products', 'create', '--name', 'Hoodie', '--price', '30', '--option', 'Size=S,M']);
    await store(['products', 'variants', 'update', 'hoodie', '--choice', 'Size=M', '--price', '34', '--cost', '10', '--weight', '0.7', '--sku', 'HOOD-M']);
    await store(['products', 'variants', 'update', 'hoodie', '--choice', 'Size=S', '--hidden']);
    const before = await variants('hoodie');

    const update = await store(['products', 'update', 'hoodie', '--option', 'Size=S,M,L']);
    expect(update.stderr).not.toContain('cannot be kept');
    const after = await variants('hoodie');
    expect(after['Size: M']).toEqual(before['Size: M']);
    expect(after['Size: M']).toMatchObject({ price: '$34.00', cost: '$10.00', weight: '0.7', sku: 'HOOD-M', visible: 'yes' });
    expect(after['Size: S']).toEqual(before['Size: S']);
    expect(after['Size: S'].visible).toBe('no');
    expect(after['Size: L']).toMatchObject({ price: '$30.00', sku: '', visible: 'yes' });
  });

  it('an option added: the new variants start from the one they split, and the lost id and SKU are said first, with a backup', async () => {
    const update = await store(['products', 'update', 'hoodie', '--option', 'Size=M,L', '--option', 'Color=Red,Blue']);
    expect(update.stderr).toContain('Note: the variant Size: M becomes new variants: its id and its SKU HOOD-M cannot be kept.');
    expect(update.stderr).not.toContain('Size: S');
    const backup = /The product as it was: (\S+)/.exec(update.stderr)?.[1];
    expect(backup && existsSync(backup)).toBe(true);
    expect(JSON.parse(readFileSync(backup!, 'utf8'))).toMatchObject({ slug: 'hoodie' });
    const after = await variants('hoodie');
    expect(Object.keys(after).sort()).toEqual(['Size: L, Color: Blue', 'Size: L, Color: Red', 'Size: M, Color: Blue', 'Size: M, Color: Red']);
    for (const color of ['Red', 'Blue']) {
      expect(after[`Size: M, Color: ${color}`]).toMatchObject({ price: '$34.00', cost: '$10.00', weight: '0.7', sku: '', visible: 'yes' });
      expect(after[`Size: L, Color: ${color}`]).toMatchObject({ price: '$30.00', visible: 'yes' });
    }
  });
});
