// How much work one search's aggregations may do (docs/wire/catalog-v3.md §3, "Search aggregations"). A NESTED aggregation makes
// one row per combination of buckets, so three levels of 250 buckets could make 15 million rows; the sandbox
// computes in the one thread that serves every client, so an unbounded search froze it for everyone. Two limits,
// each answered 400 the moment it is passed, before anything more is computed:
// - rows: the SDK's NestedResults.results is `@maxSize 1000` (read-only-variants-v-3 and products-v-3 meta.d.ts):
//   the platform answers at most 1,000 rows per NESTED aggregation, so making the 1,001st is refused;
// - time: the platform documents none; decided here: 2 seconds of aggregation work per search (every aggregation of
//   it together). Checked every 256 steps (an entity placed in a bucket, a row made), so a search stops within
//   a few milliseconds of the limit.
import { invalidField, type SandboxHttpError } from '../../http-errors.js';
import { v3Error } from './errors.js';

/** NestedResults.results @maxSize 1000: the rows one NESTED aggregation may answer. */
export const MAX_NESTED_ROWS = 1000;
/** Decided (the platform documents no time limit): the aggregation work one search may take. */
export const AGGREGATION_TIME_LIMIT_MS = 2000;

const CHECK_EVERY = 256;

export const tooManyRows = (at: string): SandboxHttpError =>
  invalidField(`${at}.nested`, `makes more than ${MAX_NESTED_ROWS} rows (the most one NESTED aggregation answers); narrow the search, or lower the levels' limits or buckets`, 'MAX_SIZE');

/** A custom rule in the SDK's shape (`violatedRule: "OTHER"`, `ruleName: "MAX_WORK"`: the registry's decided name). */
export const tooMuchWork = (): SandboxHttpError =>
  v3Error('MAX_WORK', `search.aggregations take more than ${AGGREGATION_TIME_LIMIT_MS / 1000} s to compute (the most one search may take); narrow the search, or ask for fewer or smaller aggregations`, { field: 'search.aggregations' });

/** The work of one search: counts rows per NESTED aggregation and steps overall, and refuses past either limit. */
export class AggregationBudget {
  private rows = 0;
  /** Rows made over the whole search (what a test reads after a refusal). */
  rowsMade = 0;
  private steps = 0;
  private readonly started: number;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly limits = { rows: MAX_NESTED_ROWS, ms: AGGREGATION_TIME_LIMIT_MS },
  ) {
    this.started = now();
  }

  /** A NESTED aggregation begins: its rows are counted from 0. */
  startNested(): void {
    this.rows = 0;
  }

  /** One row of the NESTED aggregation at `at` made; refuses the one past the limit. */
  row(at: string): void {
    this.rowsMade++;
    if (++this.rows > this.limits.rows) throw tooManyRows(at);
    this.step();
  }

  /** One unit of work (an entity placed, a row made). */
  step(): void {
    if (++this.steps % CHECK_EVERY === 0 && this.now() - this.started > this.limits.ms) throw tooMuchWork();
  }
}
