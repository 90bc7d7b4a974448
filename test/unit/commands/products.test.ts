import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthError, NotFoundError } from '../../../src/client/errors.js';
import { UsageError } from '../../../src/io/cli-errors.js';
import { runProductsCreate } from '../../../src/commands/products/create.js';
import { runProductsDelete } from '../../../src/commands/products/delete.js';
import { runProductsGet } from '../../../src/commands/products/get.js';
import { runProductsList } from '../../../src/commands/products/list.js';
import { runProductsUpdate } from '../../../src/commands/products/update.js';
import { harness, remoteEnv, withoutVersionProbe } from './support/harness.js';
import { sharedSandbox } from './support/shared-sandbox.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';
import { paths } from '../../../src/wire/api/paths.js';

const sandbox = sharedSandbox({ catalog: 'v1' });

const writes = () => sandbox.requests.filter((r) => r.method !== 'GET' && !r.path.includes('query'));
const at = (globals: Record<string, unknown> = {}, extra: Parameters<typeof harness>[0] = {}) =>
  harness({ env: remoteEnv(sandbox), globals, ...extra });

describe('store products list', () => {
  it('--json prints the demo catalog as an array of wire products (hidden ones included for admins)', async () => {
    const h = at({ json: true });
    await runProductsList({}, h.ctx);
    const products = h.json<any[]>();
    expect(products.map((p) => p.slug)).toContain('ceramic-mug');
    expect(products.find((p) => p.slug === 'prototype-blender')?.visible).toBe(false);
    expect(products[0]).toHaveProperty('priceData.price');
    expect(products[0]).toHaveProperty('id');
    await h.ctx.close();
  });

  it('prints a tab-separated table when piped: id, name, slug, price (the sort key first, then the sale price), sku, visible, inventory', async () => {
    const h = at();
    await runProductsList({ sort: 'name:asc' }, h.ctx);
    const lines = h.io.stdoutText().trimEnd().split('\n');
    const knife = lines.map((l) => l.split('\t')).find((cells) => cells[2] === 'chefs-knife')!;
    // Issue #15 item 17: the column shows the base price --sort price uses, then the discounted one.
    expect(knife.slice(1)).toEqual(["Chef's Knife", 'chefs-knife', '$89.00 (sale $75.65)', 'KNF-210', 'yes', 'in stock']);
    expect(h.io.stdoutText()).not.toContain('\u001b[');
    const names = lines.map((line) => line.split('\t')[1]);
    expect(names).toEqual([...names].sort());
    await h.ctx.close();
  });

  it('--sort updated|price name the same order as on V3: the store\'s own fields on the wire (V1 declares no `updated`)', async () => {
    const byAlias = at({ json: true });
    await runProductsList({ sort: 'updated:desc', all: true }, byAlias.ctx);
    const byField = at({ json: true });
    await runProductsList({ sort: 'lastUpdated:desc', all: true }, byField.ctx);
    expect(byAlias.json<any[]>().map((p) => p.id)).toEqual(byField.json<any[]>().map((p) => p.id));
    const byPrice = at({ json: true });
    await runProductsList({ sort: 'price:desc', all: true }, byPrice.ctx);
    const prices = byPrice.json<any[]>().map((p) => p.priceData.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await Promise.all([byAlias.ctx.close(), byField.ctx.close(), byPrice.ctx.close()]);
  });

  it('--collection lists only the products of one collection, named by slug or name; an unknown one is exit 5', async () => {
    const h = at({ json: true });
    await runProductsList({ collection: 'Summer' }, h.ctx);
    expect(h.json<any[]>().map((p) => p.slug).sort()).toEqual(['picnic-basket', 'striped-beach-towel', 'sun-hat']);
    const other = at();
    const missing = await runProductsList({ collection: 'no-such-collection' }, other.ctx).catch((e: unknown) => e);
    expect(exitCodeOf(missing)).toBe(5);
    await Promise.all([h.ctx.close(), other.ctx.close()]);
  });

  it('prints an aligned table with a header on a TTY', async () => {
    const h = at({}, { tty: true, columns: 200 });
    await runProductsList({ limit: '2' }, h.ctx);
    const [header, ...rows] = h.io.stdoutText().trimEnd().split('\n');
    expect(header.split(/\s{2,}/)).toEqual(['ID', 'NAME', 'SLUG', 'PRICE', 'SKU', 'VISIBLE', 'INVENTORY']);
    expect(rows).toHaveLength(2);
    await h.ctx.close();
  });

  it('at 80 columns keeps ids and slugs whole (issue #15 item 13)', async () => {
    const h = at({}, { tty: true, columns: 80 });
    await runProductsList({}, h.ctx);
    const [, ...rows] = h.io.stdoutText().trimEnd().split('\n');
    expect(rows.find((row) => row.includes('striped-beach-towel'))).toMatch(/^[0-9a-f-]{36}\s/);
    for (const row of rows) {
      expect(row.length).toBeLessThanOrEqual(80);
      expect(row).not.toMatch(/[0-9a-f-]…|-…\s/);
    }
    await h.ctx.close();
  });

  it('--jsonl streams one product per line; --limit/--offset page through', async () => {
    const all = at({ json: true });
    await runProductsList({ sort: 'name' }, all.ctx);
    const slugs = all.json<any[]>().map((p) => p.slug);
    const h = at({ jsonl: true });
    await runProductsList({ sort: 'name', limit: '3', offset: '2' }, h.ctx);
    const lines = h.io.stdoutText().trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((p) => p.slug)).toEqual(slugs.slice(2, 5));
    await Promise.all([all.ctx.close(), h.ctx.close()]);
  });

  it('--fields keeps just those paths; --filter is the platform filter', async () => {
    const h = at({ json: true, fields: 'slug,priceData.price' });
    await runProductsList({ filter: '{"sku":"BLN-999"}' }, h.ctx); // visible: not filterable on the platform (#16)
    expect(h.json()).toEqual([{ slug: 'prototype-blender', priceData: { price: 149 } }]);
    await h.ctx.close();
  });

  it('rejects a bad --filter / --sort / --limit with a usage error before sending anything', async () => {
    for (const flags of [{ filter: '{nope' }, { filter: '[1]' }, { sort: 'name:sideways' }, { limit: '-1' }, { offset: 'x' }]) {
      const h = at();
      await expect(runProductsList(flags, h.ctx)).rejects.toBeInstanceOf(UsageError);
      await h.ctx.close();
    }
    expect(withoutVersionProbe(sandbox.requests)).toHaveLength(0);
  });

  // #16: the platform answers 400 for fields it does not declare filterable; the CLI says so first, listing them.
  it('refuses --filter on a field the platform does not declare (exit 2, the filterable ones listed), before sending', async () => {
    for (const filter of ['{"visible":false}', '{"$and":[{"sku":"x"},{"ribbon":"Sale"}]}', '{"collectionIds":{"$in":["c"]}}']) {
      const h = at();
      const error = await runProductsList({ filter }, h.ctx).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UsageError);
      expect(exitCodeOf(error)).toBe(2);
      expect(String((error as UsageError).message)).toMatch(/^--filter: products cannot be filtered on "(visible|ribbon|collectionIds)"/);
      await h.ctx.close();
    }
    const h = at();
    const error = (await runProductsList({ filter: '{"visible":false}' }, h.ctx).catch((e: unknown) => e)) as UsageError;
    expect(error.message).toContain('numericId'); // listed once, in the message (issue #25 item 5)
    expect(error.hint).not.toContain('numericId');
    await h.ctx.close();
    // Only the store's catalog version may have been asked (it says which fields apply); no query was sent.
    expect(sandbox.requests.filter((r) => r.path === paths.products.query())).toEqual([]);
  });
});

