// The estimate-totals response (docs/wire/cart-identity.md §4.3), built from the cents arithmetic of totals.ts; lines a
// selected membership pays (memberships.ts) are left out of `payNow`.
import type { EstimateTotalsRequest } from '../../../wire/api/cart/cart.js';
import type { CartState } from './cart-state.js';
import { CURRENCY } from '../../../wire/money.js';
import { multiCurrency as money, type Cents } from './money.js';
import { membershipOutcome } from './memberships.js';
import { renderCart, totalsInputOf, type CartEnv, type CartView } from './render-cart.js';
import { CARRIER_ID, PICKUP_ADDRESS, type ShippingQuote } from './shipping.js';
import { normalizeDestination, type TaxRate } from './tax.js';
import { calculateTotals, type DiscountLine, type Totals } from './totals.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function taxDetails(rate: TaxRate | undefined, taxable: Cents, tax: Cents) {
  const breakdown = rate
    ? {
        rateBreakdown: [{ name: rate.name, rate: rate.rate, tax: money(tax) }],
        taxBreakdown: [
          {
            jurisdiction: rate.jurisdiction,
            jurisdictionType: rate.jurisdictionType,
            rate: rate.rate,
            taxAmount: money(tax),
            taxableAmount: money(taxable),
            nonTaxableAmount: money(0),
            taxType: rate.taxType,
            taxName: rate.name,
          },
        ],
      }
    : { rateBreakdown: [], taxBreakdown: [] };
  return { taxableAmount: money(rate ? taxable : 0), taxRate: rate?.rate ?? '0', totalTax: money(tax), ...breakdown };
}

function logistics(quote: ShippingQuote, now: number) {
  if (quote.pickup) {
    return {
      deliveryTime: 'Ready for pickup tomorrow',
      instructions: 'Bring your order confirmation to the counter.',
      pickupDetails: { address: PICKUP_ADDRESS, pickupMethod: 'STORE_PICKUP' },
    };
  }
  return {
    deliveryTime: `${quote.minDays}-${quote.maxDays} business days`,
    deliveryTimeSlot: { from: new Date(now + quote.minDays * DAY_MS).toISOString(), to: new Date(now + quote.maxDays * DAY_MS).toISOString() },
  };
}

function shippingInfo(totals: Totals, view: CartView, now: number) {
  const { shipping, taxRate } = totals;
  const options = shipping.quotes.map((quote) => ({ code: quote.code, title: quote.title, logistics: logistics(quote, now), cost: { price: money(quote.price), otherCharges: [] }, partial: false }));
  const selected = shipping.selected;
  const shippableIds = view.priced.filter((l) => l.shippable).map((l) => l.id);
  return {
    ...(shipping.region ? { region: shipping.region } : {}),
    ...(selected
      ? {
          selectedCarrierServiceOption: {
            code: selected.code,
            title: selected.title,
            carrierId: CARRIER_ID,
            requestedShippingOption: shipping.unknownCode === undefined,
            partial: false,
            logistics: logistics(selected, now),
            cost: {
              price: money(shipping.price),
              totalDiscount: money(shipping.discount),
              totalPriceBeforeTax: money(shipping.price - shipping.discount),
              totalPriceAfterTax: money(shipping.price - shipping.discount + shipping.tax),
              taxDetails: taxDetails(taxRate?.taxesShipping ? taxRate : undefined, shipping.taxable, shipping.tax),
            },
            otherCharges: [],
            deliveryAllocations: [
              { deliveryCarrier: { appId: CARRIER_ID, code: selected.code }, deliveryRegion: shipping.region, applicableLineItems: { lineItemIds: shippableIds } },
            ],
          },
        }
      : {}),
    carrierServiceOptions: options.length > 0 ? [{ carrierId: CARRIER_ID, shippingOptions: options }] : [],
  };
}

function appliedDiscount(d: DiscountLine) {
  const body =
    d.source === 'merchant'
      ? { merchantDiscount: { amount: money(d.amount), percentage: d.percentage } }
      : { coupon: { id: d.coupon!.id, code: d.coupon!.code, name: d.name, amount: money(d.amount) } };
  return { ...body, discountType: d.type, lineItemIds: d.lineIds };
}

function summaryOf(totals: Totals) {
  return {
    subtotal: money(totals.subtotal),
    shipping: money(totals.shipping.price),
    tax: money(totals.tax),
    discount: money(totals.discount),
    total: money(totals.total),
    additionalFees: money(0),
  };
}

