// Bulk product endpoints (docs/wire/catalog-v1.md §4, §7, §8): `set` one field or `adjust` one number on up to 100
// products per call. The client validates with these before sending; the sandbox validates the same requests.
import * as z from 'zod';
import { MAX_BULK_IDS } from './bulk-facts.js';
import { MAX_STORED_NUMBER } from '../value-limits.js';
export { MAX_BULK_IDS, BULK_SET_FLOAT_PATHS, BULK_ADJUST_FLOAT_PATHS } from './bulk-facts.js';

export const BULK_NUMERIC_FIELDS = ['price', 'cost', 'weight'] as const;
export const BULK_TEXT_FIELDS = ['brand', 'ribbon'] as const;
export type BulkNumericField = (typeof BULK_NUMERIC_FIELDS)[number];
export type BulkTextField = (typeof BULK_TEXT_FIELDS)[number];
export type BulkField = BulkNumericField | BulkTextField;

const given = (object: Record<string, unknown>) => Object.keys(object).filter((key) => object[key] !== undefined);

/** A one-of: exactly one of `keys` is present. */
function exactlyOne(keys: readonly string[]) {
  return (object: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const present = given(object).filter((key) => keys.includes(key));
    if (present.length !== 1) {
      ctx.addIssue({ code: 'custom', message: `exactly one of ${keys.join(', ')} must be given${present.length ? ` (got ${present.join(', ')})` : ''}` });
    }
  };
}

const value = z.number().min(0).max(MAX_STORED_NUMBER);

/** `set`: exactly one of price|cost|weight|ribbon|brand. An empty brand or ribbon clears it. */
export const BulkSetSchema = z
  .object({
    price: value.optional(),
    cost: value.optional(),
    weight: value.optional(),
    ribbon: z.string().max(30).optional(),
    brand: z.string().max(50).optional(),
  })
  .superRefine(exactlyOne([...BULK_NUMERIC_FIELDS, ...BULK_TEXT_FIELDS]));
export type BulkSet = z.infer<typeof BulkSetSchema>;

export const PercentageSchema = z.object({
  rate: z.number().int().min(-100).max(1000),
  roundToInt: z.boolean().optional(),
});

/** `{amount}` (added) or `{percentage:{rate, roundToInt}}`. */
export const PropertyAdjustmentSchema = z
  .object({
    amount: z.number().min(-MAX_STORED_NUMBER).max(MAX_STORED_NUMBER).optional(),
    percentage: PercentageSchema.optional(),
  })
  .superRefine(exactlyOne(['amount', 'percentage']));
export type PropertyAdjustment = z.infer<typeof PropertyAdjustmentSchema>;

/** `adjust`: exactly one of price|cost|weight. */
export const BulkAdjustSchema = z
  .object({
    price: PropertyAdjustmentSchema.optional(),
    cost: PropertyAdjustmentSchema.optional(),
    weight: PropertyAdjustmentSchema.optional(),
  })
  .superRefine(exactlyOne(BULK_NUMERIC_FIELDS));
export type BulkAdjust = z.infer<typeof BulkAdjustSchema>;

/** What one bulk call asks, decoded: `set` one field, or `adjust` one number (the request bodies as one union). */
export type BulkRequest =
  | { kind: 'set'; field: BulkNumericField; value: number }
  | { kind: 'set'; field: BulkTextField; value: string }
  | { kind: 'adjust'; field: BulkNumericField; adjust: PropertyAdjustment };

export const BulkIdsSchema = z.array(z.string().min(1)).min(1).max(MAX_BULK_IDS);

export interface BulkItemError {
  code: string;
  description: string;
  data?: Record<string, unknown>;
}

export interface BulkItemMetadata {
  id?: string;
  originalIndex: number;
  success: boolean;
  error?: BulkItemError;
}

export interface BulkActionMetadata {
  totalSuccesses: number;
  totalFailures: number;
  undetailedFailures: number;
}

/** The response of both endpoints: one result per id, no item payload. */
export interface BulkResult {
  results: Array<{ itemMetadata: BulkItemMetadata }>;
  bulkActionMetadata: BulkActionMetadata;
}
