// Redirect sessions (docs/wire/cart-identity.md §5): a URL on the platform's hosted pages (checkout, login, product
// page, …) for one intent, with callbacks back to the caller's site.
import { paths } from '../../wire/api/paths.js';
import type { RedirectSession, RedirectSessionRequest } from '../../wire/api/redirects/redirect-session.js';
import type { Transport } from '../transport.js';
import type { CallOptions } from '../types.js';

export class RedirectsResource {
  constructor(private readonly transport: Transport) {}

  /** Sends exactly the keys given (one intent plus callbacks/preferences/origin), as the platform's SDK does. */
  async createSession(request: RedirectSessionRequest, options: CallOptions = {}): Promise<RedirectSession> {
    const response = await this.transport.request<{ redirectSession: RedirectSession }>({
      method: 'POST',
      path: paths.redirects.create(),
      body: request,
      // A second session for the same intent is harmless; a lost answer is worth a retry.
      idempotent: true,
      signal: options.signal,
    });
    return response.redirectSession;
  }
}
