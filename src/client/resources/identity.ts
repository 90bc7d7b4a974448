// Identity (docs/wire/cart-identity.md §8): register, login, e-mail verification, recovery, password change, SignOn,
// logout, and the current member. Sent with the client's visitor/member token, except SignOn, which the site's
// app makes with `<access token>,<API key>`. Login-type calls are never retried blindly (not idempotent).
import { paths } from '../../wire/api/paths.js';
import {
  FACTOR_DATA_KEY,
  type CaptchaToken,
  type CurrentMember,
  type Identity,
  type IdentityProfile,
  type SsoLoginQuery,
  type StateMachineResponse,
  type VerifyFactorInput,
} from '../../wire/api/identity/identity.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

export interface RegisterInput {
  email: string;
  password?: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
}

export interface LoginInput {
  email: string;
  password?: string;
  captchaTokens?: CaptchaToken[];
}

export interface EmailRedirect {
  url: string;
  clientId: string;
}

export interface SignOnInput {
  email: string;
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/** The app's credentials for SignOn: the caller's access token (may be empty) and the admin API key. */
export interface AppCredentials {
  apiKey: string;
  accessToken?: string;
}

export interface EmailValidation {
  valid: boolean;
  formatInvalid?: boolean;
  failure?: { reason: string };
}

/** Logout v1 answers with the browser response it would send, body base64-encoded. */
export interface RawHttpResponse {
  body: string;
  statusCode: number;
  headers: Array<{ key: string; value: string }>;
}

const loginId = (email: string) => ({ email });

export class IdentityResource {
  constructor(private readonly transport: Transport) {}

  private post<T>(path: string, body: unknown, options: CallOptions, extra: { idempotent?: boolean } = {}): Promise<T> {
    return this.transport.request<T>({ method: 'POST', path, body, idempotent: extra.idempotent ?? false, signal: options.signal });
  }

  register(input: RegisterInput, options: CallOptions = {}): Promise<StateMachineResponse> {
    const { email, password, profile, captchaTokens } = input;
    return this.post(paths.identity.register(), { loginId: loginId(email), password, profile, captchaTokens }, options);
  }

  login(input: LoginInput, options: CallOptions = {}): Promise<StateMachineResponse> {
    const { email, password, captchaTokens } = input;
    return this.post(paths.identity.login(), { loginId: loginId(email), password, captchaTokens }, options);
  }

  validateEmail(email: string, options: CallOptions = {}): Promise<EmailValidation> {
    return this.post(paths.identity.validateEmail(), { email }, options, { idempotent: true });
  }

  /** VerifyDuringAuthentication: the e-mailed code with the REQUIRE_EMAIL_VERIFICATION state token. */
  verify(input: { code: string; stateToken: string }, options: CallOptions = {}): Promise<StateMachineResponse> {
    return this.post(paths.identity.verifyDuringAuthentication(), { code: input.code, stateToken: input.stateToken }, options);
  }

  /**
   * Second-factor verification, the step after a login that answered REQUIRE_MFA: the factor's code with that
   * answer's state token. Path unverified (see hosts.ts).
   */
  verifyFactor(input: VerifyFactorInput, options: CallOptions = {}): Promise<StateMachineResponse> {
    const body = { stateToken: input.stateToken, rememberThisDevice: input.rememberThisDevice ?? false, [FACTOR_DATA_KEY[input.factorType]]: { code: input.code } };
    return this.post(paths.identity.verifyFactor(input.factorType), body, options);
  }

  /**
   * The URL a browser opens to log in through an IdP connection (SSO). Not fetched here: the platform answers it
   * with the IdP's page, which ends with a redirect to `query.redirectUri` carrying `sessionToken` and `state`.
   */
  ssoLoginUrl(input: { tenantId: string; idpConnectionId: string } & SsoLoginQuery): string {
    const { tenantId, idpConnectionId, customPayload, ...query } = input;
    const payload = customPayload ? Object.fromEntries(Object.entries(customPayload).map(([k, v]) => [`customPayload.${k}`, v])) : {};
    return this.transport.url({ path: paths.identity.ssoLogin(tenantId, idpConnectionId), query: { ...query, ...payload } });
  }

  /** SSO without a browser: the IdP's token parameters (e.g. an id token) for the connection → a login state. */
  loginWithTokenParams(input: { idpConnectionId: string; tokenParams: Record<string, string> }, options: CallOptions = {}): Promise<StateMachineResponse> {
    return this.post(paths.identity.ssoLoginWithTokenParams(), { idpConnectionId: input.idpConnectionId, tokenParams: input.tokenParams }, options);
  }

  /** A new code for the verification in progress. */
  async resend(input: { stateToken: string }, options: CallOptions = {}): Promise<void> {
    await this.post(paths.identity.resendDuringAuthentication(), { stateToken: input.stateToken }, options);
  }

  startVerification(input: { identityId: string }, options: CallOptions = {}): Promise<{ verificationId: string }> {
    return this.post(paths.identity.startVerification(), { identityId: input.identityId, target: 'EMAIL' }, options);
  }

  async sendRecoveryEmail(input: { email: string; language?: string; redirect?: EmailRedirect }, options: CallOptions = {}): Promise<void> {
    await this.post(paths.identity.sendRecoveryEmail(), { email: input.email, language: input.language, redirect: input.redirect }, options);
  }

  async sendActivationEmail(
    input: { identityId: string; language?: string; redirect?: EmailRedirect },
    options: CallOptions = {},
  ): Promise<void> {
    const emailOptions = input.language || input.redirect ? { language: input.language, redirect: input.redirect } : undefined;
    await this.post(paths.identity.sendActivationEmail(), { identityId: input.identityId, emailOptions }, options);
  }

  /** Recover with a mailed recovery (or activation) token, setting a new password. */
  recover(input: { recoveryToken: string; password?: string }, options: CallOptions = {}): Promise<StateMachineResponse> {
    return this.post(paths.identity.recover(), { recoveryToken: input.recoveryToken, password: input.password }, options);
  }

  /** The logged-in member's new password (needs member tokens). */
  async changePassword(newPassword: string, options: CallOptions = {}): Promise<void> {
    await this.post(paths.identity.changePassword(), { newPassword }, options);
  }

  /** SignOn (admin): a session for any e-mail, created as a member if new. */
  signOn(input: SignOnInput, app: AppCredentials, options: CallOptions = {}): Promise<{ sessionToken: string; identity: Identity }> {
    const { email, profile, verifyEmail, mergeExistingContact } = input;
    return this.transport.request({
      method: 'POST',
      path: paths.identity.signOn(),
      body: { loginId: loginId(email), profile, verifyEmail, mergeExistingContact },
      headers: { authorization: `${app.accessToken ?? ''},${app.apiKey}` },
      auth: false,
      idempotent: false,
      signal: options.signal,
    });
  }

  /** Logout v1: ends the caller's session on the server; the answer is the page the browser would get. */
  logout(input: { postLogoutRedirectUri?: string; clientId?: string } = {}, options: CallOptions = {}): Promise<RawHttpResponse> {
    return this.transport.request({
      method: 'GET',
      path: paths.identity.logout(),
      query: { postLogoutRedirectUri: input.postLogoutRedirectUri, clientId: input.clientId },
      signal: options.signal,
    });
  }

  /** The member behind the current token (Members API). */
  async currentMember(options: CallOptions = {}): Promise<CurrentMember> {
    const response = await this.transport.request<{ member: CurrentMember }>({ method: 'GET', path: paths.identity.currentMember(), signal: options.signal });
    return response.member;
  }
}
