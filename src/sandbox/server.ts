// The sandbox server: node:http on a loopback address (or the one `host` names), one API router (plus /__sandbox control routes), the
// platform's error envelope on every failure, X-Wix-Request-Id on every response, faults on API routes only.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { createClock } from './clock.js';
import type { RequestContext } from './context.js';
import { openSandboxDb } from './db.js';
import { initializeCatalog, resetCatalog } from './demo.js';
import { couponSummaries } from './domain/cart/coupons.js';
import { ensureCredentials } from './domain/credentials.js';
import { requireSiteSpeaks, siteCatalogVersion } from './domain/site-catalog-version.js';
import { type CatalogVersion } from '../wire/api/catalog-version.js';
import { startEventDispatcher, type EventDispatcher } from './events/dispatcher.js';
import type { CatalogEnv } from './domain/v1/product-service.js';
import { FaultInjector } from './faults.js';
import { applicationError, errorBody, toSandboxError } from './http-errors.js';
import { canonicalPath, Router } from './router.js';
import { RawResponse } from './raw-response.js';
import { checkHost, checkWriteRequest, HostAllowList } from './request-guard.js';
import { checkControlAccess, exposurePolicy, refusedWebhookTarget } from './exposure.js';
import { apiRouter } from './routes/index.js';
import { registerControl } from './routes/control.js';
import { CONTROL_PREFIX } from '../wire/control/paths.js';
import { registerIdentityControl } from './routes/control-identity.js';
import { registerSsoControl } from './routes/sso.js';
import { registerEventControl } from './routes/control-events.js';
import type { RecordedRequest, Sandbox, SandboxInfo, SandboxOptions } from './types.js';

export type { FaultSettings, RecordedRequest, Sandbox, SandboxInfo, SandboxOptions } from './types.js';
export { SiteCatalogVersionConflict } from './domain/site-catalog-version.js';

const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Resolves at `time` (a performance.now() value) or just after, never before; at once when that has passed. Timers
 * count whole milliseconds from the event loop's cached clock (one may fire early, or a millisecond late), so the
 * last millisecond is waited out in event-loop turns, which keep serving other requests meanwhile.
 */
async function waitUntil(time: number): Promise<void> {
  let remaining = time - performance.now();
  if (remaining > 2) await sleep(remaining - 1.5);
  for (remaining = time - performance.now(); remaining > 0; remaining = time - performance.now()) await setImmediate();
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '']);

