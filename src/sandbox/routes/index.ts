// Every API route family of the sandbox, on one router.
import { Router } from '../router.js';
import { registerBulk } from './bulk.js';
import { registerCart } from './cart.js';
import { registerHostedPages } from './hosted-pages.js';
import { registerRedirects } from './redirects.js';
import { registerCatalogRead } from './catalog-read.js';
import { registerCatalogWrite } from './catalog-write.js';
import { registerCollectionsWrite } from './collections-write.js';
import { registerOAuth } from './oauth.js';
import { registerIdentity } from './identity.js';
import { registerSso } from './sso.js';
import { registerOAuthAuthorize } from './oauth-authorize.js';
import { registerProductEdits } from './product-edits.js';
import { registerProductMedia } from './product-media.js';
import { registerProductVariantWrites } from './product-variants.js';
import { registerGraphql } from './graphql.js';
import { registerCatalogV3 } from './v3/index.js';
import { registerMedia } from './media.js';

export function apiRouter(): Router {
  const router = new Router();
  registerCatalogRead(router);
  registerCatalogWrite(router);
  registerCollectionsWrite(router);
  registerOAuth(router);
  registerIdentity(router);
  registerSso(router);
  registerOAuthAuthorize(router);
  registerBulk(router);
  registerProductVariantWrites(router);
  registerProductMedia(router);
  registerProductEdits(router);
  registerCart(router);
  registerRedirects(router);
  registerHostedPages(router);
  registerGraphql(router);
  registerCatalogV3(router);
  registerMedia(router);
  return router;
}
