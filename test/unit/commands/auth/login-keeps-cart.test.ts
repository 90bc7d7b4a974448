// Issue #29 items 5 and 8: logging in keeps the cart the visitor had. The current cart is the one of whoever the
// access token names (Get Current Cart; docs/wire/cart-identity.md §4.4), so a login, which swaps the visitor's
// tokens for the member's, would leave the visitor's lines behind; `store login` reads them first and adds them to the
// member's cart after (Add To Current Cart adds a variant already there to its quantity), and says so on stderr. A
// line the store refuses is named, never dropped silently. One body, a V1 and a V3 store (cart lines reference the
// catalog of either version).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCartAdd } from '../../../../src/commands/cart/add.js';
import { runCartShow } from '../../../../src/commands/cart/show.js';
import { runLogin } from '../../../../src/commands/login/login.js';
import { runLogout } from '../../../../src/commands/logout/index.js';
import type { Context } from '../../../../src/context.js';
import { storeCatalog } from '../../../../src/commands/shared/store-catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { openSignUp, register, visitor } from '../../sandbox/support/identity-calls.js';
import { harness, remoteEnv, tempHome } from '../support/harness.js';

describe.each(['v1', 'v3'] as const)('store login keeps the visitor cart, Catalog %s', (catalog) => {
  let sb: TestSandbox;
  let home: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    sb = await startTestSandbox({ catalog });
  });
  afterAll(() => sb.close());
  beforeEach(async () => {
    sb.sandbox.reset({ demo: true });
    await openSignUp(sb);
    home = tempHome();
  });

  /** One CLI invocation of this test's profile: its stdout (JSON) and stderr. */
  async function run(command: (ctx: Context) => Promise<void>, stdin = '') {
    const h = harness({ env: { ...remoteEnv(sb), STORE_CLIENT_ID: sb.info.clientId, ...home }, globals: { json: true }, stdin });
    try {
      await command(h.ctx);
    } finally {
      await h.ctx.close();
    }
    return { stdout: h.io.stdoutText(), stderr: h.io.stderrText() };
  }
  const lines = async () => {
    const { stdout } = await run((ctx) => runCartShow(ctx));
    return (JSON.parse(stdout).lineItems as Array<{ productName: { original: string }; quantity: number }>).map((l) => [l.productName.original, l.quantity]);
  };
  const member = async () => {
    const email = `keeps-cart-${catalog}-${++n}@example.com`;
    await register(await visitor(sb), email);
    return email;
  };
  const passwordLogin = (email: string) => run((ctx) => runLogin({ password: true, email }, ctx), 'secret-pass\n');

  it('the visitor’s lines are in the member’s cart after login --password, and the notice names them', async () => {
    const email = await member();
    await run((ctx) => runCartAdd({ product: 'ceramic-mug', quantity: '2' }, ctx));
    await run((ctx) => runCartAdd({ product: 'oak-cutting-board', quantity: '1' }, ctx));
    const login = await passwordLogin(email);
    expect(JSON.parse(login.stdout)).toMatchObject({ role: 'member' });
    expect(login.stderr).toContain("Kept your cart as a visitor: 2 lines added to the member's cart (Ceramic Mug ×2, Oak Cutting Board ×1)");
    expect(await lines()).toEqual([
      ['Ceramic Mug', 2],
      ['Oak Cutting Board', 1],
    ]);
  });

  it('merges into the cart the member already had: the same product adds up', async () => {
    const email = await member();
    await passwordLogin(email);
    await run((ctx) => runCartAdd({ product: 'ceramic-mug', quantity: '1' }, ctx));
    await run((ctx) => runLogout({}, ctx));
    await run((ctx) => runCartAdd({ product: 'ceramic-mug', quantity: '2' }, ctx));
    await passwordLogin(email);
    expect(await lines()).toEqual([['Ceramic Mug', 3]]);
  });

  it('a line the store no longer sells is named as not kept; the others come along (login --member-id too)', async () => {
    const email = await member();
    const memberId = JSON.parse((await passwordLogin(email)).stdout).identity.id as string;
    await run((ctx) => runLogout({}, ctx));
    await run((ctx) => runCartAdd({ product: 'ceramic-mug', quantity: '1' }, ctx));
    await run((ctx) => runCartAdd({ product: 'oak-cutting-board', quantity: '1' }, ctx));
    await run(async (ctx) => {
      const products = (await storeCatalog(ctx, { admin: true })).products;
      await products.delete((await products.resolve('oak-cutting-board')).id);
    });
    const login = await run((ctx) => runLogin({ memberId }, ctx));
    expect(JSON.parse(login.stdout)).toMatchObject({ role: 'member', identity: { id: memberId } });
    expect(login.stderr).toContain("Kept your cart as a visitor: 1 line added to the member's cart (Ceramic Mug ×1)");
    expect(login.stderr).toMatch(/Not kept from your cart as a visitor: Oak Cutting Board ×1 \(.+\); add it again with `store cart add` if the store still sells it\./);
    expect(await lines()).toEqual([['Ceramic Mug', 1]]);
  });

  it('a visitor with no cart logs in without a word about carts; a failed login leaves the visitor cart alone', async () => {
    const email = await member();
    const quiet = await passwordLogin(email);
    expect(quiet.stderr).not.toMatch(/cart/i);
    await run((ctx) => runLogout({}, ctx));
    await run((ctx) => runCartAdd({ product: 'ceramic-mug', quantity: '1' }, ctx));
    const wrong = await run((ctx) => runLogin({ password: true, email }, ctx), 'not-the-password\n').catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(Error);
    expect(await lines()).toEqual([['Ceramic Mug', 1]]);
  });
});
