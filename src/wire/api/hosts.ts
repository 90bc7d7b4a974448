// Hosts and path prefixes of the platform's HTTP API, written once (docs/wire/catalog-v1.md §1.1, §4; docs/wire/cart-identity.md
// §4–§8). Each API family's paths (api/<family>/paths.ts) hang off these prefixes; the client builds every URL from
// them and the sandbox routes the same tables, so the two can never disagree.

export const DEFAULT_API_URL = 'https://www.wixapis.com';
/** The read host the platform's SDK uses for visitor/member (OAuth) calls. */
export const DEFAULT_READ_URL = 'https://edge.wixapis.com';

/** Path prefixes on www.wixapis.com (the SDK's domainToMappings for the www host). */
export const PREFIX = {
  catalogRead: '/stores-reader',
  catalogWrite: '/stores',
  collectionsV2: '/v2/collections',
  cart: '/ecom/v1/carts/current',
  redirects: '/_api/redirects-api/v1/redirect-session',
  authentication: '/_api/iam/authentication',
  recovery: '/_api/iam/recovery/v1',
  verification: '/_api/iam/verification/v1',
  oauth: '/oauth2',
  graphql: '/graphql',
} as const;

/**
 * The "user domain" (`_`) path families the SDK uses when its apiBaseUrl is a host it does not know
 * (docs/wire/catalog-v1.md §1.1), and the REST reference's own prefixes for a service. The sandbox serves these as aliases
 * so the SDK, and a script copied from the reference, work pointed straight at it.
 */
export const USER_DOMAIN_ALIASES: ReadonlyArray<readonly [alias: string, canonical: string]> = [
  ['/_api/catalog-reader-server', PREFIX.catalogRead],
  ['/_api/catalog-server', PREFIX.catalogWrite],
  ['/_api/ecom-cart/v1/carts/current', PREFIX.cart],
  ['/headless/v1/redirect-session', PREFIX.redirects],
  ['/_iam/recovery/v1', PREFIX.recovery],
  // The REST reference's endpoint lines for the same services (Create Redirect Session; Register/Login V2's
  // older pages): other public prefixes of one service, served the same way.
  ['/redirect-session/v1/redirect-session', PREFIX.redirects],
  ['/iam/authentication', PREFIX.authentication],
];

/** Ids in a path are percent-encoded (the query/body copy carries the raw value). */
export const encodePathSegment = (value: string): string => encodeURIComponent(value);

export interface HostConfig {
  /** Where writes and admin calls go (default www.wixapis.com). */
  writeBaseUrl: string;
  /** Where visitor/member GETs go (default edge.wixapis.com); the current cart always uses writeBaseUrl. */
  readBaseUrl: string;
}

/** `--api-url` replaces every platform host: write host, read host and token endpoint. */
export function resolveHosts(apiUrl?: string): HostConfig {
  if (!apiUrl) return { writeBaseUrl: DEFAULT_API_URL, readBaseUrl: DEFAULT_READ_URL };
  const base = apiUrl.replace(/\/+$/, '');
  return { writeBaseUrl: base, readBaseUrl: base };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
}

/** Plain `http://` is allowed only for loopback hosts; returns a reason when the URL is not acceptable. */
export function checkApiUrl(apiUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return `"${apiUrl}" is not a URL`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && isLoopbackUrl(url)) return undefined;
  if (url.protocol === 'http:') return `plain http:// is allowed only for loopback hosts (127.0.0.1, localhost), not ${url.hostname}`;
  return `unsupported protocol ${url.protocol}`;
}
