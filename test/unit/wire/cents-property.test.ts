// Issue #25 item 4: the CLI and the sandbox compute the same cents for every (price, discount) pair, and both equal
// exact decimal rounding (half-up; CURRENCY_PRECISION rounds $3.5555 to $3.56,
// https://dev.wix.com/docs/sdk/backend-modules/stores/catalog-v3/products-v3/bulk-adjust-product-variants-by-filter).
// The CLI's side is the sale price it writes to a Catalog V3 store (src/catalog/v3/pricing.ts), the sandbox's the
// V1 discountedPrice it serves (src/sandbox/domain/pricing.ts) and the cents its cart charges. The oracle here is
// integer arithmetic of its own, not src/wire/money.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v3PriceFrom } from '../../../src/catalog/v3/pricing.js';
import { priceData } from '../../../src/sandbox/domain/pricing.js';
import { toCents } from '../../../src/wire/money.js';

type Discount = { type: 'PERCENT' | 'AMOUNT'; value: number };

/** Exact: price in cents, a percentage in hundredths of a percent or an amount in cents → the sale price in cents, half-up. */
function exactCents(priceCents: bigint, discount: { percentHundredths: bigint } | { amountCents: bigint }): bigint {
  if ('amountCents' in discount) return priceCents > discount.amountCents ? priceCents - discount.amountCents : 0n;
  const numerator = priceCents * (10_000n - discount.percentHundredths);
  return (numerator * 2n + 10_000n) / 20_000n;
}

const cliCents = (price: number, discount: Discount) => toCents(v3PriceFrom(undefined, { price, discount }).actualPrice.amount);
const sandboxCents = (price: number, discount: Discount) => toCents(priceData(price, discount).discountedPrice);

/** Prices up to the platform's 999,999,999.99, as the JSON numbers V1 and the flags carry (cents / 100). */
const priceCents = fc.integer({ min: 0, max: 99_999_999_999 });
export const PROPERTY_RUNS = 20_000;

describe('one cents rule for the CLI and the sandbox', () => {
  // PERCENT 0–100 % with two decimals (hundredths of a percent), AMOUNT 0–999,999,999.99 off (cents).
  it.each([
    ['PERCENT', 10_000, (off: number) => ({ percentHundredths: BigInt(off) })],
    ['AMOUNT', 99_999_999_999, (off: number) => ({ amountCents: BigInt(off) })],
  ] as const)(`%s discounts: ${PROPERTY_RUNS} pairs`, (type, most, exact) => {
    fc.assert(
      fc.property(priceCents, fc.integer({ min: 0, max: most }), (cents, off) => {
        const discount: Discount = { type, value: off / 100 };
        const expected = Number(exactCents(BigInt(cents), exact(off)));
        expect(cliCents(cents / 100, discount)).toBe(expected);
        expect(sandboxCents(cents / 100, discount)).toBe(expected);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('every price 0.01–2.10 at every whole percentage 1–100 (the 21,000 pairs of issue #25; 108 disagreed before): none disagrees', () => {
    let disagreeing = 0;
    for (let cents = 1; cents <= 210; cents++) {
      for (let percent = 1; percent <= 100; percent++) {
        const discount: Discount = { type: 'PERCENT', value: percent };
        const expected = Number(exactCents(BigInt(cents), { percentHundredths: BigInt(percent * 100) }));
        if (cliCents(cents / 100, discount) !== expected || sandboxCents(cents / 100, discount) !== expected) disagreeing++;
      }
    }
    expect(disagreeing).toBe(0);
  });
});
