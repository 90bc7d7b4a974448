// Every SDK function the sandbox does not serve and test, with the reason: one line each, `'<module>.<function>':
// reason`. test/conformance/sdk-coverage/coverage.test.ts fails on a function that is neither served and called by
// a conformance test nor listed here, and on a line that is no longer true (the function is now served and tested,
// or no longer exists in the SDK) — serve it, test it through the SDK, then delete its line.
// `npm run sdk-coverage` prints the whole table.

/** The sandbox answers 501 Not Implemented naming the call (src/wire/api/catalog-v3/unserved.ts). */
export const ANSWERED_501 = 'answered 501 Not Implemented, naming the call: the sandbox has no product groups, promotions or catalog imports';
const HOSTED_CHECKOUT = "not served: the product hands the buyer to the platform's hosted checkout page; it makes no Checkout API call";

export const NOT_SERVED: Readonly<Record<string, string>> = {
  // productsV3
  // readOnlyVariantsV3
  // productGroupsV3
  'productGroupsV3.createProductGroup': ANSWERED_501,
  'productGroupsV3.updateProductGroup': ANSWERED_501,
  'productGroupsV3.deleteProductGroup': ANSWERED_501,
  'productGroupsV3.getProductGroup': ANSWERED_501,
  'productGroupsV3.queryProductGroups': ANSWERED_501,
  'productGroupsV3.searchProductGroups': ANSWERED_501,
  'productGroupsV3.bulkCreateProductGroups': ANSWERED_501,
  'productGroupsV3.bulkUpdateProductGroups': ANSWERED_501,
  'productGroupsV3.assignProductsToProductGroup': ANSWERED_501,
  'productGroupsV3.unassignProductsFromProductGroup': ANSWERED_501,
  'productGroupsV3.bulkDeleteProductGroups': ANSWERED_501,
  'productGroupsV3.bulkUpdateProductGroupTags': ANSWERED_501,
  'productGroupsV3.bulkUpdateProductGroupTagsByFilter': ANSWERED_501,
  // promotionsV3
  'promotionsV3.createPromotion': ANSWERED_501,
  'promotionsV3.getPromotion': ANSWERED_501,
  'promotionsV3.updatePromotion': ANSWERED_501,
  'promotionsV3.deletePromotion': ANSWERED_501,
  'promotionsV3.queryPromotions': ANSWERED_501,
  'promotionsV3.bulkCreatePromotions': ANSWERED_501,
  'promotionsV3.bulkUpdatePromotions': ANSWERED_501,
  'promotionsV3.bulkDeletePromotions': ANSWERED_501,
  'promotionsV3.bulkUpdatePromotionTags': ANSWERED_501,
  'promotionsV3.bulkUpdatePromotionTagsByFilter': ANSWERED_501,
  'promotionsV3.searchPromotions': ANSWERED_501,
  'promotionsV3.resolvePromotions': ANSWERED_501,
  // catalogImportsV3
  'catalogImportsV3.createCatalogImport': ANSWERED_501,
  'catalogImportsV3.addProductsToImport': ANSWERED_501,
  'catalogImportsV3.submitCatalogImport': ANSWERED_501,
  // cart
  'cart.createCart': 'not served yet: carts start as the current cart (add to current cart); no route creates one by id',
  'cart.getCartByCheckoutId': 'not served yet: the sandbox keeps no checkouts to look a cart up by',
  // checkout
  'checkout.createCheckout': HOSTED_CHECKOUT,
  'checkout.getCheckout': HOSTED_CHECKOUT,
  'checkout.getCheckoutByCartId': HOSTED_CHECKOUT,
  'checkout.getWixCheckoutUrl': HOSTED_CHECKOUT,
  'checkout.getCheckoutUrl': HOSTED_CHECKOUT,
  'checkout.updateCheckout': HOSTED_CHECKOUT,
  'checkout.removeCoupon': HOSTED_CHECKOUT,
  'checkout.removeGiftCard': HOSTED_CHECKOUT,
  'checkout.removeOverrideCheckoutUrl': HOSTED_CHECKOUT,
  'checkout.addToCheckout': HOSTED_CHECKOUT,
  'checkout.removeLineItems': HOSTED_CHECKOUT,
  'checkout.createOrder': HOSTED_CHECKOUT,
  'checkout.createOrderAndCharge': HOSTED_CHECKOUT,
  'checkout.markCheckoutAsCompletedAndRedirectToUrl': HOSTED_CHECKOUT,
  'checkout.markCheckoutAsCompleted': HOSTED_CHECKOUT,
  'checkout.updateLineItemsQuantity': HOSTED_CHECKOUT,
  // oauth
  'oauth.jwks': 'not served: the sandbox issues opaque tokens, so there are no signing keys to publish',
};
