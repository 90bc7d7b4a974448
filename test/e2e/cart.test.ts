// The built `store` binary against `store sandbox serve`, on a V1 and a V3 store from one test body: the cart lives on
// in the profile's visitor tokens between processes, a line references the product by the store's own ids (the
// version's product id and variant id), a member's cart and a visitor's cart stay apart, and checkout hands back a URL
// that serves the sandbox's checkout page. (Run `npm run build` first.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES_APP_ID } from '../../src/wire/api/cart/cart.js';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, storeJsonAgainst, type ServedSandbox } from '../helpers/served-sandbox.js';

describe.each(['v1', 'v3'] as const)('store cart (e2e) on a %s store', (catalog) => {
  let served: ServedSandbox;
  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
  });
  afterAll(() => served?.stop());

  /** One person's environment: their own HOME (and so their own token file), pointed at the served sandbox. */
  const person = () => served.remoteEnv({ STORE_CLIENT_ID: served.clientId });

  async function store<T = any>(env: Record<string, string>, args: string[]): Promise<T> {
    const run = await runStore(args, { env });
    expect(run.code, `store ${args.join(' ')}: ${run.stderr}`).toBe(0);
    return run.json<T>();
  }

  it('adds in one process and shows the item in the next, referenced by the store\'s own product and variant ids', async () => {
    const env = person();
    await store(env, ['cart', 'add', 'sun-hat', '--option', 'Size=L', '--option', 'Color=Navy', '--quantity', '2', '--json']);
    const cart = await store(env, ['cart', 'show', '--json']);
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({ quantity: 2, productName: { original: 'Sun Hat' }, lineItemPrice: { amount: '64.00' } });
    expect(cart.buyerInfo.visitorId).toMatch(/^[0-9a-f-]{36}$/);

    // The line names the product as this store knows it: its id as `products get` prints it, and the L/Navy variant.
    const product = await storeJsonAgainst(served, ['products', 'get', 'sun-hat']);
    const variants = await storeJsonAgainst<any[]>(served, ['products', 'variants', 'list', 'sun-hat', '--choice', 'Size=L', '--choice', 'Color=Navy']);
    expect(variants).toHaveLength(1);
    expect(cart.lineItems[0].catalogReference).toMatchObject({ appId: STORES_APP_ID, catalogItemId: product.id });
    // Both name the variant by its id (V1: Sun Hat's variants are managed; V3: always — store-catalog.ts chooseVariant).
    expect(cart.lineItems[0].catalogReference.options).toEqual({ variantId: variants[0].id });

    // Someone else's profile has no cart: an empty cart, exit 0 (issue #15 item 10).
    const stranger = await runStore(['cart', 'show', '--json'], { env: person() });
    expect(stranger.code).toBe(0);
    expect(stranger.json()).toBeNull();
  });

  it("keeps a member's cart and a visitor's cart apart", async () => {
    const visitorEnv = person();
    const memberEnv = person();
    // The admin creates the member (in their own profile), then the member's profile logs in by member id.
    const signedOn = await store(person(), ['auth', 'sign-on', '--email', 'e2e-member@example.com', '--json']);
    const memberId: string = signedOn.identity.id;
    const login = await runStore(['login', '--member-id', memberId], { env: memberEnv });
    expect(login.code, login.stderr).toBe(0);
    expect((await store(memberEnv, ['whoami', '--json'])).role).toBe('member');

    await store(visitorEnv, ['cart', 'add', 'ceramic-mug', '--json']);
    await store(memberEnv, ['cart', 'add', 'picnic-basket', '--quantity', '3', '--json']);
    const memberCart = await store(memberEnv, ['cart', 'show', '--json']);
    const visitorCart = await store(visitorEnv, ['cart', 'show', '--json']);
    expect(memberCart.buyerInfo).toEqual({ memberId });
    expect(memberCart.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([['Picnic Basket', 3]]);
    expect(visitorCart.buyerInfo.visitorId).toBeTruthy();
    expect(visitorCart.lineItems.map((l: any) => [l.productName.original, l.quantity])).toEqual([['Ceramic Mug', 1]]);
    expect(memberCart.id).not.toBe(visitorCart.id);
  });

  it('checkout --json returns a checkout id and a URL that serves the checkout page', async () => {
    const env = person();
    await store(env, ['cart', 'add', 'oak-cutting-board', '--json']);
    await store(env, ['cart', 'coupon', 'FIVEOFF', '--json']);
    const totals = await store(env, ['cart', 'totals', '--country', 'GB', '--json']);
    expect(totals.priceSummary).toMatchObject({ subtotal: { amount: '34.00' }, discount: { amount: '5.00' }, shipping: { amount: '14.99' } });
    const result = await store(env, ['cart', 'checkout', '--email', 'buyer@example.com', '--json']);
    expect(Object.keys(result).sort()).toEqual(['checkoutId', 'url']);
    expect(result.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.url.startsWith(`${served.baseUrl}/checkout?`)).toBe(true);
    const res = await fetch(result.url);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Oak Cutting Board');
    expect(page).toContain('buyer@example.com');
    const again = await store(env, ['cart', 'checkout', '--json']);
    expect(again.checkoutId).toBe(result.checkoutId);
  });

  it('exits 2 on bad input without sending, and 4 without a client id', async () => {
    const bad = await runStore(['cart', 'add', 'sun-hat', '--quantity', '0'], { env: person() });
    expect(bad.code).toBe(2);
    const noClient = await runStore(['cart', 'show'], { env: served.remoteEnv() });
    expect(noClient.code).toBe(4);
    expect(noClient.stderr).toContain('STORE_CLIENT_ID');
  });
});
