// Admin calls: the API key goes raw in Authorization (no "Bearer"), with the site or account it acts on.
import type { AuthStrategy } from '../client/types.js';

export interface ApiKeyAuthOptions {
  apiKey: string;
  siteId?: string;
  accountId?: string;
}

export class ApiKeyAuth implements AuthStrategy {
  readonly kind = 'api-key' as const;
  /** Admin calls always go to the write host (the platform's SDK never sends API-key calls to the CDN). */
  readonly usesReadHost = false;

  constructor(private readonly options: ApiKeyAuthOptions) {}

  async getAuthHeaders(): Promise<Record<string, string>> {
    return {
      authorization: this.options.apiKey,
      ...(this.options.siteId ? { 'wix-site-id': this.options.siteId } : {}),
      ...(this.options.accountId ? { 'wix-account-id': this.options.accountId } : {}),
    };
  }

  /** A refused key cannot be renewed; the 401 is reported as is. */
  invalidate(): void {}
}
