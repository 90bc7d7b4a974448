// Runs a probe set against one side (the store, or the sandbox) through the client's transport — its auth, retries,
// time-outs, rate limit and --verbose trace — and sums each answer up (compare.ts). Answers are dropped once summed
// up; the few values later probes need (a product id, a visitor token) stay in memory and are never returned.
import { withoutUndefined } from '../client/defined.js';
import { ApiError, NetworkError } from '../client/errors.js';
import type { Transport } from '../client/transport.js';
import type { AuthStrategy, RequestOptions } from '../client/types.js';
import { encodeQueryRequest } from '../wire/api/query-encoding.js';
import { summarize, type AnswerSummary } from './compare.js';
import type { Probe, ProbeInputs, ProbeRequest } from './probes.js';

export interface ProbeSide {
  transport: Transport;
  /** The OAuth app for the visitor probes; without one they are skipped. */
  clientId?: string;
  signal?: AbortSignal;
}

const SKIP_NOTES: Record<keyof ProbeInputs, string> = {
  productId: 'no product to read (the store lists none)',
  visitorToken: 'no visitor token (the visitor-token probe did not get one)',
  clientId: 'needs an OAuth client id: set STORE_CLIENT_ID (or --client-id)',
};

/** The new visitor's token, sent as the platform's SDK sends an access token. */
const bearerOf = (token: string): AuthStrategy => ({
  kind: 'none',
  usesReadHost: false,
  getAuthHeaders: async () => ({ authorization: token }),
  invalidate: () => {},
});

function requestOptions(request: ProbeRequest, probe: Probe, inputs: Partial<ProbeInputs>, signal?: AbortSignal): RequestOptions {
  const auth: RequestOptions['auth'] = probe.caller === 'none' ? false : probe.caller === 'new visitor' ? bearerOf(inputs.visitorToken ?? '') : undefined;
  // Every probe is a read, so each may be retried; catalog reads of a visitor go to the read host, as the SDK's do.
  const common = { path: request.path, auth, idempotent: true, signal, ...(probe.caller === undefined && !probe.writeHost ? { host: 'read' as const } : {}) };
  if (request.method === 'GET') return { ...common, method: 'GET', query: request.query };
  if (request.method === 'POST') return { ...common, method: 'POST', body: request.body };
  const encoded = encodeQueryRequest(request.payload);
  return encoded.method === 'GET' ? { ...common, method: 'GET', query: encoded.query } : { ...common, method: 'POST', body: encoded.body };
}

async function ask(side: ProbeSide, options: RequestOptions): Promise<{ status: number | 'no answer'; body?: unknown; errorCode?: string }> {
  try {
    return { status: 200, body: await side.transport.request<unknown>(options) };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body, errorCode: error.code };
    if (error instanceof NetworkError) return { status: 'no answer' };
    throw error;
  }
}

export interface ProbeOutcome {
  probe: Probe;
  summary: AnswerSummary;
}

export async function runProbes(probes: readonly Probe[], side: ProbeSide): Promise<ProbeOutcome[]> {
  const inputs: Partial<ProbeInputs> = side.clientId ? { clientId: side.clientId } : {};
  const outcomes: ProbeOutcome[] = [];
  for (const probe of probes) {
    const missing = probe.needs?.find((input) => !inputs[input]);
    if (missing) {
      outcomes.push({ probe, summary: { status: 'skipped', note: SKIP_NOTES[missing] } });
      continue;
    }
    const answer = await ask(side, requestOptions(probe.request(inputs as ProbeInputs), probe, inputs, side.signal));
    if (answer.status === 'no answer') {
      outcomes.push({ probe, summary: { status: 'no answer' } });
      continue;
    }
    if (answer.status === 200 && probe.provides) Object.assign(inputs, withoutUndefined(probe.provides(answer.body)));
    outcomes.push({ probe, summary: summarize(answer.status, answer.body, probe, answer.errorCode) });
  }
  return outcomes;
}
