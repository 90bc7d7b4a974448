// Who may see a product and its merchant data: the one rule every read path calls — REST reads (products,
// collections, store variants, Catalog V3 products, variants and category items), GraphQL, cart line items (add and
// stale), hosted product pages and redirect intents.
// Hidden products and hidden variants do not exist for visitors and members; the site admin sees everything.
// (SQL fast paths apply the same rule in the query itself: tables/products.ts pageProducts, the collection product
// counts, tables/v3-products.ts pageProductsV3 and countProductsV3; change them with this.)
import type { Caller } from '../auth.js';
import { applicationError } from '../http-errors.js';
import type { ProductState } from './product-state.js';
import type { StoredProductV3 } from './v3/product-model.js';

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

/**
 * Merchant data (cost, profit, margin: V3 `fields: ["MERCHANT_DATA"]`) is for the admin only; a visitor or member
 * asking for it is refused (the platform's NO_PERMISSION_TO_READ_MERCHANT_DATA). True when it is asked for and allowed.
 */
export function mayReadMerchantData(caller: Caller, fields: readonly string[]): boolean {
  if (!fields.includes('MERCHANT_DATA')) return false;
  if (caller.role !== 'admin') {
    throw applicationError(403, 'Permission denied', 'NO_PERMISSION_TO_READ_MERCHANT_DATA', 'Merchant data (cost, profit, margin) is returned to admin callers only; drop MERCHANT_DATA from fields');
  }
  return true;
}
