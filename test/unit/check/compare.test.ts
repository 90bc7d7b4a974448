// How `store sandbox check` sums an answer up and compares two (src/check/compare.ts): status, error code, paging
// metadata against the page, sort direction.
import { describe, expect, it } from 'vitest';
import { compareSummaries, sortDirection, summarize, type AnswerLayout } from '../../../src/check/compare.js';

const page: AnswerLayout = { items: 'products', paging: { at: 'metadata', count: 'count', offset: 'offset' }, sortedBy: 'slug' };
const cursorPage: AnswerLayout = { items: 'items', paging: { at: 'pagingMetadata', count: 'count', hasNext: 'hasNext', nextCursor: 'cursors.next' } };

describe('sortDirection', () => {
  it('reads the order of the values, numeric strings by value', () => {
    expect(sortDirection(['a', 'b', 'b', 'c'])).toBe('ascending');
    expect(sortDirection(['c', 'a'])).toBe('descending');
    expect(sortDirection(['2', '10', '11'])).toBe('ascending');
    expect(sortDirection([3, 1, 2])).toBe('unordered');
    expect(sortDirection(['same', 'same'])).toBe('not shown (fewer than 2 distinct values)');
    expect(sortDirection([undefined, 'a'])).toBe('not shown (fewer than 2 distinct values)');
  });
});

describe('summarize', () => {
  it('keeps the shape, the paging metadata against the page and the sort direction of a 200', () => {
    const summary = summarize(200, { products: [{ slug: 'a' }, { slug: 'b' }], metadata: { count: 2, offset: 0 } }, page);
    expect(summary).toMatchObject({ status: 200, paging: { count: 'equals the items', offset: 0 }, sort: 'ascending' });
    expect(summarize(200, { products: [{ slug: 'a' }], metadata: { count: 7, offset: 0 } }, page).paging?.count).toBe('differs from the items');
    expect(summarize(200, { products: [] }, page).paging?.count).toBe('absent');
  });

  it('checks that hasNext and a next cursor go together', () => {
    const answer = (hasNext: boolean, next?: string) => summarize(200, { items: [1], pagingMetadata: { count: 1, hasNext, cursors: { next } } }, cursorPage);
    expect(answer(true, 'c1').paging?.cursor).toBe('consistent');
    expect(answer(false).paging?.cursor).toBe('consistent');
    expect(answer(true).paging?.cursor).toBe('hasNext without a next cursor');
    expect(answer(false, 'c1').paging?.cursor).toBe('a next cursor without hasNext');
  });

  it('keeps the error code of an error, unless it is not a platform code', () => {
    expect(summarize(404, { message: 'x' }, {}, 'PRODUCT_NOT_FOUND')).toMatchObject({ status: 404, errorCode: 'PRODUCT_NOT_FOUND' });
    expect(summarize(404, {}, {}, 'Product c8539b66 not found').errorCode).toBe('not a platform code');
  });
});

describe('compareSummaries', () => {
  const ok = summarize(200, { products: [{ slug: 'a' }, { slug: 'b' }], metadata: { count: 2, offset: 0 } }, page);

  it('matches two answers that differ only in data', () => {
    const other = summarize(200, { products: [{ slug: 'x' }, { slug: 'y' }, { slug: 'z' }], metadata: { count: 3, offset: 0 } }, page);
    expect(compareSummaries(ok, other)).toEqual({ verdict: 'match', differences: [] });
  });

  it('names each difference: status, code, paging, sort', () => {
    const reversed = summarize(200, { products: [{ slug: 'b' }, { slug: 'a' }], metadata: { count: 5, offset: 0 } }, page);
    expect(compareSummaries(reversed, ok).differences).toEqual([
      'paging count: differs from the items on the platform, equals the items in the sandbox',
      'sort: descending on the platform, ascending in the sandbox',
    ]);
    const notFound = summarize(404, { message: 'm' }, {}, 'NOT_FOUND');
    const otherCode = summarize(404, { message: 'm' }, {}, 'PRODUCT_NOT_FOUND');
    expect(compareSummaries(notFound, otherCode).differences).toEqual(['error code: NOT_FOUND on the platform, PRODUCT_NOT_FOUND in the sandbox']);
    expect(compareSummaries(notFound, ok).differences[0]).toBe('status: 404 on the platform, 200 in the sandbox');
  });

  it('does not compare a sort it cannot see (one product, equal values)', () => {
    const single = summarize(200, { products: [{ slug: 'a' }], metadata: { count: 1, offset: 0 } }, page);
    expect(compareSummaries(single, ok).verdict).toBe('match');
  });

  it('skips a probe skipped on either side, and counts no answer as a difference', () => {
    expect(compareSummaries({ status: 'skipped', note: 'n' }, ok).verdict).toBe('skipped');
    expect(compareSummaries({ status: 'no answer' }, ok)).toMatchObject({ verdict: 'differs' });
  });
});
