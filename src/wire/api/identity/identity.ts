// Identity wire shapes and codes (docs/wire/cart-identity.md §8), written once: the client maps them to login states
// and the sandbox answers with them.

/** The string codes the platform's SDK compares against `details.applicationError.code` (§8.3). */
export const IDENTITY_ERROR_CODES = {
  missingCaptcha: '-19971',
  invalidCaptcha: '-19970',
  emailExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  /** Not in the SDK's table: any code it does not know becomes `invalidEmail` on login. */
  memberNotFound: '-19999',
} as const;

export type StateType =
  | 'UNKNOWN_STATE'
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MISSING_FIELDS'
  /** In the SDK's JS enum only (not its typings): a second factor must be verified (`POST …/v2/{factorType}/verify`). */
  | 'REQUIRE_MFA'
  | 'MFA_CHALLENGE';

/** Second factors the platform names (VerifyRequest's one-of; WEBAUTHN and RECOVERY_CODE are not offered here). */
export const FACTOR_TYPES = ['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];

/** The verify body's one-of key for each factor (`emailData: {code}` …). */
export const FACTOR_DATA_KEY: Record<FactorType, string> = {
  PASSWORD: 'passwordData',
  SMS: 'smsData',
  CALL: 'callData',
  EMAIL: 'emailData',
  TOTP: 'totpData',
  PUSH: 'pushData',
};

/** RequireMfaData (SDK typings): which factors the member may verify with, and why. */
export interface RequireMfaData {
  availableFactors: Array<{ factorType: FactorType; factorStatus?: 'ENABLED' | 'REQUIRE_ACTIVATION' | 'REQUIRE_REENROLL' }>;
  reason?: 'USER_SETTINGS' | 'HIGH_RISK_LOGIN';
}

/**
 * VerifyRequest for one factor. Path and key placement are (unsure): the installed SDK has no builder for it.
 * Decision: the factor goes in the path (so not in the body), its data under the one-of key, e.g.
 * `{"stateToken","rememberThisDevice":false,"emailData":{"code":"123456"}}`.
 */
export interface VerifyFactorInput {
  factorType: FactorType;
  stateToken: string;
  code: string;
  rememberThisDevice?: boolean;
}

/** LoginWithIdpConnection (SDK message type `LoginWithIdpConnectionRequest`), sent as the query of the SSO login. */
export interface SsoLoginQuery {
  tenantType?: 'ACCOUNT' | 'SITE';
  customPayload?: Record<string, string>;
  sessionId?: string;
  encryptionKey?: string;
  visitorId?: string;
  bsi?: string;
  /** The redirect variant: where the browser goes with `sessionToken` (and `state`) appended. */
  redirectUri?: string;
  clientId?: string;
  state?: string;
}

export type IdentityStatusName = 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE' | 'UNKNOWN_STATUS';
export type PendingReason = 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED' | 'PENDING_REQUIRED_FIELDS_MISSING';

export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  picture?: string;
  labels?: string[];
  language?: string;
  privacyStatus?: 'UNDEFINED' | 'PUBLIC' | 'PRIVATE';
  [field: string]: unknown;
}

export interface Identity {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  connections: unknown[];
  identityProfile: IdentityProfile;
  metadata: Record<string, unknown>;
  email: { address: string; isVerified: boolean };
  status: { name: IdentityStatusName; reasons: PendingReason[] };
  factors: Array<{ factorId: string; type: string; status: string }>;
}

export interface StateMachineResponse {
  state: StateType;
  /** SUCCESS only: exchanged for member tokens through the authorize endpoint (prompt=none). */
  sessionToken?: string;
  /** REQUIRE_EMAIL_VERIFICATION: sent back with the e-mailed code to `auth/verify`. */
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
  /** REQUIRE_MFA: the factors to choose from (key name (unsure): the SDK's state-data one-of is empty in its typings). */
  requireMfaData?: RequireMfaData;
}

/** captchaTokens entries use capitalised keys (§8.1). */
export interface CaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
  recaptchaForClientSiteKey?: { token: string; siteKeyId?: string };
}

/** The Members API's current member (`GET /members/v1/members/my`), the fields `store whoami` shows. */
export interface CurrentMember {
  id: string;
  loginEmail: string;
  loginEmailVerified: boolean;
  status: 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';
  contactId?: string;
  profile?: { nickname?: string; slug?: string; firstName?: string; lastName?: string };
  createdDate?: string;
  updatedDate?: string;
}

/** Passwords the sandbox and the client accept before sending (the platform's limits). */
export const PASSWORD_LIMITS = { min: 4, max: 100 } as const;
