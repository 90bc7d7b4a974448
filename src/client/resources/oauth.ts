// The OAuth token endpoint (docs/wire/cart-identity.md §6.1–§6.2). Sent without the client's auth: these calls are
// how an auth strategy gets its tokens in the first place.
import { paths } from '../../wire/api/paths.js';
import type { Transport } from '../transport.js';
import { systemClock, type CallOptions, type Clock, type OAuthTokens } from '../types.js';

/** The token endpoint's answer on the wire. */
export interface TokenResponse {
  access_token: string;
  expires_in: number | string;
  refresh_token?: string;
  token_type?: string;
  scope?: string;
}

export interface TokenInfo {
  active: boolean;
  subjectType: 'UNKNOWN' | 'USER' | 'VISITOR' | 'MEMBER' | 'APP' | string;
  subjectId: string;
  /** int64 epoch seconds: a string in JSON. */
  exp: string;
  iat: string;
  clientId: string;
  siteId: string;
  instanceId?: string;
  accountId?: string;
  [key: string]: unknown;
}

export type RefreshToken = OAuthTokens['refreshToken'];

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  /** Left out in direct-login (web_message) mode. */
  redirectUri?: string;
}

export class OAuthResource {
  constructor(
    private readonly transport: Transport,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A new anonymous visitor. Retrying only risks an unused extra visitor. */
  async anonymousToken(clientId: string, options: CallOptions = {}): Promise<OAuthTokens> {
    const response = await this.grant({ clientId, grantType: 'anonymous' }, true, options.signal);
    return this.toTokens(response, response.refresh_token ?? '', 'visitor');
  }

  /** Renews the access token. The old refresh token is kept, as the platform's SDK does. */
  async refreshToken(clientId: string, refreshToken: string | RefreshToken, options: CallOptions = {}): Promise<OAuthTokens> {
    const current: RefreshToken = typeof refreshToken === 'string' ? { value: refreshToken, role: 'visitor' } : refreshToken;
    const response = await this.grant({ clientId, refreshToken: current.value, grantType: 'refresh_token' }, true, options.signal);
    return this.toTokens(response, current.value, current.role);
  }

  /** The PKCE code exchange at the end of a login: member tokens. A code is single-use, so no blind retries. */
  async exchangeCode(clientId: string, exchange: CodeExchange, options: CallOptions = {}): Promise<OAuthTokens> {
    const body = {
      clientId,
      grantType: 'authorization_code',
      ...(exchange.redirectUri ? { redirectUri: exchange.redirectUri } : {}),
      code: exchange.code,
      codeVerifier: exchange.codeVerifier,
    };
    const response = await this.grant(body, false, options.signal);
    return this.toTokens(response, response.refresh_token ?? '', 'member');
  }

  /**
   * Member tokens for a member id, vouched for by the admin API key (`authorized_client` grant). The header joins
   * the caller's current access token (may be empty) and the key with a bare comma. With a SignOn `sessionToken`
   * the grant is bound to that session and carries no scope, as the platform's SDK sends it.
   */
  async memberTokensByMemberId(
    input: { memberId: string; apiKey: string; currentAccessToken?: string; sessionToken?: string },
    options: CallOptions = {},
  ): Promise<OAuthTokens> {
    const body = input.sessionToken
      ? { grant_type: 'authorized_client', member_id: input.memberId, session_token: input.sessionToken }
      : { grant_type: 'authorized_client', scope: 'offline_access', member_id: input.memberId };
    const response = await this.transport.request<TokenResponse>({
      method: 'POST',
      path: paths.oauth.token(),
      body,
      headers: { authorization: `${input.currentAccessToken ?? ''},${input.apiKey}` },
      auth: false,
      signal: options.signal,
    });
    return this.toTokens(response, response.refresh_token ?? '', 'member');
  }

  async tokenInfo(token: string, options: CallOptions = {}): Promise<TokenInfo> {
    return this.transport.request<TokenInfo>({
      method: 'POST',
      path: paths.oauth.tokenInfo(),
      body: { token },
      auth: false,
      idempotent: true,
      signal: options.signal,
    });
  }

  private grant(body: Record<string, string>, idempotent: boolean, signal?: AbortSignal): Promise<TokenResponse> {
    return this.transport.request<TokenResponse>({ method: 'POST', path: paths.oauth.token(), body, auth: false, idempotent, signal });
  }

  /** `expiresAt` in epoch seconds, as the SDK stores it. */
  private toTokens(response: TokenResponse, refreshToken: string, role: RefreshToken['role']): OAuthTokens {
    return {
      accessToken: { value: response.access_token, expiresAt: Math.floor(this.clock.now() / 1000) + Number(response.expires_in) },
      refreshToken: { value: refreshToken, role },
    };
  }
}
