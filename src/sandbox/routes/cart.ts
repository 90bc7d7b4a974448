// The current cart (`/ecom/v1/carts/current…`, wire/cart-identity.md §4): the caller's token picks the cart.
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
import { jsonBody, type RequestContext } from '../context.js';
import { identifyShopper } from '../domain/cart/cart-owner.js';
import {
  addToCart,
  deleteCart,
  estimateCart,
  getCart,
  removeCoupon,
  removeLineItems,
  updateCart,
  updateQuantities,
  type CartCall,
} from '../domain/cart/cart-service.js';
import { createCheckout } from '../domain/cart/checkouts.js';
import type { Router } from '../router.js';
import { parseWith } from '../validation.js';

const call = (ctx: RequestContext): CartCall => ({ env: ctx, shopper: identifyShopper(ctx) });
const body = <S extends z.ZodType>(ctx: RequestContext, schema: S): z.output<S> => parseWith(schema, jsonBody(ctx), '');

export function registerCart(router: Router): void {
  const cart = paths.cart;
  router.get(cart.current(), (ctx) => getCart(call(ctx)));
  router.patch(cart.current(), (ctx) => {
    const shopper = call(ctx);
    return updateCart(shopper, body(ctx, UpdateCartRequestSchema));
  });
  router.delete(cart.current(), (ctx) => deleteCart(call(ctx)));
  router.post(cart.add(), (ctx) => {
    const shopper = call(ctx);
    return addToCart(shopper, body(ctx, AddToCartRequestSchema));
  });
  router.post(cart.removeLineItems(), (ctx) => {
    const shopper = call(ctx);
    return removeLineItems(shopper, body(ctx, RemoveLineItemsRequestSchema).lineItemIds);
  });
  router.post(cart.updateQuantities(), (ctx) => {
    const shopper = call(ctx);
    return updateQuantities(shopper, body(ctx, UpdateQuantitiesRequestSchema).lineItems);
  });
  router.post(cart.removeCoupon(), (ctx) => removeCoupon(call(ctx)));
  router.post(cart.estimateTotals(), (ctx) => {
    const shopper = call(ctx);
    return estimateCart(shopper, body(ctx, EstimateTotalsRequestSchema));
  });
  router.post(cart.createCheckout(), (ctx) => {
    const shopper = call(ctx);
    return createCheckout(shopper, body(ctx, CreateCheckoutRequestSchema));
  });
}
