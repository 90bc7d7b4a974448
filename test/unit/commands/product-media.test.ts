// `store products media|choice-media|brand|ribbon …` and `store variants list|get` through their run functions.
import { describe, expect, it } from 'vitest';
import { ApiNotFoundError } from '../../../src/client/errors.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { runProductsChoiceMediaAdd } from '../../../src/commands/products/choice-media/add.js';
import { runProductsChoiceMediaRemove } from '../../../src/commands/products/choice-media/remove.js';
import { runProductsMediaAdd } from '../../../src/commands/products/media/add.js';
import { runProductsMediaList } from '../../../src/commands/products/media/list.js';
import { runProductsMediaRemove } from '../../../src/commands/products/media/remove.js';
import { runProductsRemoveField } from '../../../src/commands/products/remove-field.js';
import { runVariantsGet } from '../../../src/commands/variants/get.js';
import { runVariantsList } from '../../../src/commands/variants/list.js';
import { harness, remoteEnv, runForJson } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';

const sandbox = sharedSandbox({ catalog: 'v1' });

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
const choiceMediaIds = (product: any, option: string, choice: string) =>
  product.productOptions.find((o: any) => o.name === option).choices.find((c: any) => c.description === choice).media?.items.map((m: any) => m.id) ?? [];

describe('store products media', () => {
  it('add prints the product with the new images; --choice attaches them to the choice', async () => {
    const product = await run((ctx) => runProductsMediaAdd({ product: 'sun-hat', urls: ['https://img.example/navy.jpg'], choice: 'color=navy' }, ctx));
    expect(product.media.items.map((m: any) => m.image.url)).toEqual(['https://static.store.example/img/hat.jpg', 'https://img.example/navy.jpg']);
    expect(choiceMediaIds(product, 'Color', 'Navy')).toEqual([product.media.items[1].id]);
    expect(JSON.parse(writes()[0].body)).toEqual({ id: product.id, media: [{ url: 'https://img.example/navy.jpg', choice: { option: 'Color', choice: 'Navy' } }] });
  });

  it('shows the media table with the choices on a terminal; `media list --json` prints the items', async () => {
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
    expect(after.media.items.map((m: any) => m.id)).toEqual([board[1].id]);
    const none = await runYes((ctx) => runProductsMediaRemove({ product: 'oak-cutting-board', mediaIds: [], all: true }, ctx));
    expect(none.media).toEqual({ items: [] });
    expect(JSON.parse(writes().at(-1)!.body).mediaIds).toEqual([]);
  });
});

describe('store products choice-media', () => {
  it('adds media the product has to a choice, and removes it again', async () => {
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
    expect(knife.ribbons).toEqual([]);
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
    expect(all.filter((v) => v.productName === 'Sun Hat')).toHaveLength(6);
    expect(all.find((v) => v.productName === 'Ceramic Mug')).toMatchObject({ managedVariant: false, variantName: 'Ceramic Mug', sku: 'MUG-001' });
    const hatId = all.find((v) => v.productName === 'Sun Hat').productId;
    const hat = await run<any[]>((ctx) => runVariantsList({ filter: JSON.stringify({ productId: hatId, 'choices.Color': 'Navy' }), sort: 'variantName:desc' }, ctx));
    expect(hat.map((v) => v.variantName)).toEqual(['S / Navy', 'M / Navy', 'L / Navy']);
    const one = await run((ctx) => runVariantsGet({ id: hat[0].id }, ctx));
    expect(one).toEqual(hat[0]);
  });

  it('prints labelled lines for one variant on a terminal, and exits 5 for an unknown id', async () => {
    const [first] = await run<any[]>((ctx) => runVariantsList({ limit: '1' }, ctx));
    const h = at({}, { tty: true });
    await runVariantsGet({ id: first.id }, h.ctx);
    expect(h.io.stdoutText()).toMatch(/product\s+Ceramic Mug/);
    const missing = await runVariantsGet({ id: `${first.productId}-00000000-0000-0000-0000-000000000009` }, h.ctx).catch((e) => e);
    expect(missing).toBeInstanceOf(ApiNotFoundError);
    expect(exitCodeOf(missing)).toBe(5);
    await h.ctx.close();
  });
});
