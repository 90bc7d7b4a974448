// Identity paths (wire/cart-identity.md §6–§7): authentication, recovery, verification, the current member.
import { PREFIX } from '../hosts.js';

export const identityPaths = {
  register: () => `${PREFIX.authentication}/v2/register`,
  login: () => `${PREFIX.authentication}/v2/login`,
  validateEmail: () => `${PREFIX.authentication}/v2/validate-email`,
  changePassword: () => `${PREFIX.authentication}/v2/change-password`,
  signOn: () => `${PREFIX.authentication}/v2/sign-on`,
  logout: () => `${PREFIX.authentication}/v1/logout`,
  sendRecoveryEmail: () => `${PREFIX.recovery}/send-email`,
  sendActivationEmail: () => `${PREFIX.recovery}/activation-email`,
  recover: () => `${PREFIX.recovery}/recover`,
  startVerification: () => `${PREFIX.verification}/start`,
  verifyDuringAuthentication: () => `${PREFIX.verification}/auth/verify`,
  resendDuringAuthentication: () => `${PREFIX.verification}/auth/resend`,
  /** The Members API's current member (the logged-in member behind an access token). */
  currentMember: () => '/members/v1/members/my',
} as const;
