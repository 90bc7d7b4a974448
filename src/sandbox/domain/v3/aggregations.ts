// Search aggregations (the SDK's `Aggregation` / `AggregationData` doc comments; wire/api/catalog-v3/aggregations.ts):
// computed over every entity the search matches, not only the page. VALUE: one bucket per distinct value with the
// number of entities holding it, "sort by number of matches or value", COUNT descending and 10 buckets by default,
// missing values left out unless INCLUDE (then in `addToBucket`, default "N/A" / "0" / "false"). RANGE: "each entity
// will be placed in the first bucket where its value falls into" (`from` inclusive, `to` exclusive), buckets "in same
// order as requested". SCALAR: COUNT_DISTINCT, MIN, MAX. DATE_HISTOGRAM: "one [bucket] per time interval", each
// `{value: <date in ISO 8601>, count}` (domain/v3/date-buckets.ts). NESTED: "a Multi-level aggregation where each
// next aggregation is nested within previous one", answered "in a flattened form ... keyed by requested aggregation
// `name`". Decided where the SDK is silent: only aggregatable fields (else 400 naming the field); names default to
// the field path (a NESTED's to its levels' names joined by " > ") and must be unique; a SCALAR without a type counts
// distinct values; MIN/MAX over no value is 0; an entity with several values counts once per distinct value and,
// for RANGE, goes by its first value that falls in a bucket; a COUNT tie is broken by value ascending; a histogram
// needs its `interval`, lists only buckets holding an entity, earliest first, at most 200, and leaves out values that
// are not dates; a nested row is one combination of non-empty buckets (in each level's order, a VALUE level's limit
// per bucket above it), only the last level may be a SCALAR (computed over its row's entities). The work of one
// search is bounded (aggregation-budget.ts): at most 1,000 rows per NESTED aggregation, 2 s of work; past either: 400.
import {
  HISTOGRAM_INTERVALS, MAX_HISTOGRAM_BUCKETS, MISSING_BUCKETS, NESTED_LEVELS, VALUE_AGGREGATION_LIMITS,
  type Aggregation, type AggregationResult, type NestedAggregationItem, type NestedResultValue,
} from '../../../wire/api/catalog-v3/aggregations.js';
import { AggregationBudget } from './aggregation-budget.js';
import { bucketOf, zoneOf, type Interval } from './date-buckets.js';
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

type Kind = AggregationResult['type'];
type Level = Pick<Aggregation, 'value' | 'range' | 'scalar' | 'dateHistogram'> & { name: string; type: Kind; path: string; at: string };
/** The entities in one bucket, and how the bucket shows in a result. */
interface Group {
  members: readonly unknown[];
  cell: NestedResultValue;
}

function kindOf(aggregation: Aggregation | NestedAggregationItem): Kind {
  const kinds = (['value', 'range', 'scalar', 'dateHistogram', 'nested'] as const).filter((k) => (aggregation as Aggregation)[k] !== undefined);
  return aggregation.type ?? (kinds[0] === 'dateHistogram' ? 'DATE_HISTOGRAM' : (kinds[0]?.toUpperCase() as Kind | undefined)) ?? 'VALUE';
}

