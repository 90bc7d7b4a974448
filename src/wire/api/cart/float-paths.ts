// A cart's float fields (docs/wire/cart-identity.md), apart from the cart schemas (cart/cart.ts) so a client that
// only sends never loads zod.

/** Float fields of a cart (docs/wire/cart-identity.md §3): non-finite values travel as strings. */
export const CART_FLOAT_PATHS = ['lineItems.physicalProperties.weight', 'lineItems.image.focalPoint.x', 'lineItems.image.focalPoint.y'];
