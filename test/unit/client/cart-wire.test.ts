// Pins the bytes of the current-cart and redirect-session calls (docs/wire/cart-identity.md §4–§5): method, path,
// body, no query, the raw visitor token, and the write host for every cart call — GET included.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiNotFoundError } from '../../../src/client/errors.js';
import { CartResource } from '../../../src/client/resources/cart.js';
import { RedirectsResource } from '../../../src/client/resources/redirects.js';
import { ElevatedShopperAuth } from '../../../src/auth/elevated-shopper.js';
import { PAID_PLANS_APP_ID, STORES_APP_ID } from '../../../src/wire/api/cart/cart.js';
import { Transport } from '../../../src/client/transport.js';
import type { AuthStrategy } from '../../../src/client/types.js';
import { sendJson, startRecordingServer, type RecordingServer } from '../../helpers/recording-server.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';

const visitorAuth: AuthStrategy = {
  kind: 'oauth',
  usesReadHost: true,
  getAuthHeaders: async () => ({ authorization: 'VISITOR-TOKEN' }),
  invalidate: () => {},
};

let write: RecordingServer;
let read: RecordingServer;
let transport: Transport;
let cart: CartResource;
let redirects: RedirectsResource;

beforeAll(async () => {
  write = await startRecordingServer();
  read = await startRecordingServer();
  transport = new Transport({ writeBaseUrl: write.baseUrl, readBaseUrl: read.baseUrl, auth: visitorAuth, rateLimit: false });
  cart = new CartResource(transport);
  redirects = new RedirectsResource(transport);
});
afterAll(async () => {
  await transport.close();
  await write.close();
  await read.close();
});
beforeEach(() => {
  write.requests.length = 0;
  read.requests.length = 0;
  write.respond((_r, res) => sendJson(res, 200, { cart: { id: 'c1', lineItems: [{ id: 'l1', physicalProperties: { weight: 'NaN' } }] } }));
});

function sent(method: string, path: string, body: string) {
  expect(read.requests).toHaveLength(0);
  expect(write.requests).toHaveLength(1);
  const [request] = write.requests;
  expect(request).toMatchObject({ method, path, rawQuery: '', body });
  expect(request.headers.authorization).toBe('VISITOR-TOKEN');
  if (body === '') expect(request.headers['content-type']).toBeUndefined();
  else expect(request.headers['content-type']).toBe('application/json');
}

const BASE = '/ecom/v1/carts/current';

