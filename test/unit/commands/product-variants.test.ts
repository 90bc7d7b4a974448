// `store products variants …` and `store products options …` through their run functions, against a real sandbox.
import { describe, expect, it } from 'vitest';
import { ApiError, StoreError } from '../../../src/client/errors.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { runProductsOptionsAvailability } from '../../../src/commands/products/options/availability.js';
import { runProductsOptionsDelete } from '../../../src/commands/products/options/delete.js';
import { runProductsVariantsList } from '../../../src/commands/products/variants/list.js';
import { runProductsVariantsReset } from '../../../src/commands/products/variants/reset.js';
import { runProductsVariantsUpdate } from '../../../src/commands/products/variants/update.js';
import { paths } from '../../../src/wire/api/paths.js';
import { harness, remoteEnv, runForJson } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';

const sandbox = sharedSandbox({ catalog: 'v1' });

const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !r.path.includes('query') && !r.path.includes('Availability'));
const at = (globals: Record<string, unknown> = {}, extra: Parameters<typeof harness>[0] = {}) => harness({ env: remoteEnv(sandbox), globals, ...extra });
const run = <T = any>(fn: (ctx: any) => Promise<void>) => runForJson<T>(() => at({ json: true }), fn);
/** A reset asks first (issue #15 item 2); --yes answers for the test. */
const runYes = <T = any>(fn: (ctx: any) => Promise<void>) => runForJson<T>(() => at({ json: true, yes: true }), fn);
async function createShirt(): Promise<any> {
  const product = { name: 'Shirt', priceData: { price: 20 }, sku: 'SH', productOptions: [{ name: 'Size', choices: ['S', 'M'].map((v) => ({ value: v, description: v })) }] };
  const created = (await sandbox.admin('POST', paths.products.create(), { product })).body.product;
  sandbox.requests.length = 0;
  return created;
}

describe('store products variants list', () => {
  it('--json prints the wire variants; --choice matches option and choice names without regard to case', async () => {
    const all = await run<any[]>((ctx) => runProductsVariantsList({ product: 'sun-hat' }, ctx));
    expect(all).toHaveLength(6);
    expect(all[0]).toHaveProperty('variant.priceData.price', 29);
    const navy = await run<any[]>((ctx) => runProductsVariantsList({ product: 'sun-hat', choice: ['color=navy'] }, ctx));
    expect(navy.map((v) => v.choices)).toEqual(['S', 'M', 'L'].map((Size) => ({ Size, Color: 'Navy' })));
  });

  it('prints a tab-separated table when piped', async () => {
    const h = at();
    await runProductsVariantsList({ product: 'sun-hat', choice: ['Size=L'] }, h.ctx);
    const rows = h.io.stdoutText().trimEnd().split('\n').map((line) => line.split('\t'));
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      ['Size: L, Color: Sand', '$32.00', '$9.00', '0.2', 'HAT-050', 'yes', 'in stock'],
      ['Size: L, Color: Navy', '$32.00', '$9.00', '0.2', 'HAT-050', 'yes', 'in stock'],
    ]);
    await h.ctx.close();
  });

  it('names the valid options when --choice does not fit (exit 2)', async () => {
    const h = at();
    const error = await runProductsVariantsList({ product: 'sun-hat', choice: ['Fit=Slim'] }, h.ctx).catch((e) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error.hint).toBe('Options: Size, Color');
    await h.ctx.close();
  });
});

