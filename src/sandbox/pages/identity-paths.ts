// Where the sandbox's own identity pages live (next to the platform's /oauth2/authorize). Not platform API paths:
// a client only ever reaches them through URLs the sandbox hands out (redirect sessions, e-mailed links).
import { PREFIX } from '../../wire/api/hosts.js';

export const identityPagePaths = {
  /** The `logout` redirect session's page. */
  logout: () => `${PREFIX.oauth}/logout`,
  /** The page a recovery or activation e-mail links to when the caller gave no redirect URL. */
  recover: () => `${PREFIX.oauth}/recover`,
  /** The test identity provider's sign-in page (SSO), reached from the SSO login's redirect. */
  idpLogin: () => '/idp/login',
} as const;
