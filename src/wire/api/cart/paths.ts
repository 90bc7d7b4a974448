// The current cart's REST paths (wire/cart-identity.md §4): every call acts on the caller's own cart.
import { PREFIX } from '../hosts.js';

export const cartPaths = {
  current: () => PREFIX.cart,
  add: () => `${PREFIX.cart}/add-to-cart`,
  removeLineItems: () => `${PREFIX.cart}/remove-line-items`,
  createCheckout: () => `${PREFIX.cart}/create-checkout`,
  removeCoupon: () => `${PREFIX.cart}/remove-coupon`,
  updateQuantities: () => `${PREFIX.cart}/update-line-items-quantity`,
  estimateTotals: () => `${PREFIX.cart}/estimate-totals`,
} as const;
