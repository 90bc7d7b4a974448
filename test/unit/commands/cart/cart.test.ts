// `store cart …` run in-process against a real sandbox as a remote store, with a visitor OAuth client whose
// tokens persist in the profile's token file (a second Context on the same HOME sees the same cart).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiNotFoundError, NotFoundError } from '../../../../src/client/errors.js';
import { UsageError, exitCodeOf } from '../../../../src/io/cli-errors.js';
import { main } from '../../../../src/cli.js';
import { runCartAdd } from '../../../../src/commands/cart/add.js';
import { runCartCheckout } from '../../../../src/commands/cart/checkout.js';
import { runCartClear } from '../../../../src/commands/cart/clear.js';
import { runCartCoupon } from '../../../../src/commands/cart/coupon.js';
import { runCartDiscount } from '../../../../src/commands/cart/discount.js';
import { PAID_PLANS_APP_ID } from '../../../../src/wire/api/cart/cart.js';
import { SEEDED_MEMBERSHIPS } from '../../../../src/sandbox/domain/cart/memberships.js';
import { runCartQuantity } from '../../../../src/commands/cart/quantity.js';
import { runCartRemove } from '../../../../src/commands/cart/remove.js';
import { runCartShow } from '../../../../src/commands/cart/show.js';
import { runCartTotals } from '../../../../src/commands/cart/totals.js';
import { runCartUpdate } from '../../../../src/commands/cart/update.js';
import { runProductsGet } from '../../../../src/commands/products/get.js';
import { runProductsVariantsList } from '../../../../src/commands/products/variants/list.js';
import { allowRedirectUris, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, type Harness } from '../support/harness.js';
import { PHYSICAL_PRODUCT } from '../../../helpers/store-products.js';

