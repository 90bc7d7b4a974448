// The REST reference's Cart API by id (`/ecom/v1/carts/{id}/…`), on a V1 and a V3 store: the same operations and
// the same domain logic as the current cart, served from the one cart route table. Ownership: the admin may address any cart, a visitor or
// member only their own; anyone else gets 403 in the platform's envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/wire/api/paths.js';
import { CartSchema } from '../../../../src/wire/api/cart/cart.js';
import { cartRoutes, type CartOperation } from '../../../../src/wire/api/cart/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { catalogLine, member, visitor, type Shopper } from './support.js';
import { productBySlug, type StoreProduct } from '../../../helpers/store-products.js';

const current = paths.cart;
const byId = paths.cart.byId;

describe.each(['v1', 'v3'] as const)('carts by id on a %s store', (catalog) => {
  let t: TestSandbox;
  let mug: StoreProduct;
  let hat: { id: string; variantId: string };

  beforeAll(async () => {
    t = await startTestSandbox({ catalog });
    mug = await productBySlug(t, catalog, 'ceramic-mug');
    const sunHat = await productBySlug(t, catalog, 'sun-hat');
    hat = { id: sunHat.id, variantId: sunHat.variantId({ Size: 'S', Color: 'Sand' }) };
  });
  afterAll(() => t.close());

  /** A visitor with a cart holding one mug; returns the visitor and the cart id. */
  async function shopperWithCart(): Promise<{ shopper: Shopper; cartId: string; lineId: string }> {
    const shopper = await visitor(t);
    const res = await shopper.call('POST', current.add(), { lineItems: [catalogLine(mug.id, 1)] });
    expect(res.status).toBe(200);
    return { shopper, cartId: res.body.cart.id, lineId: res.body.cart.lineItems[0].id };
  }

  /** A request body each operation accepts (ids filled from the cart). */
  const bodies = (lineId: string): Record<CartOperation, unknown> => ({
    getCart: undefined,
    updateCart: { cartInfo: { buyerNote: 'by id' } },
    deleteCart: undefined,
    addToCart: { lineItems: [catalogLine(hat.id, 1, { variantId: hat.variantId })] },
    removeLineItems: { lineItemIds: [lineId] },
    updateLineItemsQuantity: { lineItems: [{ id: lineId, quantity: 2 }] },
    removeCoupon: {},
    estimateTotals: {},
    createCheckout: { channelType: 'WEB' },
    removeBusinessLocation: {},
  });

  describe('the admin addresses any cart by id', () => {
    it('reads the same cart its owner reads as the current cart', async () => {
      const { shopper, cartId } = await shopperWithCart();
      const mine = await shopper.call('GET', current.root());
      const admin = await t.admin('GET', byId(cartId).root());
      expect(admin.status).toBe(200);
      expect(CartSchema.parse(admin.body.cart).id).toBe(cartId);
      expect(admin.body).toEqual(mine.body);
    });

    it('writes through every operation, and the owner sees each change on the current cart', async () => {
      const { shopper, cartId, lineId } = await shopperWithCart();
      const cart = byId(cartId);

      const added = await t.admin('POST', cart.add(), { lineItems: [catalogLine(hat.id, 3, { variantId: hat.variantId })] });
      expect(added.status).toBe(200);
      expect(added.body.cart.lineItems.map((l: any) => l.catalogReference.catalogItemId)).toEqual([mug.id, hat.id]);

      const quantities = await t.admin('POST', cart.updateQuantities(), { lineItems: [{ id: lineId, quantity: 4 }] });
      expect(quantities.body.cart.lineItems[0].quantity).toBe(4);

      const updated = await t.admin('PATCH', cart.root(), { cartInfo: { id: cartId, buyerNote: 'gift' }, couponCode: 'SAVE10' });
      expect(updated.status).toBe(200);
      expect(updated.body.cart).toMatchObject({ buyerNote: 'gift', appliedDiscounts: [{ coupon: { code: 'SAVE10' } }] });
      const estimate = await t.admin('POST', cart.estimateTotals(), {});
      expect(estimate.status).toBe(200);
      expect(estimate.body.cart.id).toBe(cartId);
      expect(Number(estimate.body.priceSummary.discount.amount)).toBeGreaterThan(0);

      const uncouponed = await t.admin('POST', cart.removeCoupon(), {});
      expect(uncouponed.body.cart.appliedDiscounts).toEqual([]);

      const removed = await t.admin('POST', cart.removeLineItems(), { lineItemIds: [lineId] });
      expect(removed.body.cart.lineItems.map((l: any) => l.catalogReference.catalogItemId)).toEqual([hat.id]);

      const checkout = await t.admin('POST', cart.createCheckout(), { channelType: 'WEB' });
      expect(checkout.status).toBe(200);
      const seen = (await shopper.call('GET', current.root())).body.cart;
      expect(seen).toMatchObject({ id: cartId, buyerNote: 'gift', checkoutId: checkout.body.checkoutId });
      expect(seen.lineItems.map((l: any) => [l.catalogReference.catalogItemId, l.quantity])).toEqual([[hat.id, 3]]);

      expect((await t.admin('DELETE', cart.root())).body).toEqual({});
      const gone = await shopper.call('GET', current.root());
      expect(gone.status).toBe(404);
      expect(gone.body.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    });

    it('may add admin-only custom line items (the admin key is admin rights)', async () => {
      const { cartId } = await shopperWithCart();
      const gift = { productName: { original: 'Gift wrap' }, price: '3.50', quantity: 1, itemType: { preset: 'PHYSICAL' } };
      const res = await t.admin('POST', byId(cartId).add(), { customLineItems: [gift] });
      expect(res.status).toBe(200);
      expect(res.body.cart.lineItems).toHaveLength(2);
    });

    it('gets 404 CART_NOT_FOUND for an unknown id, and a cart by id is never created by Add To Cart', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const [method, path, body] of [
        ['GET', byId(unknown).root(), undefined],
        ['POST', byId(unknown).add(), { lineItems: [catalogLine(mug.id, 1)] }],
      ] as const) {
        const res = await t.admin(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.details.applicationError.code).toBe('CART_NOT_FOUND');
      }
    });

    it('removes the business location (Remove Business Location: by id only, no current-cart form)', async () => {
      const { shopper, cartId } = await shopperWithCart();
      await t.admin('PATCH', byId(cartId).root(), { cartInfo: { businessLocationId: 'loc-1' } });
      expect((await shopper.call('GET', current.root())).body.cart.businessLocationId).toBe('loc-1');
      const res = await t.admin('POST', byId(cartId).removeBusinessLocation(), {});
      expect(res.status).toBe(200);
      expect(res.body.cart.id).toBe(cartId);
      expect(res.body.cart.businessLocationId).toBeUndefined();
      expect((await shopper.call('POST', current.removeBusinessLocation(), {})).status).toBe(404);
    });

    it('refuses an Update Cart body whose cartInfo.id names another cart', async () => {
      const { cartId } = await shopperWithCart();
      const res = await t.admin('PATCH', byId(cartId).root(), { cartInfo: { id: 'another-cart', buyerNote: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].field).toBe('cartInfo.id');
    });
  });

  describe('a visitor or member addresses only their own cart by id', () => {
    it('the owner may use every operation on their own cart id', async () => {
      const { shopper, cartId } = await shopperWithCart();
      const res = await shopper.call('PATCH', byId(cartId).root(), { cartInfo: { buyerNote: 'mine' } });
      expect(res.status).toBe(200);
      expect((await shopper.call('GET', byId(cartId).root())).body.cart.buyerNote).toBe('mine');
    });

    it('anyone else gets 403 PERMISSION_DENIED for every operation, and the cart is unchanged', async () => {
      const { shopper, cartId, lineId } = await shopperWithCart();
      const before = (await shopper.call('GET', current.root())).body;
      const strangers = [await visitor(t), await member(t, 'stranger@example.com')];
      const body = bodies(lineId);
      for (const stranger of strangers) {
        for (const route of cartRoutes) {
          const res = await stranger.call(route.method, route.path(byId(cartId)), body[route.operation]);
          expect(res.status, `${route.operation}`).toBe(403);
          expect(res.body).toMatchObject({ message: expect.any(String), details: { applicationError: { code: 'PERMISSION_DENIED', data: { id: cartId } } } });
        }
      }
      expect((await shopper.call('GET', current.root())).body).toEqual(before);
    });

    it('an unknown id is 403 too for a visitor (whether a cart exists is not told)', async () => {
      const stranger = await visitor(t);
      const res = await stranger.call('GET', byId('00000000-0000-4000-8000-000000000000').root());
      expect(res.status).toBe(403);
    });

    it('a custom line item still needs the admin key on the owner own cart id', async () => {
      const { shopper, cartId } = await shopperWithCart();
      const gift = { productName: { original: 'Gift wrap' }, price: '3.50', quantity: 1, itemType: { preset: 'PHYSICAL' } };
      expect((await shopper.call('POST', byId(cartId).add(), { customLineItems: [gift] })).status).toBe(403);
      expect((await shopper.elevated('POST', byId(cartId).add(), { customLineItems: [gift] })).status).toBe(200);
    });

    it('no credentials is 401', async () => {
      const { cartId } = await shopperWithCart();
      const res = await callSandbox(t.baseUrl, 'GET', byId(cartId).root());
      expect(res.status).toBe(401);
    });
  });

  describe('the route table', () => {
    it('serves every cart operation on a cart by id and, unless by id only, on the current cart (never 404/405)', async () => {
      const { shopper, cartId, lineId } = await shopperWithCart();
      const body = bodies(lineId);
      const stranger = await visitor(t);
      for (const route of cartRoutes) {
        // A stranger is refused by the cart handler (403), which proves the route exists without changing the cart.
        const res = await stranger.call(route.method, route.path(byId(cartId)), body[route.operation]);
        expect(res.status, `${route.method} ${route.path(byId(cartId))}`).toBe(403);
        if (route.byIdOnly) continue;
        // On the stranger's own current cart the cart handler answers (its 200 or its 4xx), never the router's 404/405.
        const mine = await stranger.call(route.method, route.path(current), body[route.operation]);
        const code = mine.status === 200 ? 'OK' : mine.body.details.applicationError?.code;
        expect(['NOT_FOUND', 'METHOD_NOT_ALLOWED'], `${route.method} ${route.path(current)}`).not.toContain(code);
      }
      // The owner's own read on both addressings answers the same cart.
      expect((await shopper.call('GET', byId(cartId).root())).body).toEqual((await shopper.call('GET', current.root())).body);
    });
  });
});
