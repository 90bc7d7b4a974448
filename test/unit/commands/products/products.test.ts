// `store products list|get|create|update|delete` through their run functions, against a real V1 and a real V3 sandbox
// (the same demo catalog) from one test body; where the two wire shapes differ, `wire` reads each.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthError, NotFoundError } from '../../../../src/client/errors.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runProductsCreate } from '../../../../src/commands/products/create.js';
import { runProductsDelete } from '../../../../src/commands/products/delete.js';
import { runProductsGet } from '../../../../src/commands/products/get.js';
import { runProductsList } from '../../../../src/commands/products/list.js';
import { runProductsUpdate } from '../../../../src/commands/products/update.js';
import { harness, remoteEnv, withoutVersionProbe } from '../support/harness.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { exitCodeOf } from '../../../../src/io/cli-errors.js';
import { paths } from '../../../../src/wire/api/paths.js';
import { VERSION_PROBE_PATH } from '../../../../src/wire/api/catalog-v3/paths.js';
import { runProductsExport } from '../../../../src/commands/products/export.js';
import { otherVersionRequests } from '../../../helpers/catalog.js';

describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog });
  /** What the tests read of a product where the versions' wire shapes differ (`--json` prints the store's own shape). */
  const wire =
    catalog === 'v1'
      ? {
          priceField: 'priceData.price',
          /** The price `--sort price` orders by. */
          sortPrice: (p: any) => p.priceData.price,
          updatedField: 'lastUpdated',
          optionNames: (p: any) => p.productOptions.map((o: any) => o.name),
          sku: (p: any) => p.sku,
          listPrice: (p: any) => p.priceData.price,
        }
      : {
          priceField: 'actualPriceRange.minValue.amount',
          sortPrice: (p: any) => Number(p.actualPriceRange.minValue.amount),
          updatedField: 'updatedDate',
          optionNames: (p: any) => p.options.map((o: any) => o.name),
          sku: (p: any) => p.variantsInfo.variants[0].sku,
          listPrice: (p: any) => Number((p.variantsInfo.variants[0].price.compareAtPrice ?? p.variantsInfo.variants[0].price.actualPrice).amount),
        };

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
      expect(products[0]).toHaveProperty(wire.priceField);
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

    it('--sort updated|price name the same order on both versions: the store\'s own fields on the wire (V1 declares no `updated`)', async () => {
      const byAlias = at({ json: true });
      await runProductsList({ sort: 'updated:desc', all: true }, byAlias.ctx);
      const byField = at({ json: true });
      await runProductsList({ sort: `${wire.updatedField}:desc`, all: true }, byField.ctx);
      expect(byAlias.json<any[]>().map((p) => p.id)).toEqual(byField.json<any[]>().map((p) => p.id));
      const byPrice = at({ json: true });
      await runProductsList({ sort: 'price:desc', all: true }, byPrice.ctx);
      const prices = byPrice.json<any[]>().map(wire.sortPrice);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      // Export takes the same names: its JSONL rows are the store's products, in the asked order.
      const exported = at();
      await runProductsExport({ format: 'jsonl', sort: 'price:desc' }, exported.ctx);
      expect(exported.io.stdoutText().trim().split('\n').map((line) => JSON.parse(line).id)).toEqual(byPrice.json<any[]>().map((p) => p.id));
      // A name sort with a filter (V3: Search Products, since Query Products cannot sort on name).
      const byName = at({ json: true });
      await runProductsList({ sort: 'name:desc', filter: '{"name":{"$startsWith":"C"}}' }, byName.ctx);
      expect(byName.json<any[]>().map((p) => p.name)).toEqual(["Chef's Knife", 'Ceramic Mug']);
      await Promise.all([byAlias.ctx.close(), byField.ctx.close(), byPrice.ctx.close(), exported.ctx.close(), byName.ctx.close()]);
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
        const [id, , slug] = row.split(/\s{2,}/);
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(slug).not.toContain('…');
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
      const h = at({ json: true, fields: `slug,${wire.priceField}` });
      await runProductsList({ filter: '{"slug":"prototype-blender"}' }, h.ctx);
      expect(h.json()).toEqual([{ slug: 'prototype-blender', ...(catalog === 'v1' ? { priceData: { price: 149 } } : { actualPriceRange: { minValue: { amount: '149' } } }) }]);
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
      for (const filter of ['{"ribbon":"Sale"}', '{"$and":[{"slug":"x"},{"ribbon":"Sale"}]}', '{"collectionIds":{"$in":["c"]}}']) {
        const h = at();
        const error = await runProductsList({ filter }, h.ctx).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UsageError);
        expect(exitCodeOf(error)).toBe(2);
        expect(String((error as UsageError).message)).toMatch(/^--filter: products cannot be filtered on "(ribbon|collectionIds)"/);
        await h.ctx.close();
      }
      const h = at();
      const error = (await runProductsList({ filter: '{"ribbon":"Sale"}' }, h.ctx).catch((e: unknown) => e)) as UsageError;
      expect(error.message).toContain('createdDate'); // listed once, in the message (issue #25 item 5)
      expect(error.hint ?? '').not.toContain('createdDate');
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
      expect(wire.optionNames(hat)).toEqual(['Size', 'Color']);
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
      expect(text).toContain('sku\tKNF-210');
      // V1 keeps the discount as a rule; V3 keeps the two prices, so the amount off is what it can tell.
      expect(text).toContain(catalog === 'v1' ? 'discount\t15% off' : 'discount\t13.35 off');
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
        { name: 'Tee', price: '12.5', cost: '4', weight: '0.2', hidden: true, brand: 'Acme', ribbon: 'New', discount: 'PERCENT:10', option: ['Size=S,M,L', 'Color = Red , Blue'] },
        h.ctx,
      );
      const created = h.json();
      // Only this version's endpoints, and the version asked once.
      expect(otherVersionRequests(sandbox.requests, catalog)).toEqual([]);
      expect(sandbox.requests.filter((r) => r.path === VERSION_PROBE_PATH)).toHaveLength(1);
      const post = writes().find((r) => r.method === 'POST' && /\/products$/.test(r.path))!;
      const sent = JSON.parse(post.body).product;
      if (catalog === 'v1') {
        expect(created).toMatchObject({ name: 'Tee', visible: false, brand: 'Acme', ribbon: 'New' });
        expect(created.priceData.discountedPrice).toBeCloseTo(11.25);
        expect(sent).toEqual({
          name: 'Tee',
          priceData: { price: 12.5 },
          costAndProfitData: { itemCost: 4 },
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
      } else {
        // V3: brand and ribbon by id (got or created by name first), the discount as a compare-at price over what the
        // buyer pays, on every one of the 6 variants (docs/wire/catalog-v3.md).
        expect(created).toMatchObject({ name: 'Tee', visible: false, brand: { name: 'Acme' }, ribbon: { name: 'New' } });
        expect(sent).toMatchObject({ name: 'Tee', productType: 'PHYSICAL', visible: false, brand: { id: created.brand.id }, ribbon: { id: created.ribbon.id } });
        expect(sent.options.map((o: any) => [o.name, o.choicesSettings.choices.map((c: any) => c.name)])).toEqual([['Size', ['S', 'M', 'L']], ['Color', ['Red', 'Blue']]]);
        expect(sent.variantsInfo.variants).toHaveLength(6);
        for (const variant of sent.variantsInfo.variants) {
          expect(variant).toMatchObject({ price: { actualPrice: { amount: '11.25' }, compareAtPrice: { amount: '12.5' } }, revenueDetails: { cost: { amount: '4' } }, physicalProperties: { weight: 0.2 } });
        }
      }
      await h.ctx.close();
    });

    it.each([
      [{}, /--name.*--price.*--from/],
      [{ name: 'No price' }, /^--price is required$/],
      [{ price: '2' }, /^--name is required$/],
      [{ name: 'X', price: 'cheap' }, /--price: expected a number/],
      // On V3 the price and the discount make one wire field (variantsInfo.variants[].price), so both flags are named.
      [{ name: 'X', price: '-1' }, /^--price(\/--discount:)? must be at least 0$/],
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
      await runProductsCreate({ from: file, name: 'Mug 2', slug: 'mug-2', sku: 'MUG-002' }, h.ctx);
      expect(h.json()).toMatchObject({ name: 'Mug 2', slug: 'mug-2' });
      expect([wire.sku(h.json()), wire.listPrice(h.json())]).toEqual(['MUG-002', 12.5]);
      await Promise.all([source.ctx.close(), h.ctx.close()]);
    });

    it('refuses a slug another product has, naming it; a SKU another product has only on V3', async () => {
      const first = at();
      await runProductsCreate({ name: 'Dup', price: '1', sku: 'DUP-1' }, first.ctx);
      const h = at();
      const slug = await runProductsCreate({ name: 'Dup again', slug: 'dup', price: '1' }, h.ctx).catch((e: unknown) => e);
      expect(exitCodeOf(slug)).toBe(1);
      // One text on both versions, whatever each store answers (V1: a 409; V3: DUPLICATE_SLUG_ERROR).
      expect(slug).toMatchObject({ message: 'Another product already has the slug "dup".', hint: 'Pass a different --slug.' });
      const renamed = await runProductsUpdate({ product: 'ceramic-mug', slug: 'dup' }, h.ctx).catch((e: unknown) => e);
      expect(renamed).toMatchObject({ message: 'Another product already has the slug "dup".', hint: 'Pass a different --slug.' });
      // SKUs are unique on V3 only (docs/wire/catalog-v3.md); a V1 store takes a second product with the same SKU.
      const sku = runProductsCreate({ name: 'Dup sku', price: '1', sku: 'DUP-1' }, h.ctx);
      if (catalog === 'v3') await expect(sku).rejects.toThrow(/Another product variant already has this SKU/);
      else await expect(sku).resolves.toBeUndefined();
      await Promise.all([first.ctx.close(), h.ctx.close()]);
    });

    it('--from - reads the product from stdin', async () => {
      const price = catalog === 'v1' ? { priceData: { price: 3 } } : { variantsInfo: { variants: [{ price: { actualPrice: { amount: '3' } } }] } };
      const h = at({ json: true }, { stdin: JSON.stringify({ product: { name: 'Piped', ...price } }) });
      await runProductsCreate({ from: '-' }, h.ctx);
      expect(h.json()).toMatchObject({ name: 'Piped' });
      expect(wire.listPrice(h.json())).toBe(3);
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

    // A V3 product has no discount rule to check: its sale is a compare-at price over what the buyer pays.
    it.runIf(catalog === 'v1')('--from with a PERCENT discount over 100 is refused the same way', async () => {
      const h = at({}, { stdin: JSON.stringify({ name: 'Odd', priceData: { price: 10 }, discount: { type: 'PERCENT', value: 150 } }) });
      await expect(runProductsCreate({ from: '-' }, h.ctx)).rejects.toThrow('--discount: a PERCENT discount is at most 100');
      expect(writes()).toHaveLength(0);
      await h.ctx.close();
    });

    it.runIf(catalog === 'v1')('the store (sandbox) refuses it too, with a validation error naming discount.value', async () => {
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
      expect(wire.listPrice(h.json())).toBe(45);
      const [patch] = writes().filter((r) => r.method === 'PATCH');
      const { id, ...sent } = JSON.parse(patch.body).product;
      expect(id).toBe(h.json().id);
      if (catalog === 'v1') {
        expect(h.json()).toMatchObject({ slug: 'linen-apron', ribbon: 'Back', brand: 'Homestead' });
        expect(sent).toEqual({ priceData: { price: 45 }, ribbon: 'Back' });
      } else {
        // V3: the price lives on the variants, so they go whole (ids kept) with the revision; the ribbon by id.
        expect(h.json()).toMatchObject({ slug: 'linen-apron', ribbon: { name: 'Back' }, brand: { name: 'Homestead' } });
        expect(Object.keys(sent).sort()).toEqual(['options', 'revision', 'ribbon', 'variantsInfo']);
        expect(sent.ribbon).toEqual({ id: h.json().ribbon.id });
        expect(sent.variantsInfo.variants.map((v: any) => [v.id, v.price])).toEqual(h.json().variantsInfo.variants.map((v: any) => [v.id, { actualPrice: { amount: '45' } }]));
      }
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
});
