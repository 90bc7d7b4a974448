// The cart's money arithmetic on several carts: subtotal, each discount type, shipping (free threshold, coupon,
// weight surcharge, pickup), tax by region (per-line half-up rounding, shipping taxed where the law says), total.
import { describe, expect, it } from 'vitest';
import { findCoupon } from '../../../../src/sandbox/domain/cart/coupons.js';
import { multiCurrency } from '../../../../src/sandbox/domain/cart/money.js';
import { allocate, centsToText, mulDivHalfUp, rateToPpm, toCents } from '../../../../src/wire/money.js';
import { normalizeDestination } from '../../../../src/sandbox/domain/cart/tax.js';
import { calculateTotals, type PricedLine, type TotalsInput } from '../../../../src/sandbox/domain/cart/totals.js';

const mugs: PricedLine = { id: 'mug', unit: 1250, quantity: 2, weightKg: 0.4, shippable: true };
const towel: PricedLine = { id: 'towel', unit: 2000, quantity: 1, weightKg: 0.6, shippable: true };
const ebook: PricedLine = { id: 'ebook', unit: 1000, quantity: 1, weightKg: 0, shippable: false };

function totals(lines: PricedLine[], extra: Partial<TotalsInput> & { couponCode?: string; to?: Record<string, string> } = {}) {
  const { couponCode, to, ...rest } = extra;
  return calculateTotals({
    lines,
    coupon: couponCode ? findCoupon(couponCode) : undefined,
    destination: normalizeDestination(to),
    calculateTax: true,
    calculateShipping: true,
    ...rest,
  });
}