/** Credentials of a data file without starting a server (`store sandbox info`). */
export function readSandboxInfo(dataFile: string): Omit<SandboxInfo, 'baseUrl'> {
  const db = openSandboxDb(dataFile);
  try {
    const { siteId, apiKey, clientId, publicKey } = ensureCredentials(db);
    return { siteId, apiKey, clientId, publicKey, coupons: couponSummaries(), catalogVersion: siteCatalogVersion(db) };
  } finally {
    db.close();
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(applicationError(413, 'Request body too large', 'PAYLOAD_TOO_LARGE'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body ?? {});
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendRaw(res: ServerResponse, raw: RawResponse): void {
  res.writeHead(raw.status, { ...raw.headers, 'Content-Type': raw.contentType, 'Content-Length': Buffer.byteLength(raw.body) });
  res.end(raw.body);
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const host = opts.host ?? '127.0.0.1';
  const allowedHosts = new HostAllowList(host, opts.allowedHosts);
  const db = openSandboxDb(opts.dataFile ?? ':memory:');
  const credentials = ensureCredentials(db);
  const exposure = exposurePolicy(host, { adminKey: () => credentials.apiKey, controlToken: opts.controlToken, allowLoopbackWebhooks: opts.allowLoopbackWebhooks });
  const clock = createClock(db, opts.now);
  const faults = new FaultInjector(opts.faults, clock.now);
  const env: CatalogEnv = { db, clock, baseUrl: '' };
  initializeCatalog(env, opts.demo ?? true, opts.catalog);

  const info = (): SandboxInfo => {
    const { siteId, apiKey, clientId, publicKey } = credentials;
    return { baseUrl: env.baseUrl, siteId, apiKey, clientId, publicKey, coupons: couponSummaries(), catalogVersion: siteCatalogVersion(db) };
  };
  const reset = (options: { demo?: boolean; catalog?: CatalogVersion } = {}) => resetCatalog(env, options.demo ?? true, options.catalog);
  const api = apiRouter();
  const control = new Router();
  registerControl(control, { info, reset, faults, clock });
  registerIdentityControl(control);
  registerSsoControl(control);
  // Webhook delivery starts once the server listens; a write before that has nothing to nudge.
  let events: EventDispatcher | undefined;
  registerEventControl(control, { nudge: () => events?.nudge(), exposure });

  /**
   * Works the answer out at once and sends it at `answerAt` (a performance.now() time): the injected latency is the
   * time from a request's arrival to its answer, so clients see exactly the configured latency however long the
   * sandbox itself takes on this machine (as long as that is shorter).
   */
  async function dispatch(router: Router, req: IncomingMessage, res: ServerResponse, url: URL, bodyBytes: Buffer, answerAt = 0): Promise<void> {
    const rawBody = bodyBytes.toString('utf8');
    let send: () => void;
    try {
      const path = canonicalPath(url.pathname);
      const method = req.method ?? 'GET';
      const { handler, params, form } = router.match(method, path);
      checkWriteRequest({ method, headers: req.headers, rawBody, form });
      if (router === api) requireSiteSpeaks(db, path);
      const ctx: RequestContext = {
        db, clock, credentials, baseUrl: env.baseUrl, method, path, params, query: url.searchParams, headers: req.headers, rawBody, bodyBytes,
        offsetCeiling: opts.offsetCeiling,
      };
      let result = handler(ctx);
      // Handlers are synchronous, except a few that load a heavy library on first use (GraphQL).
      if (result instanceof Promise) result = await result;
      if (method !== 'GET') events?.nudge();
      const answer = result;
      send = () => (answer instanceof RawResponse ? sendRaw(res, answer) : sendJson(res, 200, answer));
    } catch (error) {
      const failure = toSandboxError(error);
      send = () => sendJson(res, failure.status, errorBody(failure), failure.headers);
    }
    await waitUntil(answerAt);
    send();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrivedAt = performance.now();
    res.setHeader('X-Wix-Request-Id', randomUUID());
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    let bodyBytes: Buffer;
    try {
      checkHost(req.headers, allowedHosts);
      bodyBytes = await readBody(req);
    } catch (error) {
      const failure = toSandboxError(error);
      return sendJson(res, failure.status, errorBody(failure), { Connection: 'close' });
    }
    if (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      try {
        checkControlAccess(req.headers, exposure);
      } catch (error) {
        const failure = toSandboxError(error);
        return sendJson(res, failure.status, errorBody(failure));
      }
      return dispatch(control, req, res, url, bodyBytes);
    }
    const decision = faults.decide();
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, rawQuery: url.search.slice(1), headers: flatHeaders(req), body: bodyBytes.toString('utf8') };
    if (decision.outcome !== 'pass') recorded.fault = decision.outcome;
    opts.onRequest?.(recorded);
    if (opts.onAnswer) res.once('close', () => opts.onAnswer?.(recorded));

    const answerAt = arrivedAt + decision.delayMs;
    if (decision.delayMs > 0) res.setHeader('X-Sandbox-Delay-Ms', String(decision.delayMs));
    if (decision.outcome === 'pass') {
      // Requests that arrived together are all timed from their arrival before any of them is worked on.
      if (decision.delayMs > 0) await setImmediate();
      return dispatch(api, req, res, url, bodyBytes, answerAt);
    }
    // A failure changes nothing: it only waits out its latency.
    await waitUntil(answerAt);
    switch (decision.outcome) {
      case 'drop':
        req.socket.destroy();
        return;
      case 'unavailable':
        return sendJson(res, 503, errorBody(applicationError(503, 'Service unavailable', 'UNAVAILABLE', 'Injected fault: the sandbox is simulating an outage')));
      case 'rate-limited': {
        const seconds = decision.retryAfterSeconds ?? 1;
        const error = applicationError(429, 'Too many requests', 'TOO_MANY_REQUESTS', `Rate limit exceeded; retry after ${seconds} s`, { retryAfterSeconds: seconds });
        return sendJson(res, 429, errorBody(error), { 'Retry-After': String(seconds) });
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Listening on every address (0.0.0.0, ::), this machine reaches it on loopback.
  env.baseUrl = `http://${WILDCARD_ADDRESSES.has(host) ? '127.0.0.1' : urlHost(host)}:${port}`;
  events = startEventDispatcher({ db, clock, site: credentials, refusedTarget: (target) => refusedWebhookTarget(target, exposure) }, opts.events);

  return {
    baseUrl: env.baseUrl,
    info,
    reset,
    setFaults: (f) => void faults.update(f),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await events?.close();
      db.close();
    },
  };
}
