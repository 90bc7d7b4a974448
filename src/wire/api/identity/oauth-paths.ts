// OAuth paths (docs/wire/cart-identity.md §6): token (visitor, refresh, code exchange), token-info, user-info, authorize.
import { PREFIX } from '../hosts.js';

export const oauthPaths = {
  token: () => `${PREFIX.oauth}/token`,
  tokenInfo: () => `${PREFIX.oauth}/token-info`,
  /** OpenID Connect UserInfo: the member behind the access token. */
  userInfo: () => `${PREFIX.oauth}/user-info`,
  authorize: () => `${PREFIX.oauth}/authorize`,
} as const;
