// The catalog commands on a Catalog V3 store (a real V3 sandbox): the same flags and table columns as on V1,
// `--json` the V3 entity, the version asked once, V1 concepts mapped (discount ↔ compareAtPrice/actualPrice),
// a stale revision refused naming the product, duplicate slugs explained, collections as categories.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StoreError } from '../../../src/client/errors.js';
import { exitCodeOf, UsageError } from '../../../src/io/cli-errors.js';
import { runCartAdd } from '../../../src/commands/cart/add.js';
import { runCollectionsAddProducts } from '../../../src/commands/collections/add-products.js';
import { runCollectionsCreate } from '../../../src/commands/collections/create.js';
import { runCollectionsGet } from '../../../src/commands/collections/get.js';
import { runCollectionsList } from '../../../src/commands/collections/list.js';
import { runCollectionsRemoveProducts } from '../../../src/commands/collections/remove-products.js';
import { runProductsCreate } from '../../../src/commands/products/create.js';
import { runProductsDelete } from '../../../src/commands/products/delete.js';
import { runProductsGet } from '../../../src/commands/products/get.js';
import { runProductsList } from '../../../src/commands/products/list.js';
import { runProductsExport } from '../../../src/commands/products/export.js';
import { runProductsUpdate } from '../../../src/commands/products/update.js';
import { runProductsRemoveField } from '../../../src/commands/products/remove-field.js';
import { runProductsVariantsList } from '../../../src/commands/products/variants/list.js';
import { runProductsVariantsUpdate } from '../../../src/commands/products/variants/update.js';
import { runProductsMediaAdd } from '../../../src/commands/products/media/add.js';
import { runProductsMediaList } from '../../../src/commands/products/media/list.js';
import { runProductsMediaRemove } from '../../../src/commands/products/media/remove.js';
import { runProductsVariantsReset } from '../../../src/commands/products/variants/reset.js';
import { runVariantsGet } from '../../../src/commands/variants/get.js';
import { runVariantsList } from '../../../src/commands/variants/list.js';
import { VERSION_PROBE_PATH } from '../../../src/wire/api/catalog-v3/paths.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from './support/harness.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.sandbox.reset({ demo: true });
  sandbox.requests.length = 0;
});

const at = (globals: Record<string, unknown> = {}, env: Record<string, string> = {}) => harness({ env: { ...remoteEnv(sandbox), ...env }, globals });

async function json<T = any>(run: (ctx: ReturnType<typeof at>['ctx']) => Promise<void>): Promise<T> {
  const h = at({ json: true });
  await run(h.ctx);
  await h.ctx.close();
  return h.json<T>();
}

const paths = () => sandbox.requests.map((r) => `${r.method} ${r.path}`);

