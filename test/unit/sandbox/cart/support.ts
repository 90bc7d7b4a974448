// Shoppers for cart tests: a visitor (anonymous grant) or a member (SignOn + authorized_client grant, both with
// the admin key), each with a `call` that sends their access token, as the SDK does (raw, no `Bearer `). The catalog
// side of a cart on a V1 or a V3 store is ../support/products.ts.
import { paths } from '../../../../src/wire/api/paths.js';
import { STORES_APP_ID } from '../../../../src/wire/api/cart/cart.js';
import { callSandbox, type SandboxResponse, type TestSandbox } from '../../../helpers/sandbox.js';

export interface Shopper {
  token: string;
  call<T = any>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>>;
  /** The same call elevated with the admin key (`<token>,<API key>`). */
  elevated<T = any>(method: string, path: string, body?: unknown): Promise<SandboxResponse<T>>;
}

function shopper(t: TestSandbox, token: string): Shopper {
  return {
    token,
    call: (method, path, body) => callSandbox(t.baseUrl, method, path, { body, headers: { Authorization: token } }),
    elevated: (method, path, body) => callSandbox(t.baseUrl, method, path, { body, headers: { Authorization: `${token},${t.info.apiKey}` } }),
  };
}

export async function visitor(t: TestSandbox): Promise<Shopper> {
  const res = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } });
  if (res.status !== 200) throw new Error(`anonymous grant failed: ${JSON.stringify(res.body)}`);
  return shopper(t, res.body.access_token);
}

export async function member(t: TestSandbox, email: string): Promise<Shopper & { memberId: string }> {
  const signOn = await t.admin('POST', paths.identity.signOn(), { loginId: { email } });
  if (signOn.status !== 200) throw new Error(`sign-on failed: ${JSON.stringify(signOn.body)}`);
  const memberId = signOn.body.identity.id as string;
  const res = await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), {
    body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId },
    headers: { Authorization: `,${t.info.apiKey}` },
  });
  if (res.status !== 200) throw new Error(`authorized_client grant failed: ${JSON.stringify(res.body)}`);
  return { ...shopper(t, res.body.access_token), memberId };
}

export const catalogLine = (productId: string, quantity: number, options?: Record<string, unknown>) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, ...(options ? { options } : {}) },
  quantity,
});