// The cart is the same on both catalog versions; what differs is how `cart add` finds the product and its variant.
describe.each(['v1', 'v3'] as const)('on a %s store', (catalog) => {
  let sandbox: TestSandbox;
  let home: Record<string, string>;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
    await allowRedirectUris(sandbox, ['https://shop.example/thanks']);
  });
  afterAll(() => sandbox.close());
  beforeEach(() => {
    home = tempHome();
    sandbox.requests.length = 0;
  });

  /** A fresh Context on this test's HOME: a new CLI invocation by the same person. */
  function run(globals: Record<string, unknown> = {}, extra: Parameters<typeof harness>[0] = {}): Harness {
    return harness({ env: { ...remoteEnv(sandbox), STORE_CLIENT_ID: sandbox.info.clientId, ...home }, globals, ...extra });
  }

  async function inNewProcess<T>(globals: Record<string, unknown>, fn: (h: Harness) => Promise<T>, extra: Parameters<typeof harness>[0] = {}): Promise<Harness> {
    const h = run(globals, extra);
    try {
      await fn(h);
    } finally {
      await h.ctx.close();
    }
    return h;
  }

  const KITCHEN_CLUB = SEEDED_MEMBERSHIPS[0].id;

  /** Two mugs and a towel in this test's cart. */
  async function addMugsAndTowel(): Promise<void> {
    await inNewProcess({}, async (h) => {
      await runCartAdd({ product: 'ceramic-mug', quantity: '2' }, h.ctx);
      await runCartAdd({ product: 'striped-beach-towel', quantity: '1' }, h.ctx);
    });
  }
  const cartRequests = () => sandbox.requests.filter((r) => r.path.startsWith('/ecom/v1/carts/current'));

  describe('store cart add / show', () => {
    it('keeps the cart between invocations: add in one, show --json in the next', async () => {
      await inNewProcess({ json: true }, (h) => runCartAdd({ product: 'ceramic-mug', quantity: '2' }, h.ctx));
      const shown = await inNewProcess({ json: true }, (h) => runCartShow(h.ctx));
      const cart = shown.json();
      expect(cart.lineItems).toHaveLength(1);
      expect(cart.lineItems[0]).toMatchObject({ quantity: 2, productName: { original: 'Ceramic Mug' }, price: { amount: '12.50' } });
      // Cart calls carry the visitor token, never the admin key.
      expect(cartRequests().every((r) => r.headers.authorization !== sandbox.info.apiKey)).toBe(true);
    });

    it('resolves --option choices to one variant (V1: options availability; V3: the product\'s own variants), then adds it', async () => {
      const h = await inNewProcess({ json: true }, (h) => runCartAdd({ product: 'sun-hat', option: ['size=l', 'Color=navy'], quantity: '1' }, h.ctx));
      const cart = h.json();
      expect(cart.lineItems[0].price.amount).toBe('32.00');
      expect(sandbox.requests.some((r) => r.path.endsWith('/productOptionsAvailability'))).toBe(catalog === 'v1');
      const add = cartRequests().find((r) => r.path.endsWith('/add-to-cart'))!;
      // The L / Navy variant of the hat, as `products variants list` names it.
      const [largeNavy] = (await inNewProcess({ json: true }, (h) => runProductsVariantsList({ product: 'sun-hat', choice: ['Size=L', 'Color=Navy'] }, h.ctx))).json<any[]>();
      const hat = (await inNewProcess({ json: true }, (h) => runProductsGet({ product: 'sun-hat' }, h.ctx))).json();
      expect(JSON.parse(add.body).lineItems[0].catalogReference).toMatchObject({ catalogItemId: hat.id, options: { variantId: largeNavy.id } });
    });

    it('--modifier names a V3 modifier by name (the line carries its keys and price); a V1 product has none', async () => {
      if (catalog === 'v1') {
        const h = run({ json: true });
        const error = await runCartAdd({ product: 'ceramic-mug', modifier: ['Gift Wrap=Gold Foil'], quantity: '1' }, h.ctx).catch((e) => e);
        await h.ctx.close();
        expect(error).toBeInstanceOf(UsageError);
        expect(error.message).toContain('V1 products have no modifiers');
        expect(cartRequests()).toEqual([]);
        return;
      }
      const product = { name: 'Gift Mug', ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: '8' } } }] },
        modifiers: [
          { name: 'Gift Wrap', modifierRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'Gold Foil', addedPrice: '2' }] } },
          { name: 'Engraving', modifierRenderType: 'FREE_TEXT', freeTextSettings: { title: 'Your text' } },
        ] };
      expect((await sandbox.admin('POST', '/stores/v3/products', { product })).status).toBe(200);
      const h = await inNewProcess({ json: true }, (h) => runCartAdd({ product: 'gift-mug', modifier: ['gift wrap=gold foil', 'Engraving=For Ann'], quantity: '1' }, h.ctx));
      const [line] = h.json().lineItems;
      expect(line.catalogReference.options).toMatchObject({ options: { 'gift-wrap': 'gold-foil' }, customTextFields: { 'your-text': 'For Ann' } });
      expect(line.price.amount).toBe('10.00');
      const wrong = run({ json: true });
      const error = await runCartAdd({ product: 'gift-mug', modifier: ['Ribbon=Red'], quantity: '1' }, wrong.ctx).catch((e) => e);
      await wrong.ctx.close();
      expect([error?.constructor, error?.message]).toEqual([UsageError, '--modifier Ribbon: Gift Mug has no such modifier']);
    });

    it('asks for the missing options before sending anything', async () => {
      const h = run();
      const error = await runCartAdd({ product: 'sun-hat', option: ['Size=S'], quantity: '1' }, h.ctx).catch((e) => e);
      await h.ctx.close();
      expect(error).toBeInstanceOf(UsageError);
      expect(error.message).toBe('Sun Hat needs a choice for Color (Sand, Navy)');
      expect(cartRequests()).toHaveLength(0);
    });

    it('refuses a hidden product as not found (visitors cannot see it)', async () => {
      const h = run();
      const error = await runCartAdd({ product: 'prototype-blender', quantity: '1' }, h.ctx).catch((e) => e);
      await h.ctx.close();
      expect(exitCodeOf(error)).toBe(5);
    });

    it('shows a numbered table on a terminal', async () => {
      await inNewProcess({}, (h) => runCartAdd({ product: 'sun-hat', option: ['Size=M', 'Color=Sand'], quantity: '2' }, h.ctx));
      const h = await inNewProcess({}, (h) => runCartShow(h.ctx), { tty: true, columns: 160 });
      const text = h.io.stdoutText();
      expect(text).toMatch(/#\s+ITEM\s+QTY\s+PRICE\s+TOTAL/);
      expect(text).toMatch(/1\s+Sun Hat \(M, Sand\)\s+2\s+\$29\.00\s+\$58\.00/);
      expect(text).toMatch(/Subtotal\s+\$58\.00/);
    });

    it('no cart yet is an empty cart: exit 0, "The cart is empty" and how to start; --json prints null (issue #15 item 10)', async () => {
      const h = run();
      await runCartShow(h.ctx);
      await h.ctx.close();
      expect(h.io.stdoutText()).toBe('The cart is empty. Add an item with: store cart add PRODUCT\n');
      const json = run({ json: true });
      await runCartShow(json.ctx);
      await json.ctx.close();
      expect(json.json()).toBeNull();
    });

    it('other verbs still need a cart: exit 5 with the platform code and how to start', async () => {
      const h = run();
      const error = await runCartTotals({ tax: true }, h.ctx).catch((e) => e);
      await h.ctx.close();
      expect(error).toBeInstanceOf(ApiNotFoundError);
      expect(error.code).toBe('OWNED_CART_NOT_FOUND');
      expect(error.hint).toContain('store cart add');
    });
  });

  describe('store cart remove / quantity / coupon / update / totals', () => {
    beforeEach(addMugsAndTowel);

    it('names lines by number, id or product slug', async () => {
      const q = await inNewProcess({ json: true }, (h) => runCartQuantity({ line: 'striped-beach-towel', quantity: '3' }, h.ctx));
      expect(q.json().lineItems.map((l: any) => l.quantity)).toEqual([2, 3]);
      const r = await inNewProcess({ json: true }, (h) => runCartRemove({ lines: ['1'] }, h.ctx));
      expect(r.json().lineItems.map((l: any) => l.productName.original)).toEqual(['Striped Beach Towel']);
      const zero = await inNewProcess({ json: true }, (h) => runCartQuantity({ line: '1', quantity: '0' }, h.ctx));
      expect(zero.json().lineItems).toEqual([]);
      const h = run();
      await expect(runCartRemove({ lines: ['7'] }, h.ctx)).rejects.toThrow('There is no line 7');
      await h.ctx.close();
    });

    it('applies and removes a coupon; totals show its discount and the tax of the region', async () => {
      await inNewProcess({}, (h) => runCartCoupon({ code: 'save10' }, h.ctx));
      const json = await inNewProcess({ json: true }, (h) => runCartTotals({ country: 'us', subdivision: 'ca', tax: true }, h.ctx));
      const estimate = json.json();
      expect(estimate.priceSummary.discount.amount).toBe('4.50');
      expect(estimate.priceSummary.total.amount).toBe('49.43');
      const tty = await inNewProcess({}, (h) => runCartTotals({ country: 'US', subdivision: 'CA', tax: true, shippingOption: 'pickup' }, h.ctx), { tty: true, columns: 160 });
      const text = tty.io.stdoutText();
      expect(text).toMatch(/Discounts\s+−\$4\.50\s+SAVE10/);
      expect(text).toMatch(/Shipping\s+\$0\.00\s+Store Pickup/);
      expect(text).toMatch(/Tax\s+\$2\.94\s+7\.25%/);
      expect(text).toMatch(/Total\s+\$43\.44/);
      expect(text).toMatch(/pickup \*\s+Store Pickup\s+\$0\.00\s+500 Terry Francine Street/);
      const piped = await inNewProcess({}, (h) => runCartTotals({ tax: false }, h.ctx));
      expect(piped.io.stdoutText()).toBe('subtotal\t45.00\ndiscount\t4.50\nshipping\t5.99\ntax\t0.00\ntotal\t46.49\n');
      const removed = await inNewProcess({ json: true }, (h) => runCartCoupon({ remove: true }, h.ctx));
      expect(removed.json().appliedDiscounts).toEqual([]);
    });

    it('refuses an unknown coupon as not found: exit 5 (issue #15 item 10)', async () => {
      const h = run();
      const error = await runCartCoupon({ code: 'NOPE' }, h.ctx).catch((e) => e);
      await h.ctx.close();
      expect(error).toBeInstanceOf(NotFoundError);
      expect(exitCodeOf(error)).toBe(5);
      expect(error.message).toBe('no coupon with the code "NOPE"');
    });

    it('update merges contact details and address into what the cart has', async () => {
      await inNewProcess({}, (h) => runCartUpdate({ firstName: 'Ada', country: 'us', subdivision: 'ca' }, h.ctx));
      const h = await inNewProcess({ json: true }, (h) => runCartUpdate({ lastName: 'Lovelace', city: 'San Francisco', note: 'Ring twice', email: 'ada@example.com' }, h.ctx));
      expect(h.json()).toMatchObject({
        buyerNote: 'Ring twice',
        buyerInfo: { email: 'ada@example.com' },
        contactInfo: { contactDetails: { firstName: 'Ada', lastName: 'Lovelace' }, address: { country: 'US', subdivision: 'US-CA', city: 'San Francisco' } },
      });
      const bad = run();
      await expect(runCartUpdate({ email: 'not-an-email' }, bad.ctx)).rejects.toBeInstanceOf(UsageError);
      await expect(runCartUpdate({}, bad.ctx)).rejects.toThrow('Nothing to update');
      await bad.ctx.close();
    });
  });

  describe('store cart add --custom / discount / totals --membership', () => {
    beforeEach(addMugsAndTowel);

    it('adds a custom line with the admin key, elevating the shopper token; refuses bad flags before sending', async () => {
      sandbox.requests.length = 0;
      const added = await inNewProcess({ json: true }, (h) => runCartAdd({ custom: 'Gift wrapping', price: '4.5', quantity: '2' }, h.ctx));
      const line = added.json().lineItems.at(-1);
      expect(line).toMatchObject({ productName: { original: 'Gift wrapping' }, quantity: 2, price: { amount: '4.50' } });
      const [sent] = cartRequests();
      expect(sent.headers.authorization).toMatch(new RegExp(`^[^,]+,${sandbox.info.apiKey}$`));
      for (const bad of [{ custom: 'Wrap' }, { custom: 'Wrap', price: '-1' }, { custom: ' ', price: '1' }, { product: 'ceramic-mug', custom: 'Wrap', price: '1' }, { product: 'ceramic-mug', price: '1' }]) {
        const error = await inNewProcess({}, (h) => runCartAdd({ quantity: '1', ...bad }, h.ctx)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UsageError);
      }
    });

    it('discount takes an amount off the named lines (merchantDiscounts), shows in totals, and --clear removes it', async () => {
      const discounted = await inNewProcess({ json: true }, (h) => runCartDiscount({ amount: '5', line: ['ceramic-mug'] }, h.ctx));
      expect(discounted.json().appliedDiscounts).toEqual([{ merchantDiscount: { amount: expect.objectContaining({ amount: '5.00' }) } }]);
      const estimate = (await inNewProcess({ json: true }, (h) => runCartTotals({ tax: false }, h.ctx))).json();
      expect(estimate.appliedDiscounts[0]).toMatchObject({ discountType: 'SPECIFIC_ITEMS', lineItemIds: [estimate.cart.lineItems[0].id] });
      const tty = await inNewProcess({}, (h) => runCartTotals({ tax: false }, h.ctx), { tty: true, columns: 160 });
      expect(tty.io.stdoutText()).toMatch(/Discounts\s+−\$5\.00\s+merchant discount/);
      const cleared = await inNewProcess({ json: true }, (h) => runCartDiscount({ clear: true }, h.ctx));
      expect(cleared.json().appliedDiscounts).toEqual([]);
      expect(await inNewProcess({}, (h) => runCartDiscount({}, h.ctx)).catch((e: unknown) => e)).toBeInstanceOf(UsageError);
      expect(await inNewProcess({}, (h) => runCartDiscount({ amount: '5', line: ['9'] }, h.ctx)).catch((e: unknown) => e)).toBeInstanceOf(UsageError);
    });

    it('totals list the eligible membership, and --membership pays its lines (pay now leaves them out)', async () => {
      const hint = await inNewProcess({}, (h) => runCartTotals({ tax: false }, h.ctx), { tty: true, columns: 200 });
      expect(hint.io.stdoutText()).toContain(`Kitchen Club could pay line 1: --membership ${KITCHEN_CLUB}`);
      const json = (await inNewProcess({ json: true }, (h) => runCartTotals({ tax: false, membership: [KITCHEN_CLUB] }, h.ctx))).json();
      expect(json.membershipOptions.selectedMemberships).toEqual([{ id: KITCHEN_CLUB, appId: PAID_PLANS_APP_ID, lineItemIds: [json.cart.lineItems[0].id] }]);
      const tty = await inNewProcess({}, (h) => runCartTotals({ tax: false, membership: [KITCHEN_CLUB] }, h.ctx), { tty: true, columns: 160 });
      expect(tty.io.stdoutText()).toMatch(/Membership\s+Kitchen Club\s+pays line 1/);
      expect(tty.io.stdoutText()).toMatch(/Pay now\s+\$25\.99/);
      const piped = await inNewProcess({}, (h) => runCartTotals({ tax: false, membership: [KITCHEN_CLUB] }, h.ctx));
      expect(piped.io.stdoutText()).toBe('subtotal\t45.00\ndiscount\t0.00\nshipping\t5.99\ntax\t0.00\ntotal\t50.99\npay now\t25.99\n');
      const unknown = await inNewProcess({}, (h) => runCartTotals({ tax: false, membership: ['nope'] }, h.ctx), { tty: true, columns: 160 });
      expect(unknown.io.stderrText()).toContain('nope: Membership not found');
    });
  });

  describe('store cart checkout / clear', () => {
    it('checkout --json prints the checkout id and a URL that serves the checkout page', async () => {
      await inNewProcess({}, (h) => runCartAdd({ product: 'ceramic-mug', quantity: '1' }, h.ctx));
      const h = run();
      expect(await main(['cart', 'checkout', '--email', 'ada@example.com', '--thank-you-url', 'https://shop.example/thanks', '--json'], h.ctx)).toBe(0);
      await h.ctx.close();
      const { checkoutId, url } = h.json();
      const sessionRequest = sandbox.requests.find((r) => r.path === '/_api/redirects-api/v1/redirect-session')!;
      expect(JSON.parse(sessionRequest.body)).toEqual({ ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: 'https://shop.example/thanks' } });
      expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
      expect(url.startsWith(`${sandbox.baseUrl}/checkout?checkoutId=${checkoutId}`)).toBe(true);
      const page = await (await fetch(url)).text();
      expect(page).toContain('Ceramic Mug');
      expect(page).toContain('ada@example.com');
      const opened: string[] = [];
      const o = run();
      o.ctx.openUrl = async (u) => void opened.push(u);
      await runCartCheckout({ open: true }, o.ctx);
      await o.ctx.close();
      expect(opened).toHaveLength(1);
      expect(opened[0]).toContain(checkoutId);
    });

    it('clear asks first (fails without --yes when nobody can answer), then deletes; clearing nothing is fine', async () => {
      await inNewProcess({}, (h) => runCartAdd({ product: 'ceramic-mug', quantity: '1' }, h.ctx));
      const refused = run();
      await expect(runCartClear(refused.ctx)).rejects.toThrow('--yes');
      await refused.ctx.close();
      const done = await inNewProcess({ yes: true, json: true }, (h) => runCartClear(h.ctx));
      expect(done.json()).toMatchObject({ deleted: true });
      const again = await inNewProcess({ yes: true, json: true }, (h) => runCartClear(h.ctx));
      expect(again.json()).toEqual({ deleted: false });
    });
  });
});
