// The interactive cart's data as plain text values, so the screen needs no knowledge of the wire shapes
// (src/commands/cart/cart-screen-data.ts builds these from the platform's cart).

export interface CartLineView {
  id: string;
  /** Product name with its choices, e.g. "Sun Hat (L, Navy)". */
  name: string;
  quantity: number;
  price: string;
  total: string;
  /** e.g. "only 2 left", "out of stock". */
  note: string;
}

export interface CartView {
  lines: CartLineView[];
  subtotal: string;
  coupon?: string;
}

export interface TotalsView {
  /** label, amount, note — e.g. ["Tax", "$6.12", "8%"]. */
  rows: Array<[string, string, string?]>;
  warnings: string[];
}

export interface CartActions {
  /** The cart now (no lines when there is no cart yet). */
  load(): Promise<CartView>;
  /** 0 removes the line. Resolves with the cart after the change. */
  setQuantity(line: CartLineView, quantity: number): Promise<CartView>;
  remove(line: CartLineView): Promise<CartView>;
  /** An empty code removes the coupon. */
  applyCoupon(code: string): Promise<CartView>;
  totals(): Promise<TotalsView>;
  checkout(): Promise<{ checkoutId: string; url: string }>;
  openUrl(url: string): Promise<void>;
}
