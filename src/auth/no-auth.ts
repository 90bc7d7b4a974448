// For calls that need no credentials (e.g. only the token endpoint): sends no Authorization header at all.
import type { AuthStrategy } from '../client/types.js';

export class NoAuth implements AuthStrategy {
  readonly kind = 'none' as const;
  readonly usesReadHost = false;
  async getAuthHeaders(): Promise<Record<string, string>> {
    return {};
  }
  invalidate(): void {}
}
