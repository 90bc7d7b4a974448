// What one probe's answer is summed up to, and how two summaries differ. Only what says how the API behaves is kept
// — status, error code, shape (shape.ts), paging metadata against the page, sort direction — never a value, so a
// summary can go into a bug report as it is. Pure: tested in test/unit/check/compare.test.ts.
import { getPath } from '../io/fields.js';
import { PLATFORM_FIELD_NAMES } from './platform-field-names.js';
import { compareShapes, describeShape, describeShapeDifference, type Shape } from './shape.js';

export type SortDirection = 'ascending' | 'descending' | 'unordered' | 'not shown (fewer than 2 distinct values)';

export interface PagingSummary {
  /** Whether the metadata's count is the number of items on the page. */
  count: 'equals the items' | 'differs from the items' | 'absent';
  /** The offset the answer says it starts at (the probes ask for 0). */
  offset?: number;
  /** Cursor paging: `hasNext` agrees with a next cursor being there. */
  cursor?: 'consistent' | 'hasNext without a next cursor' | 'a next cursor without hasNext';
}

export interface AnswerSummary {
  /** The HTTP status; `skipped` when the probe could not be sent (see `note`), `no answer` after every retry. */
  status: number | 'skipped' | 'no answer';
  /** Why a probe was skipped (never a value of the store). */
  note?: string;
  /** The platform's error code (the SDK's normalisation) when the status is not 200. */
  errorCode?: string;
  shape?: Shape;
  /**
   * How many distinct keys of the answer are not the platform's field names (the merchant's own extended fields,
   * option names, custom error data; ids as keys): folded into `*` in the shape, counted here, never named.
   */
  otherKeys?: number;
  paging?: PagingSummary;
  sort?: SortDirection;
}

/** Where a probe's answer keeps its page: the items, the paging metadata and its count key, the sorted field. */
export interface AnswerLayout {
  items?: string;
  paging?: { at: string; count: string; offset?: string; hasNext?: string; nextCursor?: string };
  sortedBy?: string;
  dataKeyed?: readonly string[];
}

const numeric = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;

/** Numbers (and numeric strings, such as V1's `numericId`) by value, other strings by code point. */
function order(a: unknown, b: unknown): number {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== undefined && y !== undefined) return Math.sign(x - y);
  const s = String(a);
  const t = String(b);
  return s < t ? -1 : s > t ? 1 : 0;
}

export function sortDirection(values: readonly unknown[]): SortDirection {
  const present = values.filter((v) => typeof v === 'string' || typeof v === 'number');
  let up = false;
  let down = false;
  for (let i = 1; i < present.length; i++) {
    const step = order(present[i - 1], present[i]);
    if (step < 0) up = true;
    if (step > 0) down = true;
  }
  if (up && down) return 'unordered';
  if (up) return 'ascending';
  if (down) return 'descending';
  return 'not shown (fewer than 2 distinct values)';
}

function pagingOf(answer: unknown, items: unknown, layout: NonNullable<AnswerLayout['paging']>): PagingSummary {
  const metadata = getPath(answer, layout.at);
  const count = metadata && typeof metadata === 'object' ? getPath(metadata, layout.count) : undefined;
  const summary: PagingSummary = {
    count: typeof count !== 'number' ? 'absent' : Array.isArray(items) && count === items.length ? 'equals the items' : 'differs from the items',
  };
  if (layout.offset) {
    const offset = getPath(metadata, layout.offset);
    if (typeof offset === 'number') summary.offset = offset;
  }
  if (layout.hasNext && layout.nextCursor) {
    const hasNext = getPath(metadata, layout.hasNext) === true;
    const next = getPath(metadata, layout.nextCursor);
    const cursor = typeof next === 'string' && next !== '';
    summary.cursor = hasNext === cursor ? 'consistent' : hasNext ? 'hasNext without a next cursor' : 'a next cursor without hasNext';
  }
  return summary;
}

/** The platform's codes are UPPER_SNAKE words or an HTTP status; anything else could carry data and is not kept. */
const PLATFORM_CODE = /^([A-Z][A-Z0-9_]{0,80}|[0-9]{3})$/;

/** The summary of one answer: `status` and the parsed body (the error body when not 200). */
export function summarize(status: number, body: unknown, layout: AnswerLayout, errorCode?: string): AnswerSummary {
  const { shape, otherKeys } = describeShape(body, { dataKeyed: layout.dataKeyed, fieldNames: PLATFORM_FIELD_NAMES });
  const summary: AnswerSummary = { status, shape, ...(otherKeys > 0 ? { otherKeys } : {}) };
  if (status !== 200) {
    if (errorCode !== undefined) summary.errorCode = PLATFORM_CODE.test(errorCode) ? errorCode : 'not a platform code';
    return summary;
  }
  const items = layout.items ? getPath(body, layout.items) : undefined;
  if (layout.paging) summary.paging = pagingOf(body, items, layout.paging);
  if (layout.sortedBy && Array.isArray(items)) summary.sort = sortDirection(items.map((item) => getPath(item, layout.sortedBy!)));
  return summary;
}

export type Verdict = 'match' | 'differs' | 'skipped';

export interface Comparison {
  verdict: Verdict;
  /** One line per difference, in terms of paths, types, statuses and codes only. */
  differences: string[];
}

const sides = (what: string, platform: unknown, sandbox: unknown) =>
  `${what}: ${platform ?? 'none'} on the platform, ${sandbox ?? 'none'} in the sandbox`;

export function compareSummaries(platform: AnswerSummary, sandbox: AnswerSummary): Comparison {
  if (platform.status === 'skipped' || sandbox.status === 'skipped') return { verdict: 'skipped', differences: [] };
  const differences: string[] = [];
  if (platform.status !== sandbox.status) differences.push(sides('status', platform.status, sandbox.status));
  if (platform.errorCode !== sandbox.errorCode) differences.push(sides('error code', platform.errorCode, sandbox.errorCode));
  differences.push(...compareShapes(platform.shape ?? {}, sandbox.shape ?? {}).map(describeShapeDifference));
  const [mine, theirs] = [platform.paging, sandbox.paging];
  if (mine && theirs) {
    for (const key of ['count', 'offset', 'cursor'] as const) {
      if (mine[key] !== theirs[key]) differences.push(sides(`paging ${key}`, mine[key], theirs[key]));
    }
  }
  if (platform.sort !== sandbox.sort && platform.sort && sandbox.sort && !platform.sort.startsWith('not shown') && !sandbox.sort.startsWith('not shown')) {
    differences.push(sides('sort', platform.sort, sandbox.sort));
  }
  return { verdict: differences.length ? 'differs' : 'match', differences };
}
