// Identity paths (docs/wire/cart-identity.md §6–§8): authentication (with second factor and SSO), recovery,
// verification, the current member.
import { PREFIX } from '../hosts.js';

const enc = encodeURIComponent;

export const identityPaths = {
  register: () => `${PREFIX.authentication}/v2/register`,
  login: () => `${PREFIX.authentication}/v2/login`,
  validateEmail: () => `${PREFIX.authentication}/v2/validate-email`,
  changePassword: () => `${PREFIX.authentication}/v2/change-password`,
  signOn: () => `${PREFIX.authentication}/v2/sign-on`,
  logout: () => `${PREFIX.authentication}/v1/logout`,
  // Unverified: the installed SDK has no builder for the next four calls, so their public prefix is the one the
  // other authentication calls use (`/_api/iam/authentication`); the paths after it follow the service's
  // own routes (docs/wire/cart-identity.md §8.4).
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
} as const;