describe('store products get', () => {
  it('finds a product by slug or id and prints the wire object with --json', async () => {
    const bySlug = at({ json: true });
    await runProductsGet({ product: 'sun-hat' }, bySlug.ctx);
    const hat = bySlug.json();
    expect(hat.slug).toBe('sun-hat');
    expect(hat.productOptions.map((o: any) => o.name)).toEqual(['Size', 'Color']);
    const byId = at({ json: true });
    await runProductsGet({ product: hat.id }, byId.ctx);
    expect(byId.json().id).toBe(hat.id);
    await Promise.all([bySlug.ctx.close(), byId.ctx.close()]);
  });

  it('shows a readable summary without --json', async () => {
    const h = at();
    await runProductsGet({ product: 'chefs-knife' }, h.ctx);
    const text = h.io.stdoutText();
    expect(text).toContain("name\tChef's Knife");
    expect(text).toContain('price\t$89.00 (sale $75.65)');
    expect(text).toContain('discount\t15% off');
    // Collections by name, as browse shows them (issue #15 item 17), not a count.
    expect(text).toContain('collections\tKitchen');
    await h.ctx.close();
  });

  it('fails with NotFoundError (exit 5) for an unknown product', async () => {
    const h = at();
    const failure = runProductsGet({ product: 'no-such-thing' }, h.ctx);
    await expect(failure).rejects.toBeInstanceOf(NotFoundError);
    expect(exitCodeOf(await failure.catch((e: unknown) => e))).toBe(5);
    await h.ctx.close();
  });
});

