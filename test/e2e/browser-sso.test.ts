// A real browser completes `store login --sso CONNECTION --no-browser` against a served sandbox: headless Chromium
// opens the printed SSO URL, signs in on the sandbox's test IdP page, comes back through the SSO callback to the
// CLI's loopback server with a session token, and afterwards `store whoami --json` shows that member.
import { describe, expect, it } from 'vitest';
import { browserLoginPerFile, expectMember, loopbackParam, startWaitingLogin } from '../helpers/browser-login.js';
import { chromiumPath } from '../helpers/chromium.js';
import { callSandbox } from '../helpers/sandbox.js';

const { served, open } = browserLoginPerFile();

describe('store login --sso in a real browser', () => {
  const title = 'headless Chromium signs in at the IdP and the CLI becomes that member';
  it.skipIf(!chromiumPath)(chromiumPath ? title : `${title} — SKIPPED: Chromium is not installed (apt-get install -y chromium)`, async () => {
    const connection = await callSandbox(served.baseUrl, 'POST', '/__sandbox/sso/connections', { body: { id: 'corp-okta', name: 'Corp Okta' } });
    expect(connection.status).toBe(200);
    const env = served.remoteEnv({ STORE_CLIENT_ID: served.clientId });
    const login = await startWaitingLogin(['--sso', 'corp-okta'], env);
    expect(new URL(login.url).pathname).toBe(`/_api/iam/authentication/v1/sso/login/${served.siteId}/corp-okta`);

    const page = await open(login.url);
    await page.waitFor("document.body.innerText.includes('Sign in with Corp Okta') && document.getElementById('email')", 'the IdP sign-in page');
    await page.evaluate(`(() => {
      document.getElementById('email').value = 'sso-browser@example.com';
      document.getElementById('submit').click();
    })()`);
    expect(await loopbackParam(page, 'sessionToken')).toEqual(expect.any(String));
    await expectMember(login, env, { loginEmail: 'sso-browser@example.com', loginEmailVerified: true });
  });
});
