import * as z from 'zod';
import { loginFailure, settle } from '../../auth/login-flow.js';
import { DEFAULT_LOOPBACK_PORT } from '../../auth/loopback-server.js';
import { hostedLogin, memberIdLogin, ssoLogin, type HostedLoginOptions, type MemberSession } from '../../auth/member-login.js';
import { ApiError, NotFoundError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { isCi } from '../../io/tty.js';
import { write } from '../../io/io.js';
import { finishLogin } from '../auth/finish-login.js';
import { adminApiKey, memberSession, siteIdOf } from '../auth/member-session.js';
import { readSecret, valueOrPrompt } from '../auth/read-secret.js';
import { loginWaiting } from './login-waiting.js';
import { visitorCartBeforeLogin } from '../auth/visitor-cart.js';
import { notOpenedNote } from '../../context/open-url.js';
import { describeSession, printSession } from '../auth/session-view.js';
import { parseFlags } from '../shared/parse-flags.js';

export interface LoginFlags {
  password?: boolean;
  email?: string;
  memberId?: string;
  port?: string;
  browser?: boolean;
  sso?: string;
  tenant?: string;
}

const FlagsSchema = z.object({
  password: z.boolean().optional(),
  email: z.string().trim().min(1).optional(),
  memberId: z.string().trim().min(1).optional(),
  port: z.coerce.number().int().min(0).max(65535).default(DEFAULT_LOOPBACK_PORT),
  browser: z.boolean().default(true),
  sso: z.string().trim().min(1).optional(),
  tenant: z.string().trim().min(1).optional(),
});

/** --no-input, CI=true or a stdin that is not a terminal: nobody will be at a browser (docs/product.md §3). */
const nobodyThere = (ctx: Context) => !ctx.globals.input || isCi(ctx.env) || !ctx.io.isStdinTTY;

export async function runLogin(raw: LoginFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  if (flags.tenant && !flags.sso) throw new UsageError('--tenant goes with --sso CONNECTION_ID');
  if (flags.sso && (flags.password || flags.memberId)) throw new UsageError('--sso is a login of its own: leave out --password and --member-id');
  if (flags.memberId) return loginByMemberId(ctx, flags.memberId);
  if (flags.password) return loginWithPassword(ctx, flags.email, flags.port);
  // The browser login needs a person; without one it would only wait out its 2 minutes. Decision: --no-browser
  // still runs (it hands the URL to whoever or whatever opens it: a remote shell, a test driving a browser).
  if (flags.browser && nobodyThere(ctx)) {
    throw new UsageError('store login opens a browser for a person to log in (--sso too), and nobody can here (--no-input, CI or no terminal)', {
      hint: 'Use --password (e-mail and password, password on stdin) or --member-id ID (admin key); or --no-browser to print the URL for someone to open.',
    });
  }
  if (flags.sso) {
    const idpConnectionId = flags.sso;
    const tenantId = flags.tenant ?? (await siteIdOf(ctx));
    return loginInBrowser(ctx, flags.browser, (session, onAuthorizeUrl) => ssoLogin(session, { tenantId, idpConnectionId, port: flags.port, onAuthorizeUrl }));
  }
  return loginInBrowser(ctx, flags.browser, (session, onAuthorizeUrl) => hostedLogin(session, { port: flags.port, onAuthorizeUrl }));
}

type BrowserLogin = (session: MemberSession, onAuthorizeUrl: HostedLoginOptions['onAuthorizeUrl']) => Promise<unknown>;

/** A login that waits for a browser (hosted page or SSO): the waiting screen on a terminal, these lines elsewhere. */
async function loginInBrowser(ctx: Context, browser: boolean, login: BrowserLogin): Promise<void> {
  const session = await memberSession(ctx);
  const waiting = loginWaiting(ctx, {
    browser,
    orElse: async (url, redirectUri) => {
      await write(ctx.io.stderr, `Open this URL in a browser to log in:\n  ${url}\nWaiting for the login on ${redirectUri} (2 minutes)…\n`);
      if (browser) await ctx.openUrl(url).catch((error: unknown) => write(ctx.io.stderr, `${notOpenedNote(error)}\n`));
    },
  });
  let outcome = 'The login did not finish.';
  // The visitor's cart is read before the browser opens and carried once the screen is down (so its notice reads).
  const cart = await visitorCartBeforeLogin(ctx, session);
  try {
    await login(session, waiting.onAuthorizeUrl);
    outcome = 'Logged in.';
  } finally {
    await waiting.close(outcome);
  }
  await cart.afterLogin();
  await printSession(ctx, await describeSession(session), { loginState: 'SUCCESS' });
}

async function loginWithPassword(ctx: Context, givenEmail: string | undefined, port: number): Promise<void> {
  const email = await valueOrPrompt(ctx, givenEmail, 'E-mail: ', '--email');
  const password = await readSecret(ctx, 'Password: ');
  const session = await memberSession(ctx);
  const result = await settle(session.client.identity.login({ email, password }), loginFailure);
  await finishLogin(ctx, session, result, { email, pendingIsError: true, port });
}

async function loginByMemberId(ctx: Context, memberId: string): Promise<void> {
  const apiKey = await adminApiKey(ctx);
  const session = await memberSession(ctx);
  const cart = await visitorCartBeforeLogin(ctx, session);
  await memberIdLogin(session, { memberId, apiKey }).catch((error: unknown) => {
    // The admin key is checked on its own (401/403, exit 4); the one grant left to refuse is the member id, so
    // invalid_grant here means there is no such member (exit 5).
    if (error instanceof ApiError && error.code.toLowerCase() === 'invalid_grant') {
      throw new NotFoundError(`no member with the id "${memberId}"`, { hint: 'Check the id (members are listed on the site dashboard).', cause: error });
    }
    throw error;
  });
  await cart.afterLogin();
  await printSession(ctx, await describeSession(session), { loginState: 'SUCCESS' });
}
