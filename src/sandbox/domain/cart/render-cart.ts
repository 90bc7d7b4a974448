// Stored cart → the wire Cart (docs/wire/cart-identity.md §4.1), with line items priced from the catalog now.
import type { DatabaseSync } from 'node:sqlite';
import type { SandboxClock } from '../../clock.js';
import type { CartState } from './cart-state.js';
import { findCoupon } from './coupons.js';
import { renderLineItem, type RenderedLineItem } from './line-items.js';
import { CURRENCY } from '../../../wire/money.js';
import { multiCurrency } from './money.js';
import { normalizeDestination } from './tax.js';
import { calculateTotals, type PricedLine, type TotalsInput } from './totals.js';

export interface CartEnv {
  db: DatabaseSync;
  clock: SandboxClock;
  baseUrl: string;
  /** Admin-elevated callers see hidden products in their line items; visitors and members do not. */
  seesHidden: boolean;
}

export interface CartView {
  wire: Record<string, unknown>;
  lines: RenderedLineItem[];
  priced: PricedLine[];
}

/** What every totals run of this cart shares; the estimate adds the destination and options it was asked for. */
export function totalsInputOf(cart: CartState, priced: PricedLine[]): TotalsInput {
  return {
    lines: priced,
    coupon: cart.couponCode ? findCoupon(cart.couponCode) : undefined,
    merchantDiscounts: cart.merchantDiscounts?.map((d) => ({ amount: d.amount, lineIds: d.lineItemIds })),
    destination: normalizeDestination(cart.contactInfo?.address),
    shippingCode: cart.selectedShippingOption?.code,
    calculateTax: false,
    calculateShipping: false,
  };
}

function cartDiscounts(cart: CartState, priced: PricedLine[]) {
  const totals = calculateTotals(totalsInputOf(cart, priced));
  const coupon = cart.couponCode ? findCoupon(cart.couponCode) : undefined;
  const merchant = totals.discounts.filter((d) => d.source === 'merchant');
  return [
    ...(coupon ? [{ coupon: { id: coupon.id, code: coupon.code } }] : []),
    ...merchant.map((d) => ({ merchantDiscount: { amount: multiCurrency(d.amount) } })),
  ];
}

export function renderCart(env: CartEnv, cart: CartState): CartView {
  const lines = cart.lineItems.map((item) => renderLineItem(env, item));
  const priced = lines.flatMap((line) => (line.priced ? [line.priced] : []));
  const buyerInfo = cart.owner.kind === 'member' ? { memberId: cart.owner.id } : { visitorId: cart.owner.id };
  const wire = {
    id: cart.id,
    lineItems: lines.map((line) => line.wire),
    ...(cart.buyerNote !== undefined ? { buyerNote: cart.buyerNote } : {}),
    buyerInfo: { ...buyerInfo, ...(cart.email ? { email: cart.email } : {}) },
    currency: CURRENCY,
    conversionCurrency: CURRENCY,
    paymentCurrency: CURRENCY,
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    subtotal: multiCurrency(priced.reduce((sum, line) => sum + line.unit * line.quantity, 0)),
    appliedDiscounts: cartDiscounts(cart, priced),
    ...(cart.contactInfo ? { contactInfo: cart.contactInfo } : {}),
    ...(cart.selectedShippingOption ? { selectedShippingOption: cart.selectedShippingOption } : {}),
    ...(cart.businessLocationId ? { businessLocationId: cart.businessLocationId } : {}),
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    revision: String(cart.revision),
  };
  return { wire, lines, priced };
}
