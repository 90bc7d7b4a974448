// A real browser completes `store login --no-browser` against a served sandbox: headless Chromium opens the
// printed login URL, fills the form, is redirected to the CLI's loopback server, and afterwards
// `store whoami --json` shows a member.
import { describe, expect, it } from 'vitest';
import { browserLoginPerFile, expectMember, loopbackParam, startWaitingLogin } from '../helpers/browser-login.js';
import { chromiumPath } from '../helpers/chromium.js';
import { callSandbox } from '../helpers/sandbox.js';

const { served, open } = browserLoginPerFile();

async function registerMember(email: string, password: string): Promise<void> {
  const visitor = await callSandbox(served.baseUrl, 'POST', '/oauth2/token', { body: { clientId: served.clientId, grantType: 'anonymous' } });
  const res = await callSandbox(served.baseUrl, 'POST', '/_api/iam/authentication/v2/register', {
    body: { loginId: { email }, password },
    headers: { Authorization: visitor.body.access_token },
  });
  expect(res.body.state).toBe('SUCCESS');
}

describe('store login in a real browser', () => {
  const title = 'headless Chromium logs in through the hosted page and the loopback server';
  it.skipIf(!chromiumPath)(chromiumPath ? title : `${title} — SKIPPED: Chromium is not installed (apt-get install -y chromium)`, async () => {
    await registerMember('browser@example.com', 'browser-pass');
    const env = served.remoteEnv({ STORE_CLIENT_ID: served.clientId });
    const login = await startWaitingLogin([], env);
    expect(login.stderr()).toMatch(/Waiting for the login on http:\/\/127\.0\.0\.1:\d+\/callback/);

    const page = await open(login.url);
    await page.waitFor("document.getElementById('email')", 'the login form');
    await page.evaluate(`(() => {
      document.getElementById('email').value = 'browser@example.com';
      document.getElementById('password').value = 'browser-pass';
      document.getElementById('submit').click();
    })()`);
    expect(await loopbackParam(page, 'code')).toEqual(expect.any(String));
    await expectMember(login, env, { subjectType: 'MEMBER', loginEmail: 'browser@example.com' });
  });
});
