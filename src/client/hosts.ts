// Hosts and paths of the platform's HTTP API, written once (wire/catalog.md §1.1, §4; wire/cart-identity.md §4–§8).
// The client builds every URL from these; the sandbox routes the same tables, so the two can never disagree.

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
 * (wire/catalog.md §1.1). The sandbox serves these as aliases so the SDK works pointed straight at it.
 */
export const USER_DOMAIN_ALIASES: ReadonlyArray<readonly [alias: string, canonical: string]> = [
  ['/_api/catalog-reader-server', PREFIX.catalogRead],
  ['/_api/catalog-server', PREFIX.catalogWrite],
  ['/_api/ecom-cart/v1/carts/current', PREFIX.cart],
  ['/headless/v1/redirect-session', PREFIX.redirects],
  ['/_iam/recovery/v1', PREFIX.recovery],
];

const enc = (value: string) => encodeURIComponent(value);

/** Every REST path the client calls. Ids are percent-encoded (the query/body copy carries the raw value). */
export const paths = {
  products: {
    get: (id: string) => `${PREFIX.catalogRead}/v1/products/${enc(id)}`,
    query: () => `${PREFIX.catalogRead}/v1/products/query-platformized`,
    optionsAvailability: (id: string) => `${PREFIX.catalogRead}/v1/products/${enc(id)}/productOptionsAvailability`,
    queryVariants: (id: string) => `${PREFIX.catalogRead}/v1/products/${enc(id)}/variants/query`,
    create: () => `${PREFIX.catalogWrite}/v1/products`,
    update: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}`,
    delete: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}`,
    updateVariants: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/variants`,
    resetVariants: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/variants/resetToDefault`,
    addMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/media`,
    removeMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/media/delete`,
    addChoiceMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/choices/media`,
    removeChoiceMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/choices/media/delete`,
    deleteOptions: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/options`,
    removeBrand: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/remove-brand`,
    removeRibbon: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/remove-ribbon`,
  },
  storeVariants: {
    query: () => `${PREFIX.catalogRead}/v1/variants/query`,
    get: (id: string) => `${PREFIX.catalogRead}/v1/variants/${enc(id)}`,
  },
  inventory: {
    updateVariants: (productId: string) => `${PREFIX.catalogWrite}/v2/inventoryItems/product/${enc(productId)}`,
  },
  bulk: {
    update: () => `${PREFIX.catalogWrite}/v1/bulk/products/update`,
    adjust: () => `${PREFIX.catalogWrite}/v1/bulk/products/adjust-properties`,
  },
  collections: {
    create: () => `${PREFIX.catalogWrite}/v1/collections`,
    update: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}`,
    delete: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}`,
    addProducts: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}/productIds`,
    removeProducts: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}/productIds/delete`,
    getBySlugV1: (slug: string) => `${PREFIX.catalogRead}/v1/collections/slug/${enc(slug)}`,
    get: (id: string) => `${PREFIX.collectionsV2}/${enc(id)}`,
    getBySlug: (slug: string) => `${PREFIX.collectionsV2}/slug/${enc(slug)}`,
    query: () => `${PREFIX.collectionsV2}/query`,
  },
  cart: {
    current: () => PREFIX.cart,
    add: () => `${PREFIX.cart}/add-to-cart`,
    removeLineItems: () => `${PREFIX.cart}/remove-line-items`,
    createCheckout: () => `${PREFIX.cart}/create-checkout`,
    removeCoupon: () => `${PREFIX.cart}/remove-coupon`,
    updateQuantities: () => `${PREFIX.cart}/update-line-items-quantity`,
    estimateTotals: () => `${PREFIX.cart}/estimate-totals`,
  },
  redirects: {
    create: () => PREFIX.redirects,
  },
  identity: {
    register: () => `${PREFIX.authentication}/v2/register`,
    login: () => `${PREFIX.authentication}/v2/login`,
    validateEmail: () => `${PREFIX.authentication}/v2/validate-email`,
    changePassword: () => `${PREFIX.authentication}/v2/change-password`,
    signOn: () => `${PREFIX.authentication}/v2/sign-on`,
    logout: () => `${PREFIX.authentication}/v1/logout`,
    // Unverified: the installed SDK has no builder for the next four calls, so their public prefix is the one the
    // other authentication calls use (`/_api/iam/authentication`); the paths after it follow the service's
    // own routes (wire/cart-identity.md §8.4).
    /** Second-factor verification (REQUIRE_MFA → SUCCESS). */
    verifyFactor: (factorType: string) => `${PREFIX.authentication}/v2/${enc(factorType)}/verify`,
    /** SSO through an IdP connection: a browser endpoint (302 to the IdP's page). */
    ssoLogin: (tenantId: string, idpConnectionId: string) => `${PREFIX.authentication}/v1/sso/login/${enc(tenantId)}/${enc(idpConnectionId)}`,
    /** Where the IdP returns the browser; 302 to the login's redirect URI with `sessionToken` and `state`. */
    ssoCallback: () => `${PREFIX.authentication}/v1/sso/callback`,
    /** SSO without a browser: the IdP's token parameters → a login state. */
    ssoLoginWithTokenParams: () => `${PREFIX.authentication}/v1/sso/login-with-token-params`,
    sendRecoveryEmail: () => `${PREFIX.recovery}/send-email`,
    sendActivationEmail: () => `${PREFIX.recovery}/activation-email`,
    recover: () => `${PREFIX.recovery}/recover`,
    startVerification: () => `${PREFIX.verification}/start`,
    verifyDuringAuthentication: () => `${PREFIX.verification}/auth/verify`,
    resendDuringAuthentication: () => `${PREFIX.verification}/auth/resend`,
    /** The Members API's current member (the logged-in member behind an access token). */
    currentMember: () => '/members/v1/members/my',
  },
  oauth: {
    token: () => `${PREFIX.oauth}/token`,
    tokenInfo: () => `${PREFIX.oauth}/token-info`,
    authorize: () => `${PREFIX.oauth}/authorize`,
  },
  graphql: (version = 'alpha') => `${PREFIX.graphql}/${enc(version)}`,
} as const;

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
