// `bulk adjust price -10%` of a 19.65 price walks as decimals (issue #38): 19.65 × 0.9 = 17.685, half-up 17.69 — in
// the preview, at the store and in the backup (format version 2: decimal text, never a JSON number) — and its undo
// sends 19.65 back exactly, on a V1 and a V3 store. A stock change writes the same format (`field: "stock"`) and
// undoes exactly too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runInventoryList } from '../../../../src/commands/inventory/list.js';
import { adjustedTo, toText } from '../../../../src/wire/money.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import type { Context } from '../../../../src/context.js';
import { amount, neutralProducts } from '../../../helpers/catalog.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { harness, remoteEnv, runForJson, tempHome } from '../support/harness.js';

describe.each(['v1', 'v3'] as const)('on a Catalog %s store, 19.65 minus 10 percent', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();

  const json = <T = any>(verb: (ctx: Context) => Promise<void>) => runForJson<T>(() => harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true, yes: true } }), verb);
  const price = async () => {
    const [variant] = (await neutralProducts(sandbox, catalog)).get('walk-mug')![0].variants;
    return amount(variant.listPrice ?? variant.price);
  };
  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !/query|search|version/.test(r.path));

  it('17.69 in the preview, the store and the backup; the undo puts back 19.65', async () => {
    await json((ctx) => runProductsCreate({ name: 'Walk Mug', price: '19.65' }, ctx));
    const preview = await json((ctx) => runBulkAdjust({ field: 'price', delta: '-10%', ids: 'walk-mug', dryRun: true }, ctx));
    expect(preview.preview.rows).toEqual([expect.objectContaining({ product: 'walk-mug', before: '19.65', after: '17.69' })]);

    sandbox.requests.length = 0;
    const change = await json((ctx) => runBulkAdjust({ field: 'price', delta: '-10%', ids: 'walk-mug' }, ctx));
    expect(change).toMatchObject({ changed: 1, failed: 0 });
    // The request carries the percentage (the store does the arithmetic), never a computed binary fraction.
    const sent = writes().map((r) => r.body ?? '').join('\n');
    expect(sent).toMatch(/"(rate|percentage)":-10\b/);
    expect(await price()).toBe(17.69);
    const backup = JSON.parse(readFileSync(change.backup, 'utf8'));
    expect(backup).toMatchObject({ format: 'store-bulk-backup', version: 2, catalog, field: 'price' });
    // A V3 price is the list price in every file of version 2: no mark of it.
    expect(backup).not.toHaveProperty('v3Price');
    const [entry] = backup.products;
    const saved = catalog === 'v1' ? entry : entry.variants[0];
    // The rule of every adjustment (money.ts): half-up to cents.
    expect([saved.value, saved.after]).toEqual(['19.65', toText(adjustedTo('19.65', { percent: -10 }, 2))]);
    expect(saved.after).toBe('17.69');

    sandbox.requests.length = 0;
    const undo = await json((ctx) => runBulkUndo({ file: change.backup }, ctx));
    expect(undo).toMatchObject({ failed: 0 });
    // Put back as the saved value or as its exact difference (1.96), never 17.69 / 0.9.
    expect(writes().map((r) => r.body ?? '').join('\n')).toMatch(/19\.65|"amount":"?1\.96\b/);
    expect(await price()).toBe(19.65);
  });

  it('a stock change writes the same format, field "stock", and its undo puts every level back', async () => {
    await json((ctx) => runProductsCreate({ name: 'Walk Hat', price: '20', option: ['Size=S,M'] }, ctx));
    const levels = async () => (await json<Array<{ product: string; choices: Record<string, string>; tracked: boolean; quantity?: number; inStock: boolean }>>((ctx) => runInventoryList({ all: true }, ctx))).filter((row) => row.product === 'Walk Hat').map(({ choices, tracked, quantity, inStock }) => ({ choices, tracked, quantity, inStock }));
    const before = await levels();
    const change = await json((ctx) => runBulkSet({ field: 'stock', value: '7', ids: 'walk-hat' }, ctx));
    expect(change).toMatchObject({ failed: 0 });
    expect((await levels()).map((level) => level.quantity)).toEqual([7, 7]);
    const backup = JSON.parse(readFileSync(change.backup, 'utf8'));
    expect(backup).toMatchObject({ format: 'store-bulk-backup', version: 2, catalog, field: 'stock', ids: [backup.products[0].id] });
    expect(backup.products).toEqual([
      {
        id: backup.ids[0],
        name: 'Walk Hat',
        value: null,
        variants: before.map((level) => ({ id: expect.any(String), choices: level.choices, value: level.tracked ? { quantity: level.quantity } : { inStock: level.inStock }, after: { quantity: 7 } })),
      },
    ]);
    const undo = await json((ctx) => runBulkUndo({ file: change.backup }, ctx));
    expect(undo).toMatchObject({ failed: 0 });
    expect(await levels()).toEqual(before);
  });
});
