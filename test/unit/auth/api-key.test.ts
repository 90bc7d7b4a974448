import { describe, expect, it } from 'vitest';
import { ApiKeyAuth } from '../../../src/auth/api-key.js';

describe('ApiKeyAuth', () => {
  it('sends the raw key (no Bearer) and the site id', async () => {
    const auth = new ApiKeyAuth({ apiKey: 'IST.abc', siteId: 'SITE' });
    expect(await auth.getAuthHeaders()).toEqual({ authorization: 'IST.abc', 'wix-site-id': 'SITE' });
    expect(auth.usesReadHost).toBe(false);
    expect(auth.kind).toBe('api-key');
  });

  it('sends wix-account-id only when given', async () => {
    expect(await new ApiKeyAuth({ apiKey: 'K', accountId: 'A' }).getAuthHeaders()).toEqual({ authorization: 'K', 'wix-account-id': 'A' });
    expect(await new ApiKeyAuth({ apiKey: 'K' }).getAuthHeaders()).toEqual({ authorization: 'K' });
  });
});
