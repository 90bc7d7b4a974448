// OAuth paths (docs/wire/cart-identity.md §8): token (visitor, refresh, code exchange), token-info, authorize.
import { PREFIX } from '../hosts.js';

export const oauthPaths = {
  token: () => `${PREFIX.oauth}/token`,
  tokenInfo: () => `${PREFIX.oauth}/token-info`,
  authorize: () => `${PREFIX.oauth}/authorize`,
} as const;
