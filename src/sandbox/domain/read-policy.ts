// Who may see a product and its merchant data: the one rule every read path calls — REST reads (products,
// collections, store variants), GraphQL, cart line items (add and stale), hosted product pages and redirect intents.
// Hidden products and hidden variants do not exist for visitors and members; the site admin sees everything.
// (Two SQL fast paths apply the same rule in the query itself: tables/products.ts pageProducts and the collection
// product counts; change them with this.)
import type { Caller } from '../auth.js';
import type { ProductState } from './product-state.js';

/** Only the admin sees hidden products, hidden variants and their counts. */
export const seesHidden = (caller: Caller): boolean => caller.role === 'admin';

/** Hosted pages are opened in a shopper's browser with no credentials: they see what any shopper sees. */
export const PUBLIC_VIEW = false;

/** May a caller who `seesHidden` (or not) see this product at all? */
export function canSeeProduct(product: ProductState, seesHiddenItems: boolean): boolean {
  return seesHiddenItems || product.input.visible !== false;
}

/** The product when the caller may see it; undefined when it does not exist or is hidden from the caller. */
export function visibleProduct(product: ProductState | undefined, seesHiddenItems: boolean): ProductState | undefined {
  return product && canSeeProduct(product, seesHiddenItems) ? product : undefined;
}

/** May the caller see this variant (of a product it may see)? */
export function canSeeVariant(variant: { visible: boolean }, seesHiddenItems: boolean): boolean {
  return seesHiddenItems || variant.visible === true;
}

/** Merchant data (cost, profit, margin) when a read asks for it (`includeMerchantSpecificData`): the admin only. */
export function seesMerchantData(caller: Caller, requested: boolean): boolean {
  return requested && caller.role === 'admin';
}