const appError = (code: string, description: string) => ({ applicationError: { code, description, data: {} } });

function violations(view: CartView) {
  return view.lines.flatMap((line) => {
    const id = line.wire.id as string;
    const name = (line.wire.productName as { original: string }).original;
    const target = { lineItem: { name: 'LINE_ITEM_DEFAULT', id } };
    if (line.status === 'NOT_FOUND') return [{ severity: 'ERROR', target, description: `${name} is no longer sold and is left out of the totals.` }];
    if (line.status === 'NOT_AVAILABLE') return [{ severity: 'ERROR', target, description: `${name} is out of stock and is left out of the totals.` }];
    if (line.status === 'PARTIALLY_AVAILABLE') {
      const left = (line.wire.availability as { quantityAvailable?: number }).quantityAvailable;
      return [{ severity: 'WARNING', target, description: `Only ${left} of ${name} left in stock.` }];
    }
    return [];
  });
}

export function estimateTotals(env: CartEnv, cart: CartState, request: EstimateTotalsRequest) {
  const view = renderCart(env, cart);
  const base = totalsInputOf(cart, view.priced);
  const input = {
    ...base,
    destination: request.shippingAddress ? normalizeDestination(request.shippingAddress) : base.destination,
    shippingCode: request.selectedShippingOption?.code ?? base.shippingCode,
    calculateTax: request.calculateTax ?? true,
    calculateShipping: request.calculateShipping ?? true,
  };
  const totals = calculateTotals(input);
  const priceSummary = summaryOf(totals);
  const memberships = membershipOutcome(view, request);
  const covered = memberships.coveredLineIds;
  // Lines a membership pays leave "pay now": the rest is priced again on its own (discounts, shipping, tax).
  const payNow = covered.size > 0 ? summaryOf(calculateTotals({ ...input, lines: input.lines.filter((l) => !covered.has(l.id)) })) : priceSummary;
  const invalid = memberships.options.invalidMemberships;
  const unitOf = new Map(view.priced.map((l) => [l.id, l]));
  const fullOf = new Map(view.lines.map((l) => [l.wire.id as string, l.wire.fullPrice]));
  const calculationErrors = {
    ...(totals.shipping.unknownCode ? { selectedShippingOptionError: appError('SHIPPING_OPTION_NOT_FOUND', `No shipping option "${totals.shipping.unknownCode}" for this destination; ${totals.shipping.selected?.code} was used`) } : {}),
    ...(totals.couponProblem ? { couponCalculationError: appError(totals.couponProblem.code, totals.couponProblem.description) } : {}),
    ...(invalid.length > 0 ? { membershipError: appError('MEMBERSHIP_NOT_APPLICABLE', invalid.map((m) => `${m.membership.id}: ${m.reason}`).join('; ')) } : {}),
    orderValidationErrors: [],
  };
  return {
    cart: view.wire,
    calculatedLineItems: totals.lines.map((line) => {
      const unit = unitOf.get(line.id)!.unit;
      return {
        lineItemId: line.id,
        pricesBreakdown: {
          totalPriceAfterTax: money(line.taxable + line.tax),
          totalPriceBeforeTax: money(line.taxable),
          totalDiscount: money(line.discount),
          price: money(unit),
          priceBeforeDiscounts: money(unit),
          lineItemPrice: money(line.amount),
          fullPrice: fullOf.get(line.id),
          depositAmount: money(0),
          taxDetails: taxDetails(totals.taxRate, line.taxable, line.tax),
        },
        paymentOption: covered.has(line.id) ? 'MEMBERSHIP' : 'FULL_PAYMENT_ONLINE',
        taxableAddress: { addressType: 'SHIPPING' },
      };
    }),
    priceSummary,
    taxSummary: {
      taxableAmount: money(totals.taxableAmount),
      totalTax: money(totals.tax),
      calculationDetails: { rateType: totals.taxRate ? 'MANUAL_RATE' : 'NO_TAX_COLLECTED' },
    },
    shippingInfo: shippingInfo(totals, view, env.clock.now()),
    appliedDiscounts: totals.discounts.map(appliedDiscount),
    calculationErrors,
    weightUnit: 'KG',
    currency: CURRENCY,
    payNow,
    payLater: { subtotal: money(0), shipping: money(0), tax: money(0), discount: money(0), total: money(0), additionalFees: money(0) },
    membershipOptions: memberships.options,
    additionalFees: [],
    violations: violations(view),
  };
}

export type EstimateTotals = ReturnType<typeof estimateTotals>;
