// The identity commands through the built binary: against a served sandbox (as a remote store) and against the
// embedded sandbox; exit codes, --json shapes, secrets kept out of argv and of --verbose traces. Identity is no
// catalog behaviour: both sandboxes are the default site (V3), as a new store is.
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runStore } from '../helpers/run-store.js';
import { servedSandboxPerFile } from '../helpers/served-sandbox.js';

const { served } = servedSandboxPerFile(['--memory', '--catalog', 'v3']);

describe('identity against a served sandbox', () => {
  it('register → e-mail code → verify → whoami member → logout → none; wrong password exits 4', async () => {
    const env = served.remoteEnv({ STORE_CLIENT_ID: served.clientId });
    const set = await runStore(['sandbox', 'settings', '--email-verification', 'on', '--json'], { env });
    expect(set.json()).toEqual({ emailVerification: true, ownerApproval: false, captcha: 'none', mfa: 'off', allowedRedirectUris: ['http://127.0.0.1/callback', 'http://localhost/callback', 'http://[::1]/callback'] });

    const registered = await runStore(['register', '--email', 'e2e@example.com', '--json'], { env, input: 'e2e-pass\ne2e-pass\n' });
    expect(registered.code).toBe(0);
    expect(registered.json()).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', email: 'e2e@example.com' });

    const mail = await runStore(['sandbox', 'mailbox', '--to', 'e2e@example.com', '--json'], { env });
    const [{ code }] = mail.json<Array<{ code: string }>>();
    const verified = await runStore(['auth', 'verify', '--code', code, '--json'], { env });
    expect(verified.code).toBe(0);
    expect(verified.json()).toMatchObject({ loginState: 'SUCCESS', role: 'member', identity: { loginEmail: 'e2e@example.com' } });
    expect((await runStore(['whoami', '--json'], { env })).json()).toMatchObject({ role: 'member' });

    const logout = await runStore(['logout', '--json'], { env });
    expect(logout.json()).toMatchObject({ role: 'none', previousRole: 'member' });
    expect((await runStore(['whoami', '--json'], { env })).json()).toEqual({ role: 'none', identity: null });

    const wrong = await runStore(['login', '--password', '--email', 'e2e@example.com', '--json'], { env, input: 'nope\n' });
    expect(wrong.code).toBe(4);
    expect(JSON.parse(wrong.stderr)).toMatchObject({ error: { code: 'invalidPassword' } });
  });

  it('--verbose traces the password login without the password, codes or tokens', async () => {
    const env = served.remoteEnv({ STORE_CLIENT_ID: served.clientId });
    await runStore(['sandbox', 'settings', '--email-verification', 'off'], { env });
    await runStore(['register', '--email', 'trace@example.com'], { env, input: 'Trace-Secret-1\nTrace-Secret-1\n' });
    const login = await runStore(['login', '--password', '--email', 'trace@example.com', '--verbose', '--json'], { env, input: 'Trace-Secret-1\n' });
    expect(login.code).toBe(0);
    expect(login.stderr).toContain('/_api/iam/authentication/v2/login');
    expect(login.stderr).not.toContain('Trace-Secret-1');
    const token = (await runStore(['auth', 'token'], { env })).stdout.trim();
    expect(token.length).toBeGreaterThan(20);
    expect(login.stderr).not.toContain(token);
  });
});

describe('identity against the embedded sandbox', () => {
  it('registers, logs out and logs back in with the password, all in the default profile', async () => {
    const env = isolatedEnv();
    expect((await runStore(['sandbox', 'settings', '--json'], { env })).json()).toMatchObject({ emailVerification: false });
    const registered = await runStore(['register', '--email', 'local@example.com', '--json'], { env, input: 'local-pass\nlocal-pass\n' });
    expect(registered.json()).toMatchObject({ role: 'member' });
    await runStore(['logout'], { env });
    const login = await runStore(['login', '--password', '--email', 'local@example.com', '--json'], { env, input: 'local-pass\n' });
    expect(login.code).toBe(0);
    expect((await runStore(['whoami', '--json'], { env })).json()).toMatchObject({ role: 'member', identity: { loginEmail: 'local@example.com' } });
  });
});
