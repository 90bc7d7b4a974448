// The current cart (docs/wire/cart-identity.md §4). The platform picks the cart from the caller's visitor/member
// token, so no call names a cart id. Every call goes to the write host, GETs included: the current cart is not
// served by the read host.
import { decodeFloats, underKey } from '../codec.js';
import { paths } from '../../wire/api/paths.js';
import { CART_FLOAT_PATHS } from '../../wire/api/cart/float-paths.js';
import type {
  AddToCartRequest,
  Cart,
  CreateCheckoutRequest,
  EstimateTotalsRequest,
  QuantityChange,
  UpdateCartRequest,
} from '../../wire/api/cart/cart.js';
import type { EstimateTotalsResponse } from '../../wire/api/cart/cart-estimate.js';
import type { Transport } from '../transport.js';
import type { CallOptions, HttpMethod } from '../types.js';

const ONE = underKey('cart', CART_FLOAT_PATHS);

export class CartResource {
  constructor(private readonly transport: Transport) {}

  /** 404 `OWNED_CART_NOT_FOUND` (ApiNotFoundError) until the first item is added. */
  get(options: CallOptions = {}): Promise<Cart> {
    return this.cartCall('GET', paths.cart.root(), undefined, true, options);
  }

  /**
   * PATCH: cart info, a coupon code, line items to add (or, with an `id`, re-quantify), custom line items, merchant
   * discounts. The last two are admin fields: pass `options.auth` elevated with the admin key.
   */
  update(request: UpdateCartRequest, options: CallOptions = {}): Promise<Cart> {
    return this.cartCall('PATCH', paths.cart.root(), request, false, options);
  }

  /** Creates the cart on first use; the same variant added again adds to its line's quantity. */
  addItems(request: AddToCartRequest, options: CallOptions = {}): Promise<Cart> {
    return this.cartCall('POST', paths.cart.add(), request, false, options);
  }

  removeItems(lineItemIds: string[], options: CallOptions = {}): Promise<Cart> {
    return this.cartCall('POST', paths.cart.removeLineItems(), { lineItemIds }, false, options);
  }

  /** Sets quantities (capped by the platform at the stock left). */
  updateQuantities(lineItems: QuantityChange[], options: CallOptions = {}): Promise<Cart> {
    return this.cartCall('POST', paths.cart.updateQuantities(), { lineItems }, true, options);
  }

  removeCoupon(options: CallOptions = {}): Promise<Cart> {
    return this.cartCall('POST', paths.cart.removeCoupon(), {}, true, options);
  }

  /** A read, although it is a POST: safe to retry. */
  async estimateTotals(request: EstimateTotalsRequest = {}, options: CallOptions = {}): Promise<EstimateTotalsResponse> {
    const response = await this.transport.request<EstimateTotalsResponse>({
      method: 'POST',
      path: paths.cart.estimateTotals(),
      body: request,
      idempotent: true,
      signal: options.signal,
      auth: options.auth,
    });
    return decodeFloats(response, ONE);
  }

  /** The platform keeps one checkout per cart and refreshes it, so a retry returns the same id. */
  createCheckout(request: CreateCheckoutRequest, options: CallOptions = {}): Promise<{ checkoutId: string }> {
    return this.transport.request<{ checkoutId: string }>({
      method: 'POST',
      path: paths.cart.createCheckout(),
      body: request,
      idempotent: true,
      signal: options.signal,
    });
  }

  async delete(options: CallOptions = {}): Promise<void> {
    await this.transport.request({ method: 'DELETE', path: paths.cart.root(), signal: options.signal });
  }

  private async cartCall(method: HttpMethod, path: string, body: unknown, idempotent: boolean, options: CallOptions): Promise<Cart> {
    const response = await this.transport.request<{ cart: Cart }>({ method, path, body, idempotent, signal: options.signal, auth: options.auth });
    return decodeFloats(response, ONE).cart;
  }
}