describe('store products create', () => {
  it('sends the flags as a product body: options with choices, discount, visibility, cost', async () => {
    const h = at({ json: true });
    await runProductsCreate(
      {
        name: 'Tee',
        price: '12.5',
        cost: '4',
        sku: 'TEE-1',
        weight: '0.2',
        hidden: true,
        brand: 'Acme',
        ribbon: 'New',
        discount: 'PERCENT:10',
        option: ['Size=S,M,L', 'Color = Red , Blue'],
      },
      h.ctx,
    );
    const created = h.json();
    expect(created).toMatchObject({ name: 'Tee', sku: 'TEE-1', visible: false, brand: 'Acme', ribbon: 'New' });
    expect(created.priceData.discountedPrice).toBeCloseTo(11.25);
    const [post] = writes();
    expect(JSON.parse(post.body).product).toEqual({
      name: 'Tee',
      priceData: { price: 12.5 },
      costAndProfitData: { itemCost: 4 },
      sku: 'TEE-1',
      weight: 0.2,
      visible: false,
      brand: 'Acme',
      ribbon: 'New',
      discount: { type: 'PERCENT', value: 10 },
      productOptions: [
        { name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) },
        { name: 'Color', choices: ['Red', 'Blue'].map((v) => ({ value: v, description: v })) },
      ],
    });
    await h.ctx.close();
  });

  it.each([
    [{}, /--name.*--price.*--from/],
    [{ name: 'No price' }, /^--price is required$/],
    [{ price: '2' }, /^--name is required$/],
    [{ name: 'X', price: 'cheap' }, /--price: expected a number/],
    [{ name: 'X', price: '-1' }, /^--price must be at least 0$/],
    [{ name: 'X', price: '1', discount: 'PERCENT:150' }, /^--discount: a PERCENT discount is at most 100$/],
    [{ name: 'X', price: '1', discount: 'HALF' }, /--discount/],
    [{ name: 'X', price: '1', option: ['Size'] }, /--option/],
    [{ name: 'X'.repeat(81), price: '1' }, /--name/],
  ])('refuses %j with a usage error naming the flag, sending nothing', async (flags, message) => {
    const h = at();
    await expect(runProductsCreate(flags, h.ctx)).rejects.toThrow(message);
    await expect(runProductsCreate(flags, h.ctx)).rejects.toBeInstanceOf(UsageError);
    expect(withoutVersionProbe(sandbox.requests)).toHaveLength(0);
    await h.ctx.close();
  });

  it('--from FILE reads a product JSON (a `get --json` output works) and flags override it', async () => {
    const source = at({ json: true });
    await runProductsGet({ product: 'ceramic-mug' }, source.ctx);
    const file = join(source.env.HOME, 'mug.json');
    writeFileSync(file, source.io.stdoutText());
    const h = at({ json: true });
    await runProductsCreate({ from: file, name: 'Mug 2', slug: 'mug-2' }, h.ctx);
    expect(h.json()).toMatchObject({ name: 'Mug 2', slug: 'mug-2', sku: 'MUG-001', priceData: { price: 12.5 } });
    await Promise.all([source.ctx.close(), h.ctx.close()]);
  });

  it('--from - reads the product from stdin', async () => {
    const h = at({ json: true }, { stdin: JSON.stringify({ product: { name: 'Piped', priceData: { price: 3 } } }) });
    await runProductsCreate({ from: '-' }, h.ctx);
    expect(h.json()).toMatchObject({ name: 'Piped', priceData: { price: 3 } });
    await h.ctx.close();
  });

  it('against a remote store without an admin key: exit 4 naming STORE_API_KEY, before any request', async () => {
    const h = harness({ env: { STORE_API_URL: sandbox.baseUrl } });
    const failure = runProductsCreate({ name: 'X', price: '1' }, h.ctx);
    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toThrow(/STORE_API_KEY/);
    expect(withoutVersionProbe(sandbox.requests)).toHaveLength(0);
    await h.ctx.close();
  });
});

