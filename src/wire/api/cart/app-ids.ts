// The app ids the cart and the Categories API name the stores app by (docs/wire/cart-identity.md), apart from the
// cart schemas (cart/cart.ts) so a caller that only needs the id never loads zod.

/** Wix Stores' app id: `catalogReference.appId` of every catalog line item. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
