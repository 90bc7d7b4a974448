// Shopper-side helpers for identity tests against a real sandbox: a visitor token, JSON calls made with it, the
// control routes (settings, mailbox, approve) and the hosted authorize page.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { paths } from '../../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type SandboxResponse, type TestSandbox } from '../../../helpers/sandbox.js';

export interface Shopper {
  token: string;
  call<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<SandboxResponse<T>>;
}

export async function visitor(sb: TestSandbox): Promise<Shopper> {
  const res = await callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: sb.info.clientId, grantType: 'anonymous' } });
  const token = res.body.access_token as string;
  return {
    token,
    call: (method, path, body, headers = {}) => callSandbox(sb.baseUrl, method, path, { body, headers: { Authorization: token, ...headers } }),
  };
}

export const settings = (sb: TestSandbox, body: Record<string, unknown>) => callSandbox(sb.baseUrl, 'POST', '/__sandbox/settings', { body });

/** Sign-up with nothing in the way: no e-mail verification, no owner approval, no captcha, no second factor. */
export const openSignUp = (sb: TestSandbox) => settings(sb, { emailVerification: false, ownerApproval: false, captcha: 'none', mfa: 'off' });

/**
 * Registers the file's hooks: one sandbox for the file and, before every test, open sign-up and a fresh anonymous
 * visitor. `sb` and `shopper` are filled in before the first test runs, so they may be destructured at once.
 */
export function openSignUpPerTest(): { sb: TestSandbox; shopper: Shopper } {
  const sb = {} as TestSandbox;
  const shopper = {} as Shopper;
  beforeAll(async () => {
    // The default store's catalog (V3): identity never reads the catalog.
    Object.assign(sb, await startTestSandbox({ catalog: 'v3' }));
  });
  afterAll(() => sb.close());
  beforeEach(async () => {
    await openSignUp(sb);
    Object.assign(shopper, await visitor(sb));
  });
  return { sb, shopper };
}

export async function mailbox(sb: TestSandbox, to: string): Promise<Array<{ to: string; kind: string; code: string | null; link: string | null; sentAt: string }>> {
  return (await callSandbox(sb.baseUrl, 'GET', `/__sandbox/mailbox?to=${encodeURIComponent(to)}`)).body;
}

export async function lastCode(sb: TestSandbox, to: string, kind = 'verification'): Promise<string> {
  const mails = (await mailbox(sb, to)).filter((m) => m.kind === kind);
  const code = mails.at(-1)?.code;
  if (!code) throw new Error(`no ${kind} mail to ${to}`);
  return code;
}

export const register = (s: Shopper, email: string, password = 'secret-pass', extra: Record<string, unknown> = {}) =>
  s.call('POST', paths.identity.register(), { loginId: { email }, password, ...extra });

export const login = (s: Shopper, email: string, password = 'secret-pass', extra: Record<string, unknown> = {}) =>
  s.call('POST', paths.identity.login(), { loginId: { email }, password, ...extra });

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An `auth` redirect session's hosted page URL (through the real redirect-session route). */
export async function authSession(s: Shopper, sb: TestSandbox, authRequest: Record<string, unknown>, prompt?: string) {
  const res = await s.call('POST', paths.redirects.create(), {
    auth: { authRequest: { clientId: sb.info.clientId, responseType: 'code', scope: 'offline_access', codeChallengeMethod: 'S256', ...authRequest }, ...(prompt ? { prompt } : {}) },
  });
  if (res.status !== 200) throw new Error(`redirect session: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.redirectSession as { id: string; fullUrl: string; urlDetails: { endpoint: string; searchParams: Record<string, string> } };
}

/** GET/POST of the hosted page without following redirects. */
export async function page(url: string, form?: Record<string, string>): Promise<{ status: number; location: string | null; text: string }> {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}
