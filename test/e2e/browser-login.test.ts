// A real browser completes `store login --no-browser` against a served sandbox: headless Chromium opens the
// printed login URL, fills the form, is redirected to the CLI's loopback server, and afterwards
// `store whoami --json` shows a member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSandbox } from '../helpers/sandbox.js';
import { chromiumPath, launchChromium, type Browser } from '../helpers/chromium.js';
import { runStore } from '../helpers/run-store.js';
import { startWaitingLogin } from '../helpers/waiting-login.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

let served: ServedSandbox;
let browser: Browser | undefined;

beforeAll(async () => {
  served = await serveSandbox(['--memory']);
});
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

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

    browser = await launchChromium();
    const page = await browser.open(login.url);
    await page.waitFor("document.getElementById('email')", 'the login form');
    await page.evaluate(`(() => {
      document.getElementById('email').value = 'browser@example.com';
      document.getElementById('password').value = 'browser-pass';
      document.getElementById('submit').click();
    })()`);
    await page.waitFor("location.href.startsWith('http://127.0.0.1:') && location.pathname === '/callback' && document.body.innerText.includes('close this tab')", 'the loopback page');
    expect(await page.evaluate<string>('new URL(location.href).searchParams.get("code")')).toEqual(expect.any(String));

    expect(await login.exited).toBe(0);
    expect(JSON.parse(login.stdout())).toMatchObject({ loginState: 'SUCCESS', role: 'member' });
    const whoami = await runStore(['whoami', '--json'], { env });
    expect(whoami.code).toBe(0);
    expect(whoami.json()).toMatchObject({ role: 'member', identity: { subjectType: 'MEMBER', loginEmail: 'browser@example.com' } });
  });
});
