// Every REST path of the platform API in one object, assembled from the per-family files (api/<family>/paths.ts)
// so that callers write `paths.products.get(id)` and each family's paths still live with its schemas.
import { cartPaths } from './cart/paths.js';
import { catalogV1Paths } from './catalog-v1/paths.js';
import { graphqlPath } from './graphql/paths.js';
import { oauthPaths } from './identity/oauth-paths.js';
import { identityPaths } from './identity/paths.js';
import { redirectPaths } from './redirects/paths.js';

export const paths = {
  ...catalogV1Paths,
  cart: cartPaths,
  redirects: redirectPaths,
  identity: identityPaths,
  oauth: oauthPaths,
  graphql: graphqlPath,
} as const;
