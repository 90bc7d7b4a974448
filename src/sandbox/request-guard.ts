// The sandbox listens on loopback, yet any web page the user visits can reach it: a DNS-rebinding page (its own
// host name resolved to 127.0.0.1) reads answers as if same-origin, and any page can send "simple" cross-site
// requests (form posts, text/plain or body-less fetches) that need no CORS preflight. So, like a local dev
// server, every request is checked here before any route runs — one place, so routes added later are covered:
//   - the `Host` must be a loopback name (127.0.0.1, localhost, [::1]) — or, on a sandbox served beyond loopback for CI
//     containers, its own address or a name given with `--allowed-host`: a rebinding page's Host is its own name;
//   - a POST must say `Content-Type: application/json`, which a cross-site page cannot send without a preflight
//     (the sandbox never answers one with CORS headers, so the browser never sends the POST);
//   - a route that is a browser form (hosted login, checkout) takes form posts only from the sandbox's own pages.
// Decision: a POST with an EMPTY body and no Content-Type is still accepted when it carries `Authorization` (the
// official SDK sends body-less POSTs without a Content-Type; a cross-site page cannot set Authorization either).
import type { IncomingHttpHeaders } from 'node:http';
import { isLoopbackUrl } from '../wire/api/hosts.js';
import { applicationError } from './http-errors.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** `application/json; charset=utf-8` → `application/json`. */
const mediaType = (headers: IncomingHttpHeaders) => header(headers, 'content-type').split(';')[0].trim().toLowerCase();

/** A bare IPv6 address (two colons or more, no brackets), as a URL needs it: in brackets. */
const bracketed = (host: string) => (/^[^[][^:]*:[^:]*:/.test(host) ? `[${host}]` : host);

/** The host name of a `Host` header or an address, as URLs spell it (lower case, IPv6 in brackets, no port). */
function hostName(host: string): string | undefined {
  if (host === '') return undefined;
  try {
    return new URL(`http://${bracketed(host)}`).hostname;
  } catch {
    return undefined;
  }
}

/** Wildcard addresses listen everywhere; they are never a name a client sends. */
const WILDCARDS = new Set(['0.0.0.0', '[::]']);

/**
 * The `Host` names the sandbox answers: loopback names always; the address it listens on when that is a literal
 * address (a page cannot rebind a name to it: an IP literal is its own origin); and the names given with
 * `--allowed-host` (a CI service name such as `sandbox`).
 */
export class HostAllowList {
  private readonly names: ReadonlySet<string>;

  constructor(listenHost = '127.0.0.1', allowedHosts: readonly string[] = []) {
    const names = new Set<string>();
    for (const name of [listenHost, ...allowedHosts]) {
      const normal = hostName(name);
      if (normal && !WILDCARDS.has(normal)) names.add(normal);
    }
    this.names = names;
  }

  /** The names besides the loopback ones, for the refusal's message. */
  get extraNames(): string[] {
    return [...this.names].filter((name) => !isLoopbackUrl(new URL(`http://${name}`)));
  }

  allows(host: string): boolean {
    const name = hostName(host);
    return name !== undefined && (isLoopbackUrl(new URL(`http://${name}`)) || this.names.has(name));
  }
}

const LOOPBACK_ONLY = new HostAllowList();

/** DNS rebinding: refuse any request whose `Host` is not a loopback name or one the allow-list names. */
export function checkHost(headers: IncomingHttpHeaders, allowed: HostAllowList = LOOPBACK_ONLY): void {
  const host = header(headers, 'host');
  if (!allowed.allows(host)) {
    const extra = allowed.extraNames;
    throw applicationError(
      403,
      'Host not allowed',
      'HOST_NOT_ALLOWED',
      `The sandbox answers only loopback host names (127.0.0.1, localhost, [::1])${extra.length ? ` and ${extra.join(', ')}` : ''}, not "${host}"` +
        ' (start it with --allowed-host NAME to accept another name)',
    );
  }
}

export interface GuardedRequest {
  method: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The route is a browser form of the sandbox's own hosted pages. */
  form: boolean;
}

/** Cross-site writes: a POST must be JSON (or, on a hosted form route, a form post from the sandbox's own page). */
export function checkWriteRequest(request: GuardedRequest): void {
  if (request.method !== 'POST') return;
  const type = mediaType(request.headers);
  if (request.form) return checkFormPost(request.headers, type);
  if (type === JSON_TYPE) return;
  if (type === '' && request.rawBody === '' && header(request.headers, 'authorization') !== '') return;
  throw applicationError(
    415,
    'Unsupported media type',
    'UNSUPPORTED_MEDIA_TYPE',
    `POST requests need "Content-Type: ${JSON_TYPE}"${type ? `, not "${type}"` : ''}`,
  );
}

function checkFormPost(headers: IncomingHttpHeaders, type: string): void {
  if (type !== FORM_TYPE && type !== JSON_TYPE) {
    throw applicationError(415, 'Unsupported media type', 'UNSUPPORTED_MEDIA_TYPE', `This form takes "${FORM_TYPE}", not "${type || 'no Content-Type'}"`);
  }
  // Browsers send Origin on every form POST; a tool without one (curl, tests) is not a cross-site page.
  const origin = header(headers, 'origin');
  if (origin !== '' && origin !== `http://${header(headers, 'host')}`) {
    throw applicationError(403, 'Cross-site form post refused', 'CROSS_SITE_REQUEST', `This form accepts posts from the sandbox's own pages only, not from ${origin}`);
  }
}
