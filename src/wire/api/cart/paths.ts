// The eCommerce Cart V1 REST paths (docs/wire/cart-identity.md §4): the same operations on the caller's current cart
// (`/ecom/v1/carts/current/…`, the SDK's) and on a cart by id (`/ecom/v1/carts/{id}/…`, the REST reference's
// Cart API), and the one route table that lists each operation with its method, for both.
import { encodePathSegment as enc, PREFIX } from '../hosts.js';

/** `/ecom/v1/carts`: the parent of `current` and of every cart id. */
export const CARTS_PREFIX = PREFIX.cart.slice(0, PREFIX.cart.lastIndexOf('/'));
/** The path segment that names the caller's current cart instead of an id. */
export const CURRENT_CART_SEGMENT = PREFIX.cart.slice(CARTS_PREFIX.length + 1);

/** Every operation's path under one cart's root (`…/carts/current` or `…/carts/{id}`). */
function cartOperationPaths(root: string) {
  return {
    root: () => root,
    add: () => `${root}/add-to-cart`,
    removeLineItems: () => `${root}/remove-line-items`,
    createCheckout: () => `${root}/create-checkout`,
    removeCoupon: () => `${root}/remove-coupon`,
    updateQuantities: () => `${root}/update-line-items-quantity`,
    estimateTotals: () => `${root}/estimate-totals`,
    removeBusinessLocation: () => `${root}/remove-business-location`,
  } as const;
}

export type CartOperationPaths = ReturnType<typeof cartOperationPaths>;

export const cartPaths = {
  /** The caller's current cart (the token picks it). */
  ...cartOperationPaths(PREFIX.cart),
  /** A cart by id (the REST reference's Get/Update/Delete Cart, Add To Cart, …). */
  byId: (id: string): CartOperationPaths => cartOperationPaths(`${CARTS_PREFIX}/${enc(id)}`),
} as const;

export type CartOperation =
  | 'getCart'
  | 'updateCart'
  | 'deleteCart'
  | 'addToCart'
  | 'removeLineItems'
  | 'updateLineItemsQuantity'
  | 'removeCoupon'
  | 'estimateTotals'
  | 'createCheckout'
  | 'removeBusinessLocation';

export interface CartRoute {
  operation: CartOperation;
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST';
  /** The operation's path under one cart: `route.path(cartPaths)` or `route.path(cartPaths.byId(id))`. */
  path: (cart: CartOperationPaths) => string;
  /** The reference documents it for a cart by id only (no `/carts/current/…` form): served only there. */
  byIdOnly?: true;
}

/**
 * The one cart route table: each operation once, served on the current cart and on a cart by id. The REST
 * reference's Create Cart (`POST /ecom/v1/carts`) is not in it: the sandbox keeps one cart per visitor or member,
 * made by the first Add To Current Cart (README, "Differences from the platform").
 */
export const cartRoutes: readonly CartRoute[] = [
  { operation: 'getCart', method: 'GET', path: (c) => c.root() },
  { operation: 'updateCart', method: 'PATCH', path: (c) => c.root() },
  { operation: 'deleteCart', method: 'DELETE', path: (c) => c.root() },
  { operation: 'addToCart', method: 'POST', path: (c) => c.add() },
  { operation: 'removeLineItems', method: 'POST', path: (c) => c.removeLineItems() },
  { operation: 'updateLineItemsQuantity', method: 'POST', path: (c) => c.updateQuantities() },
  { operation: 'removeCoupon', method: 'POST', path: (c) => c.removeCoupon() },
  { operation: 'estimateTotals', method: 'POST', path: (c) => c.estimateTotals() },
  { operation: 'createCheckout', method: 'POST', path: (c) => c.createCheckout() },
  { operation: 'removeBusinessLocation', method: 'POST', path: (c) => c.removeBusinessLocation(), byIdOnly: true },
];