describe('products on a Catalog V3 store', () => {
  it('creates with the V1 flags: price, discount → compareAtPrice/actualPrice, options → variants; --json is the V3 entity', async () => {
    const created = await json((ctx) =>
      runProductsCreate({ name: 'V3 Tee', price: '20', discount: 'PERCENT:10', option: ['Size=S,M'], cost: '8', brand: 'Acme', ribbon: 'New' }, ctx),
    );
    expect(created).toMatchObject({ name: 'V3 Tee', slug: 'v3-tee', revision: expect.any(String), brand: { id: expect.any(String) } });
    expect(created.priceData).toBeUndefined();
    const variants = created.variantsInfo.variants;
    expect(variants).toHaveLength(2);
    for (const variant of variants) {
      expect(variant.price.actualPrice.amount).toBe('18');
      expect(variant.price.compareAtPrice.amount).toBe('20');
      expect(variant.revenueDetails.cost.amount).toBe('8');
    }
    expect(created.options[0]).toMatchObject({ name: 'Size', choicesSettings: { choices: [expect.objectContaining({ name: 'S' }), expect.objectContaining({ name: 'M' })] } });
    // Only V3 endpoints (and the version probe, once).
    expect(paths().filter((p) => p.includes('/stores/v1/') || p.includes('/stores-reader/'))).toEqual([]);
    expect(paths().filter((p) => p.endsWith(VERSION_PROBE_PATH))).toHaveLength(1);
  });

  it('lists and gets with the same table columns as V1, and the discount shows as on V1', async () => {
    await json((ctx) => runProductsCreate({ name: 'Column Mug', price: '12.5', discount: 'AMOUNT:2.5', sku: 'MUG-1' }, ctx));
    const table = at();
    await runProductsList({ filter: '{"slug":"column-mug"}' }, table.ctx);
    const [row] = table.io.stdoutText().trimEnd().split('\n').map((line) => line.split('\t'));
    // The SKU too, as on V1: lists carry no variants, so it is the lowest-priced variant's (MIN_PRICE_VARIANT).
    expect(row).toEqual([expect.any(String), 'Column Mug', 'column-mug', '$12.50 (sale $10.00)', 'MUG-1', 'yes', expect.any(String)]);
    const details = at();
    await runProductsGet({ product: 'column-mug' }, details.ctx);
    const text = details.io.stdoutText();
    // The list price first (what --sort uses), then the price paid (issue #15 item 17).
    expect(text).toMatch(/price\s+\D*12\.5\d*\D* \(sale \D*10(\.00)?\D*\)/);
    expect(text).toMatch(/discount\s+2\.5 off/);
    expect(text).toMatch(/sku\s+MUG-1/);
    await Promise.all([table.ctx.close(), details.ctx.close()]);
  });

  it('--collection lists the products of one category (Search Products by directCategoriesInfo)', async () => {
    const inSummer = await json<any[]>((ctx) => runProductsList({ collection: 'summer' }, ctx));
    expect(inSummer.map((p) => p.slug).sort()).toEqual(['picnic-basket', 'striped-beach-towel', 'sun-hat']);
  });

  it('lists sorted by name or price through Search (Query cannot sort on them), and pages past the first cursor', async () => {
    for (const [name, price] of [['Zeta Pot', '5'], ['Alpha Pot', '9'], ['Mid Pot', '7']]) await json((ctx) => runProductsCreate({ name, price }, ctx));
    const byName = await json<any[]>((ctx) => runProductsList({ sort: 'name', filter: '{"name":{"$startsWith":"A"}}' }, ctx));
    expect(byName.map((p) => p.name)).toEqual(['Alpha Pot']);
    sandbox.requests.length = 0;
    const byPrice = await json<any[]>((ctx) => runProductsList({ sort: 'actualPriceRange.minValue.amount:desc', all: true }, ctx));
    const pots = byPrice.filter((p) => p.name.endsWith(' Pot')).map((p) => p.name);
    expect(pots).toEqual(['Alpha Pot', 'Mid Pot', 'Zeta Pot']);
    expect(paths().some((p) => p.includes('/stores/v3/products/search'))).toBe(true);
    // The version-neutral names (V3 declares no `price` field: without the mapping this is exit 2).
    const byAlias = await json<any[]>((ctx) => runProductsList({ sort: 'price:desc', all: true }, ctx));
    expect(byAlias.map((p) => p.id)).toEqual(byPrice.map((p) => p.id));
    const updated = await json<any[]>((ctx) => runProductsList({ sort: 'updated:desc', limit: '1' }, ctx));
    expect(updated[0].name).toBe('Mid Pot');
    // Export takes the same names (its JSONL rows are the V3 products, in the asked order).
    const exported = at();
    await runProductsExport({ format: 'jsonl', sort: 'price:desc' }, exported.ctx);
    await exported.ctx.close();
    const exportedIds = exported.io.stdoutText().trim().split('\n').map((line) => JSON.parse(line).id);
    expect(exportedIds).toEqual(byPrice.map((p) => p.id));
    const skipped = await json<any[]>((ctx) => runProductsList({ sort: 'name', offset: '1', limit: '2' }, ctx));
    const all = await json<any[]>((ctx) => runProductsList({ sort: 'name', all: true }, ctx));
    expect(skipped.map((p) => p.id)).toEqual(all.slice(1, 3).map((p) => p.id));
  });

  it('refuses a --sort field the V3 queries do not declare sortable, listing the valid ones, before any product query', async () => {
    for (const [run, sort] of [
      [(ctx: ReturnType<typeof at>['ctx']) => runProductsList({ sort: 'priceData.price' }, ctx), 'priceData.price'],
      [(ctx: ReturnType<typeof at>['ctx']) => runCollectionsList({ sort: 'slug' }, ctx), 'slug'],
      [(ctx: ReturnType<typeof at>['ctx']) => runVariantsList({ sort: 'barcode' }, ctx), 'barcode'] // sku sorts (Search Variants), barcode does not,
    ] as const) {
      sandbox.requests.length = 0;
      const h = at();
      const error = await run(h.ctx).then(() => undefined, (e: unknown) => e);
      await h.ctx.close();
      expect(exitCodeOf(error)).toBe(2);
      expect((error as UsageError).message).toContain(`"${sort}"`);
      expect(paths().filter((p) => !p.endsWith(VERSION_PROBE_PATH))).toEqual([]);
    }
    const h = at();
    const error = await runProductsList({ sort: 'priceData.price' }, h.ctx).catch((e: UsageError) => e);
    await h.ctx.close();
    expect((error as UsageError).hint).toContain('actualPriceRange.minValue.amount');
  });

  it("--fields on a V3 store: the V3 entity's fields pass, an unknown one is refused (exit 2) naming the valid ones", async () => {
    const h = at({ json: true, fields: ['id', 'name', 'actualPriceRange.minValue.amount', 'media'] });
    await runProductsList({ limit: '1' }, h.ctx);
    await h.ctx.close();
    expect(Object.keys(h.json<any[]>()[0])).toEqual(expect.arrayContaining(['id', 'name']));
    const bad = at({ fields: ['nmae'] });
    const error = await runProductsList({ limit: '1' }, bad.ctx).catch((e: UsageError) => e);
    await bad.ctx.close();
    expect(exitCodeOf(error)).toBe(2);
    expect((error as UsageError).hint).toContain('actualPriceRange');
  });

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

  it('explains a duplicate slug and a duplicate SKU', async () => {
    await json((ctx) => runProductsCreate({ name: 'Dup', price: '1', sku: 'DUP-1' }, ctx));
    const h = at();
    await expect(runProductsCreate({ name: 'Dup again', slug: 'dup', price: '1' }, h.ctx)).rejects.toThrow(/already has the slug "dup"/);
    await expect(runProductsCreate({ name: 'Dup sku', price: '1', sku: 'DUP-1' }, h.ctx)).rejects.toThrow(/already has this SKU/);
    await h.ctx.close();
  });

  it('refuses a bad value before writing, naming the flag', async () => {
    const h = at();
    await expect(runProductsCreate({ name: 'No price' }, h.ctx)).rejects.toThrow(/--price/);
    await expect(runProductsCreate({ name: 'No price' }, h.ctx)).rejects.toBeInstanceOf(UsageError);
    expect(sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await h.ctx.close();
  });

  it('deletes by slug', async () => {
    await json((ctx) => runProductsCreate({ name: 'Gone', price: '1' }, ctx));
    const h = at({ yes: true });
    await runProductsDelete({ products: ['gone'] }, h.ctx);
    await h.ctx.close();
    const after = at();
    expect(exitCodeOf(await runProductsGet({ product: 'gone' }, after.ctx).catch((e) => e))).toBe(5);
    await after.ctx.close();
  });

  it('asks the version once per profile and site, then remembers it (also across invocations)', async () => {
    const home = at().env;
    const env = { HOME: home.HOME, XDG_CONFIG_HOME: home.XDG_CONFIG_HOME, XDG_DATA_HOME: home.XDG_DATA_HOME };
    for (let i = 0; i < 2; i++) {
      const h = at({ json: true }, env);
      await runProductsList({ limit: '1' }, h.ctx);
      await h.ctx.close();
    }
    expect(paths().filter((p) => p.endsWith(VERSION_PROBE_PATH))).toHaveLength(1);
  });

  it('with --catalog v1 forced on a V3 store, the store refuses (428) and nothing is remembered', async () => {
    const h = at({ catalog: 'v1' });
    await expect(runProductsList({}, h.ctx)).rejects.toMatchObject({ status: 428 });
    await h.ctx.close();
  });
});

describe('collections on a Catalog V3 store are categories', () => {
  it('create, list, add and remove products, with the V1 columns', async () => {
    const category = await json((ctx) => runCollectionsCreate({ name: 'Hats V3', description: 'Caps and hats' }, ctx));
    expect(category).toMatchObject({ name: 'Hats V3', revision: expect.any(String) });
    await json((ctx) => runProductsCreate({ name: 'Sun Hat', price: '9' }, ctx));
    const add = at();
    await runCollectionsAddProducts({ collection: 'Hats V3', products: ['sun-hat'] }, add.ctx);
    expect(add.io.stdoutText()).toMatch(/Added 1 product to Hats V3/);
    await add.ctx.close();
    expect((await json((ctx) => runCollectionsGet({ collection: category.id }, ctx))).itemCounter).toBe(1);
    const table = at();
    await runCollectionsList({}, table.ctx);
    const row = table.io.stdoutText().trimEnd().split('\n').map((l) => l.split('\t')).find((r) => r[1] === 'Hats V3');
    expect(row).toEqual([category.id, 'Hats V3', expect.any(String), '1', 'yes']);
    await table.ctx.close();
    const remove = at();
    await runCollectionsRemoveProducts({ collection: 'Hats V3', products: ['sun-hat'] }, remove.ctx);
    await remove.ctx.close();
    expect((await json((ctx) => runCollectionsGet({ collection: 'Hats V3' }, ctx))).itemCounter ?? 0).toBe(0);
    expect(paths().filter((p) => p.includes('/v1/collections') || p.includes('/v2/collections'))).toEqual([]);
  });
});

describe('the other catalog commands on a Catalog V3 store', () => {
  it('store variants list/get show read-only variants with the V1 columns', async () => {
    const created = await json((ctx) => runProductsCreate({ name: 'Var Sock', price: '4', option: ['Size=S,M'] }, ctx));
    const table = at();
    await runVariantsList({ filter: JSON.stringify({ 'productData.productId': created.id }) }, table.ctx);
    const rows = table.io.stdoutText().trimEnd().split('\n').map((l) => l.split('\t'));
    expect(rows.map((r) => r.slice(1, 3))).toEqual([['Var Sock', 'S'], ['Var Sock', 'M']]);
    expect(rows[0][0]).toBe(`${created.id}-${created.variantsInfo.variants[0].id}`);
    await table.ctx.close();
    const got = await json((ctx) => runVariantsGet({ id: rows[1][0] }, ctx));
    expect(got).toMatchObject({ variantId: created.variantsInfo.variants[1].id, productData: { productId: created.id } });
  });

  it('products variants list shows the product\'s variants with the V1 columns, --choice selects', async () => {
    const created = await json((ctx) => runProductsCreate({ name: 'Var Cap', price: '7', cost: '2', option: ['Size=S,M', 'Color=Red,Blue'] }, ctx));
    const table = at();
    await runProductsVariantsList({ product: 'var-cap', choice: ['color=blue'] }, table.ctx);
    const rows = table.io.stdoutText().trimEnd().split('\n').map((l) => l.split('\t'));
    expect(rows.map((r) => r[1])).toEqual(['Size: S, Color: Blue', 'Size: M, Color: Blue']);
    expect(rows[0]).toEqual([expect.any(String), 'Size: S, Color: Blue', expect.stringMatching(/7/), expect.stringMatching(/2/), '', '', 'yes', expect.any(String)]);
    await table.ctx.close();
    const all = await json<any[]>((ctx) => runProductsVariantsList({ product: 'var-cap' }, ctx));
    expect(all.map((v) => v.id)).toEqual(created.variantsInfo.variants.map((v: any) => v.id));
  });

  it('products variants update changes the chosen variants only (one PATCH with every variant, ids kept)', async () => {
    const created = await json((ctx) => runProductsCreate({ name: 'Upd Cap', price: '7', option: ['Size=S,M'] }, ctx));
    const changed = await json<any[]>((ctx) => runProductsVariantsUpdate({ product: 'upd-cap', choice: ['Size=M'], price: '9', sku: 'CAP-M', hidden: true }, ctx));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ sku: 'CAP-M', visible: false, price: { actualPrice: { amount: '9' } } });
    const after = await json((ctx) => runProductsGet({ product: 'upd-cap' }, ctx));
    expect(after.variantsInfo.variants.map((v: any) => v.id)).toEqual(created.variantsInfo.variants.map((v: any) => v.id));
    expect(after.variantsInfo.variants[0]).toMatchObject({ price: { actualPrice: { amount: '7' } }, visible: true });
  });

  it('products media add/list/remove edit media.itemsInfo in one PATCH each; --choice is the V1 way and is refused', async () => {
    await json((ctx) => runProductsCreate({ name: 'Pic Mug', price: '3', option: ['Color=Red'] }, ctx));
    const added = await json((ctx) => runProductsMediaAdd({ product: 'pic-mug', urls: ['https://example.com/a.jpg', 'https://example.com/b.jpg'] }, ctx));
    const items = added.media.itemsInfo.items;
    expect(items.map((m: any) => m.url)).toEqual(['https://example.com/a.jpg', 'https://example.com/b.jpg']);
    const table = at();
    await runProductsMediaList({ product: 'pic-mug' }, table.ctx);
    expect(table.io.stdoutText()).toMatch(/https:\/\/example\.com\/b\.jpg/);
    await table.ctx.close();
    // A removal asks first (issue #15 item 2): --yes answers for the test.
    const removing = at({ json: true, yes: true });
    await runProductsMediaRemove({ product: 'pic-mug', mediaIds: [items[0].id] }, removing.ctx);
    await removing.ctx.close();
    const removed = removing.json();
    expect(removed.media.itemsInfo.items.map((m: any) => m.url)).toEqual(['https://example.com/b.jpg']);
    const h = at();
    await expect(runProductsMediaAdd({ product: 'pic-mug', urls: ['https://example.com/c.jpg'], choice: 'Color=Red' }, h.ctx)).rejects.toBeInstanceOf(UsageError);
    await h.ctx.close();
  });

  it('brand remove clears the V3 brand reference', async () => {
    await json((ctx) => runProductsCreate({ name: 'Branded', price: '3', brand: 'Acme' }, ctx));
    const h = at();
    await runProductsRemoveField({ product: 'branded', field: 'brand' }, h.ctx);
    expect(h.io.stdoutText()).toMatch(/Removed the brand "Acme" from Branded/);
    await h.ctx.close();
    expect((await json((ctx) => runProductsGet({ product: 'branded' }, ctx))).brand?.id).toBeUndefined();
  });

  it('V1-only sub-commands refuse with exit 2 naming the V3 way, sending no write', async () => {
    await json((ctx) => runProductsCreate({ name: 'Plain', price: '3' }, ctx));
    sandbox.requests.length = 0;
    const h = at();
    const error = await runProductsVariantsReset({ product: 'plain' }, h.ctx).catch((e) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toMatch(/Catalog V1 call and this store runs Catalog V3/);
    expect(error.hint).toMatch(/store products update PRODUCT --from FILE/);
    expect(sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await h.ctx.close();
  });
});

describe('cart add on a Catalog V3 store', () => {
  it('adds the variant the --option choices name, by catalogReference.options.variantId', async () => {
    const created = await json((ctx) => runProductsCreate({ name: 'Cart Tee', price: '10', option: ['Size=S,M', 'Color=Red'] }, ctx));
    const medium = created.variantsInfo.variants.find((v: any) => v.choices.some((c: any) => c.optionChoiceNames?.choiceName === 'M'));
    const h = at({ json: true }, { STORE_CLIENT_ID: sandbox.info.clientId });
    await runCartAdd({ product: 'cart-tee', option: ['size=m'], quantity: '2' }, h.ctx);
    await h.ctx.close();
    const cart = h.json();
    expect(cart.lineItems).toEqual([
      expect.objectContaining({ quantity: 2, catalogReference: expect.objectContaining({ catalogItemId: created.id, options: { variantId: medium.id } }) }),
    ]);
    const missing = at({}, { STORE_CLIENT_ID: sandbox.info.clientId });
    await expect(runCartAdd({ product: 'cart-tee', quantity: '1' }, missing.ctx)).rejects.toThrow(/needs a choice for Size \(S, M\)/);
    await missing.ctx.close();
  });
});

describe('the embedded sandbox and --catalog', () => {
  it('a forced version creates a new sandbox file on that version; a file of the other version is refused naming the fix', async () => {
    const home = tempHome();
    const v3 = harness({ env: home, globals: { catalog: 'v3', json: true } });
    await runProductsList({ limit: '2' }, v3.ctx);
    await v3.ctx.close();
    expect(v3.json<any[]>()[0]).toMatchObject({ revision: expect.any(String) });
    const v1 = harness({ env: home, globals: { catalog: 'v1' } });
    const error = await runProductsList({}, v1.ctx).catch((e) => e);
    await v1.ctx.close();
    expect(error).toBeInstanceOf(UsageError);
    expect(error.hint).toMatch(/store sandbox reset --catalog v1 --yes/);
  });
});
