// The eCommerce Cart V1 routes, registered from the one cart route table (wire/api/cart/paths.ts): each operation
// has one handler, served on the caller's current cart (`/ecom/v1/carts/current/…`) and on a cart by id
// (`/ecom/v1/carts/{id}/…`); cart-owner.ts decides which cart and with what rights, cart-service.ts does the work.
import type * as z from 'zod';
import { paths } from '../../wire/api/paths.js';
import {
  AddToCartRequestSchema,
  CreateCheckoutRequestSchema,
  EstimateTotalsRequestSchema,
  RemoveLineItemsRequestSchema,
  UpdateCartRequestSchema,
  UpdateQuantitiesRequestSchema,
} from '../../wire/api/cart/cart.js';
import { CURRENT_CART_SEGMENT, cartRoutes, type CartOperation, type CartOperationPaths } from '../../wire/api/cart/paths.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { applicationError } from '../http-errors.js';
import { cartByIdAccess, currentCartAccess, type CartAccess } from '../domain/cart/cart-owner.js';
import {
  addToCart,
  deleteCart,
  estimateCart,
  getCart,
  removeBusinessLocation,
  removeCoupon,
  removeLineItems,
  updateCart,
  updateQuantities,
  type CartCall,
} from '../domain/cart/cart-service.js';
import { createCheckout } from '../domain/cart/checkouts.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';

const body = <S extends z.ZodType>(ctx: RequestContext, schema: S): z.output<S> => parseWith(schema, jsonBody(ctx), '');

/** One handler per operation; `call` is resolved (and the caller checked) before the body is read. */
const handlers: Record<CartOperation, (call: CartCall, ctx: RequestContext) => unknown> = {
  getCart: (call) => getCart(call),
  updateCart: (call, ctx) => updateCart(call, body(ctx, UpdateCartRequestSchema)),
  deleteCart: (call) => deleteCart(call),
  addToCart: (call, ctx) => addToCart(call, body(ctx, AddToCartRequestSchema)),
  removeLineItems: (call, ctx) => removeLineItems(call, body(ctx, RemoveLineItemsRequestSchema).lineItemIds),
  updateLineItemsQuantity: (call, ctx) => updateQuantities(call, body(ctx, UpdateQuantitiesRequestSchema).lineItems),
  removeCoupon: (call) => removeCoupon(call),
  estimateTotals: (call, ctx) => estimateCart(call, body(ctx, EstimateTotalsRequestSchema)),
  createCheckout: (call, ctx) => createCheckout(call, body(ctx, CreateCheckoutRequestSchema)),
  removeBusinessLocation: (call) => removeBusinessLocation(call),
};

/** The two ways to address a cart: the caller's current one, or one by the path's id. */
const addressings: ReadonlyArray<{ byId: boolean; paths: CartOperationPaths; access: (ctx: RequestContext) => CartAccess }> = [
  { byId: false, paths: paths.cart, access: currentCartAccess },
  { byId: true, paths: paths.cart.byId(param('id')), access: (ctx) => cartByIdAccess(ctx, cartIdOf(ctx)) },
];

/** `current` is never a cart id: an operation the current cart does not have (by id only) is no route there. */
function cartIdOf(ctx: RequestContext): string {
  const id = pathParam(ctx, 'id');
  if (id === CURRENT_CART_SEGMENT) throw applicationError(404, 'Not found', 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
  return id;
}

export function registerCart(router: Router): void {
  for (const route of cartRoutes) {
    const handler = handlers[route.operation];
    for (const addressing of addressings) {
      if (route.byIdOnly && !addressing.byId) continue;
      router.add(route.method, route.path(addressing.paths), (ctx) => handler({ env: ctx, access: addressing.access(ctx) }, ctx));
    }
  }
}