describe('store products variants update / reset', () => {
  it('updates every variant matching the choices and prints them', async () => {
    const updated = await run<any[]>((ctx) => runProductsVariantsUpdate({ product: 'sun-hat', choice: ['Color=Navy'], price: '35', sku: 'HAT-N', hidden: true }, ctx));
    expect(updated.map((v) => [v.choices.Color, v.variant.priceData.price, v.variant.sku, v.variant.visible])).toEqual([
      ['Navy', 35, 'HAT-N', false],
      ['Navy', 35, 'HAT-N', false],
      ['Navy', 35, 'HAT-N', false],
    ]);
    const body = JSON.parse(writes().at(-1)!.body);
    expect(body.variants).toEqual([{ choices: { Color: 'Navy' }, price: 35, sku: 'HAT-N', visible: false }]);
  });

  it('turns manageVariants on first (saying so on stderr) when the product does not manage its variants', async () => {
    const shirt = await createShirt();
    const h = at({ json: true });
    await runProductsVariantsUpdate({ product: shirt.slug, variantId: [shirt.variants[1].id], weight: '0.3' }, h.ctx);
    expect(h.io.stderrText()).toMatch(/turning on manageVariants for Shirt/);
    expect(h.json<any[]>().map((v) => [v.id, v.variant.weight])).toEqual([[shirt.variants[1].id, 0.3]]);
    const after = (await sandbox.admin('GET', `${paths.products.get(shirt.id)}?id=${shirt.id}`)).body.product;
    expect(after.manageVariants).toBe(true);
    await h.ctx.close();
  });

  it('rejects missing or conflicting targets and missing values before sending anything', async () => {
    const cases = [
      { product: 'sun-hat', price: '1' },
      { product: 'sun-hat', choice: ['Size=S'], variantId: ['x'], price: '1' },
      { product: 'sun-hat', choice: ['Size=S'] },
      { product: 'sun-hat', choice: ['Size=S'], price: 'cheap' },
      { product: 'sun-hat', choice: ['Size=S'], price: '-2' },
      { product: 'ceramic-mug', variantId: ['00000000-0000-0000-0000-000000000000'], price: '2' },
    ];
    for (const flags of cases) {
      const h = at();
      await expect(runProductsVariantsUpdate(flags, h.ctx)).rejects.toBeInstanceOf(UsageError);
      await h.ctx.close();
    }
    expect(writes()).toEqual([]);
  });

  it('reset gives every variant the product values again and prints them', async () => {
    await run((ctx) => runProductsVariantsUpdate({ product: 'sun-hat', choice: ['Size=S'], price: '50' }, ctx));
    const variants = await runYes<any[]>((ctx) => runProductsVariantsReset({ product: 'sun-hat' }, ctx));
    expect(variants).toHaveLength(6);
    expect(variants.every((v) => v.variant.priceData.price === 29)).toBe(true);
  });
});

describe('store products options', () => {
  it('availability prints the wire answer; selectedVariant once every option is chosen', async () => {
    const partial = await run((ctx) => runProductsOptionsAvailability({ product: 'sun-hat', choice: ['Color=Navy'] }, ctx));
    expect(partial).not.toHaveProperty('selectedVariant');
    const full = await run((ctx) => runProductsOptionsAvailability({ product: 'sun-hat', choice: ['Color=Navy', 'size=l'] }, ctx));
    expect(full).toMatchObject({ availableForPurchase: true, selectedVariant: { price: { price: 32 }, sku: 'HAT-050' } });
  });

  it('availability reads as labelled lines on a terminal', async () => {
    const h = at({}, { tty: true });
    await runProductsOptionsAvailability({ product: 'sun-hat', choice: ['Size=M', 'Color=Sand'] }, h.ctx);
    const text = h.io.stdoutText();
    expect(text).toMatch(/available\s+yes/);
    expect(text).toMatch(/price\s+\$29\.00/);
    expect(text).toMatch(/Size\s+S, M, L/);
    await h.ctx.close();
  });

  it('delete needs --yes without a terminal, is refused for managed variants, and deletes options otherwise', async () => {
    const shirt = await createShirt();
    const noYes = at();
    await expect(runProductsOptionsDelete({ product: shirt.slug }, noYes.ctx)).rejects.toThrow(/--yes/);
    await noYes.ctx.close();
    const managed = at({ yes: true });
    const refused = await runProductsOptionsDelete({ product: 'sun-hat' }, managed.ctx).catch((e) => e);
    expect(refused).toBeInstanceOf(StoreError);
    expect(refused).not.toBeInstanceOf(ApiError);
    expect(refused.hint).toMatch(/variants reset sun-hat/);
    await managed.ctx.close();
    expect(writes()).toEqual([]);

    const h = at({ json: true, yes: true });
    await runProductsOptionsDelete({ product: shirt.slug }, h.ctx);
    expect(h.json()).toMatchObject({ id: shirt.id, productOptions: [] });
    await h.ctx.close();
  });
});
