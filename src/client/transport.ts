// Every HTTP call of the client goes through here: host choice, auth headers, rate limit, retries, tracing and
// the platform's error normalisation. Keep-alive connections (client/http-agent.ts) so concurrent imports reuse sockets.
import { HttpAgent, type HttpAnswer } from './http-agent.js';
import { withoutUndefined } from './defined.js';
import { AnswerRefusedError, NetworkError, normalizeApiError, secondsText } from './errors.js';
import { BodyTooLarge, MAX_ANSWER_BYTES, bytesText } from './capped-body.js';
import { jsonTextTooDeep, tooDeepText } from '../wire/json-depth.js';
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions } from './rate-limiter.js';
import { redactBodyText, redactHandedOutUrl, redactHeaders, redactUrl } from './redact.js';
import {
  DEFAULT_RETRY, NOTICEABLE_WAIT_MS, decideRetry, honouredRetryAfterMs, isIdempotentByDefault, parseRetryAfter, type AttemptOutcome, type RetryOptions,
} from './retry-policy.js';
import { toQueryString } from '../wire/api/query-encoding.js';
import { systemClock, type AuthStrategy, type Clock, type RequestOptions, type RetryWait, type TraceEvent } from './types.js';
import { DEFAULT_USER_AGENT } from './version.js';

