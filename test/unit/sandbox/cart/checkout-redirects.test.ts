// Checkout creation on a V1 and a V3 store (one checkout per cart, refreshed), redirect sessions for the sandbox's
// own intents, and the hosted pages they lead to (items and totals shown, markup escaped, placing the order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/wire/api/paths.js';
import { RedirectSessionSchema } from '../../../../src/wire/api/redirects/redirect-session.js';
import { allowRedirectUris, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { catalogLine, member, visitor, type Shopper } from './support.js';
import { createProduct, productBySlug, type StoreProduct } from '../../../helpers/store-products.js';

const cart = paths.cart;

describe.each(['v1', 'v3'] as const)('checkouts and redirects on a %s store', (catalog) => {
  let t: TestSandbox;
  let mug: StoreProduct;

  beforeAll(async () => {
    t = await startTestSandbox({ catalog });
    await allowRedirectUris(t, ['https://shop.example/thanks', 'https://shop.example/', 'https://shop.example/events']);
    mug = await productBySlug(t, catalog, 'ceramic-mug');
  });
  afterAll(() => t.close());

  async function checkoutFor(shopper: Shopper, body: Record<string, unknown> = { channelType: 'WEB' }): Promise<string> {
    const res = await shopper.call('POST', cart.createCheckout(), body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.checkoutId;
  }

  async function session(shopper: Shopper, body: Record<string, unknown>) {
    const res = await shopper.call('POST', paths.redirects.create(), body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return RedirectSessionSchema.parse(res.body.redirectSession);
  }

  describe('create checkout', () => {
    it('returns a checkout id, re-used (and refreshed) for the same cart', async () => {
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      const first = await checkoutFor(shopper);
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect((await shopper.call('GET', cart.root())).body.cart.checkoutId).toBe(first);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 2)] });
      expect(await checkoutFor(shopper)).toBe(first);
      const page = await (await fetch(`${t.baseUrl}/checkout?checkoutId=${first}`)).text();
      expect(page).toContain('<td class="num">3</td>');
      expect(page).toContain('$37.50');
    });

    it('needs a supported channel type, something to buy, and an email with an address for visitors', async () => {
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      const unspecified = await shopper.call('POST', cart.createCheckout(), { channelType: 'UNSPECIFIED' });
      expect(unspecified.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'channelType', violatedRule: 'INVALID_ENUM_VALUE' });
      const noEmail = await shopper.call('POST', cart.createCheckout(), { channelType: 'WEB', shippingAddress: { country: 'US' } });
      expect(noEmail.body.details.validationError.fieldViolations[0].field).toBe('email');
      expect(await checkoutFor(shopper, { channelType: 'WEB', shippingAddress: { country: 'US' }, email: 'a@example.com' })).toBeTruthy();
      const line = (await shopper.call('GET', cart.root())).body.cart.lineItems[0];
      await shopper.call('POST', cart.removeLineItems(), { lineItemIds: [line.id] });
      const empty = await shopper.call('POST', cart.createCheckout(), { channelType: 'WEB' });
      expect(empty.body.details.applicationError.code).toBe('CART_IS_EMPTY');
    });

    it('lets a member with an address check out without an email', async () => {
      const shopper = await member(t, 'checkout-member@example.com');
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      expect(await checkoutFor(shopper, { channelType: 'WEB', shippingAddress: { country: 'GB' } })).toBeTruthy();
    });
  });

  describe('redirect sessions and hosted pages', () => {
    it('ecomCheckout: a hosted page with the items and totals, escaped, that places the order', async () => {
      const weird = await createProduct(t, catalog, { name: '<script>alert(1)</script> & Co', price: '5' });
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 2), catalogLine(weird.id, 1)] });
      await shopper.call('PATCH', cart.root(), { cartInfo: { buyerNote: '"><img src=x onerror=alert(2)>' } });
      const checkoutId = await checkoutFor(shopper);
      const thankYou = 'https://shop.example/thanks?from=sandbox';
      const s = await session(shopper, { ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: thankYou, postFlowUrl: 'https://shop.example/' } });
      expect(s.urlDetails).toEqual({ endpoint: `${t.baseUrl}/checkout`, searchParams: { checkoutId, redirectSessionId: s.id } });
      expect(s.fullUrl).toBe(`${t.baseUrl}/checkout?checkoutId=${checkoutId}&redirectSessionId=${s.id}`);

      const res = await fetch(s.fullUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = await res.text();
      expect(page).toContain('Ceramic Mug');
      expect(page).toContain('$25.00');
      expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(page).not.toContain('<script>alert(1)');
      expect(page).not.toContain('<img src=x');
      expect(page).toContain('id="total">$35.99<');

      const short = await fetch(s.shortUrl, { redirect: 'manual' });
      expect(short.status).toBe(302);
      expect(short.headers.get('location')).toBe(s.fullUrl);

      const placed = await fetch(`${t.baseUrl}/checkout/place-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ checkoutId, redirectSessionId: s.id }).toString(),
        redirect: 'manual',
      });
      expect(placed.status).toBe(302);
      const location = new URL(placed.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/thanks');
      expect(location.searchParams.get('from')).toBe('sandbox');
      expect(location.searchParams.get('orderId')).toMatch(/^[0-9a-f-]{36}$/);
      // The order empties the cart.
      expect((await shopper.call('GET', cart.root())).status).toBe(404);
      expect(await (await fetch(s.fullUrl)).text()).toContain('This order has been placed');
    });

    it('ecomCheckout needs an existing checkout', async () => {
      const shopper = await visitor(t);
      const res = await shopper.call('POST', paths.redirects.create(), { ecomCheckout: { checkoutId: 'nope' } });
      expect(res.status).toBe(404);
      expect(res.body.details.applicationError.code).toBe('CHECKOUT_NOT_FOUND');
      expect((await fetch(`${t.baseUrl}/checkout?checkoutId=nope`)).status).toBe(404);
    });

    it('storesProduct: the product page, also on the user-domain path, with extra query parameters', async () => {
      const shopper = await visitor(t);
      const res = await shopper.call('POST', '/headless/v1/redirect-session', {
        storesProduct: { productSlug: 'ceramic-mug' },
        preferences: { additionalQueryParameters: { utm_source: 'cli' } },
      });
      const s = RedirectSessionSchema.parse(res.body.redirectSession);
      expect(s.urlDetails.endpoint).toBe(`${t.baseUrl}/product-page/ceramic-mug`);
      expect(s.urlDetails.searchParams).toEqual({ utm_source: 'cli', redirectSessionId: s.id });
      const page = await (await fetch(s.fullUrl)).text();
      expect(page).toContain('<h1>Ceramic Mug</h1>');
      expect(page).toContain('$12.50');
      const hidden = await shopper.call('POST', paths.redirects.create(), { storesProduct: { productSlug: 'prototype-blender' } });
      expect(hidden.status).toBe(404);
    });

    it('the product page shows the description as text and the choices of each option; a hidden product has none', async () => {
      await createProduct(t, catalog, { name: 'Shirt', price: '10', sizes: ['S', 'M'], description: '<p>Soft <b>cotton</b></p>' });
      await createProduct(t, catalog, { name: 'Secret', price: '1', visible: false });
      const page = await fetch(`${t.baseUrl}/product-page/shirt`);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain('<h1>Shirt</h1>');
      expect(text).toContain('$10.00');
      expect(text).toContain('Soft cotton');
      expect(text).toContain('<strong>Size:</strong> S, M');
      expect((await fetch(`${t.baseUrl}/product-page/secret`)).status).toBe(404);
      const shopper = await visitor(t);
      expect((await shopper.call('POST', paths.redirects.create(), { storesProduct: { productSlug: 'secret' } })).status).toBe(404);
    });

    it("other apps' flows: validated fields, a page that shows them and the callbacks", async () => {
      const shopper = await visitor(t);
      const missing = await shopper.call('POST', paths.redirects.create(), { eventsCheckout: { eventSlug: 'gala' } });
      expect(missing.body.details.validationError.fieldViolations[0].field).toBe('eventsCheckout.reservationId');
      const s = await session(shopper, { eventsCheckout: { reservationId: 'r-1', eventSlug: 'gala' }, callbacks: { postFlowUrl: 'https://shop.example/events' } });
      expect(s.urlDetails.endpoint).toBe(`${t.baseUrl}/hosted/eventsCheckout`);
      const page = await (await fetch(s.fullUrl)).text();
      expect(page).toContain('<th>reservationId</th><td>r-1</td>');
      expect(page).toContain('href="https://shop.example/events"');
      for (const body of [
        { paidPlansCheckout: { planId: 'p1' } },
        { bookingsBook: {} },
        { bookingsCheckout: { slotAvailability: { slot: { serviceId: 's1', startDate: '2030-01-01T10:00:00Z' } } } },
        { ecomOrderPaymentRequest: { paymentRequestId: 'pr1' } },
      ]) {
        const made = await session(shopper, body);
        expect((await fetch(made.fullUrl)).status).toBe(200);
      }
    });

    it('wants exactly one intent', async () => {
      const shopper = await visitor(t);
      const none = await shopper.call('POST', paths.redirects.create(), { callbacks: {} });
      expect(none.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'intent', violatedRule: 'REQUIRED_FIELD' });
      const two = await shopper.call('POST', paths.redirects.create(), { login: {}, storesProduct: { productSlug: 'ceramic-mug' } });
      expect(two.status).toBe(400);
    });
  });
});
