// Where the sandbox's hosted pages live (on the sandbox's own origin). The product page path is the one the
// catalog already advertises in `productPageUrl` and line items' `url`.

export const pagePaths = {
  checkout: () => '/checkout',
  placeOrder: () => '/checkout/place-order',
  product: (slug: string) => `/product-page/${encodeURIComponent(slug)}`,
  /** Flows of other apps (bookings, events, paid plans, order payment), one page per intent. */
  hosted: (intent: string) => `/hosted/${encodeURIComponent(intent)}`,
  short: (sessionId: string) => `/r/${encodeURIComponent(sessionId)}`,
} as const;
