// The page a recovery or activation e-mail links to (when the caller gave no redirect URL of its own): a new
// password form that posts to itself and runs the same recover step as `POST /_iam/recovery/v1/recover`.
import type { RequestContext } from '../context.js';
import { checkPasswordRules } from '../domain/identity/passwords.js';
import { recover } from '../domain/identity/recovery.js';
import { liveTicket } from '../domain/identity/tickets.js';
import { SandboxHttpError } from '../http-errors.js';
import { messagePage } from '../pages/auth-result.js';
import { identityPagePaths } from '../pages/identity-paths.js';
import { recoverPage } from '../pages/login.js';
import { htmlPage, RawResponse } from '../raw-response.js';
import type { Router } from '../router.js';

const isLive = (ctx: RequestContext, token: string) =>
  liveTicket(ctx.db, ctx.clock, token, 'recovery') !== undefined || liveTicket(ctx.db, ctx.clock, token, 'activation') !== undefined;

const expired = () => htmlPage(messagePage('Link expired', 'This link is unknown, already used or expired. Ask for a new e-mail.'), 400);

function form(recoveryToken: string, error?: string): RawResponse {
  const page = htmlPage(recoverPage({ action: identityPagePaths.recover(), recoveryToken, error }), error ? 400 : 200);
  return new RawResponse(page.status, page.contentType, page.body, { ...page.headers, 'X-Frame-Options': 'DENY' });
}

function openPage(ctx: RequestContext): RawResponse {
  const token = ctx.query.get('recoveryToken') ?? '';
  return isLive(ctx, token) ? form(token) : expired();
}

function submitPage(ctx: RequestContext): RawResponse {
  const fields = new URLSearchParams(ctx.rawBody);
  const recoveryToken = fields.get('recoveryToken') ?? '';
  if (!isLive(ctx, recoveryToken)) return expired();
  try {
    const password = checkPasswordRules(fields.get('password') ?? '');
    const state = recover({ db: ctx.db, clock: ctx.clock }, { recoveryToken, password });
    const text =
      state.state === 'REQUIRE_OWNER_APPROVAL'
        ? 'Your password is saved. You can log in once the site owner approves your membership.'
        : 'Your password is saved. You can log in with it now.';
    return htmlPage(messagePage('Password saved', text));
  } catch (error) {
    if (!(error instanceof SandboxHttpError)) throw error;
    return form(recoveryToken, 'description' in error.detail ? error.detail.description : error.message);
  }
}

export function registerRecoveryPage(router: Router): void {
  router.get(identityPagePaths.recover(), openPage);
  router.post(identityPagePaths.recover(), submitPage, { form: true });
}
