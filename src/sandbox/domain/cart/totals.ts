// The arithmetic of a cart estimate, on integer cents and nothing else (no wire shapes, no storage), so it can be
// checked line by line. Order: subtotal → automatic merchant discount → the admin's merchant discounts → coupon →
// shipping → tax → total.
// Item discounts are split across line items in proportion to what is left of each; tax is rounded per line.
import { AUTOMATIC_DISCOUNT, type Coupon } from './coupons.js';
import { allocate, centsToText, formatMoney, mulDivHalfUp } from '../../../wire/money.js';
import type { Cents } from './money.js';
import { shippingQuotes, shippingRegionFor, type ShippingQuote, type ShippingRegion } from './shipping.js';
import { taxRateFor, type Destination, type TaxRate } from './tax.js';

export interface PricedLine {
  id: string;
  /** Unit price after the catalog's own discount. */
  unit: Cents;
  quantity: number;
  /** Unit weight in kg. */
  weightKg: number;
  shippable: boolean;
}

/** An admin's merchant discount: an amount off the named lines (all lines when none are named). */
export interface ManualDiscount {
  amount: Cents;
  lineIds?: readonly string[];
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  coupon?: Coupon;
  merchantDiscounts?: readonly ManualDiscount[];
  destination: Destination;
  shippingCode?: string;
  calculateTax: boolean;
  calculateShipping: boolean;
}

export interface LineTotals {
  id: string;
  /** unit × quantity */
  amount: Cents;
  discount: Cents;
  /** amount − discount */
  taxable: Cents;
  tax: Cents;
}

export interface DiscountLine {
  source: 'merchant' | 'coupon';
  coupon?: Coupon;
  percentage?: number;
  name: string;
  amount: Cents;
  type: 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';
  lineIds: string[];
}

export interface ShippingTotals {
  region?: ShippingRegion;
  quotes: ShippingQuote[];
  selected?: ShippingQuote;
  /** The requested option code when no option has it (the first option is used instead). */
  unknownCode?: string;
  price: Cents;
  discount: Cents;
  taxable: Cents;
  tax: Cents;
}

export interface Totals {
  subtotal: Cents;
  lines: LineTotals[];
  discounts: DiscountLine[];
  itemDiscount: Cents;
  shipping: ShippingTotals;
  taxRate?: TaxRate;
  taxableAmount: Cents;
  tax: Cents;
  /** Item discounts + the shipping discount. */
  discount: Cents;
  total: Cents;
  /** Why the cart's coupon gave nothing (e.g. the minimum subtotal is not reached). */
  couponProblem?: { code: string; description: string };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function itemDiscounts(input: TotalsInput, amounts: Cents[], subtotal: Cents) {
  const discounts: DiscountLine[] = [];
  const perLine = amounts.map(() => 0);
  const lineIds = input.lines.map((l) => l.id);
  /** Takes `line.amount` (at most what is left) off the lines `only` names, or off every line. */
  const apply = (line: Omit<DiscountLine, 'lineIds' | 'type'>, only?: readonly string[]) => {
    const remaining = amounts.map((a, i) => (only && !only.includes(lineIds[i]) ? 0 : a - perLine[i]));
    const amount = Math.min(line.amount, sum(remaining));
    if (amount <= 0) return;
    allocate(amount, remaining).forEach((share, i) => (perLine[i] += share));
    const targets = only ? lineIds.filter((id) => only.includes(id)) : lineIds;
    discounts.push({ ...line, amount, type: only ? 'SPECIFIC_ITEMS' : 'GLOBAL', lineIds: targets });
  };
  if (subtotal >= AUTOMATIC_DISCOUNT.minimumSubtotal) {
    const { percentage, name } = AUTOMATIC_DISCOUNT;
    apply({ source: 'merchant', percentage, name, amount: mulDivHalfUp(subtotal, percentage, 100) });
  }
  for (const manual of input.merchantDiscounts ?? []) {
    apply({ source: 'merchant', name: 'Merchant discount', amount: manual.amount }, manual.lineIds?.length ? manual.lineIds : undefined);
  }
  const { coupon } = input;
  let couponProblem: Totals['couponProblem'];
  if (coupon && subtotal < coupon.minimumSubtotal) {
    couponProblem = {
      code: 'ERROR_MINIMUM_SUBTOTAL_NOT_REACHED',
      description: `Coupon ${coupon.code} needs a subtotal of at least ${formatMoney(centsToText(coupon.minimumSubtotal))}`,
    };
  } else if (coupon?.kind === 'percent-off') {
    apply({ source: 'coupon', coupon, name: coupon.name, amount: mulDivHalfUp(subtotal - sum(perLine), coupon.value, 100) });
  } else if (coupon?.kind === 'amount-off') {
    apply({ source: 'coupon', coupon, name: coupon.name, amount: coupon.value });
  }
  return { discounts, perLine, couponProblem };
}

function shippingFor(input: TotalsInput, merchandise: Cents, freeShipping: boolean): ShippingTotals {
  const shippable = input.lines.filter((l) => l.shippable);
  if (!input.calculateShipping || shippable.length === 0) return { quotes: [], price: 0, discount: 0, taxable: 0, tax: 0 };
  const region = shippingRegionFor(input.destination);
  const weight = sum(shippable.map((l) => l.weightKg * l.quantity));
  const quotes = shippingQuotes(region, merchandise, weight);
  const requested = input.shippingCode ? quotes.find((q) => q.code === input.shippingCode) : undefined;
  const selected = requested ?? quotes[0];
  const unknownCode = input.shippingCode && !requested ? input.shippingCode : undefined;
  const discount = freeShipping ? selected.price : 0;
  return { region, quotes, selected, unknownCode, price: selected.price, discount, taxable: 0, tax: 0 };
}

export function calculateTotals(input: TotalsInput): Totals {
  const amounts = input.lines.map((l) => l.unit * l.quantity);
  const subtotal = sum(amounts);
  const { discounts, perLine, couponProblem } = itemDiscounts(input, amounts, subtotal);
  const itemDiscount = sum(perLine);

  const freeShipping = input.coupon?.kind === 'free-shipping' && !couponProblem;
  const shipping = shippingFor(input, subtotal - itemDiscount, freeShipping);
  if (shipping.discount > 0 && input.coupon) {
    const { coupon } = input;
    discounts.push({ source: 'coupon', coupon, name: coupon.name, amount: shipping.discount, type: 'SHIPPING', lineIds: [] });
  }

  const taxRate = input.calculateTax ? taxRateFor(input.destination) : undefined;
  const taxOf = (taxable: Cents) => (taxRate ? mulDivHalfUp(taxable, taxRate.ppm, 1_000_000) : 0);
  const lines = input.lines.map((line, i): LineTotals => {
    const taxable = amounts[i] - perLine[i];
    return { id: line.id, amount: amounts[i], discount: perLine[i], taxable, tax: taxOf(taxable) };
  });
  if (taxRate?.taxesShipping) {
    shipping.taxable = shipping.price - shipping.discount;
    shipping.tax = taxOf(shipping.taxable);
  }
  const taxableAmount = taxRate ? sum(lines.map((l) => l.taxable)) + shipping.taxable : 0;
  const tax = sum(lines.map((l) => l.tax)) + shipping.tax;
  const discount = itemDiscount + shipping.discount;
  const total = subtotal - discount + shipping.price + tax;
  return { subtotal, lines, discounts, itemDiscount, shipping, taxRate, taxableAmount, tax, discount, total, couponProblem };
}
