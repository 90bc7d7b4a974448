// A shopper's call made with admin rights: the platform's elevated form `Authorization: <access token>,<API key>`
// (as in the authorized_client grant), which lets the admin write a visitor's or member's current cart — custom
// line items, merchant discounts — while the cart stays the shopper's.
import type { AuthStrategy } from '../client/types.js';

export class ElevatedShopperAuth implements AuthStrategy {
  readonly kind = 'oauth' as const;
  /** The current cart is served by the write host only. */
  readonly usesReadHost = false;

  constructor(
    private readonly shopper: AuthStrategy,
    private readonly apiKey: string,
  ) {}

  async getAuthHeaders(): Promise<Record<string, string>> {
    const headers = await this.shopper.getAuthHeaders();
    return { ...headers, authorization: `${headers.authorization ?? ''},${this.apiKey}` };
  }

  /** A refused token is the shopper's to renew; the key cannot be renewed. */
  invalidate(rejectedHeaders?: Record<string, string>): void {
    const token = rejectedHeaders?.authorization?.split(',')[0];
    this.shopper.invalidate(rejectedHeaders ? { ...rejectedHeaders, ...(token !== undefined ? { authorization: token } : {}) } : undefined);
  }
}
