// Pins what client.bulk puts on the wire: paths, body key order, float transforms, chunks of 100, merged results,
// and which of the two calls may be retried after a lost answer.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/errors.js';
import { sendJson } from '../../helpers/recording-server.js';
import { wireClient } from './support/wire-client.js';

const { server, client } = wireClient({ retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 2 } });

/** Answers every bulk call the way the platform does: each id succeeds except ids starting with "bad". */
function answerPerItem(): void {
  server.respond((request, res) => {
    const { ids } = JSON.parse(request.body) as { ids: string[] };
    const results = ids.map((id, originalIndex) =>
      id.startsWith('bad')
        ? { itemMetadata: { id, originalIndex, success: false, error: { code: 'NEGATIVE_VALUE', description: 'below 0', data: {} } } }
        : { itemMetadata: { id, originalIndex, success: true } },
    );
    const failures = results.filter((r) => !r.itemMetadata.success).length;
    sendJson(res, 200, { results, bulkActionMetadata: { totalSuccesses: ids.length - failures, totalFailures: failures, undetailedFailures: 0 } });
  });
}

describe('client.bulk', () => {
  it('bulkSet: POST /stores/v1/bulk/products/update with {ids, set}', async () => {
    await client.bulk.bulkSet(['a', 'b'], { price: 12.5 });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/stores/v1/bulk/products/update');
    expect(request.body).toBe('{"ids":["a","b"],"set":{"price":12.5}}');
    expect(request.headers.authorization).toBe('ADMIN-KEY');
  });

  it('bulkAdjust: POST /stores/v1/bulk/products/adjust-properties with {adjust, ids}', async () => {
    await client.bulk.bulkAdjust(['a'], { weight: { percentage: { rate: -5, roundToInt: true } } });
    const [request] = server.requests;
    expect(request.path).toBe('/stores/v1/bulk/products/adjust-properties');
    expect(request.body).toBe('{"adjust":{"weight":{"percentage":{"rate":-5,"roundToInt":true}}},"ids":["a"]}');
  });

  it('sends non-finite floats as strings on set.{price,cost,weight} and adjust.*.amount only', async () => {
    await client.bulk.bulkSet(['a'], { cost: Number.NaN });
    await client.bulk.bulkAdjust(['a'], { price: { amount: Infinity } });
    await client.bulk.bulkSet(['a'], { brand: 'NaN' });
    expect(server.requests.map((r) => r.body)).toEqual([
      '{"ids":["a"],"set":{"cost":"NaN"}}',
      '{"adjust":{"price":{"amount":"Infinity"}},"ids":["a"]}',
      '{"ids":["a"],"set":{"brand":"NaN"}}',
    ]);
  });

  it('apply() sends a change as set or adjust', async () => {
    await client.bulk.apply(['a'], { kind: 'set', field: 'ribbon', value: '' });
    await client.bulk.apply(['a'], { kind: 'adjust', field: 'cost', adjust: { amount: -1 } });
    expect(server.requests.map((r) => r.body)).toEqual(['{"ids":["a"],"set":{"ribbon":""}}', '{"adjust":{"cost":{"amount":-1}},"ids":["a"]}']);
  });

  it('sends more than 100 ids in chunks of 100 and merges the answers with indexes into the whole list', async () => {
    answerPerItem();
    const ids = Array.from({ length: 250 }, (_, i) => (i === 150 || i === 249 ? `bad-${i}` : `id-${i}`));
    const progress: string[] = [];
    const result = await client.bulk.bulkAdjust(ids, { price: { amount: 1 } }, { onChunk: (done, total) => progress.push(`${done}/${total}`) });
    expect(server.requests.map((r) => (JSON.parse(r.body) as { ids: string[] }).ids.length)).toEqual([100, 100, 50]);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(result.results.map((r) => r.itemMetadata.originalIndex)).toEqual(ids.map((_, i) => i));
    expect(result.results.map((r) => r.itemMetadata.id)).toEqual(ids);
    expect(result.results.filter((r) => !r.itemMetadata.success).map((r) => r.itemMetadata.originalIndex)).toEqual([150, 249]);
    expect(result.bulkActionMetadata).toEqual({ totalSuccesses: 248, totalFailures: 2, undetailedFailures: 0 });
  });

  it('retries a set after a 503 (setting twice is harmless)', async () => {
    server.respond((_r, res, i) => (i === 0 ? sendJson(res, 503, { message: 'busy' }) : sendJson(res, 200, {})));
    await client.bulk.bulkSet(['a'], { weight: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('does NOT retry an adjust after a 503: the first attempt may have been applied', async () => {
    server.respond((_r, res) => sendJson(res, 503, { message: 'busy' }));
    const error = await client.bulk.bulkAdjust(['a'], { price: { amount: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });
});
