// Cursor paging (filter and sort only on the first page, the cursor afterwards; --limit/--offset/--all honoured on
// the client) and async-job polling (both answer shapes, until FINISHED or FAILED).
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../helpers/recording-server.js';
import { decodeDotR } from '../../../src/wire/api/query-encoding.js';
import { wireClient } from './support/wire-client.js';
import { FakeClock } from './support/fake-clock.js';

const clock = new FakeClock();
const { server, client } = wireClient({ clock });

/** 250 products served 100 (or `limit`) at a time; the cursor is the next index. */
function serveProducts(total = 250): void {
  server.respond((request, res) => {
    const payload = decodeDotR(new URLSearchParams(request.rawQuery).get('.r')!) as { query: { cursorPaging: { limit: number; cursor?: string } } };
    const start = Number(payload.query.cursorPaging.cursor ?? 0);
    const end = Math.min(total, start + payload.query.cursorPaging.limit);
    const products = Array.from({ length: end - start }, (_, i) => ({ id: `p${start + i}` }));
    const hasNext = end < total;
    sendJson(res, 200, { products, pagingMetadata: { count: products.length, cursors: hasNext ? { next: String(end) } : {}, hasNext } });
  });
}
const sentQueries = () => server.requests.map((r) => (decodeDotR(new URLSearchParams(r.rawQuery).get('.r')!) as { query: unknown }).query);

describe('cursor paging', () => {
  it('--all follows cursors.next to the end; filter and sort go only with the first page', async () => {
    serveProducts();
    const all = await client.catalogV3.products.list({ filter: { visible: true }, sort: [{ fieldName: 'slug', order: 'ASC' }] }, { all: true }).toArray();
    expect(all.map((p) => p.id)).toEqual(Array.from({ length: 250 }, (_, i) => `p${i}`));
    expect(sentQueries()).toEqual([
      { filter: { visible: true }, sort: [{ fieldName: 'slug', order: 'ASC' }], cursorPaging: { limit: 100 } },
      { cursorPaging: { limit: 100, cursor: '100' } },
      { cursorPaging: { limit: 100, cursor: '200' } },
    ]);
  });

  it('--limit stops early and --offset skips on the client', async () => {
    serveProducts();
    const some = await client.catalogV3.products.list({}, { limit: 30, offset: 90 }).toArray();
    expect(some.map((p) => p.id)).toEqual(Array.from({ length: 30 }, (_, i) => `p${90 + i}`));
    expect(sentQueries()).toEqual([{ cursorPaging: { limit: 100 } }, { cursorPaging: { limit: 20, cursor: '100' } }]);
  });

  it('stops when hasNext is false even if a cursor is present', async () => {
    server.respond((_r, res) => sendJson(res, 200, { products: [{ id: 'a' }], pagingMetadata: { count: 1, cursors: { next: 'X' }, hasNext: false } }));
    expect(await client.catalogV3.products.list({}, { all: true }).toArray()).toEqual([{ id: 'a' }]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('async jobs', () => {
  it('polls the job until FINISHED, accepting the wrapped and the bare answer', async () => {
    const answers = [
      { jobId: 'J1' },
      { asyncJob: { id: 'J1', status: 'INITIALIZED', counters: { itemsToProcess: 2, itemsSucceeded: 0, itemsFailed: 0 } } },
      { id: 'J1', status: 'PROCESSING', counters: { itemsToProcess: 2, itemsSucceeded: 1, itemsFailed: 0 } },
      { asyncJob: { id: 'J1', status: 'FINISHED', counters: { itemsToProcess: 2, itemsSucceeded: 2, itemsFailed: 0 } } },
    ];
    server.respond((_r, res, index) => sendJson(res, 200, answers[index]));
    const products = client.catalogV3.products;
    const job = await products.runJob(products.updateByFilter({ visible: true }, { visible: false }));
    expect(job.status).toBe('FINISHED');
    expect(job.counters.itemsSucceeded).toBe(2);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /stores/v3/bulk/products/update-by-filter',
      'GET /async-jobs/v1/async-jobs/J1',
      'GET /async-jobs/v1/async-jobs/J1',
      'GET /async-jobs/v1/async-jobs/J1',
    ]);
    expect(JSON.parse(server.requests[0].body)).toEqual({ filter: { visible: true }, product: { visible: false } });
  });

  it('returns a FAILED job with its counters instead of polling forever', async () => {
    server.respond((_r, res) => sendJson(res, 200, { asyncJob: { id: 'J2', status: 'FAILED', counters: { itemsToProcess: 1, itemsSucceeded: 0, itemsFailed: 1 } } }));
    const job = await client.catalogV3.asyncJobs.waitFor('J2');
    expect(job.status).toBe('FAILED');
    expect(server.requests).toHaveLength(1);
  });
});

describe('bulk limits', () => {
  it('refuses more than 100 products per bulk call before sending anything', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `p${i}`);
    await expect(client.catalogV3.products.bulkDelete(ids)).rejects.toThrow(/1 to 100 products/);
    expect(server.requests).toHaveLength(0);
  });
});
