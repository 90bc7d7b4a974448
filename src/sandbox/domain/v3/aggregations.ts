// Search aggregations (the SDK's `Aggregation` / `AggregationData` doc comments; wire/api/catalog-v3/aggregations.ts):
// computed over every entity the search matches, not only the page. VALUE: one bucket per distinct value with the
// number of entities holding it, "sort by number of matches or value", COUNT descending and 10 buckets by default,
// missing values left out unless INCLUDE (then in `addToBucket`, default "N/A" / "0" / "false"). RANGE: "each entity
// will be placed in the first bucket where its value falls into" (`from` inclusive, `to` exclusive), buckets "in same
// order as requested". SCALAR: COUNT_DISTINCT, MIN, MAX. Decided where the SDK is silent: only aggregatable fields
// (else 400 naming the field); names default to the field path and must be unique; DATE_HISTOGRAM and NESTED answer
// 400 (not emulated); a SCALAR without a type counts distinct values; MIN/MAX over no value is 0; an entity with several values counts once per distinct value and,
// for RANGE, goes by its first value that falls in a bucket; a COUNT tie is broken by value ascending.
import { MISSING_BUCKETS, VALUE_AGGREGATION_LIMITS, type Aggregation, type AggregationResult } from '../../../wire/api/catalog-v3/aggregations.js';
import type { QueryFields } from '../../../wire/api/query-fields.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { valuesAt } from '../query.js';

/** The SDK names fields as its entities do (`_id`, `brand._id`); the wire (and our views) say `id`. */
const wirePath = (path: string) => path.split('.').map((key) => (key === '_id' ? 'id' : key === '_createdDate' ? 'createdDate' : key === '_updatedDate' ? 'updatedDate' : key)).join('.');

const valueText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

function distinctValues(view: unknown, path: string): unknown[] {
  const seen = new Map<string, unknown>();
  for (const value of valuesAt(view, path).flat()) if (value !== null && value !== undefined) seen.set(valueText(value), value);
  return [...seen.values()];
}

function typeOf(aggregation: Aggregation, index: number): AggregationResult['type'] {
  const kinds = (['value', 'range', 'scalar', 'dateHistogram', 'nested'] as const).filter((k) => aggregation[k] !== undefined);
  const type = aggregation.type ?? (kinds[0] === 'dateHistogram' ? 'DATE_HISTOGRAM' : kinds[0]?.toUpperCase() as AggregationResult['type'] | undefined) ?? 'VALUE';
  if (type === 'DATE_HISTOGRAM' || type === 'NESTED') {
    throw invalidField(`search.aggregations[${index}].type`, `${type} aggregations are not emulated by the sandbox (VALUE, RANGE and SCALAR are)`, 'VALIDATION');
  }
  return type;
}

function valueBuckets(views: readonly unknown[], path: string, options: NonNullable<Aggregation['value']> = {}) {
  const counts = new Map<string, number>();
  let missing = 0;
  let sample: unknown;
  for (const view of views) {
    const values = distinctValues(view, path);
    if (values.length === 0) missing++;
    for (const value of values) {
      sample ??= value;
      counts.set(valueText(value), (counts.get(valueText(value)) ?? 0) + 1);
    }
  }
  if (options.missingValues === 'INCLUDE' && missing > 0) {
    const bucket = options.includeOptions?.addToBucket ?? MISSING_BUCKETS[typeof sample === 'number' ? 'number' : typeof sample === 'boolean' ? 'boolean' : 'string'];
    counts.set(bucket, (counts.get(bucket) ?? 0) + missing);
  }
  const byValue = options.sortType === 'VALUE';
  const sign = (options.sortDirection ?? (byValue ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  const results = [...counts].map(([value, count]) => ({ value, count }));
  results.sort((a, b) => (byValue ? sign * a.value.localeCompare(b.value, 'en', { numeric: true }) : sign * (a.count - b.count) || a.value.localeCompare(b.value, 'en', { numeric: true })));
  return { results: results.slice(0, options.limit ?? VALUE_AGGREGATION_LIMITS.default) };
}

const numbersAt = (view: unknown, path: string) => distinctValues(view, path).map(Number).filter((n) => Number.isFinite(n));

function rangeBuckets(views: readonly unknown[], path: string, buckets: NonNullable<NonNullable<Aggregation['range']>['buckets']>) {
  const inBucket = (n: number, b: (typeof buckets)[number]) => (b.from === null || b.from === undefined || n >= b.from) && (b.to === null || b.to === undefined || n < b.to);
  const counts = buckets.map(() => 0);
  for (const view of views) {
    for (const n of numbersAt(view, path)) {
      const at = buckets.findIndex((b) => inBucket(n, b));
      if (at >= 0) {
        counts[at]++;
        break;
      }
    }
  }
  return { results: buckets.map((b, i) => ({ ...(b.from !== null && b.from !== undefined ? { from: b.from } : {}), ...(b.to !== null && b.to !== undefined ? { to: b.to } : {}), count: counts[i] })) };
}

function scalar(views: readonly unknown[], path: string, type: NonNullable<NonNullable<Aggregation['scalar']>['type']>) {
  if (type === 'COUNT_DISTINCT') return { type, value: new Set(views.flatMap((v) => distinctValues(v, path).map(valueText))).size };
  const numbers = views.flatMap((v) => numbersAt(v, path));
  return { type, value: numbers.length === 0 ? 0 : type === 'MIN' ? Math.min(...numbers) : Math.max(...numbers) };
}

/** `aggregationData` for the entity views a search matched (an empty list: `{results: []}`). */
export function aggregate(views: readonly unknown[], aggregations: readonly Aggregation[] | undefined, spec: QueryFields): { results: AggregationResult[] } {
  const names = new Set<string>();
  const results = (aggregations ?? []).map((aggregation, index): AggregationResult => {
    const path = wirePath(aggregation.fieldPath);
    if (!spec.aggregatable?.includes(path)) {
      throw applicationError(400, `Field '${aggregation.fieldPath}' is not declared as aggregatable`, 'INVALID_ARGUMENT', `Field '${aggregation.fieldPath}' is not declared as aggregatable`, { field: aggregation.fieldPath });
    }
    const name = aggregation.name ?? aggregation.fieldPath;
    if (names.has(name)) throw invalidField(`search.aggregations[${index}].name`, `"${name}" names two aggregations: each name must be unique`, 'VALIDATION');
    names.add(name);
    const type = typeOf(aggregation, index);
    const head = { name, type, fieldPath: aggregation.fieldPath };
    if (type === 'RANGE') {
      const buckets = aggregation.range?.buckets ?? [];
      if (buckets.length === 0) throw invalidField(`search.aggregations[${index}].range.buckets`, 'needs at least one bucket', 'REQUIRED_FIELD');
      return { ...head, ranges: rangeBuckets(views, path, buckets) };
    }
    if (type === 'SCALAR') return { ...head, scalar: scalar(views, path, aggregation.scalar?.type ?? 'COUNT_DISTINCT') };
    return { ...head, values: valueBuckets(views, path, aggregation.value) };
  });
  return { results };
}
