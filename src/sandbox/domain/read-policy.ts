// Who may see a product and its merchant data: the one rule every read path calls — REST reads (products,
// collections, store variants, Catalog V3 products, variants, inventory items, category items, category item
// counters and the categories of an item), GraphQL, cart line items (add and stale), hosted product pages and
// redirect intents. test/unit/sandbox/route-authorization.test.ts holds every route of the sandbox to it.
// Hidden products and hidden variants do not exist for visitors and members; the site admin sees everything.
// Merchant data (cost, profit, margin, cost range) is likewise the admin's alone: visitors and members get products
// and variants without it, on every read path, and before any filter runs (so a filter cannot probe it either); on
// V3 asking for it (`fields: ["MERCHANT_DATA"]`) without being the admin is refused.
// Both rules grant the same caller, so the boolean "admin view" that read paths carry (`includeHidden`) decides both.
// (SQL fast paths apply the same rule in the query itself: tables/product-query.ts (whereOf), the collection product
// counts, tables/v3-products.ts pageProductsV3 and countProductsV3; change them with this.)
import type { Caller } from '../auth.js';
import { applicationError } from '../http-errors.js';
import type { ProductState } from './v1/product-state.js';
import type { StoredProductV3 } from './v3/product-state.js';

/** A product of either catalog version. */
type AnyProduct = ProductState | StoredProductV3;
const isVisible = (product: AnyProduct): boolean => ('input' in product ? product.input.visible !== false : product.visible);

/** Only the admin sees hidden products, hidden variants and their counts. */
export const seesHidden = (caller: Caller): boolean => caller.role === 'admin';

/** Hosted pages are opened in a shopper's browser with no credentials: they see what any shopper sees. */
export const PUBLIC_VIEW = false;

/** May a caller who `seesHidden` (or not) see this product at all? */
export function canSeeProduct(product: AnyProduct, seesHiddenItems: boolean): boolean {
  return seesHiddenItems || isVisible(product);
}

/** The product when the caller may see it; undefined when it does not exist or is hidden from the caller. */
export function visibleProduct<P extends AnyProduct>(product: P | undefined, seesHiddenItems: boolean): P | undefined {
  return product && canSeeProduct(product, seesHiddenItems) ? product : undefined;
}

/** May the caller see this variant (of a product it may see)? */
export function canSeeVariant(variant: { visible: boolean }, seesHiddenItems: boolean): boolean {
  return seesHiddenItems || variant.visible === true;
}

/** An inventory item is its variant's stock: seen by whoever may see both the product and that variant. */
export function canSeeStockOf(product: AnyProduct | undefined, variant: { visible: boolean } | undefined, seesHiddenItems: boolean): boolean {
  return product !== undefined && canSeeProduct(product, seesHiddenItems) && (variant === undefined || canSeeVariant(variant, seesHiddenItems));
}

/** How many of these products the caller may see (a category's item counter counts only those). */
export function countVisible(products: ReadonlyArray<AnyProduct | undefined>, seesHiddenItems: boolean): number {
  return products.filter((product) => visibleProduct(product, seesHiddenItems) !== undefined).length;
}

/** Only the admin sees cost, profit, margin and the cost range. */
export const seesMerchantData = (caller: Caller): boolean => caller.role === 'admin';

/**
 * Merchant data (cost, profit, margin: V3 `fields: ["MERCHANT_DATA"]`) is for the admin only; a visitor or member
 * asking for it is refused (the platform's NO_PERMISSION_TO_READ_MERCHANT_DATA). True when it is asked for and allowed.
 */
export function mayReadMerchantData(caller: Caller, fields: readonly string[]): boolean {
  if (!fields.includes('MERCHANT_DATA')) return false;
  if (!seesMerchantData(caller)) {
    throw applicationError(403, 'Permission denied', 'NO_PERMISSION_TO_READ_MERCHANT_DATA', 'Merchant data (cost, profit, margin) is returned to admin callers only; drop MERCHANT_DATA from fields');
  }
  return true;
}

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
