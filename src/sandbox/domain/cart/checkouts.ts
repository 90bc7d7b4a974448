// Checkouts made from the current cart: one per cart, refreshed (same id) every time create-checkout is called
// again, as the platform documents. The hosted checkout page reads them; placing the order completes one.
import { randomUUID } from 'node:crypto';
import type { CreateCheckoutRequest } from '../../../wire/api/cart/cart.js';
import { writeTransaction } from '../../db.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { deleteCartRow, findCartById, findCheckout, findCheckoutOfCart, saveCheckout, type CheckoutDoc } from '../../tables/carts.js';
import { nextCounter } from '../../tables/meta.js';
import { cartDeleted } from './cart-events.js';
import { mutateCart, requireCart, type CartCall } from './cart-service.js';
import { estimateTotals } from './estimate.js';
import { renderCart } from './render-cart.js';

export function createCheckout(call: CartCall, request: CreateCheckoutRequest): { checkoutId: string } {
  const { db, clock } = call.env;
  const env = { ...call.env, seesHidden: call.access.elevated };
  return writeTransaction(db, () => {
    const cart = requireCart(call);
    const view = renderCart(env, cart);
    if (view.priced.length === 0) {
      throw applicationError(400, 'Cart is empty', 'CART_IS_EMPTY', 'The cart has nothing that can be bought: add an item first', { cartId: cart.id });
    }
    const email = request.email ?? cart.email;
    const hasAddress = request.shippingAddress !== undefined || request.billingAddress !== undefined;
    if (hasAddress && cart.owner.kind === 'visitor' && !email) {
      throw invalidField('email', 'is required when an address is given and the buyer is not logged in', 'REQUIRED_FIELD');
    }
    const estimate = estimateTotals(env, cart, {
      shippingAddress: request.shippingAddress,
      selectedShippingOption: request.selectedShippingOption,
    });
    const existing = findCheckoutOfCart(db, cart.id);
    const now = clock.nowIso();
    const buyer = cart.owner.kind === 'member' ? { memberId: cart.owner.id } : { visitorId: cart.owner.id };
    const checkout: CheckoutDoc = {
      id: existing?.id ?? randomUUID(),
      cartId: cart.id,
      channelType: request.channelType,
      buyerInfo: { ...buyer, ...(email ? { email } : {}) },
      lineItems: view.wire.lineItems,
      ...(request.shippingAddress ? { shippingAddress: request.shippingAddress } : {}),
      ...(request.billingAddress ? { billingAddress: request.billingAddress } : {}),
      priceSummary: estimate.priceSummary,
      calculatedLineItems: estimate.calculatedLineItems,
      shippingInfo: estimate.shippingInfo,
      taxSummary: estimate.taxSummary,
      appliedDiscounts: estimate.appliedDiscounts,
      violations: estimate.violations,
      currency: estimate.currency,
      buyerNote: cart.buyerNote,
      completed: false,
      createdDate: (existing?.createdDate as string | undefined) ?? now,
      updatedDate: now,
    };
    saveCheckout(db, checkout);
    if (cart.checkoutId !== checkout.id) {
      mutateCart(call, (current) => {
        current.checkoutId = checkout.id;
      });
    }
    return { checkoutId: checkout.id };
  });
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  checkout: CheckoutDoc;
}

/** The hosted page's "Place order": completes the checkout once and empties the cart it came from. */
export function placeOrder(env: CartCall['env'], checkoutId: string): PlacedOrder {
  const { db, clock } = env;
  return writeTransaction(db, () => {
    const checkout = findCheckout(db, checkoutId);
    if (!checkout) throw applicationError(404, 'Checkout not found', 'CHECKOUT_NOT_FOUND', `No checkout ${checkoutId}`);
    if (checkout.completed) {
      return { orderId: checkout.orderId as string, orderNumber: checkout.orderNumber as string, checkout };
    }
    const now = clock.nowIso();
    const done: CheckoutDoc = { ...checkout, completed: true, orderId: randomUUID(), orderNumber: String(10000 + nextCounter(db, 'order_number_seq')), updatedDate: now };
    saveCheckout(db, done);
    const cart = findCartById(db, checkout.cartId);
    if (cart) {
      deleteCartRow(db, cart.id);
      cartDeleted({ db, at: now, owner: cart.owner, cartId: cart.id });
    }
    return { orderId: done.orderId as string, orderNumber: done.orderNumber as string, checkout: done };
  });
}
