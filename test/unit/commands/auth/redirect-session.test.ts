// `store redirect-session <type>` against a real sandbox: each type's flags become its intent, the URL serves
// the hosted page, callbacks are checked before anything is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runCartAdd } from '../../../../src/commands/cart/add.js';
import { runRedirectSessionCheckout } from '../../../../src/commands/redirect-session/checkout.js';
import { APP_FLOWS, intentFromFlags } from '../../../../src/commands/redirect-session/app-flows.js';
import { runRedirectSessionLogin } from '../../../../src/commands/redirect-session/login.js';
import { runRedirectSessionProduct } from '../../../../src/commands/redirect-session/product.js';
import { SANDBOX_URL_NOTE } from '../../../../src/commands/redirect-session/session-output.js';
import { main } from '../../../../src/cli.js';
import { allowRedirectUris, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' }); // the default store: nothing here depends on the catalog version
  await allowRedirectUris(sandbox, ['https://shop.example/']);
});
afterAll(() => sandbox.close());

const at = (home: Record<string, string>, globals: Record<string, unknown> = {}) =>
  harness({ env: { ...remoteEnv(sandbox), STORE_CLIENT_ID: sandbox.info.clientId, ...home }, globals });

describe('store redirect-session', () => {
  it('product: --json prints the session; its URL is the product page', async () => {
    const h = at(tempHome(), { json: true });
    await runRedirectSessionProduct({ slug: 'sun-hat', postFlowUrl: 'https://shop.example/' }, h.ctx);
    await h.ctx.close();
    const session = h.json();
    expect(session).toMatchObject({ id: expect.any(String), urlDetails: { endpoint: `${sandbox.baseUrl}/product-page/sun-hat` } });
    const page = await (await fetch(session.fullUrl)).text();
    expect(page).toContain('<h1>Sun Hat</h1>');
    expect(page).toContain('href="https://shop.example/"');
    const sent = sandbox.requests.filter((r) => r.path === '/_api/redirects-api/v1/redirect-session').pop()!;
    expect(JSON.parse(sent.body)).toEqual({ storesProduct: { productSlug: 'sun-hat' }, callbacks: { postFlowUrl: 'https://shop.example/' } });
  });

  it('checkout: prints the URL of the checkout page (plain text when not --json)', async () => {
    const home = tempHome();
    const shopper = at(home, { json: true });
    await runCartAdd({ product: 'ceramic-mug', quantity: '1' }, shopper.ctx);
    const client = await shopper.ctx.client({ shopper: true });
    const { checkoutId } = await client.cart.createCheckout({ channelType: 'WEB' });
    await shopper.ctx.close();
    const h = at(home);
    await runRedirectSessionCheckout({ checkoutId }, h.ctx);
    await h.ctx.close();
    const url = h.io.stdoutText().trim();
    expect(url).toMatch(new RegExp(`^${sandbox.baseUrl}/checkout\\?checkoutId=${checkoutId}&redirectSessionId=`));
    expect(await (await fetch(url)).text()).toContain('Ceramic Mug');
    await expect(runRedirectSessionCheckout({}, at(home).ctx)).rejects.toBeInstanceOf(UsageError);
  });

  it('app flows: flags → intent fields, required ones checked, callback URLs validated', async () => {
    const events = APP_FLOWS.find((f) => f.verb === 'events-checkout')!;
    expect(intentFromFlags(events, { reservationId: 'r-1', eventSlug: 'gala' })).toEqual({ reservationId: 'r-1', eventSlug: 'gala' });
    expect(() => intentFromFlags(events, { eventSlug: 'gala' })).toThrow('--reservation-id is required');
    const bookings = APP_FLOWS.find((f) => f.verb === 'bookings-checkout')!;
    expect(intentFromFlags(bookings, { serviceId: 's1', startDate: '2030-01-01T10:00:00Z', timezone: 'UTC' })).toEqual({
      slotAvailability: { slot: { serviceId: 's1', startDate: '2030-01-01T10:00:00Z' } },
      timezone: 'UTC',
    });

    const env = { ...remoteEnv(sandbox), STORE_CLIENT_ID: sandbox.info.clientId, ...tempHome() };
    const ok = harness({ env });
    const code = await main(['redirect-session', 'paid-plans-checkout', '--plan-id', 'gold', '--checkout-data', '{"a":1}', '--json'], ok.ctx);
    await ok.ctx.close();
    expect(code).toBe(0);
    const session = ok.json();
    expect(session.urlDetails.endpoint).toBe(`${sandbox.baseUrl}/hosted/paidPlansCheckout`);
    expect(await (await fetch(session.fullUrl)).text()).toContain('<th>checkoutData.a</th><td>1</td>');

    const bad = harness({ env });
    expect(await main(['redirect-session', 'events-checkout', '--reservation-id', 'r', '--event-slug', 'e', '--post-flow-url', 'javascript:alert(1)'], bad.ctx)).toBe(2);
    await bad.ctx.close();
  });
});

describe('links from the embedded sandbox (issue #15 item 15)', () => {
  it('piped: the URL on stdout, and on stderr that it lives only while a sandbox serves it and how to keep one', async () => {
    const h = harness();
    await runRedirectSessionLogin({}, h.ctx);
    await h.ctx.close();
    expect(h.io.stdoutText()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\S+\n$/);
    expect(h.io.stderrText()).toContain(SANDBOX_URL_NOTE);
    expect(SANDBOX_URL_NOTE).toContain('store sandbox serve');
  });

  it('against a served or remote store there is no such note', async () => {
    const h = harness({ env: { ...remoteEnv(sandbox), STORE_CLIENT_ID: sandbox.info.clientId } });
    await runRedirectSessionLogin({}, h.ctx);
    await h.ctx.close();
    expect(h.io.stderrText()).not.toContain('Note: this URL');
  });
});
