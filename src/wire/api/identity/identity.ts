// Identity wire shapes and codes (wire/cart-identity.md §8), written once: the client maps them to login states
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
  | 'REQUIRE_MISSING_FIELDS';

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
