// Offset paging: one page by default, several up to --limit, every page with --all until the total.
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/client/errors.js';
import { keysetFor, keysetPageQuery, paginate, type PageRequest } from '../../../src/client/paging.js';

function catalog(total: number, options: { reportTotal?: boolean } = {}) {
  const requests: PageRequest[] = [];
  const fetchPage = async (request: PageRequest) => {
    requests.push(request);
    const count = Math.max(0, Math.min(request.limit, total - request.offset));
    const items = Array.from({ length: count }, (_, i) => request.offset + i);
    return { items, metadata: { count, offset: request.offset, ...(options.reportTotal === false ? {} : { total }) } };
  };
  return { requests, fetchPage };
}

describe('paginate', () => {
  it('fetches one page of 50 by default', async () => {
    const { requests, fetchPage } = catalog(500);
    expect(await paginate(fetchPage).toArray()).toHaveLength(50);
    expect(requests).toEqual([{ limit: 50, offset: 0 }]);
  });

  it('--all walks pages of 100 until offset + count reaches the total', async () => {
    const { requests, fetchPage } = catalog(250);
    const items = await paginate(fetchPage, { all: true }).toArray();
    expect(items).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(requests).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
      { limit: 100, offset: 200 },
    ]);
  });

  it('--all stops at an exact multiple of the page size without an extra request', async () => {
    const { requests, fetchPage } = catalog(200);
    await paginate(fetchPage, { all: true }).toArray();
    expect(requests).toHaveLength(2);
  });

  it('--all without a total stops at the first short or empty page', async () => {
    const short = catalog(150, { reportTotal: false });
    await paginate(short.fetchPage, { all: true }).toArray();
    expect(short.requests).toHaveLength(2);
    const exact = catalog(200, { reportTotal: false });
    await paginate(exact.fetchPage, { all: true }).toArray();
    expect(exact.requests).toHaveLength(3);
  });

  it('a limit above 100 fetches several pages up to the limit', async () => {
    const { requests, fetchPage } = catalog(1000);
    expect(await paginate(fetchPage, { limit: 230, offset: 10 }).toArray()).toHaveLength(230);
    expect(requests).toEqual([
      { limit: 100, offset: 10 },
      { limit: 100, offset: 110 },
      { limit: 30, offset: 210 },
    ]);
  });

  it('pages() yields whole pages with their metadata', async () => {
    const { fetchPage } = catalog(120);
    const pages = [];
    for await (const page of paginate(fetchPage, { all: true }).pages()) pages.push(page);
    expect(pages.map((p) => [p.items.length, p.metadata?.total])).toEqual([
      [100, 120],
      [20, 120],
    ]);
  });

  it('is lazy: nothing is fetched until iterated, and breaking stops fetching', async () => {
    const { requests, fetchPage } = catalog(1000);
    const listing = paginate(fetchPage, { all: true });
    expect(requests).toHaveLength(0);
    for await (const item of listing) if (item === 5) break;
    expect(requests).toHaveLength(1);
  });

  it('rejects a negative or fractional limit as an invalid argument (the CLI names the flag before it gets here)', async () => {
    const { fetchPage } = catalog(10);
    await expect(paginate(fetchPage, { limit: -1 }).toArray()).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(paginate(fetchPage, { offset: 1.5 }).toArray()).rejects.toBeInstanceOf(InvalidArgumentError);
  });
});

