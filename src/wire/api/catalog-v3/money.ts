// V3 money and decimals are strings on the wire (docs/wire/catalog-v3.md §0): `FixedMonetaryAmount {amount, formattedAmount}`,
// amount ≥ 0, ≤ 999999999.99, at most 3 decimals. Dimensions are decimal strings too; weights are numbers.
import * as z from 'zod';
import { MAX_STORED_NUMBER } from '../value-limits.js';

/** The largest amount V3 stores: the bound both versions share (value-limits.ts). */
export const MAX_AMOUNT = MAX_STORED_NUMBER;

/** A non-negative decimal string with at most `scale` decimals, e.g. "10.5" ("-1" is refused as below 0, as on V1). */
export function decimalString(scale: number, max = MAX_AMOUNT) {
  return z
    .string()
    .regex(new RegExp(`^-?\\d+(\\.\\d{1,${scale}})?$`), `must be a decimal string with at most ${scale} decimals`)
    .refine((value) => !value.startsWith('-'), 'must be at least 0')
    .refine((value) => Number(value) <= max, `must be at most ${max}`);
}

/** A signed decimal string (adjustments), e.g. "-2.5". */
export function signedDecimalString(scale: number, max = MAX_AMOUNT) {
  return z
    .string()
    .regex(new RegExp(`^-?\\d+(\\.\\d{1,${scale}})?$`), `must be a decimal string with at most ${scale} decimals`)
    .refine((value) => Math.abs(Number(value)) <= max, `must be between -${max} and ${max}`);
}

export const AmountSchema = decimalString(3);

export const FixedMonetaryAmountSchema = z.looseObject({
  amount: AmountSchema,
  /** Read-only; returned only with `fields: ["CURRENCY"]`. */
  formattedAmount: z.string().optional(),
});
export type FixedMonetaryAmount = z.infer<typeof FixedMonetaryAmountSchema>;

export const PriceRangeSchema = z.looseObject({
  minValue: FixedMonetaryAmountSchema.optional(),
  maxValue: FixedMonetaryAmountSchema.optional(),
});
export type PriceRange = z.infer<typeof PriceRangeSchema>;
