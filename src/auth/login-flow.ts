// The seed's login state machine (docs/wire/cart-identity.md §7, §8.3), kept exact: server states map to SUCCESS,
// EMAIL_VERIFICATION_REQUIRED, OWNER_APPROVAL_REQUIRED or FAILURE; failures carry the seed's errorCode from the
// string codes in `details.applicationError.code`; the OAuth callback errors use the seed's messages.
import { ApiError, AuthError, StoreError } from '../client/errors.js';
import { IDENTITY_ERROR_CODES as CODES, type FactorType, type Identity, type StateMachineResponse } from '../wire/api/identity/identity.js';

export const LOGIN_ERRORS = {
  unknownState: 'Unknown _state',
  missingCodeOrState: 'Missing code or _state',
  missingSessionOrState: 'Missing sessionToken or _state',
  invalidState: 'Invalid _state',
  timedOut: 'OAuth flow timed out',
  memberTokens: 'Failed to get member tokens',
  unexpected: 'something went wrong',
} as const;

/** How long a hosted login may take before the loopback server gives up (the seed's constant). */
export const OAUTH_FLOW_TIMEOUT_MS = 120_000;

/** The seed's codes, plus `invalidCode`: the CLI's own, for a refused e-mail verification code. */
export type LoginErrorCode = 'missingCaptchaToken' | 'invalidCaptchaToken' | 'emailAlreadyExists' | 'invalidPassword' | 'resetPassword' | 'invalidEmail' | 'invalidCode';

export type LoginResult =
  | { loginState: 'SUCCESS'; data: { sessionToken: string }; identity?: Identity }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string }; identity?: Identity }
  | { loginState: 'OWNER_APPROVAL_REQUIRED'; identity?: Identity }
  | { loginState: 'FAILURE'; error: string; errorCode?: LoginErrorCode; secondFactor?: SecondFactor };

/**
 * A login that needs a second factor. The seed maps REQUIRE_MFA to FAILURE ('Unknown _state') and that mapping is
 * kept; this rides along so the caller can offer the next step, `POST …/v2/{factorType}/verify`.
 */
export interface SecondFactor {
  stateToken: string;
  /** The factor to verify: the first one the platform offers. */
  factorType: FactorType;
  availableFactors: FactorType[];
}

function secondFactorOf(response: StateMachineResponse): SecondFactor | undefined {
  const available = (response.requireMfaData?.availableFactors ?? []).map((f) => f.factorType);
  if (response.state !== 'REQUIRE_MFA' || !response.stateToken || available.length === 0) return undefined;
  return { stateToken: response.stateToken, factorType: available[0], availableFactors: available };
}

/** A server answer (200) → the client's state. */
export function handleState(response: StateMachineResponse): LoginResult {
  const identity = response.identity;
  switch (response.state) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken ?? '' }, identity };
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: 'OWNER_APPROVAL_REQUIRED', identity };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: response.stateToken ?? '' }, identity };
    default: {
      const secondFactor = secondFactorOf(response);
      return { loginState: 'FAILURE', error: LOGIN_ERRORS.unknownState, ...(secondFactor ? { secondFactor } : {}) };
    }
  }
}

const codeOf = (error: ApiError): string | undefined => {
  const code = error.details?.applicationError?.code;
  return code === undefined ? undefined : String(code);
};

/** Register failures: an e-mail field violation, then the captcha / duplicate codes; anything else has no errorCode. */
export function registerFailure(error: unknown): LoginResult {
  if (!(error instanceof ApiError)) return { loginState: 'FAILURE', error: LOGIN_ERRORS.unexpected };
  const emailViolation = error.details?.validationError?.fieldViolations?.find((v) => v.data?.type === 'EMAIL');
  if (emailViolation) return { loginState: 'FAILURE', error: emailViolation.description, errorCode: 'invalidEmail' };
  const errorCode = ({ [CODES.missingCaptcha]: 'missingCaptchaToken', [CODES.emailExists]: 'emailAlreadyExists', [CODES.invalidCaptcha]: 'invalidCaptchaToken' } as const)[codeOf(error) ?? ''];
  return errorCode ? { loginState: 'FAILURE', error: error.message, errorCode } : { loginState: 'FAILURE', error: error.message };
}

