// Search aggregations of the V3 search calls (Search Products, Categories, Variants, Inventory Items; the SDK's
// `Aggregation` and `AggregationData` types, docs/wire/catalog-v3.md §3): per request at most 10, each a VALUE, RANGE,
// SCALAR, DATE_HISTOGRAM or NESTED aggregation over fields the search declares aggregatable, answered as
// `aggregationData.results`.
import * as z from 'zod';

export const AGGREGATION_TYPES = ['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED'] as const;
export const SCALAR_TYPES = ['COUNT_DISTINCT', 'MIN', 'MAX'] as const;
/** ValueAggregation.limit: "Can be between 1 and 250. 10 is the default." */
export const VALUE_AGGREGATION_LIMITS = { default: 10, max: 250 } as const;
/** RangeAggregation.buckets @maxSize 50; Aggregation.name @maxLength 100; fieldPath @maxLength 200. */
export const MAX_RANGE_BUCKETS = 50;
/** IncludeMissingValuesOptions.addToBucket: "Defaults are [string -> "N/A"], [int -> "0"], [bool -> "false"]". */
export const MISSING_BUCKETS = { string: 'N/A', number: '0', boolean: 'false' } as const;

/** DateHistogramAggregation.interval (the SDK's `Interval` enum). */
export const HISTOGRAM_INTERVALS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'] as const;
/** DateHistogramResults.results @maxSize 200; NestedAggregation.nestedAggregations @minSize 2 @maxSize 3. */
export const MAX_HISTOGRAM_BUCKETS = 200;
export const NESTED_LEVELS = { min: 2, max: 3 } as const;
/** The kinds a nested level may be (the SDK's `NestedAggregationType`: no NESTED inside a NESTED). */
export const NESTED_LEVEL_TYPES = ['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM'] as const;

const aggregationKinds = {
  value: z
    .object({
      sortType: z.enum(['COUNT', 'VALUE']).optional(),
      sortDirection: z.enum(['DESC', 'ASC']).optional(),
      limit: z.number().int().min(1).max(VALUE_AGGREGATION_LIMITS.max).nullish(),
      missingValues: z.enum(['EXCLUDE', 'INCLUDE']).optional(),
      includeOptions: z.object({ addToBucket: z.string().max(20).optional() }).optional(),
    })
    .optional(),
  range: z.object({ buckets: z.array(z.object({ from: z.number().nullish(), to: z.number().nullish() })).max(MAX_RANGE_BUCKETS).optional() }).optional(),
  scalar: z.object({ type: z.enum(SCALAR_TYPES).optional() }).optional(),
  dateHistogram: z.object({ interval: z.enum(HISTOGRAM_INTERVALS).optional() }).optional(),
};

/** One level of a NESTED aggregation (`NestedAggregationItem`). */
export const NestedAggregationItemSchema = z.looseObject({
  name: z.string().max(100).nullish(),
  type: z.enum(NESTED_LEVEL_TYPES).optional(),
  fieldPath: z.string().min(1).max(200),
  ...aggregationKinds,
});
export type NestedAggregationItem = z.infer<typeof NestedAggregationItemSchema>;

/** `fieldPath` names the field of every kind but NESTED, whose levels name theirs. */
export const AggregationSchema = z.looseObject({
  name: z.string().max(100).nullish(),
  type: z.enum(AGGREGATION_TYPES).optional(),
  fieldPath: z.string().min(1).max(200).optional(),
  ...aggregationKinds,
  nested: z.object({ nestedAggregations: z.array(NestedAggregationItemSchema).min(NESTED_LEVELS.min).max(NESTED_LEVELS.max) }).optional(),
});
export type Aggregation = z.infer<typeof AggregationSchema>;

/** A nested level's cell of one flattened row (`NestedResultValue`). */
export type NestedResultValue =
  | { value: { value: string; count: number } }
  | { range: { from?: number; to?: number; count: number } }
  | { scalar: { value: number } }
  | { dateHistogram: { value: string; count: number } };

export interface AggregationResult {
  name: string;
  type: (typeof AGGREGATION_TYPES)[number];
  fieldPath?: string;
  values?: { results: Array<{ value: string; count: number }> };
  ranges?: { results: Array<{ from?: number; to?: number; count: number }> };
  scalar?: { type: (typeof SCALAR_TYPES)[number]; value: number };
  /** Buckets from the earliest; `value` the bucket's start, ISO 8601. */
  dateHistogram?: { results: Array<{ value: string; count: number }> };
  /** "Results of `NESTED` aggregation type in a flattened form": one row per combination of buckets, keyed by level name. */
  nested?: { results: Array<{ results: Record<string, NestedResultValue> }> };
}
