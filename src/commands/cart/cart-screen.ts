// `store cart` with no verb: the interactive cart on a terminal, the plain cart anywhere else. The screen gets the
// cart as text (cart-view.ts formats it, as for `store cart show`) and these callbacks for its actions.
import type { Cart } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import type { CartActions, CartView } from '../../ui/cart-data.js';
import { renderCart } from '../../ui/render.js';
import { cartCall, isNoCart } from './cart-access.js';
import { availability, estimateProblems, estimateRows, itemText, money } from './cart-view.js';
import { createCheckoutPage } from './checkout.js';
import { runCartShow } from './show.js';

export function cartView(cart: Cart): CartView {
  return {
    lines: cart.lineItems.map((line) => ({
      id: line.id,
      name: itemText(line),
      quantity: line.quantity,
      price: money(line.price),
      total: money(line.lineItemPrice),
      note: availability(line),
    })),
    subtotal: money(cart.subtotal),
    coupon: cart.appliedDiscounts.find((discount) => discount.coupon)?.coupon?.code,
  };
}

const EMPTY: CartView = { lines: [], subtotal: '' };

export function cartActions(ctx: Context): CartActions {
  const change = async (call: Parameters<typeof cartCall<Cart>>[1]) => cartView(await cartCall(ctx, call));
  return {
    async load() {
      try {
        return await change((client) => client.cart.get());
      } catch (error) {
        if (isNoCart(error)) return EMPTY;
        throw error;
      }
    },
    // The platform's quantities start at 1; zero means the line goes (as `store cart quantity LINE 0`).
    setQuantity: (line, quantity) =>
      change((client) => (quantity === 0 ? client.cart.removeItems([line.id]) : client.cart.updateQuantities([{ id: line.id, quantity }]))),
    remove: (line) => change((client) => client.cart.removeItems([line.id])),
    applyCoupon: (code) => change((client) => (code ? client.cart.update({ couponCode: code }) : client.cart.removeCoupon())),
    async totals() {
      const estimate = await cartCall(ctx, (client) => client.cart.estimateTotals());
      return { rows: estimateRows(estimate), warnings: estimateProblems(estimate) };
    },
    checkout: () => cartCall(ctx, (client) => createCheckoutPage(client)),
    openUrl: (url) => ctx.openUrl(url),
  };
}

export async function runCartInteractive(ctx: Context): Promise<void> {
  await renderCart(ctx, cartActions(ctx), () => runCartShow(ctx));
}
