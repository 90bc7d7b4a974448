// A real browser completes `store login --sso CONNECTION --no-browser` against a served sandbox: headless Chromium
// opens the printed SSO URL, signs in on the sandbox's test IdP page, comes back through the SSO callback to the
// CLI's loopback server with a session token, and afterwards `store whoami --json` shows that member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSandbox } from '../helpers/sandbox.js';
import { chromiumPath, launchChromium, type Browser } from '../helpers/chromium.js';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';
import { startWaitingLogin } from '../helpers/waiting-login.js';

let served: ServedSandbox;
let browser: Browser | undefined;

beforeAll(async () => {
  served = await serveSandbox(['--memory']);
});
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

describe('store login --sso in a real browser', () => {
  const title = 'headless Chromium signs in at the IdP and the CLI becomes that member';
  it.skipIf(!chromiumPath)(chromiumPath ? title : `${title} — SKIPPED: Chromium is not installed (apt-get install -y chromium)`, async () => {
    const connection = await callSandbox(served.baseUrl, 'POST', '/__sandbox/sso/connections', { body: { id: 'corp-okta', name: 'Corp Okta' } });
    expect(connection.status).toBe(200);
    const env = served.remoteEnv({ STORE_CLIENT_ID: served.clientId });
    const login = await startWaitingLogin(['--sso', 'corp-okta'], env);
    expect(new URL(login.url).pathname).toBe(`/_api/iam/authentication/v1/sso/login/${served.siteId}/corp-okta`);

    browser = await launchChromium();
    const page = await browser.open(login.url);
    await page.waitFor("document.body.innerText.includes('Sign in with Corp Okta') && document.getElementById('email')", 'the IdP sign-in page');
    await page.evaluate(`(() => {
      document.getElementById('email').value = 'sso-browser@example.com';
      document.getElementById('submit').click();
    })()`);
    await page.waitFor("location.href.startsWith('http://127.0.0.1:') && location.pathname === '/callback' && document.body.innerText.includes('close this tab')", 'the loopback page');
    expect(await page.evaluate<string>('new URL(location.href).searchParams.get("sessionToken")')).toEqual(expect.any(String));

    expect(await login.exited).toBe(0);
    expect(JSON.parse(login.stdout())).toMatchObject({ loginState: 'SUCCESS', role: 'member' });
    const whoami = await runStore(['whoami', '--json'], { env });
    expect(whoami.json()).toMatchObject({ role: 'member', identity: { loginEmail: 'sso-browser@example.com', loginEmailVerified: true } });
  });
});
