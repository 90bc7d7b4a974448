// `store products variants …` and `store products options …` through their run functions, against a real V1 and a real
// V3 sandbox from one test body.
import { describe, expect, it } from 'vitest';
import { ApiError, StoreError } from '../../../../src/client/errors.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runProductsOptionsAvailability } from '../../../../src/commands/products/options/availability.js';
import { runProductsOptionsDelete } from '../../../../src/commands/products/options/delete.js';
import { runProductsVariantsList } from '../../../../src/commands/products/variants/list.js';
import { runProductsVariantsReset } from '../../../../src/commands/products/variants/reset.js';
import { runProductsVariantsUpdate } from '../../../../src/commands/products/variants/update.js';
import { paths } from '../../../../src/wire/api/paths.js';
import { harness, remoteEnv, runForJson } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });

  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !r.path.includes('query') && !r.path.includes('Availability'));
  const at = (globals: Record<string, unknown> = {}, extra: Parameters<typeof harness>[0] = {}) => harness({ env: remoteEnv(sandbox), globals, ...extra });
  const run = <T = any>(fn: (ctx: any) => Promise<void>) => runForJson<T>(() => at({ json: true }), fn);
  /** A reset asks first (issue #15 item 2); --yes answers for the test. */
  const runYes = <T = any>(fn: (ctx: any) => Promise<void>) => runForJson<T>(() => at({ json: true, yes: true }), fn);
  /** A variant as `products variants list|update --json` prints it, read the same on both versions. */
  const view = (v: any) =>
    catalog === 'v1'
      ? { choices: v.choices, price: v.variant.priceData.price, sku: v.variant.sku, visible: v.variant.visible }
      : {
          choices: Object.fromEntries(v.choices.map((c: any) => [c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName])),
          price: Number(v.price.actualPrice.amount),
          sku: v.sku,
          visible: v.visible,
        };
  /**
   * V1 calls with no V3 counterpart (a product that does not manage its variants, reset to the product's values, option
   * availability, deleting options): on V3 the commands refuse before sending, naming the V3 way (tested below).
   */
  const onlyV1 = it.runIf(catalog === 'v1');
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
      expect(view(all[0]).price).toBe(29);
      const navy = await run<any[]>((ctx) => runProductsVariantsList({ product: 'sun-hat', choice: ['color=navy'] }, ctx));
      expect(navy.map((v) => view(v).choices)).toEqual(['S', 'M', 'L'].map((Size) => ({ Size, Color: 'Navy' })));
    });

    it('prints a tab-separated table when piped', async () => {
      const h = at();
      await runProductsVariantsList({ product: 'sun-hat', choice: ['Size=L'] }, h.ctx);
      const rows = h.io.stdoutText().trimEnd().split('\n').map((line) => line.split('\t'));
      // The demo's hat variants share one SKU on V1 (variants inherit the product's); on V3 each has its own.
      const sku = catalog === 'v1' ? 'HAT-050' : expect.stringMatching(/^HAT-050-\d$/);
      expect(rows.map((cells) => cells.slice(1))).toEqual([
        ['Size: L, Color: Sand', '$32.00', '$9.00', '0.2', sku, 'yes', 'in stock'],
        ['Size: L, Color: Navy', '$32.00', '$9.00', '0.2', sku, 'yes', 'in stock'],
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
    it('updates every variant matching the choices and prints them, keeping every variant\'s id', async () => {
      const ids = async () => (await run<any[]>((ctx) => runProductsVariantsList({ product: 'sun-hat' }, ctx))).map((v) => v.id);
      const before = await ids();
      const updated = await run<any[]>((ctx) => runProductsVariantsUpdate({ product: 'sun-hat', choice: ['Color=Navy'], price: '35', hidden: true }, ctx));
      expect(updated.map((v) => [view(v).choices.Color, view(v).price, view(v).visible])).toEqual([
        ['Navy', 35, false],
        ['Navy', 35, false],
        ['Navy', 35, false],
      ]);
      const body = JSON.parse(writes().at(-1)!.body);
      if (catalog === 'v1') expect(body.variants).toEqual([{ choices: { Color: 'Navy' }, price: 35, visible: false }]);
      else {
        // V3 writes the product's variants whole (ids kept): the Navy ones changed, the Sand ones as they were.
        const sent = body.product.variantsInfo.variants.map(view);
        expect(sent.filter((v: any) => v.choices.Color === 'Navy').map((v: any) => [v.price, v.visible])).toEqual(Array(3).fill([35, false]));
        expect(sent.filter((v: any) => v.choices.Color === 'Sand').map((v: any) => v.visible)).toEqual([true, true, true]);
      }
      const one = await run<any[]>((ctx) => runProductsVariantsUpdate({ product: 'sun-hat', choice: ['Color=Navy', 'Size=M'], sku: 'HAT-NAVY-M' }, ctx));
      expect(one.map((v) => view(v).sku)).toEqual(['HAT-NAVY-M']);
      expect(await ids()).toEqual(before);
    });

    it('--price and --cost go to the request as the decimal the flag wrote (V3: the string; V1: the number that prints as it)', async () => {
      await run<any[]>((ctx) => runProductsVariantsUpdate({ product: 'sun-hat', choice: ['Color=Navy'], price: '19.650', cost: '0.30' }, ctx));
      const text = writes().at(-1)!.body;
      const body = JSON.parse(text);
      if (catalog === 'v1') {
        expect(body.variants).toEqual([{ choices: { Color: 'Navy' }, price: 19.65, cost: 0.3 }]);
        expect(text).toContain('"price":19.65');
      } else {
        const navy = body.product.variantsInfo.variants.filter((v: any) => view(v).choices.Color === 'Navy');
        expect(navy.map((v: any) => [v.price.actualPrice.amount, v.revenueDetails?.cost?.amount])).toEqual(Array(3).fill(['19.65', '0.3']));
      }
    });

    it.runIf(catalog === 'v3')('--sku on several variants is refused on V3 before sending: a SKU belongs to one variant there', async () => {
      const h = at();
      const error = await runProductsVariantsUpdate({ product: 'sun-hat', choice: ['Color=Navy'], sku: 'HAT-N' }, h.ctx).catch((e) => e);
      expect(error).toBeInstanceOf(UsageError);
      expect(error.message).toBe('--sku: 3 variants match, and on a Catalog V3 store a SKU belongs to one variant');
      expect(writes()).toEqual([]);
      await h.ctx.close();
    });

    onlyV1('turns manageVariants on first (saying so on stderr) when the product does not manage its variants', async () => {
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
        { product: 'sun-hat', choice: ['Size=S'], cost: '1000000000' },
        { product: 'ceramic-mug', variantId: ['00000000-0000-0000-0000-000000000000'], price: '2' },
        { product: 'sun-hat', choice: ['Size=S'], weight: '-0.5' },
        { product: 'sun-hat', choice: ['Size=S'], sku: 'S'.repeat(41) },
      ];
      const messages: string[] = [];
      for (const flags of cases) {
        const h = at();
        const error = await runProductsVariantsUpdate(flags, h.ctx).catch((e) => e);
        expect(error).toBeInstanceOf(UsageError);
        messages.push(error.message);
        await h.ctx.close();
      }
      // The money bounds the store keeps, on both versions.
      expect(messages.slice(4, 6)).toEqual(['--price must be at least 0', '--cost must be at most 999999999.99']);
      // The weight and SKU limits every version keeps, checked before the store is asked.
      expect(messages.slice(7)).toEqual([expect.stringMatching(/^--weight.*0/), expect.stringMatching(/^--sku.*40/)]);
      expect(writes()).toEqual([]);
    });

    onlyV1('reset gives every variant the product values again and prints them', async () => {
      await run((ctx) => runProductsVariantsUpdate({ product: 'sun-hat', choice: ['Size=S'], price: '50' }, ctx));
      const variants = await runYes<any[]>((ctx) => runProductsVariantsReset({ product: 'sun-hat' }, ctx));
      expect(variants).toHaveLength(6);
      expect(variants.every((v) => v.variant.priceData.price === 29)).toBe(true);
    });
  });

  describe('store products options', () => {
    onlyV1('availability prints the wire answer; selectedVariant once every option is chosen', async () => {
      const partial = await run((ctx) => runProductsOptionsAvailability({ product: 'sun-hat', choice: ['Color=Navy'] }, ctx));
      expect(partial).not.toHaveProperty('selectedVariant');
      const full = await run((ctx) => runProductsOptionsAvailability({ product: 'sun-hat', choice: ['Color=Navy', 'size=l'] }, ctx));
      expect(full).toMatchObject({ availableForPurchase: true, selectedVariant: { price: { price: 32 }, sku: 'HAT-050' } });
    });

    onlyV1('availability reads as labelled lines on a terminal', async () => {
      const h = at({}, { tty: true });
      await runProductsOptionsAvailability({ product: 'sun-hat', choice: ['Size=M', 'Color=Sand'] }, h.ctx);
      const text = h.io.stdoutText();
      expect(text).toMatch(/available\s+yes/);
      expect(text).toMatch(/price\s+\$29\.00/);
      expect(text).toMatch(/Size\s+S, M, L/);
      await h.ctx.close();
    });

    onlyV1('delete needs --yes without a terminal, is refused for managed variants, and deletes options otherwise', async () => {
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

  describe('V1-only variant calls on a V3 store', () => {
    it.runIf(catalog === 'v3')('reset, options availability and options delete exit 2 naming the V3 way, sending nothing', async () => {
      for (const verb of [
        (ctx: any) => runProductsVariantsReset({ product: 'sun-hat' }, ctx),
        (ctx: any) => runProductsOptionsAvailability({ product: 'sun-hat', choice: ['Color=Navy'] }, ctx),
        (ctx: any) => runProductsOptionsDelete({ product: 'sun-hat' }, ctx),
      ]) {
        const h = at({ yes: true });
        const error = await verb(h.ctx).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UsageError);
        expect((error as UsageError).message).toMatch(/is a Catalog V1 call and this store runs Catalog V3/);
        expect((error as UsageError).hint).toMatch(/store (products update|variants list)/);
        await h.ctx.close();
      }
      expect(writes()).toEqual([]);
    });
  });
});
