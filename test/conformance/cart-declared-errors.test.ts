// Declared errors of the cart by id, through the official SDK as the admin (API key) uses it: Update Cart's
// CAN_ONLY_UPDATE_CONTACT_ID_FOR_NOT_LOGGED_IN_CUSTOMER — a logged-in member's cart takes no contact id (their
// contact is the member's), a visitor's cart does. The carts are made as their owners make them (a member signed on
// by the admin and an anonymous visitor, each with their own token, adding a line to their current cart).
import { describe, expect, it } from 'vitest';
import { cart } from '@wix/ecom';
import { productsV3 } from '@wix/stores';
import { STORES_APP_ID } from '../../src/wire/api/cart/cart.js';
import { paths } from '../../src/wire/api/paths.js';
import { callSandbox } from '../helpers/sandbox.js';
import { simpleProduct } from './declared-errors/product-writes.js';
import { v3SdkPerFile } from './sdk-harness.js';

const { t, sdk } = v3SdkPerFile({ productsV3, cart }, { resetEach: false });
const CONTACT = '3c0a1b2d-0000-4000-8000-0000000000aa';

/** The id of a cart `headers`' owner makes by adding one line. */
async function cartOf(headers: Record<string, string>, productId: string): Promise<string> {
  const body = { lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 }] };
  const added = await callSandbox(t.baseUrl, 'POST', paths.cart.add(), { body, headers });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body.cart.id;
}

async function tokenOf(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const res = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { Authorization: res.body.access_token };
}

describe('official SDK: the cart by id, declared errors', () => {
  it("updateCart: a member's cart refuses a contact id (CAN_ONLY_UPDATE_CONTACT_ID_FOR_NOT_LOGGED_IN_CUSTOMER); a visitor's takes it", async () => {
    const product = await sdk.productsV3.createProduct(simpleProduct());
    const signedOn = await t.admin('POST', paths.identity.signOn(), { loginId: { email: `shopper-${Date.now()}@example.com` } });
    const member = await tokenOf({ grant_type: 'authorized_client', member_id: signedOn.body.identity.id }, { Authorization: t.info.apiKey });
    const visitor = await tokenOf({ clientId: t.info.clientId, grantType: 'anonymous' });
    const [memberCart, visitorCart] = [await cartOf(member, product._id), await cartOf(visitor, product._id)];

    await expect(sdk.cart.updateCart(memberCart, { cartInfo: { buyerInfo: { contactId: CONTACT } } })).rejects.toMatchObject({
      details: { applicationError: { code: 'CAN_ONLY_UPDATE_CONTACT_ID_FOR_NOT_LOGGED_IN_CUSTOMER' } },
    });
    const updated = await sdk.cart.updateCart(visitorCart, { cartInfo: { buyerInfo: { contactId: CONTACT }, buyerNote: 'gift' } });
    expect(updated).toMatchObject({ _id: visitorCart, buyerNote: 'gift' });
  });
});