// #16: the platform's offset paging stops at 10,000 items; a keyset listing pages by key after its first page.
describe('keyset paging past the offset ceiling', () => {
  /** Items are their own keys (0…total-1); a keyset page answers the items after `after`, its total counts from there. */
  function keyed(total: number) {
    const requests: PageRequest[] = [];
    const fetchPage = async (request: PageRequest) => {
      requests.push(request);
      const start = request.after === undefined ? request.offset : Number(request.after[0]) + 1;
      const count = Math.max(0, Math.min(request.limit, total - start));
      return { items: Array.from({ length: count }, (_, i) => start + i), metadata: { count, offset: request.offset, total: total - (request.after === undefined ? 0 : start) } };
    };
    return { requests, fetchPage };
  }
  const keyset = { sort: [{ fieldName: 'n', order: 'ASC' as const }], keyOf: (n: number) => [String(n)] };

  it('walks past the ceiling with the same number of requests as offset paging', async () => {
    const { requests, fetchPage } = keyed(1050);
    const items = await paginate(fetchPage, { all: true, offsetCeiling: 300 }, keyset).toArray();
    expect(items).toEqual(Array.from({ length: 1050 }, (_, i) => i));
    expect(requests).toHaveLength(11);
    expect(requests[0]).toEqual({ limit: 100, offset: 0, keyed: true });
    expect(requests[1]).toEqual({ limit: 100, offset: 0, keyed: true, after: ['99'] });
    expect(requests.at(-1)).toEqual({ limit: 100, offset: 0, keyed: true, after: ['999'] });
  });

  it('starts at the given offset, then goes by key', async () => {
    const { requests, fetchPage } = keyed(500);
    expect(await paginate(fetchPage, { limit: 150, offset: 20 }, keyset).toArray()).toEqual(Array.from({ length: 150 }, (_, i) => 20 + i));
    expect(requests).toEqual([{ limit: 100, offset: 20, keyed: true }, { limit: 50, offset: 0, keyed: true, after: ['119'] }]);
  });

  it('leaves a one-page listing as the caller wrote it', async () => {
    const { requests, fetchPage } = keyed(500);
    await paginate(fetchPage, { limit: 30 }, keyset).toArray();
    expect(requests).toEqual([{ limit: 30, offset: 0 }]);
  });

  it('without a keyset, refuses a page past the ceiling before sending it', async () => {
    const { requests, fetchPage } = catalog(1000);
    const walk = paginate(fetchPage, { all: true, offsetCeiling: 250 }).toArray();
    await expect(walk).rejects.toThrow(/first 250 items/);
    await expect(walk).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(requests.map((r) => r.offset)).toEqual([0, 100]);
  });
});

describe('keysetFor / keysetPageQuery', () => {
  const keys = { byDefault: 'numericId', unique: ['numericId', 'id'], alwaysSet: ['name'] };

  it('pages by key when the listing is unsorted or sorted by fields every item has, ending with a unique one', () => {
    expect(keysetFor({}, keys)?.sort).toEqual([{ fieldName: 'numericId', order: 'ASC' }]);
    expect(keysetFor({ sort: [{ fieldName: 'numericId', order: 'ASC' }] }, keys)).toBeDefined();
    expect(keysetFor({ sort: [{ fieldName: 'numericId', order: 'DESC' }] }, keys)).toBeDefined();
    expect(keysetFor({ sort: [{ fieldName: 'name' }, { fieldName: 'id' }] }, keys)?.sort).toEqual([{ fieldName: 'name', order: 'ASC' }, { fieldName: 'id', order: 'ASC' }]);
    expect(keysetFor({ sort: [{ fieldName: 'name' }] }, keys)).toBeUndefined(); // names repeat
    expect(keysetFor({ sort: [{ fieldName: 'sku' }, { fieldName: 'id' }] }, keys)).toBeUndefined(); // a product may have no SKU
  });

  it("an item's key is its values of the sort's fields; an item missing one has none", () => {
    const keyset = keysetFor<Record<string, unknown>>({ sort: [{ fieldName: 'name' }, { fieldName: 'id' }] }, keys)!;
    expect(keyset.keyOf({ name: 'Mug', id: 'a', numericId: '9' })).toEqual(['Mug', 'a']);
    expect(keyset.keyOf({ id: 'a' })).toBeUndefined();
  });

  it('adds the key condition to the filter, joining an existing $and', () => {
    const sort = [{ fieldName: 'numericId', order: 'ASC' as const }];
    expect(keysetPageQuery({}, sort, undefined)).toEqual({ filter: {}, sort });
    expect(keysetPageQuery({}, sort, ['7'])).toEqual({ filter: { numericId: { $gt: '7' } }, sort });
    expect(keysetPageQuery({ filter: { $and: [{ sku: 'a' }] } }, sort, ['7'])).toEqual({ filter: { $and: [{ sku: 'a' }, { numericId: { $gt: '7' } }] }, sort });
    expect(keysetPageQuery({ filter: { sku: 'a', slug: 'b' } }, sort, ['7'])).toEqual({ filter: { $and: [{ sku: 'a', slug: 'b' }, { numericId: { $gt: '7' } }] }, sort });
  });

  it('past an item of a sort by several fields: further on the first field, or equal there and further on the next', () => {
    const sort = [{ fieldName: 'name', order: 'ASC' as const }, { fieldName: 'id', order: 'DESC' as const }];
    expect(keysetPageQuery({}, sort, ['Mug', 'a'])).toEqual({ filter: { $or: [{ name: { $gt: 'Mug' } }, { name: 'Mug', id: { $lt: 'a' } }] }, sort });
  });
});
