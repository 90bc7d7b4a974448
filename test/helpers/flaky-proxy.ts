// A lossy network between the CLI and a sandbox, on 127.0.0.1:0, replayable from a seed: per request, at the given
// rates, a 503 (nothing forwarded), a dropped connection (nothing forwarded), or a dropped answer (forwarded and
// applied by the store, then the connection drops before the answer arrives); every `rateLimitEvery`-th request is
// a 429 (nothing forwarded). The draws come from the sandbox's own seeded generator (src/sandbox/faults.ts).
import { seededRandom } from '../../src/sandbox/faults.js';
import { dropConnection, sendJson, startRecordingServer, type RecordingServer } from './recording-server.js';

const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'connection', 'keep-alive', 'transfer-encoding']);

export interface FlakyRates {
  unavailable: number;
  dropped: number;
  lostAnswer: number;
  /** Every n-th request is answered 429 (0: never). */
  rateLimitEvery: number;
}

export type FlakyOutcome = 'pass' | 'unavailable' | 'dropped' | 'lost-answer' | 'rate-limited';

export interface FlakyProxy extends RecordingServer {
  /** What each request met, in arrival order. */
  outcomes: FlakyOutcome[];
  /** Another store behind the same network, with a new fault schedule (the 429 count goes on). */
  reconnect(upstream: string, seed: number): void;
}

export async function startFlakyProxy(upstream: string, rates: FlakyRates, seed: number): Promise<FlakyProxy> {
  let random = seededRandom(seed);
  const outcomes: FlakyOutcome[] = [];
  const decide = (index: number): FlakyOutcome => {
    if (rates.rateLimitEvery > 0 && (index + 1) % rates.rateLimitEvery === 0) return 'rate-limited';
    const roll = random();
    if (roll < rates.unavailable) return 'unavailable';
    if (roll < rates.unavailable + rates.dropped) return 'dropped';
    if (roll < rates.unavailable + rates.dropped + rates.lostAnswer) return 'lost-answer';
    return 'pass';
  };
  const server = await startRecordingServer(async (request, res, index) => {
    const outcome = decide(index);
    outcomes.push(outcome);
    if (outcome === 'rate-limited') return sendJson(res, 429, { message: 'Too many requests', details: { applicationError: { code: 'TOO_MANY_REQUESTS' } } }, { 'retry-after': '1' });
    if (outcome === 'unavailable') return sendJson(res, 503, { message: 'Service unavailable', details: { applicationError: { code: 'UNAVAILABLE' } } });
    if (outcome === 'dropped') return dropConnection(res);
    const { host: _host, 'content-length': _length, connection: _connection, ...headers } = request.headers;
    const reply = await fetch(`${upstream}${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : request.body,
    });
    const text = await reply.text();
    if (outcome === 'lost-answer') return dropConnection(res);
    const passed: Record<string, string> = {};
    reply.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) passed[name] = value;
    });
    res.writeHead(reply.status, passed);
    res.end(text);
  });
  return Object.assign(server, {
    outcomes,
    reconnect: (next: string, nextSeed: number) => {
      upstream = next;
      random = seededRandom(nextSeed);
    },
  });
}