export interface TransportOptions {
  writeBaseUrl: string;
  readBaseUrl: string;
  auth: AuthStrategy;
  /** Requests per minute shared by all calls of this transport (default 200); `false` turns it off (the sandbox has no quota). */
  rateLimit?: RateLimitOptions | false;
  retry?: RetryOptions;
  /** The longest one attempt may take, from sending to the last byte of the answer (default 30 s). */
  timeoutMs?: number;
  /** Sockets per origin (≈ the caller's concurrency; default 10). */
  connections?: number;
  /** The most of one answer read (default MAX_ANSWER_BYTES, 64 MiB); a longer one is an AnswerRefusedError. */
  maxAnswerBytes?: number;
  clock?: Clock;
  random?: () => number;
  onTrace?: (event: TraceEvent) => void;
  /** Called before a retry waits NOTICEABLE_WAIT_MS or longer (a terminal shows why nothing seems to happen). */
  onWait?: (wait: RetryWait) => void;
  userAgent?: string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_CONNECTIONS = 10;

const CONSISTENCY_HEADER = 'x-wix-consistent';
const REQUEST_ID_HEADER = 'x-wix-request-id';

type ResponseHeaders = HttpAnswer['headers'];

type Exchange =
  | { kind: 'response'; status: number; statusText: string; text: string; requestId?: string; retryAfter?: string }
  | { kind: 'network'; error: unknown };

/** An attempt that got no (whole) answer within the transport's timeout. */
class NoAnswerInTime extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${secondsText(timeoutMs)}`);
    this.name = 'NoAnswerInTime';
  }
}


function describe(error: unknown): string {
  if (error instanceof Error) return error.message || (error as { code?: string }).code || error.name;
  return String(error);
}

function header(headers: ResponseHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export class Transport {
  auth: AuthStrategy;
  private readonly http: HttpAgent;
  private readonly limiter?: RateLimiter;
  private readonly retry: Required<RetryOptions>;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly timeoutMs: number;
  /** The latest read-your-writes token from the platform, resent on every later request (wire §9.3). */
  private consistencyToken?: string;

  constructor(private readonly options: TransportOptions) {
    this.auth = options.auth;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.retry = { ...DEFAULT_RETRY, ...withoutUndefined(options.retry ?? {}) };
    if (options.rateLimit !== false) this.limiter = new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, this.clock);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.http = new HttpAgent(options.connections ?? DEFAULT_CONNECTIONS, options.maxAnswerBytes ?? MAX_ANSWER_BYTES);
  }

  /** The full URL of a request: read host for visitor/member reads, write host otherwise. */
  url(options: Pick<RequestOptions, 'path' | 'query' | 'host' | 'auth' | 'url'>): string {
    if (options.url !== undefined) {
      const query = options.query ? toQueryString(options.query) : '';
      return query ? `${options.url}${options.url.includes('?') ? '&' : '?'}${query}` : options.url;
    }
    const auth = options.auth === undefined ? this.auth : options.auth;
    const useRead = options.host === 'read' && auth !== false && auth.usesReadHost;
    const base = useRead ? this.options.readBaseUrl : this.options.writeBaseUrl;
    const query = options.query ? toQueryString(options.query) : '';
    return `${base}${options.path}${query ? `?${query}` : ''}`;
  }

  private sent = 0;

  /** Requests sent so far, every attempt counted (retries, renewals after a 401): what a run cost. */
  get requestsSent(): number {
    return this.sent;
  }

  private changes = 0;

  /**
   * Requests sent that may have changed the store (anything but a read: a GET, a read-host call, a POST marked
   * `read`), counted when sent, whatever the answer: a failed write may still have been applied.
   */
  get changesSent(): number {
    return this.changes;
  }

  async request<T>(options: RequestOptions): Promise<T> {
    const { method, signal } = options;
    const auth = options.auth === undefined ? this.auth : options.auth;
    const url = this.url(options);
    // What traces, waits and errors show of the URL: a URL the platform handed out is itself a credential.
    const shown = options.url !== undefined ? redactHandedOutUrl(url) : redactUrl(url);
    const body = options.bytes?.data ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const idempotent = options.idempotent ?? isIdempotentByDefault(method);
    let retries = 0;
    let renewedAfter401 = false;

    for (let attempt = 1; ; attempt++) {
      await this.limiter?.acquire(signal);
      const authHeaders = auth ? await auth.getAuthHeaders() : {};
      const headers: Record<string, string> = {
        'user-agent': this.options.userAgent ?? DEFAULT_USER_AGENT,
        // Every POST says JSON, even a body-less one: a local sandbox refuses POSTs that a cross-site page could send.
        ...(options.bytes ? { 'content-type': options.bytes.contentType } : body !== undefined || method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
        ...authHeaders,
        ...(this.consistencyToken ? { [CONSISTENCY_HEADER]: this.consistencyToken } : {}),
      };
      this.sent++;
      if (!isRead(options)) this.changes++;
      const exchange = await this.send({ method, url, shown, headers, body, signal, attempt });

      if (exchange.kind === 'response' && exchange.status === 200) {
        if (exchange.text.trim() === '') return {} as T;
        const parsed = parseJson(exchange.text);
        if (parsed === null) throw normalizeApiError({ status: 200, statusText: exchange.statusText, body: null, requestId: exchange.requestId });
        return parsed as T;
      }
      if (exchange.kind === 'response' && exchange.status === 401 && auth && auth.kind === 'oauth' && !renewedAfter401) {
        renewedAfter401 = true;
        auth.invalidate(authHeaders);
        continue;
      }

      const outcome: AttemptOutcome =
        exchange.kind === 'network'
          ? exchange
          : { kind: 'response', status: exchange.status, retryAfterMs: parseRetryAfter(exchange.retryAfter, this.clock.now()) };
      const decision = decideRetry(outcome, { retriesSoFar: retries, idempotent, options: this.retry, random: this.random });
      if (outcome.kind === 'response' && outcome.status === 429) {
        // Every request of this client holds back, not only the one that was refused.
        this.limiter?.pause(decision.retry ? decision.delayMs : honouredRetryAfterMs(outcome.retryAfterMs));
      }
      if (!decision.retry) throw Object.assign(this.failure(exchange, method, url, shown), { attempts: attempt });
      retries++;
      // A retry after an attempt that waited out the whole timeout is always said: the run has been quiet that long.
      const timedOut = exchange.kind === 'network' && exchange.error instanceof NoAnswerInTime;
      if (decision.delayMs >= NOTICEABLE_WAIT_MS || timedOut) {
        this.options.onWait?.({
          method,
          url: shown,
          ms: decision.delayMs,
          retry: retries,
          retries: this.retry.maxRetries,
          reason: exchange.kind === 'network' ? (timedOut ? (exchange.error as Error).message : 'no response') : String(exchange.status),
          ...(outcome.kind === 'response' && outcome.retryAfterMs !== undefined ? { retryAfterMs: outcome.retryAfterMs } : {}),
        });
      }
      await this.clock.sleep(decision.delayMs, signal);
    }
  }

  /** One attempt: an HTTP answer (any status) or the error that prevented one. Traced either way. */
  private async send(attempt: {
    method: RequestOptions['method'];
    url: string;
    /** The URL as traces and errors show it (redacted). */
    shown: string;
    headers: Record<string, string>;
    body?: string | Uint8Array;
    signal?: AbortSignal;
    attempt: number;
  }): Promise<Exchange> {
    const { method, url, shown, headers, body, signal } = attempt;
    // Redaction parses every body, so it is done only when someone listens.
    const trace: TraceEvent | undefined = this.options.onTrace && {
      method,
      url: shown,
      ms: 0,
      attempt: attempt.attempt,
      requestHeaders: redactHeaders(headers),
      requestBody: typeof body === 'string' || body === undefined ? redactBodyText(body, 'request') : `(${body.byteLength} bytes)`,
    };
    const started = this.clock.now();
    // The attempt's deadline covers the whole exchange (a server that accepts and never answers, or stalls mid-body).
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await this.http.request(url, { method, headers, body, signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
      const { text } = response;
      // Refused before anything (the trace's redaction included) walks it.
      if (jsonTextTooDeep(text)) throw this.refusal(method, shown, `${tooDeepText(`the answer from ${new URL(url).host}`)}`);
      const consistency = header(response.headers, CONSISTENCY_HEADER);
      if (consistency) this.consistencyToken = consistency;
      const exchange: Exchange = {
        kind: 'response',
        status: response.statusCode,
        statusText: response.statusText,
        text,
        requestId: header(response.headers, REQUEST_ID_HEADER),
        retryAfter: header(response.headers, 'retry-after'),
      };
      if (trace) {
        const responseBody = redactBodyText(text, 'response');
        this.emit({ ...trace, status: exchange.status, requestId: exchange.requestId, ms: this.clock.now() - started, responseBody });
      }
      return exchange;
    } catch (caught) {
      if (signal?.aborted) throw signal.reason ?? caught;
      if (caught instanceof BodyTooLarge) caught = this.refusal(method, shown, `the answer from ${new URL(url).host} is larger than ${bytesText(caught.maxBytes)}, the most this client reads`, caught);
      if (caught instanceof AnswerRefusedError) {
        if (trace) this.emit({ ...trace, ms: this.clock.now() - started, error: caught.message });
        throw caught;
      }
      const error = deadline.aborted ? new NoAnswerInTime(this.timeoutMs) : caught;
      if (trace) this.emit({ ...trace, ms: this.clock.now() - started, error: describe(error) });
      return { kind: 'network', error };
    }
  }

  /** An answer not read (too large, too deep): final at once, naming the request and the host. */
  private refusal(method: string, shown: string, why: string, cause?: unknown): AnswerRefusedError {
    return new AnswerRefusedError(`${method} ${shown}: ${why}`, shown, cause === undefined ? {} : { cause });
  }

  /** The error to throw once retries are over: the platform's normalised error, or a NetworkError. */
  private failure(exchange: Exchange, method: string, url: string, shown: string): Error {
    if (exchange.kind === 'response') {
      return normalizeApiError({ status: exchange.status, statusText: exchange.statusText, body: parseJson(exchange.text), requestId: exchange.requestId });
    }
    // The message names the path; the query (V1's encoded `.r=` blob can be kilobytes) stays in `url`, which
    // `--verbose` prints.
    const path = shown.split('?')[0];
    if (exchange.error instanceof NoAnswerInTime) {
      const host = new URL(url).host;
      return new NetworkError(`${method} ${path}: ${host} gave no answer within ${secondsText(this.timeoutMs)}`, shown, {
        cause: exchange.error,
        timeoutMs: this.timeoutMs,
        hint: 'The server took the connection but did not answer. Try again later.',
      });
    }
    return new NetworkError(`${method} ${path} failed: ${describe(exchange.error)}`, shown, { cause: exchange.error });
  }

  private emit(event: TraceEvent): void {
    try {
      this.options.onTrace?.(event);
    } catch {
      // A broken trace sink must not fail the request it describes.
    }
  }

  async close(): Promise<void> {
    this.http.close();
  }
}

/** A call that cannot have changed the store. */
const isRead = (options: RequestOptions): boolean => options.method === 'GET' || options.host === 'read' || options.read === true;
