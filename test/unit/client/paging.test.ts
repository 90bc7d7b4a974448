// Offset paging: one page by default, several up to --limit, every page with --all until the total.
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../../src/client/errors.js';
import { paginate, type PageRequest } from '../../../src/client/paging.js';

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