/** Login failures: the captcha / password / reset codes; any other error means the e-mail was not accepted. */
export function loginFailure(error: unknown): LoginResult {
  if (!(error instanceof ApiError)) return { loginState: 'FAILURE', error: LOGIN_ERRORS.unexpected };
  const known = {
    [CODES.missingCaptcha]: 'missingCaptchaToken',
    [CODES.invalidCaptcha]: 'invalidCaptchaToken',
    [CODES.invalidPassword]: 'invalidPassword',
    [CODES.resetPassword]: 'resetPassword',
  } as const;
  return { loginState: 'FAILURE', error: error.message, errorCode: known[codeOf(error) as keyof typeof known] ?? 'invalidEmail' };
}

/** Verification failures: a verify call only carries the code and the state token, so any refusal is about those. */
export function verifyFailure(error: unknown): LoginResult {
  if (!(error instanceof ApiError)) return { loginState: 'FAILURE', error: LOGIN_ERRORS.unexpected };
  return { loginState: 'FAILURE', error: error.message, errorCode: 'invalidCode' };
}

/**
 * Runs one identity call and maps its outcome, as the seed does for every failure; the CLI's own errors (network,
 * interrupt) are rethrown so they are reported as what they are.
 */
export async function settle(call: Promise<StateMachineResponse>, onFailure: (error: unknown) => LoginResult): Promise<LoginResult> {
  try {
    return handleState(await call);
  } catch (error) {
    if (error instanceof StoreError && !(error instanceof ApiError)) throw error;
    return onFailure(error);
  }
}

export interface CallbackParams {
  code?: string | null;
  /** SSO: the platform's session token, in place of a code. */
  sessionToken?: string | null;
  state?: string | null;
  error?: string | null;
  error_description?: string | null;
}

/** Checks a callback against the expected state (the caller compares in constant time); returns `key`'s value. */
function acceptWith<K extends 'code' | 'sessionToken'>(
  params: CallbackParams,
  stateMatches: (state: string) => boolean,
  key: K,
  missing: string,
): Record<K, string> & { state: string } {
  if (params.error && params.state && stateMatches(params.state)) {
    throw new AuthError(`The login page answered ${params.error}${params.error_description ? `: ${params.error_description}` : ''}`, {
      hint: 'Run `store login` again.',
      details: { error: params.error, error_description: params.error_description ?? undefined },
    });
  }
  const value = params[key];
  if (!value || !params.state) throw new AuthError(missing);
  if (!stateMatches(params.state)) throw new AuthError(LOGIN_ERRORS.invalidState);
  return { [key]: value, state: params.state } as Record<K, string> & { state: string };
}

/** The hosted login's callback: an authorization code (the seed's messages). */
export const acceptCallback = (params: CallbackParams, stateMatches: (state: string) => boolean) =>
  acceptWith(params, stateMatches, 'code', LOGIN_ERRORS.missingCodeOrState);

/** The SSO login's callback: a session token, redeemed like a password login's. */
export const acceptSsoCallback = (params: CallbackParams, stateMatches: (state: string) => boolean) =>
  acceptWith(params, stateMatches, 'sessionToken', LOGIN_ERRORS.missingSessionOrState);

/** A login that ended in FAILURE (exit 4), carrying the seed's errorCode as its code. */
export class LoginFailedError extends AuthError {
  override readonly code: string;
  constructor(result: Extract<LoginResult, { loginState: 'FAILURE' }>, hint?: string) {
    super(result.error, { hint, details: { loginState: result.loginState, errorCode: result.errorCode } });
    this.code = result.errorCode ?? 'LOGIN_FAILED';
  }
}
