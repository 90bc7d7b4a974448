// A real browser on the hosted checkout page, on a V1 and a V3 store from one test body: `store cart checkout --json`
// hands back the URL, headless Chromium shows the items and total, places the order, and lands on the thank-you URL
// with the order id; the cart is then gone. (Run `npm run build` first.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, type Browser } from '../helpers/chromium.js';
import { startRecordingServer, type RecordingServer } from '../helpers/recording-server.js';
import { runStore } from '../helpers/run-store.js';
import { allowRedirectUris } from '../helpers/sandbox.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

let shop: RecordingServer;
let browser: Browser | undefined;

beforeAll(async () => {
  shop = await startRecordingServer();
  shop.respond((_r, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Thanks</title><h1>Thanks from the shop</h1>');
  });
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe.each(['v1', 'v3'] as const)('hosted checkout in a real browser, on a %s store', (catalog) => {
  let served: ServedSandbox;
  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
    // The sandbox sends the browser only to allowed redirect URIs (the thank-you page included).
    await allowRedirectUris(served, [`${shop.baseUrl}/thanks`]);
  });
  afterAll(() => served?.stop());

  const title = 'shows the cart, places the order and returns to the thank-you page with the order id';
  it.skipIf(!chromiumPath)(chromiumPath ? title : `${title} — SKIPPED: Chromium is not installed (apt-get install -y chromium)`, async () => {
    const env = served.remoteEnv({ STORE_CLIENT_ID: served.clientId });
    const add = await runStore(['cart', 'add', 'ceramic-mug', '--quantity', '2'], { env });
    expect(add.code, add.stderr).toBe(0);
    const checkout = await runStore(['cart', 'checkout', '--thank-you-url', `${shop.baseUrl}/thanks`, '--json'], { env });
    expect(checkout.code, checkout.stderr).toBe(0);
    const { url } = checkout.json<{ checkoutId: string; url: string }>();

    browser ??= await launchChromium();
    const page = await browser.open(url);
    await page.waitFor(`document.querySelector('#total')`, 'the checkout page');
    expect(await page.evaluate<string>(`document.querySelector('tbody').innerText`)).toContain('Ceramic Mug');
    expect(await page.evaluate<string>(`document.querySelector('#total').textContent`)).toBe('$30.99');

    await page.evaluate(`document.querySelector('form button').click()`);
    await page.waitFor(`location.pathname === '/thanks'`, 'the thank-you page');
    const landed = new URL(await page.evaluate<string>('location.href'));
    expect(landed.origin).toBe(shop.baseUrl);
    expect(landed.searchParams.get('orderId')).toMatch(/^[0-9a-f-]{36}$/);

    // The order consumed the cart: no cart is an empty cart, exit 0 and null (issue #15 item 10).
    const after = await runStore(['cart', 'show', '--json'], { env });
    expect(after.code).toBe(0);
    expect(after.json()).toBeNull();
  });
});