describe('current cart calls', () => {
  it('get → GET on the write host, no body; unwraps the cart and decodes float fields', async () => {
    const result = await cart.get();
    sent('GET', BASE, '');
    expect(result.id).toBe('c1');
    expect(result.lineItems[0].physicalProperties?.weight).toBeNaN();
  });

  it('addItems → POST …/add-to-cart with the SDK’s exact body', async () => {
    await cart.addItems({
      lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: 'p1', options: { variantId: 'v1' } }, quantity: 2 }],
    });
    sent('POST', `${BASE}/add-to-cart`, '{"lineItems":[{"catalogReference":{"appId":"215238eb-22a5-4c36-9e7b-e7c08025e04e","catalogItemId":"p1","options":{"variantId":"v1"}},"quantity":2}]}');
  });

  it('update → PATCH with cartInfo, couponCode (and a cartFieldmask string when asked)', async () => {
    await cart.update({ cartInfo: { buyerNote: 'hi' }, couponCode: 'SAVE10', cartFieldmask: 'buyerNote' });
    sent('PATCH', BASE, '{"cartInfo":{"buyerNote":"hi"},"couponCode":"SAVE10","cartFieldmask":"buyerNote"}');
  });

  it('update with merchantDiscounts, elevated: PATCH with the list as given and "<token>,<API key>"', async () => {
    const elevated = new ElevatedShopperAuth(visitorAuth, 'ADMIN-KEY');
    await cart.update({ merchantDiscounts: [{ amount: '5.00', lineItemIds: ['l1'] }, { amount: '1.50' }] }, { auth: elevated });
    expect(write.requests).toHaveLength(1);
    const [request] = write.requests;
    expect(request).toMatchObject({ method: 'PATCH', path: BASE, body: '{"merchantDiscounts":[{"amount":"5.00","lineItemIds":["l1"]},{"amount":"1.50"}]}' });
    expect(request.headers.authorization).toBe('VISITOR-TOKEN,ADMIN-KEY');
  });

  it('addItems with a custom line item (elevated) → POST …/add-to-cart with customLineItems', async () => {
    await cart.addItems(
      { customLineItems: [{ productName: { original: 'Gift wrapping' }, price: '4.50', quantity: 1, itemType: { preset: 'PHYSICAL' } }] },
      { auth: new ElevatedShopperAuth(visitorAuth, 'ADMIN-KEY') },
    );
    const [request] = write.requests;
    expect(request.body).toBe('{"customLineItems":[{"productName":{"original":"Gift wrapping"},"price":"4.50","quantity":1,"itemType":{"preset":"PHYSICAL"}}]}');
    expect(request.headers.authorization).toBe('VISITOR-TOKEN,ADMIN-KEY');
  });

  it('estimateTotals with selectedMemberships → the membership list under selectedMemberships.memberships', async () => {
    write.respond((_r, res) => sendJson(res, 200, {}));
    await cart.estimateTotals({ selectedMemberships: { memberships: [{ id: 'm1', appId: PAID_PLANS_APP_ID }] } });
    sent('POST', `${BASE}/estimate-totals`, '{"selectedMemberships":{"memberships":[{"id":"m1","appId":"1522827f-c56c-a5c9-2ac9-00f9e6ae12d3"}]}}');
  });

  it('removeItems, updateQuantities, removeCoupon → their POST paths and bodies', async () => {
    await cart.removeItems(['l1', 'l2']);
    sent('POST', `${BASE}/remove-line-items`, '{"lineItemIds":["l1","l2"]}');
    write.requests.length = 0;
    await cart.updateQuantities([{ id: 'l1', quantity: 3 }]);
    sent('POST', `${BASE}/update-line-items-quantity`, '{"lineItems":[{"id":"l1","quantity":3}]}');
    write.requests.length = 0;
    await cart.removeCoupon();
    sent('POST', `${BASE}/remove-coupon`, '{}');
  });

  it('estimateTotals → POST …/estimate-totals and returns the whole response', async () => {
    write.respond((_r, res) => sendJson(res, 200, { priceSummary: { total: { amount: '1.00' } }, cart: { id: 'c1', lineItems: [] } }));
    const estimate = await cart.estimateTotals({ shippingAddress: { country: 'US', subdivision: 'US-CA' }, calculateTax: false });
    sent('POST', `${BASE}/estimate-totals`, '{"shippingAddress":{"country":"US","subdivision":"US-CA"},"calculateTax":false}');
    expect(estimate.priceSummary.total.amount).toBe('1.00');
  });

  it('createCheckout → POST …/create-checkout {channelType,…} → {checkoutId}', async () => {
    write.respond((_r, res) => sendJson(res, 200, { checkoutId: 'k1' }));
    expect(await cart.createCheckout({ channelType: 'WEB', email: 'a@example.com' })).toEqual({ checkoutId: 'k1' });
    sent('POST', `${BASE}/create-checkout`, '{"channelType":"WEB","email":"a@example.com"}');
  });

  it('delete → DELETE with no body, accepting {}', async () => {
    write.respond((_r, res) => sendJson(res, 200, {}));
    await cart.delete();
    sent('DELETE', BASE, '');
  });

  it('OWNED_CART_NOT_FOUND becomes a not-found error (exit 5) with the platform code', async () => {
    write.respond((_r, res) =>
      sendJson(res, 404, { message: 'Cart not found', details: { applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'no cart', data: {} } } }),
    );
    const error = await cart.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNotFoundError);
    expect((error as ApiNotFoundError).code).toBe('OWNED_CART_NOT_FOUND');
    expect(exitCodeOf(error)).toBe(5);
  });
});

describe('redirect sessions', () => {
  it('createSession → POST /_api/redirects-api/v1/redirect-session with exactly the keys given', async () => {
    const session = { id: 's1', fullUrl: 'https://x/checkout', urlDetails: { endpoint: 'https://x/checkout', searchParams: {} }, sessionToken: 't', shortUrl: 'https://x/r/s1' };
    write.respond((_r, res) => sendJson(res, 200, { redirectSession: session }));
    const result = await redirects.createSession({ ecomCheckout: { checkoutId: 'k1' }, callbacks: { postFlowUrl: 'https://shop.example/' } });
    sent('POST', '/_api/redirects-api/v1/redirect-session', '{"ecomCheckout":{"checkoutId":"k1"},"callbacks":{"postFlowUrl":"https://shop.example/"}}');
    expect(result).toEqual(session);
  });
});
