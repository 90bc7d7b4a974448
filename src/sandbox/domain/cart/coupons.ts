// The coupons every sandbox has (listed by `store sandbox info` and /__sandbox/info), and the merchant's automatic
// discount. Fixed data, not rows: a fresh sandbox and a reset one offer exactly these.
import { createHash } from 'node:crypto';
import { CART_ERROR_CODES } from '../../../wire/api/cart/cart.js';
import { applicationError } from '../../http-errors.js';
import type { Cents } from './money.js';

export type CouponKind = 'percent-off' | 'amount-off' | 'free-shipping';

export interface Coupon {
  id: string;
  code: string;
  name: string;
  kind: CouponKind;
  /** percent-off: whole percent; amount-off: cents; free-shipping: unused (0). */
  value: number;
  /** The coupon applies only from this merchandise subtotal on (cents). */
  minimumSubtotal: Cents;
}

const couponId = (code: string): string => {
  const hex = createHash('sha256').update(`coupon:${code}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const coupon = (code: string, name: string, kind: CouponKind, value: number, minimumSubtotal = 0): Coupon => ({
  id: couponId(code),
  code,
  name,
  kind,
  value,
  minimumSubtotal,
});

export const SEEDED_COUPONS: readonly Coupon[] = [
  coupon('SAVE10', '10% off the order', 'percent-off', 10),
  coupon('FIVEOFF', '$5 off orders of $25 or more', 'amount-off', 500, 2500),
  coupon('FREESHIP', 'Free shipping', 'free-shipping', 0),
];

/** The automatic merchant discount: a percentage off every order whose subtotal reaches the threshold. */
export const AUTOMATIC_DISCOUNT = { percentage: 5, minimumSubtotal: 20_000 as Cents, name: '5% off orders of $200 or more' };

/** `SandboxInfo.coupons`. */
export const couponSummaries = (): Array<{ code: string; kind: string }> => SEEDED_COUPONS.map(({ code, kind }) => ({ code, kind }));

export function findCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return SEEDED_COUPONS.find((c) => c.code === wanted);
}

/** The coupon a code names, or the platform's error for a code that does not exist. */
export function requireCoupon(code: string): Coupon {
  const found = findCoupon(code);
  if (!found) {
    throw applicationError(400, 'Coupon does not exist', CART_ERROR_CODES.couponNotFound, `No coupon with the code "${code}"`, { couponCode: code });
  }
  return found;
}
