// `createStoreClient(options)` wires hosts, auth, transport and resources. Commands import it from here, not from the
// library's front door (client/index.ts), whose re-exports would load every wire schema with it.
import { InvalidArgumentError } from './errors.js';
import { checkApiUrl, resolveHosts } from '../wire/api/hosts.js';
import { BulkResource } from './resources/bulk.js';
import { CartResource } from './resources/cart.js';
import { catalogV3Resources, type CatalogV3Resources } from './resources/catalog-v3/index.js';
import { CategoriesResource } from './resources/categories.js';
import { CollectionsResource } from './resources/collections.js';
import { IdentityResource } from './resources/identity.js';
import { OAuthResource } from './resources/oauth.js';
import { ProductsResource } from './resources/products.js';
import { RedirectsResource } from './resources/redirects.js';
import { GraphqlResource } from './resources/graphql.js';
import { MediaFilesResource } from './resources/media-files.js';
import { StoreVariantsResource } from './resources/store-variants.js';
import { Transport, type TransportOptions } from './transport.js';
import { systemClock, type AuthStrategy } from './types.js';

/** The transport's tuning passes through unchanged; hosts come from `apiUrl`. */
type PassedToTransport = 'rateLimit' | 'retry' | 'timeoutMs' | 'connections' | 'clock' | 'random' | 'onTrace' | 'onWait' | 'userAgent';

export interface StoreClientOptions extends Pick<TransportOptions, PassedToTransport> {
  /** Default https://www.wixapis.com; replaces the write host, the read host and the token endpoint. */
  apiUrl?: string;
  /**
   * How calls authenticate. A function receives the client's own OAuth resource, which lets an OAuth strategy
   * fetch its tokens through this client (token calls are sent without auth).
   */
  auth: AuthStrategy | ((oauth: OAuthResource) => AuthStrategy);
}

export interface StoreClient {
  transport: Transport;
  auth: AuthStrategy;
  products: ProductsResource;
  storeVariants: StoreVariantsResource;
  collections: CollectionsResource;
  /** Catalog V3 (docs/wire/catalog-v3.md): only for stores on V3; `catalogV3.versioning` answers on every store. */
  catalogV3: CatalogV3Resources;
  /** The Categories API: V3 stores' collections. */
  categories: CategoriesResource;
  bulk: BulkResource;
  oauth: OAuthResource;
  identity: IdentityResource;
  cart: CartResource;
  redirects: RedirectsResource;
  graphql: GraphqlResource;
  /** The Media Manager's files: the upload flow (docs/wire/media-manager.md). */
  mediaFiles: MediaFilesResource;
  close(): Promise<void>;
}

/** Placeholder until a function-style `auth` has been built from the OAuth resource. */
const pendingAuth: AuthStrategy = {
  kind: 'none',
  usesReadHost: false,
  getAuthHeaders: async () => ({}),
  invalidate: () => {},
};

export function createStoreClient(options: StoreClientOptions): StoreClient {
  if (options.apiUrl !== undefined) {
    const problem = checkApiUrl(options.apiUrl);
    if (problem) throw new InvalidArgumentError(`Invalid API URL: ${problem}`, { hint: 'Pass an https:// URL (http:// only for 127.0.0.1 or localhost).' });
  }
  const clock = options.clock ?? systemClock;
  const transport = new Transport({
    ...resolveHosts(options.apiUrl),
    auth: typeof options.auth === 'function' ? pendingAuth : options.auth,
    rateLimit: options.rateLimit,
    retry: options.retry,
    timeoutMs: options.timeoutMs,
    connections: options.connections,
    clock,
    random: options.random,
    onTrace: options.onTrace,
    onWait: options.onWait,
    userAgent: options.userAgent,
  });
  const oauth = new OAuthResource(transport, clock);
  if (typeof options.auth === 'function') transport.auth = options.auth(oauth);
  return {
    transport,
    auth: transport.auth,
    products: new ProductsResource(transport),
    storeVariants: new StoreVariantsResource(transport),
    collections: new CollectionsResource(transport),
    catalogV3: catalogV3Resources(transport, clock),
    categories: new CategoriesResource(transport),
    bulk: new BulkResource(transport),
    oauth,
    identity: new IdentityResource(transport),
    cart: new CartResource(transport),
    redirects: new RedirectsResource(transport),
    graphql: new GraphqlResource(transport),
    mediaFiles: new MediaFilesResource(transport),
    close: () => transport.close(),
  };
}