function valueGroups(views: readonly unknown[], path: string, options: NonNullable<Aggregation['value']> = {}, budget: AggregationBudget): Group[] {
  const groups = new Map<string, unknown[]>();
  const missing: unknown[] = [];
  let sample: unknown;
  const add = (key: string, view: unknown) => {
    budget.step();
    const members = groups.get(key);
    if (members) members.push(view);
    else groups.set(key, [view]);
  };
  for (const view of views) {
    const values = distinctValues(view, path);
    if (values.length === 0) missing.push(view);
    for (const value of values) {
      sample ??= value;
      add(valueText(value), view);
    }
  }
  if (options.missingValues === 'INCLUDE' && missing.length > 0) {
    const bucket = options.includeOptions?.addToBucket ?? MISSING_BUCKETS[typeof sample === 'number' ? 'number' : typeof sample === 'boolean' ? 'boolean' : 'string'];
    for (const view of missing) add(bucket, view);
  }
  const byValue = options.sortType === 'VALUE';
  const sign = (options.sortDirection ?? (byValue ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  const sorted = [...groups].sort(([a, x], [b, y]) => (byValue ? sign * a.localeCompare(b, 'en', { numeric: true }) : sign * (x.length - y.length) || a.localeCompare(b, 'en', { numeric: true })));
  return sorted.slice(0, options.limit ?? VALUE_AGGREGATION_LIMITS.default).map(([value, members]) => ({ members, cell: { value: { value, count: members.length } } }));
}

const numbersAt = (view: unknown, path: string) => distinctValues(view, path).map(Number).filter((n) => Number.isFinite(n));

function rangeGroups(views: readonly unknown[], path: string, buckets: NonNullable<NonNullable<Aggregation['range']>['buckets']>, budget: AggregationBudget): Group[] {
  const inBucket = (n: number, b: (typeof buckets)[number]) => (b.from === null || b.from === undefined || n >= b.from) && (b.to === null || b.to === undefined || n < b.to);
  const members = buckets.map((): unknown[] => []);
  for (const view of views) {
    budget.step();
    for (const n of numbersAt(view, path)) {
      const at = buckets.findIndex((b) => inBucket(n, b));
      if (at >= 0) {
        members[at].push(view);
        break;
      }
    }
  }
  return buckets.map((b, i) => ({
    members: members[i],
    cell: { range: { ...(b.from !== null && b.from !== undefined ? { from: b.from } : {}), ...(b.to !== null && b.to !== undefined ? { to: b.to } : {}), count: members[i].length } },
  }));
}

function dateGroups(views: readonly unknown[], path: string, interval: Interval, zone: ReturnType<typeof zoneOf>, budget: AggregationBudget): Group[] {
  const groups = new Map<number, { value: string; members: unknown[] }>();
  for (const view of views) {
    budget.step();
    const starts = new Map<number, string>();
    for (const value of distinctValues(view, path)) {
      const instant = typeof value === 'string' ? Date.parse(value) : NaN;
      if (Number.isNaN(instant)) continue;
      const { start, value: name } = bucketOf(instant, interval, zone);
      starts.set(start, name);
    }
    for (const [start, value] of starts) {
      const group = groups.get(start) ?? { value, members: [] };
      group.members.push(view);
      groups.set(start, group);
    }
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .slice(0, MAX_HISTOGRAM_BUCKETS)
    .map(([, { value, members }]) => ({ members, cell: { dateHistogram: { value, count: members.length } } }));
}

function scalar(views: readonly unknown[], path: string, type: NonNullable<NonNullable<Aggregation['scalar']>['type']>) {
  if (type === 'COUNT_DISTINCT') return { type, value: new Set(views.flatMap((v) => distinctValues(v, path).map(valueText))).size };
  const numbers = views.flatMap((v) => numbersAt(v, path));
  return { type, value: numbers.length === 0 ? 0 : type === 'MIN' ? Math.min(...numbers) : Math.max(...numbers) };
}

/** The buckets of a bucket level (VALUE, RANGE, DATE_HISTOGRAM) over these entities. */
function groupsOf(level: Level, views: readonly unknown[], zone: ReturnType<typeof zoneOf>, budget: AggregationBudget): Group[] {
  if (level.type === 'RANGE') {
    const buckets = level.range?.buckets ?? [];
    if (buckets.length === 0) throw invalidField(`${level.at}.range.buckets`, 'needs at least one bucket', 'REQUIRED_FIELD');
    return rangeGroups(views, level.path, buckets, budget);
  }
  if (level.type === 'DATE_HISTOGRAM') {
    const interval = level.dateHistogram?.interval;
    if (!interval) throw invalidField(`${level.at}.dateHistogram.interval`, `is required (${HISTOGRAM_INTERVALS.join(', ')})`, 'REQUIRED_FIELD');
    return dateGroups(views, level.path, interval, zone, budget);
  }
  return valueGroups(views, level.path, level.value, budget);
}

type NestedRow = { results: Record<string, NestedResultValue> };

/**
 * NESTED: one row per combination of non-empty buckets, the last level a bucket or a SCALAR over its row's entities.
 * Each row is counted as it is made (`budget.row`), so a search past the limit stops at its 1,001st row.
 */
function nestedRows(levels: readonly Level[], views: readonly unknown[], zone: ReturnType<typeof zoneOf>, at: string, budget: AggregationBudget, row: Record<string, NestedResultValue> = {}, out: NestedRow[] = []): NestedRow[] {
  const [level, ...rest] = levels;
  if (level.type === 'SCALAR') {
    budget.row(at);
    out.push({ results: { ...row, [level.name]: { scalar: { value: scalar(views, level.path, level.scalar?.type ?? 'COUNT_DISTINCT').value } } } });
    return out;
  }
  for (const group of groupsOf(level, views, zone, budget)) {
    if (group.members.length === 0) continue;
    const next = { ...row, [level.name]: group.cell };
    if (rest.length > 0) nestedRows(rest, group.members, zone, at, budget, next, out);
    else {
      budget.row(at);
      out.push({ results: next });
    }
  }
  return out;
}

/** Checks a level's field against the search's aggregatable fields and gives it its name, kind and wire path. */
function levelOf(aggregation: Aggregation | NestedAggregationItem, at: string, spec: QueryFields, names: Set<string>): Level {
  const fieldPath = aggregation.fieldPath ?? '';
  const path = wirePath(fieldPath);
  if (!spec.aggregatable?.includes(path)) {
    throw applicationError(400, `Field '${fieldPath}' is not declared as aggregatable`, 'INVALID_ARGUMENT', `Field '${fieldPath}' is not declared as aggregatable`, { field: fieldPath });
  }
  const name = aggregation.name ?? fieldPath;
  if (names.has(name)) throw invalidField(`${at}.name`, `"${name}" names two aggregations: each name must be unique`, 'VALIDATION');
  names.add(name);
  return { ...aggregation, name, type: kindOf(aggregation), path, at };
}

function nestedLevels(aggregation: Aggregation, at: string, spec: QueryFields): Level[] {
  const items = aggregation.nested?.nestedAggregations;
  if (!items) throw invalidField(`${at}.nested.nestedAggregations`, `needs ${NESTED_LEVELS.min} to ${NESTED_LEVELS.max} aggregations`, 'REQUIRED_FIELD');
  const names = new Set<string>();
  const levels = items.map((item, i) => levelOf(item, `${at}.nested.nestedAggregations[${i}]`, spec, names));
  const early = levels.slice(0, -1).find((level) => level.type === 'SCALAR');
  if (early) throw invalidField(`${early.at}.type`, 'a SCALAR can only be the last of nested aggregations (it makes no buckets to nest in)', 'VALIDATION');
  return levels;
}

/** The fields these aggregations read (a NESTED's levels' too): what the entity views must carry. */
export const aggregatedFields = (aggregations: readonly Aggregation[]): string[] =>
  aggregations.flatMap((a) => [...(a.fieldPath ? [a.fieldPath] : []), ...(a.nested?.nestedAggregations ?? []).map((n) => n.fieldPath)]);

/**
 * `aggregationData` for the entity views a search matched (an empty list: `{results: []}`), dates in `timeZone`;
 * a 400 once the search's `budget` is spent.
 */
export function aggregate(
  views: readonly unknown[],
  aggregations: readonly Aggregation[] | undefined,
  spec: QueryFields,
  timeZone?: string | null,
  budget = new AggregationBudget(),
): { results: AggregationResult[] } {
  const names = new Set<string>();
  const zone = zoneOf(timeZone);
  const results = (aggregations ?? []).map((aggregation, index): AggregationResult => {
    const at = `search.aggregations[${index}]`;
    if (kindOf(aggregation) === 'NESTED') {
      const levels = nestedLevels(aggregation, at, spec);
      const name = aggregation.name ?? levels.map((level) => level.name).join(' > ');
      if (names.has(name)) throw invalidField(`${at}.name`, `"${name}" names two aggregations: each name must be unique`, 'VALIDATION');
      names.add(name);
      budget.startNested();
      return { name, type: 'NESTED', ...(aggregation.fieldPath ? { fieldPath: aggregation.fieldPath } : {}), nested: { results: nestedRows(levels, views, zone, at, budget) } };
    }
    const level = levelOf(aggregation, at, spec, names);
    const head = { name: level.name, type: level.type, fieldPath: aggregation.fieldPath };
    if (level.type === 'SCALAR') return { ...head, scalar: scalar(views, level.path, aggregation.scalar?.type ?? 'COUNT_DISTINCT') };
    // Each bucket as the top level shows it: the one entry of its nested cell (`{value: {value, count}}` → `{value, count}`).
    const results = groupsOf(level, views, zone, budget).map((g) => Object.values(g.cell)[0]);
    if (level.type === 'RANGE') return { ...head, ranges: { results } };
    if (level.type === 'DATE_HISTOGRAM') return { ...head, dateHistogram: { results } };
    return { ...head, values: { results } };
  });
  return { results };
}
