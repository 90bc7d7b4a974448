// Who may see a product and its merchant data: the one rule every read path calls — REST reads (products,
// collections, store variants), GraphQL, cart line items (add and stale), hosted product pages and redirect intents.
// Hidden products and hidden variants do not exist for visitors and members; the site admin sees everything.
// Merchant data (cost, profit, margin, cost range) is likewise the admin's alone: visitors and members get products
// and variants without it, on every read path, and before any filter runs (so a filter cannot probe it either).
// Both rules grant the same caller, so the boolean "admin view" that read paths carry (`includeHidden`) decides both.
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

/** Only the admin sees cost, profit, margin and the cost range. */
export const seesMerchantData = (caller: Caller): boolean => caller.role === 'admin';

const MERCHANT_FIELDS = new Set(['costAndProfitData', 'costRange']);

/** What a copy without merchant data looks like: those keys dropped at any depth (a product, its variants, a row). */
function withoutMerchantData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMerchantData);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !MERCHANT_FIELDS.has(key)).map(([key, inner]) => [key, withoutMerchantData(inner)]));
}

/** A rendered product, variant or store variant as the caller may see it: merchant data only in the admin view. */
export function merchantView<T>(entity: T, adminView: boolean): T {
  return adminView ? entity : (withoutMerchantData(entity) as T);
}
