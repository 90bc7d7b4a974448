// What the sandbox stores for a current cart. Prices, names and availability are NOT stored for catalog items:
// they are read from the catalog whenever the cart is rendered, so a price change shows in every cart at once.
// The snapshot is only what is needed to show an item whose product has since disappeared.
import type { CatalogReference, ContactInfo, CustomLineItemInput } from '../../../wire/api/cart/cart.js';

export interface StoredLineItem {
  id: string;
  quantity: number;
  /** Catalog items: the reference as sent, plus the variant it resolved to. */
  catalogReference?: CatalogReference;
  variantId?: string;
  /** V3: the modifier choices and texts the line chose (CatalogItem.modifiers); one variant is one line per choice. */
  modifiers?: string;
  /** Custom line items: the caller's own fields (admin only). */
  custom?: CustomLineItemInput;
  /** catalogOverrideFields an admin-elevated caller set: the name, and prices in cents. */
  overrides?: { productName?: string; price?: number; fullPrice?: number };
  snapshot: { productName: string; unitCents: number };
}

export interface CartOwner {
  kind: 'visitor' | 'member';
  id: string;
}

export interface CartState {
  id: string;
  owner: CartOwner;
  createdDate: string;
  updatedDate: string;
  revision: number;
  lineItems: StoredLineItem[];
  buyerNote?: string;
  email?: string;
  contactInfo?: ContactInfo;
  couponCode?: string;
  /** The admin's merchant discounts (cart update `merchantDiscounts`), amounts in cents. */
  merchantDiscounts?: Array<{ amount: number; lineItemIds?: string[] }>;
  selectedShippingOption?: { code: string; carrierId?: string };
  businessLocationId?: string;
  checkoutId?: string;
}

/** The key of the owner's one current cart. */
export const ownerKey = (owner: CartOwner): string => `${owner.kind}:${owner.id}`;
