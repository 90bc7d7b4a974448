// `.r` encoding, the GET→POST threshold and the small query builders (docs/wire/catalog-v1.md §2, §5).
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/io/cli-errors.js';
import { decodeDotR, encodeDotR, encodeQueryRequest, flattenQueryPayload } from '../../../src/wire/api/query-encoding.js';
import { parseFilter, parseSort, parseSorts } from '../../../src/commands/shared/query-flags.js';
import { MAX_QUERY_STRING_LENGTH } from '../../../src/wire/api/query.js';
import { exitCodeOf } from '../../../src/io/cli-errors.js';

describe('encodeQueryRequest', () => {
  it('encodes the wire doc example byte-exact', () => {
    expect(encodeQueryRequest({ query: { filter: {}, paging: { offset: 0, limit: 50 } } })).toEqual({
      method: 'GET',
      query: { '.r': 'eyJxdWVyeSI6eyJmaWx0ZXIiOnt9LCJwYWdpbmciOnsib2Zmc2V0IjowLCJsaW1pdCI6NTB9fX0' },
    });
  });

  it('is base64url of UTF-8 JSON without padding', () => {
    const payload = { query: { filter: { name: 'Über ~~~ ?>>' } } };
    const encoded = encodeDotR(payload);
    expect(encoded).not.toMatch(/[+/=]/);
    expect(encoded).toBe(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    expect(decodeDotR(encoded)).toEqual(payload);
  });

  it('sends no query string for a payload that flattens to nothing', () => {
    expect(encodeQueryRequest({ query: {} })).toEqual({ method: 'GET', query: {} });
    expect(encodeQueryRequest({ query: { filter: {} } })).toEqual({ method: 'GET', query: {} });
  });

  it('keeps a flat payload as plain parameters', () => {
    expect(encodeQueryRequest({ id: 'a', tags: ['x', 'y'], skip: null })).toEqual({ method: 'GET', query: { id: 'a', tags: ['x', 'y'] } });
  });

  it('uses GET up to exactly 4000 characters and POST from 4001', () => {
    // "q=" + value: the query string is exactly value length + 2.
    const flat = (length: number) => ({ q: 'x'.repeat(length - 2) });
    expect(encodeQueryRequest(flat(MAX_QUERY_STRING_LENGTH)).method).toBe('GET');
    expect(encodeQueryRequest(flat(MAX_QUERY_STRING_LENGTH + 1))).toEqual({ method: 'POST', body: flat(MAX_QUERY_STRING_LENGTH + 1) });
  });

  it('measures the .r form the same way (base64url lengths skip 4000, so 3999 → GET, 4001 → POST)', () => {
    const dotRPayloadOfLength = (length: number) => {
      for (let n = 0; n < 4000; n++) {
        const payload = { query: { filter: { slug: 'x'.repeat(n) } } };
        if (`.r=${encodeDotR(payload)}`.length === length) return payload;
      }
      throw new Error(`no payload encodes to ${length} characters`);
    };
    expect(encodeQueryRequest(dotRPayloadOfLength(MAX_QUERY_STRING_LENGTH - 1)).method).toBe('GET');
    const over = dotRPayloadOfLength(MAX_QUERY_STRING_LENGTH + 1);
    expect(encodeQueryRequest(over)).toEqual({ method: 'POST', body: over });
  });

  it('switches to .r when an array holds objects', () => {
    expect(flattenQueryPayload({ sort: [{ fieldName: 'name' }] }).complex).toBe(true);
    expect(flattenQueryPayload({ ids: ['a'] }).complex).toBe(false);
  });
});

describe('parseSort', () => {
  it.each([
    ['price:desc', { fieldName: 'price', order: 'DESC' }],
    ['name', { fieldName: 'name', order: 'ASC' }],
    ['priceData.price:ASC', { fieldName: 'priceData.price', order: 'ASC' }],
    [' lastUpdated:Desc ', { fieldName: 'lastUpdated', order: 'DESC' }],
  ])('%s', (spec, expected) => {
    expect(parseSort(spec)).toEqual(expected);
  });

  it('rejects an unknown order as a usage error', () => {
    expect(() => parseSort('price:down')).toThrow(UsageError);
    expect(() => parseSort(':desc')).toThrow(UsageError);
  });

  it('parses comma lists', () => {
    expect(parseSorts('name,price:desc')).toEqual([
      { fieldName: 'name', order: 'ASC' },
      { fieldName: 'price', order: 'DESC' },
    ]);
  });
});

describe('parseFilter', () => {
  it('parses a JSON object', () => {
    expect(parseFilter('{"priceData.price":{"$gt":10}}')).toEqual({ 'priceData.price': { $gt: 10 } });
  });

  it.each(['{nope', '[1]', 'null', '"x"'])('rejects %s with exit 2', (text) => {
    try {
      parseFilter(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      expect(exitCodeOf(error)).toBe(2);
    }
  });
});
