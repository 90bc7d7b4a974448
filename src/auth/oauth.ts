// Visitor and member calls: the seed's token lifecycle. A missing or (nearly) expired access token is refreshed;
// a refresh that fails for any reason falls back to new anonymous visitor tokens; concurrent renewals share one
// token request; a 401 forces a renewal; every renewal is saved so the session survives between CLI runs.
import { ApiError, AuthError } from '../client/errors.js';
import { systemClock, type AuthStrategy, type Clock, type OAuthTokens, type TokenStore } from '../client/types.js';

export type Role = OAuthTokens['refreshToken']['role'];

/** The two grants the lifecycle needs (OAuthResource provides them). */
export interface TokenGrants {
  anonymousToken(clientId: string): Promise<OAuthTokens>;
  refreshToken(clientId: string, refreshToken: OAuthTokens['refreshToken']): Promise<OAuthTokens>;
}

export interface OAuthAuthOptions {
  clientId: string;
  tokenStore: TokenStore;
  oauth: TokenGrants;
  clock?: Clock;
  /** Renew this long before the access token expires, so it cannot expire in flight (default 60 s). */
  renewBeforeMs?: number;
  /** Told when a refresh failed and the session fell back to a new visitor (e.g. for --verbose). */
  onRefreshFailed?: (error: unknown) => void;
}

export const DEFAULT_RENEW_BEFORE_MS = 60_000;

export class OAuthAuth implements AuthStrategy {
  readonly kind = 'oauth' as const;
  readonly usesReadHost = true;
  private tokens?: OAuthTokens;
  private loading?: Promise<void>;
  private renewing?: Promise<OAuthTokens>;
  /** The access token a server refused; it is renewed even if its clock says it is still valid. */
  private refusedAccessToken?: string;

  constructor(private readonly options: OAuthAuthOptions) {}

  /** The OAuth app these tokens belong to (a login's code exchange names it). */
  get clientId(): string {
    return this.options.clientId;
  }

  private get clock(): Clock {
    return this.options.clock ?? systemClock;
  }

  async getAuthHeaders(): Promise<Record<string, string>> {
    const tokens = await this.validTokens();
    return { authorization: tokens.accessToken.value };
  }

  /** Tokens good for at least `renewBeforeMs`, renewing first when needed. */
  async validTokens(): Promise<OAuthTokens> {
    await this.load();
    const tokens = this.tokens;
    if (tokens && !this.needsRenewal(tokens)) return tokens;
    return this.renew();
  }

  invalidate(rejectedHeaders?: Record<string, string>): void {
    const current = this.tokens?.accessToken.value;
    const rejected = rejectedHeaders?.authorization ?? rejectedHeaders?.Authorization;
    // A concurrent call may already have replaced the refused token; dropping the new one would renew twice.
    if (current && (rejected === undefined || rejected === current)) this.refusedAccessToken = current;
  }

  async role(): Promise<Role> {
    await this.load();
    return this.tokens?.refreshToken.role ?? 'none';
  }

  /** The stored tokens as they are, without renewing (e.g. `store auth token`, `whoami`). */
  async currentTokens(): Promise<OAuthTokens | undefined> {
    await this.load();
    return this.tokens;
  }

  /** After a login: member tokens replace the visitor's. */
  async setTokens(tokens: OAuthTokens): Promise<void> {
    await this.load();
    this.tokens = tokens;
    this.refusedAccessToken = undefined;
    await this.options.tokenStore.save(tokens);
  }

  /** Logout: no tokens, role none. The next call starts a new visitor session. */
  async clear(): Promise<void> {
    await this.load();
    this.tokens = undefined;
    this.refusedAccessToken = undefined;
    await this.options.tokenStore.save(undefined);
  }

  private load(): Promise<void> {
    this.loading ??= Promise.resolve(this.options.tokenStore.load()).then((tokens) => {
      this.tokens ??= tokens;
    });
    return this.loading;
  }

  private needsRenewal(tokens: OAuthTokens): boolean {
    const renewBefore = this.options.renewBeforeMs ?? DEFAULT_RENEW_BEFORE_MS;
    return (
      !tokens.accessToken.value ||
      tokens.accessToken.value === this.refusedAccessToken ||
      tokens.accessToken.expiresAt * 1000 - renewBefore <= this.clock.now()
    );
  }

  /** One renewal at a time: callers arriving meanwhile wait for the same token request. */
  private renew(): Promise<OAuthTokens> {
    this.renewing ??= this.renewNow().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  private async renewNow(): Promise<OAuthTokens> {
    const { clientId, oauth } = this.options;
    const refresh = this.tokens?.refreshToken;
    let next: OAuthTokens | undefined;
    if (refresh?.value && refresh.role !== 'none') {
      try {
        next = await oauth.refreshToken(clientId, refresh);
      } catch (error) {
        this.options.onRefreshFailed?.(error);
      }
    }
    if (!next) {
      try {
        next = await oauth.anonymousToken(clientId);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new AuthError(`Could not start a visitor session for OAuth client "${clientId}": ${error.message}`, {
          cause: error,
          hint: 'Check the OAuth client id and the API URL.',
        });
      }
    }
    this.tokens = next;
    this.refusedAccessToken = undefined;
    await this.options.tokenStore.save(next);
    return next;
  }
}
