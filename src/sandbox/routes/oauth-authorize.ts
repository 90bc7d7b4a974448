// The hosted identity pages: `GET/POST /oauth2/authorize` (the login form, the e-mailed-code form, and the answer
// to the client per response mode), the hosted logout page and the password recovery page. Also registers the
// redirect-session intents that point at them: `auth`, `login` and `logout`.
import type { DatabaseSync } from 'node:sqlite';
import { paths } from '../../wire/api/paths.js';
import type { RequestContext } from '../context.js';
import type { IdentityEnv } from '../domain/identity/authentication.js';
import {
  loadAuthorizeRequest, parseAuthIntent, storeAuthorizeRequest, type AuthRequest,
} from '../domain/identity/authorize-requests.js';
import { openAuthorize, submitAuthorize, type HostedOutcome } from '../domain/identity/hosted-login.js';
import { postLogoutLocation } from '../domain/identity/logout.js';
import { registerIntent } from '../domain/redirect-intents.js';
import { invalidField } from '../http-errors.js';
import { messagePage, webMessagePage } from '../pages/auth-result.js';
import { identityPagePaths } from '../pages/identity-paths.js';
import { loginPage, verifyPage } from '../pages/login.js';
import { htmlPage, RawResponse, redirectTo } from '../raw-response.js';
import type { Router } from '../router.js';
import { registerRecoveryPage } from './recovery-page.js';

const env = (ctx: RequestContext): IdentityEnv => ({ db: ctx.db, clock: ctx.clock });

/** Form pages must not be framed (clickjacking); the web_message page must, so only forms get this. */
function formPage(markup: string, status = 200): RawResponse {
  const page = htmlPage(markup, status);
  return new RawResponse(page.status, page.contentType, page.body, { ...page.headers, 'X-Frame-Options': 'DENY' });
}

/** The answer to the client (RFC 6749 §4.1.2): query, fragment, or a page that posts a message to its opener. */
function deliver(request: AuthRequest, params: Record<string, string>): RawResponse {
  const answer = { ...params, ...(request.state !== undefined ? { state: request.state } : {}) };
  if (request.responseMode === 'web_message' || !request.redirectUri) return htmlPage(webMessagePage(answer));
  const url = new URL(request.redirectUri);
  if (request.responseMode === 'fragment') url.hash = new URLSearchParams(answer).toString();
  else for (const [key, value] of Object.entries(answer)) url.searchParams.set(key, value);
  return redirectTo(url.toString());
}

function render(db: DatabaseSync, requestId: string, outcome: HostedOutcome): RawResponse {
  const action = paths.oauth.authorize();
  switch (outcome.kind) {
    case 'form':
      return formPage(loginPage({ action, requestId, email: outcome.email, error: outcome.error }), outcome.error ? 400 : 200);
    case 'verify':
      return formPage(verifyPage({ action, requestId, ...outcome }), outcome.error ? 400 : 200);
    case 'authorized':
      return deliver(outcome.request, { code: outcome.code });
    case 'refused':
      return deliver(outcome.request, { error: outcome.error, error_description: outcome.description });
    case 'signed-in': {
      const back = postLogoutLocation(db, outcome.postFlowUrl);
      if (!back) return htmlPage(messagePage('Signed in', `You are signed in as ${outcome.email}.`));
      const url = new URL(back);
      url.searchParams.set('wixMemberLoggedIn', 'true');
      return redirectTo(url.toString());
    }
    case 'message':
      return htmlPage(messagePage(outcome.title, outcome.text), 400);
  }
}

const expired = () => htmlPage(messagePage('Link expired', 'This login link is unknown, already used or expired. Start the login again.'), 400);

function openPage(ctx: RequestContext): RawResponse {
  const pending = loadAuthorizeRequest(env(ctx), ctx.query.get('request'));
  return pending ? render(ctx.db, pending.ticket.token, openAuthorize(env(ctx), pending)) : expired();
}

function submitPage(ctx: RequestContext): RawResponse {
  const form = new URLSearchParams(ctx.rawBody);
  const pending = loadAuthorizeRequest(env(ctx), form.get('request'));
  return pending ? render(ctx.db, pending.ticket.token, submitAuthorize(env(ctx), pending, form)) : expired();
}

function logoutPage(ctx: RequestContext): RawResponse {
  const location = postLogoutLocation(ctx.db, ctx.query.get('postLogoutRedirectUri'));
  return location ? redirectTo(location) : htmlPage(messagePage('Signed out', 'You are signed out of the sandbox store.'));
}

function registerIdentityIntents(): void {
  registerIntent('auth', ({ ctx, intent }) => ({
    endpoint: `${ctx.baseUrl}${paths.oauth.authorize()}`,
    searchParams: { request: storeAuthorizeRequest(env(ctx), parseAuthIntent(ctx, intent)) },
  }));
  registerIntent('login', ({ ctx, callbacks }) => {
    // Every callback is on the allow-list already (redirect-sessions.ts).
    const postFlowUrl = callbacks.postFlowUrl;
    return {
      endpoint: `${ctx.baseUrl}${paths.oauth.authorize()}`,
      searchParams: { request: storeAuthorizeRequest(env(ctx), { mode: 'login', postFlowUrl }) },
    };
  });
  registerIntent('logout', ({ ctx, intent, callbacks }) => {
    const clientId = intent.clientId;
    if (typeof clientId !== 'string' || clientId === '') throw invalidField('logout.clientId', 'is required', 'REQUIRED_FIELD');
    if (clientId !== ctx.credentials.clientId) throw invalidField('logout.clientId', `is not this site's OAuth client (${clientId})`, 'OTHER');
    const back = callbacks.postFlowUrl;
    return { endpoint: `${ctx.baseUrl}${identityPagePaths.logout()}`, searchParams: { clientId, ...(back ? { postLogoutRedirectUri: back } : {}) } };
  });
}

export function registerOAuthAuthorize(router: Router): void {
  router.get(paths.oauth.authorize(), openPage);
  router.post(paths.oauth.authorize(), submitPage, { form: true });
  router.get(identityPagePaths.logout(), logoutPage);
  registerRecoveryPage(router);
  registerIdentityIntents();
}