describe('one validation for a product, however it arrives (issue #15 item 4)', () => {
  it('update --discount PERCENT:150 is refused before anything is sent (it used to price the product at $0.00)', async () => {
    const h = at();
    const error = await runProductsUpdate({ product: 'ceramic-mug', discount: 'PERCENT:150' }, h.ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe('--discount: a PERCENT discount is at most 100');
    expect(writes()).toHaveLength(0);
    await h.ctx.close();
  });

  it('--from with a PERCENT discount over 100 is refused the same way', async () => {
    const h = at({}, { stdin: JSON.stringify({ name: 'Odd', priceData: { price: 10 }, discount: { type: 'PERCENT', value: 150 } }) });
    await expect(runProductsCreate({ from: '-' }, h.ctx)).rejects.toThrow('--discount: a PERCENT discount is at most 100');
    expect(writes()).toHaveLength(0);
    await h.ctx.close();
  });

  it('the store (sandbox) refuses it too, with a validation error naming discount.value', async () => {
    const product = { name: 'Odd', priceData: { price: 10 }, discount: { type: 'PERCENT', value: 150 } };
    const answer = await sandbox.admin('POST', '/stores/v1/products', { product });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('a PERCENT discount is at most 100');
  });
});

describe('store products update', () => {
  it('sends only the given fields', async () => {
    const h = at({ json: true });
    await runProductsUpdate({ product: 'linen-apron', price: '45', ribbon: 'Back' }, h.ctx);
    expect(h.json()).toMatchObject({ slug: 'linen-apron', priceData: { price: 45 }, ribbon: 'Back', brand: 'Homestead' });
    const [patch] = writes();
    expect(patch.method).toBe('PATCH');
    const { id, ...sent } = JSON.parse(patch.body).product;
    expect(sent).toEqual({ priceData: { price: 45 }, ribbon: 'Back' });
    expect(id).toBe(h.json().id);
    await h.ctx.close();
  });

  it('refuses an update with nothing to change', async () => {
    const h = at();
    await expect(runProductsUpdate({ product: 'linen-apron' }, h.ctx)).rejects.toBeInstanceOf(UsageError);
    expect(withoutVersionProbe(sandbox.requests)).toHaveLength(0);
    await h.ctx.close();
  });
});

describe('store products delete', () => {
  it('without a terminal it needs --yes, and sends nothing otherwise', async () => {
    const h = at();
    await expect(runProductsDelete({ products: ['sun-hat'] }, h.ctx)).rejects.toThrow(/--yes/);
    expect(withoutVersionProbe(sandbox.requests)).toHaveLength(0);
    await h.ctx.close();
  });

  it('--yes deletes every named product (ids or slugs)', async () => {
    const h = at({ yes: true, json: true });
    await runProductsDelete({ products: ['sun-hat', 'picnic-basket'] }, h.ctx);
    expect(h.json().deleted).toHaveLength(2);
    const check = at({ json: true });
    await runProductsList({}, check.ctx);
    expect(check.json<any[]>().map((p) => p.slug)).not.toContain('sun-hat');
    await Promise.all([h.ctx.close(), check.ctx.close()]);
  });

  it('deletes nothing when one of the products does not exist', async () => {
    const h = at({ yes: true });
    await expect(runProductsDelete({ products: ['sun-hat', 'nope'] }, h.ctx)).rejects.toBeInstanceOf(NotFoundError);
    expect(writes()).toHaveLength(0);
    await h.ctx.close();
  });
});