describe('money', () => {
  it('parses and prints decimal strings exactly, rounding half-up', () => {
    expect(toCents('10.5')).toBe(1050);
    expect(toCents('10.505')).toBe(1051);
    expect(toCents('10.504')).toBe(1050);
    expect(toCents('-3')).toBe(-300);
    expect(toCents(75.65)).toBe(7565);
    expect(toCents(1.005)).toBe(101);
    expect(centsToText(5)).toBe('0.05');
    expect(centsToText(-1234567)).toBe('-12345.67');
    expect(multiCurrency(123456)).toEqual({ amount: '1234.56', convertedAmount: '1234.56', formattedAmount: '$1,234.56', formattedConvertedAmount: '$1,234.56' });
    expect(mulDivHalfUp(1800, 72_500, 1_000_000)).toBe(131); // 1.305 → 1.31
    expect(mulDivHalfUp(1000, 88_750, 1_000_000)).toBe(89); // 0.8875 → 0.89
    expect(rateToPpm('0.08875')).toBe(88_750);
    expect(rateToPpm('0.20')).toBe(200_000);
  });

  it('allocates a discount in proportion, to the exact cent, never above a weight', () => {
    expect(allocate(500, [2500, 2000])).toEqual([278, 222]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(0, [10, 20])).toEqual([0, 0]);
    const shares = allocate(999, [333, 333, 334, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});

describe('cart totals', () => {
  it('no coupon, no address: domestic standard shipping, no tax', () => {
    const r = totals([mugs, towel]);
    expect(r.subtotal).toBe(4500);
    expect(r.itemDiscount).toBe(0);
    expect(r.shipping.region).toEqual({ id: 'domestic', name: 'United States' });
    expect(r.shipping.quotes.map((q) => [q.code, q.price])).toEqual([['standard', 599], ['express', 1499], ['pickup', 0]]);
    expect(r.shipping.selected?.code).toBe('standard');
    expect(r.taxRate).toBeUndefined();
    expect(r.tax).toBe(0);
    expect(r.total).toBe(5099);
  });

  it('SAVE10 in California: 10 % split across lines, tax per line on what is left, shipping untaxed', () => {
    const r = totals([mugs, towel], { couponCode: 'save10', to: { country: 'us', subdivision: 'CA' } });
    expect(r.discounts).toMatchObject([{ source: 'coupon', type: 'GLOBAL', amount: 450, lineIds: ['mug', 'towel'] }]);
    expect(r.lines.map((l) => [l.discount, l.taxable, l.tax])).toEqual([[250, 2250, 163], [200, 1800, 131]]);
    expect(r.taxRate?.rate).toBe('0.0725');
    expect(r.shipping.tax).toBe(0);
    expect(r.tax).toBe(294);
    expect(r.discount).toBe(450);
    expect(r.total).toBe(4500 - 450 + 599 + 294);
  });

  it('FIVEOFF: $5 off from a $25 subtotal on, otherwise a coupon problem and no discount', () => {
    const ok = totals([mugs, towel], { couponCode: 'FIVEOFF' });
    expect(ok.lines.map((l) => l.discount)).toEqual([278, 222]);
    expect(ok.total).toBe(4500 - 500 + 599);
    const small = totals([{ ...mugs, quantity: 1 }], { couponCode: 'FIVEOFF' });
    expect(small.discount).toBe(0);
    expect(small.couponProblem?.code).toBe('ERROR_MINIMUM_SUBTOTAL_NOT_REACHED');
    expect(small.total).toBe(1250 + 599);
  });

  it('FREESHIP: the selected option costs nothing, as a SHIPPING discount', () => {
    const r = totals([mugs], { couponCode: 'FREESHIP', shippingCode: 'express' });
    expect(r.shipping.price).toBe(1499);
    expect(r.shipping.discount).toBe(1499);
    expect(r.discounts).toMatchObject([{ type: 'SHIPPING', amount: 1499, lineIds: [] }]);
    expect(r.itemDiscount).toBe(0);
    expect(r.discount).toBe(1499);
    expect(r.total).toBe(2500);
  });

  it('free standard shipping from $100 of merchandise after discounts', () => {
    const r = totals([{ ...towel, quantity: 5 }]);
    expect(r.shipping.selected).toMatchObject({ code: 'standard', price: 0 });
    const justUnder = totals([{ ...towel, quantity: 5 }], { couponCode: 'SAVE10' });
    expect(justUnder.shipping.selected?.price).toBe(599);
  });

  it('the automatic 5 % merchant discount from $200, then a coupon on what is left', () => {
    const r = totals([{ ...towel, quantity: 10, unit: 2500 }], { couponCode: 'SAVE10' });
    expect(r.subtotal).toBe(25_000);
    expect(r.discounts.map((d) => [d.source, d.amount])).toEqual([['merchant', 1250], ['coupon', 2375]]);
    expect(r.itemDiscount).toBe(3625);
    expect(r.total).toBe(25_000 - 3625);
  });

  it('VAT in the UK taxes shipping too; international rates apply', () => {
    const r = totals([mugs, towel], { to: { country: 'GB' } });
    expect(r.shipping.region?.id).toBe('international');
    expect(r.shipping.price).toBe(1499);
    expect(r.lines.map((l) => l.tax)).toEqual([500, 400]);
    expect(r.shipping.tax).toBe(300); // 2.998 → 3.00
    expect(r.taxableAmount).toBe(4500 + 1499);
    expect(r.total).toBe(4500 + 1499 + 1200);
    expect(r.shipping.quotes.some((q) => q.pickup)).toBe(false);
  });

  it('New York rounds per line, half-up, and taxes shipping', () => {
    const r = totals([ebook, { ...ebook, id: 'ebook2' }], { to: { country: 'US', subdivision: 'US-NY' } });
    expect(r.lines.map((l) => l.tax)).toEqual([89, 89]);
    expect(r.shipping.quotes).toEqual([]);
    expect(r.tax).toBe(178);
    expect(r.total).toBe(2178);
  });

  it('Germany 19 %, Israel 17 %, elsewhere nothing; calculateTax:false collects nothing anywhere', () => {
    expect(totals([ebook], { to: { country: 'DE' } }).tax).toBe(190);
    expect(totals([ebook], { to: { country: 'IL' } }).tax).toBe(170);
    expect(totals([ebook], { to: { country: 'FR' } }).taxRate).toBeUndefined();
    expect(totals([ebook], { to: { country: 'US', subdivision: 'TX' } }).tax).toBe(0);
    expect(totals([ebook], { to: { country: 'DE' }, calculateTax: false }).tax).toBe(0);
  });

  it('heavy parcels pay $1 per started kilogram above 5 kg; pickup stays free', () => {
    const r = totals([{ ...mugs, weightKg: 3.6 }], { shippingCode: 'express' });
    expect(r.shipping.selected).toMatchObject({ code: 'express', price: 1499 + 300 });
    expect(r.shipping.quotes.find((q) => q.code === 'pickup')?.price).toBe(0);
  });

  it('an unknown shipping option falls back to the first one and says so; calculateShipping:false skips it', () => {
    const r = totals([mugs], { shippingCode: 'teleport' });
    expect(r.shipping.unknownCode).toBe('teleport');
    expect(r.shipping.selected?.code).toBe('standard');
    const none = totals([mugs], { calculateShipping: false });
    expect(none.shipping.quotes).toEqual([]);
    expect(none.total).toBe(2500);
  });
});
