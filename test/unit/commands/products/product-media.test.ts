// `store products media|choice-media|brand|ribbon …` and `store variants list|get` through their run functions, against a
// real V1 and a real V3 sandbox from one test body.
import { describe, expect, it } from 'vitest';
import { ApiNotFoundError, NotFoundError } from '../../../../src/client/errors.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runProductsChoiceMediaAdd } from '../../../../src/commands/products/choice-media/add.js';
import { runProductsChoiceMediaRemove } from '../../../../src/commands/products/choice-media/remove.js';
import { runProductsMediaAdd } from '../../../../src/commands/products/media/add.js';
import { runProductsMediaList } from '../../../../src/commands/products/media/list.js';
import { runProductsMediaRemove } from '../../../../src/commands/products/media/remove.js';
import { runProductsRemoveField } from '../../../../src/commands/products/remove-field.js';
import { runVariantsGet } from '../../../../src/commands/variants/get.js';
import { runVariantsList } from '../../../../src/commands/variants/list.js';
import { harness, remoteEnv, runForJson } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });

  const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !r.path.includes('query'));
  const at = (globals: Record<string, unknown> = {}, extra: Parameters<typeof harness>[0] = {}) => harness({ env: remoteEnv(sandbox), globals, ...extra });
  const run = <T = any>(fn: (ctx: any) => Promise<void>) => runForJson<T>(() => at({ json: true }), fn);
  /** Removals ask first (issue #15 item 2); --yes answers for the test. */
  const runYes = <T = any>(fn: (ctx: any) => Promise<void>) => runForJson<T>(() => at({ json: true, yes: true }), fn);
  async function usageError(fn: (ctx: any) => Promise<void>): Promise<UsageError> {
    const h = at();
    try {
      const error = await fn(h.ctx).catch((e) => e);
      expect(error).toBeInstanceOf(UsageError);
      return error;
    } finally {
      await h.ctx.close();
    }
  }
  /** The URLs of a product's media, in each version's wire shape. */
  const mediaUrls = (product: any): string[] => (catalog === 'v1' ? product.media.items.map((m: any) => m.image.url) : (product.media?.itemsInfo?.items ?? []).map((m: any) => m.url));
  const mediaIds = (product: any): string[] => (catalog === 'v1' ? product.media.items : (product.media?.itemsInfo?.items ?? [])).map((m: any) => m.id);
  /**
   * Choice media are V1's own call (add/remove media of one option choice). On V3 they are the choices' linked media,
   * written with the whole product (`products update --from FILE`): the commands refuse there, naming that way.
   */
  const onlyV1 = it.runIf(catalog === 'v1');
  const choiceMediaIds = (product: any, option: string, choice: string) =>
    product.productOptions.find((o: any) => o.name === option).choices.find((c: any) => c.description === choice).media?.items.map((m: any) => m.id) ?? [];

  describe('store products media', () => {
    it('add prints the product with the new images', async () => {
      const product = await run((ctx) => runProductsMediaAdd({ product: 'sun-hat', urls: ['https://img.example/navy.jpg'] }, ctx));
      expect(mediaUrls(product)).toEqual(['https://static.store.example/img/hat.jpg', 'https://img.example/navy.jpg']);
      expect(writes()).toHaveLength(1);
      const table = at();
      await runProductsMediaList({ product: 'sun-hat' }, table.ctx);
      await table.ctx.close();
      expect(table.io.stdoutText().trimEnd().split('\n').map((line) => line.split('\t')[2])).toEqual(mediaUrls(product));
    });

    it.runIf(catalog === 'v3')('add --choice and choice-media are refused on V3 before sending, naming the V3 way (the choices\' media)', async () => {
      const add = await usageError((ctx) => runProductsMediaAdd({ product: 'sun-hat', urls: ['https://img.example/navy.jpg'], choice: 'color=navy' }, ctx));
      expect(add.hint).toContain('choicesSettings.choices');
      await usageError((ctx) => runProductsChoiceMediaAdd({ product: 'sun-hat', choice: 'Color=Sand', mediaIds: ['m'] }, ctx));
      await usageError((ctx) => runProductsChoiceMediaRemove({ product: 'sun-hat', choice: 'Color=Sand', mediaIds: [] }, ctx));
      expect(writes()).toEqual([]);
    });

    onlyV1('add --choice attaches them to the choice', async () => {
      const product = await run((ctx) => runProductsMediaAdd({ product: 'sun-hat', urls: ['https://img.example/navy.jpg'], choice: 'color=navy' }, ctx));
      expect(mediaUrls(product)).toEqual(['https://static.store.example/img/hat.jpg', 'https://img.example/navy.jpg']);
      expect(choiceMediaIds(product, 'Color', 'Navy')).toEqual([product.media.items[1].id]);
      expect(JSON.parse(writes()[0].body)).toEqual({ id: product.id, media: [{ url: 'https://img.example/navy.jpg', choice: { option: 'Color', choice: 'Navy' } }] });
    });

    onlyV1('shows the media table with the choices on a terminal; `media list --json` prints the items', async () => {
      await run((ctx) => runProductsMediaAdd({ product: 'sun-hat', urls: ['https://img.example/navy.jpg'], choice: 'Color=Navy' }, ctx));
      const h = at({}, { tty: true, columns: 200 });
      await runProductsMediaList({ product: 'sun-hat' }, h.ctx);
      const [header, , second] = h.io.stdoutText().trimEnd().split('\n');
      expect(header.split(/\s{2,}/)).toEqual(['ID', 'TYPE', 'URL', 'CHOICES']);
      expect(second).toMatch(/image\s+https:\/\/img\.example\/navy\.jpg\s+Color: Navy/);
      await h.ctx.close();
      const items = await run<any[]>((ctx) => runProductsMediaList({ product: 'sun-hat' }, ctx));
      expect(items.map((m) => m.mediaType)).toEqual(['image', 'image']);
    });

    it('rejects a bad URL, no URL, and remove without ids or --all before sending', async () => {
      await usageError((ctx) => runProductsMediaAdd({ product: 'sun-hat', urls: ['ftp://nope'] }, ctx));
      await usageError((ctx) => runProductsMediaAdd({ product: 'sun-hat', urls: [] }, ctx));
      await usageError((ctx) => runProductsMediaRemove({ product: 'sun-hat', mediaIds: [] }, ctx));
      await usageError((ctx) => runProductsMediaRemove({ product: 'sun-hat', mediaIds: ['x'], all: true }, ctx));
      expect(writes()).toEqual([]);
    });

    it('remove takes ids, or --all (sent as an empty list)', async () => {
      const board = await run((ctx) => runProductsMediaList({ product: 'oak-cutting-board' }, ctx));
      const after = await runYes((ctx) => runProductsMediaRemove({ product: 'oak-cutting-board', mediaIds: [board[0].id] }, ctx));
      expect(mediaIds(after)).toEqual([board[1].id]);
      const none = await runYes((ctx) => runProductsMediaRemove({ product: 'oak-cutting-board', mediaIds: [], all: true }, ctx));
      expect(mediaIds(none)).toEqual([]);
      // V1 removes by id (an empty list: all); V3 writes the product's media list, empty.
      const sent = JSON.parse(writes().at(-1)!.body);
      expect(catalog === 'v1' ? sent.mediaIds : sent.product.media.itemsInfo.items).toEqual([]);
    });
  });

  describe('store products choice-media', () => {
    onlyV1('adds media the product has to a choice, and removes it again', async () => {
      const [hat] = await run<any[]>((ctx) => runProductsMediaList({ product: 'sun-hat' }, ctx));
      const added = await run((ctx) => runProductsChoiceMediaAdd({ product: 'sun-hat', choice: 'Color=Sand', mediaIds: [hat.id] }, ctx));
      expect(choiceMediaIds(added, 'Color', 'Sand')).toEqual([hat.id]);
      const removed = await runYes((ctx) => runProductsChoiceMediaRemove({ product: 'sun-hat', choice: 'Color=Sand', mediaIds: [] }, ctx));
      expect(choiceMediaIds(removed, 'Color', 'Sand')).toEqual([]);
      expect(JSON.parse(writes().at(-1)!.body)).toEqual({ id: added.id, media: [{ option: 'Color', choice: 'Sand' }] });
      await usageError((ctx) => runProductsChoiceMediaAdd({ product: 'sun-hat', choice: 'Color=Sand', mediaIds: [] }, ctx));
    });
  });

  describe('store products brand|ribbon remove', () => {
    it('removes the brand / ribbon and prints the product', async () => {
      const board = await run((ctx) => runProductsRemoveField({ product: 'oak-cutting-board', field: 'brand' }, ctx));
      expect(board).not.toHaveProperty('brand');
      const knife = await run((ctx) => runProductsRemoveField({ product: 'chefs-knife', field: 'ribbon' }, ctx));
      expect(knife).not.toHaveProperty('ribbon');
      // V1 also lists ribbons; V3 has additional ribbons, and neither keeps the one removed.
      expect(catalog === 'v1' ? knife.ribbons : (knife.additionalRibbons ?? [])).toEqual([]);
    });

    it('says what it removed on a terminal', async () => {
      const h = at({}, { tty: true });
      await runProductsRemoveField({ product: 'linen-apron', field: 'brand' }, h.ctx);
      expect(h.io.stdoutText()).toBe('Removed the brand "Homestead" from Linen Apron.\n');
      await h.ctx.close();
    });
  });

  describe('store variants', () => {
    it('list --json prints store variants; --filter narrows; get prints one by its id', async () => {
      const all = await run<any[]>((ctx) => runVariantsList({}, ctx));
      // Each version's own store-variant shape: V1's variants query, V3's read-only variants.
      const productName = (v: any) => (catalog === 'v1' ? v.productName : v.productData.name);
      expect(all.filter((v) => productName(v) === 'Sun Hat')).toHaveLength(6);
      const mug = all.find((v) => productName(v) === 'Ceramic Mug');
      expect(mug).toMatchObject({ sku: 'MUG-001', ...(catalog === 'v1' ? { managedVariant: false, variantName: 'Ceramic Mug' } : { optionChoices: [] }) });
      const hatId = catalog === 'v1' ? all.find((v) => productName(v) === 'Sun Hat').productId : all.find((v) => productName(v) === 'Sun Hat').productData.productId;
      const filter = catalog === 'v1' ? { productId: hatId, 'choices.Color': 'Navy' } : { 'productData.productId': hatId };
      const hat = await run<any[]>((ctx) => runVariantsList({ filter: JSON.stringify(filter), sort: catalog === 'v1' ? 'variantName:desc' : 'sku:desc' }, ctx));
      if (catalog === 'v1') expect(hat.map((v) => v.variantName)).toEqual(['S / Navy', 'M / Navy', 'L / Navy']);
      else expect(hat.map((v) => v.productData.productId)).toEqual(Array(6).fill(hatId));
      const one = await run((ctx) => runVariantsGet({ id: hat[0].id }, ctx));
      expect(one).toEqual(hat[0]);
      // The table: one row per variant, named by its product and choices, with the id `variants get` takes.
      const table = at();
      await runVariantsList({ filter: JSON.stringify(filter) }, table.ctx);
      await table.ctx.close();
      const rows = table.io.stdoutText().trimEnd().split('\n').map((line) => line.split('\t'));
      expect(rows.map((cells) => cells[1])).toEqual(Array(hat.length).fill('Sun Hat'));
      expect(rows.every((cells) => /^[SML] \/ (Sand|Navy)$/.test(cells[2]))).toBe(true);
      const byTableId = await run((ctx) => runVariantsGet({ id: rows[0][0] }, ctx));
      expect([productName(byTableId), byTableId.sku]).toEqual(['Sun Hat', rows[0][3]]);
    });

    it('prints labelled lines for one variant on a terminal, and exits 5 for an unknown id', async () => {
      const [first] = await run<any[]>((ctx) => runVariantsList({ limit: '1' }, ctx));
      const h = at({}, { tty: true });
      await runVariantsGet({ id: first.id }, h.ctx);
      expect(h.io.stdoutText()).toMatch(/product\s+Ceramic Mug/);
      // A V1 store variant's id is the product's id and the variant's; a V3 one is the variant's own.
      const unknown = catalog === 'v1' ? `${first.productId}-00000000-0000-0000-0000-000000000009` : '00000000-0000-4000-8000-000000000009';
      const missing = await runVariantsGet({ id: unknown }, h.ctx).catch((e) => e);
      // V1 asks the store for that id (its 404); V3 finds no variant in the store's answer.
      expect(missing).toBeInstanceOf(catalog === 'v1' ? ApiNotFoundError : NotFoundError);
      expect(exitCodeOf(missing)).toBe(5);
      await h.ctx.close();
    });
  });
});
