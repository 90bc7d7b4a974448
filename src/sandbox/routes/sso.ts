// SSO (domain/identity/sso.ts): the platform's SSO login and callback (browser endpoints: redirects and pages,
// never JSON), the test IdP's sign-in page, login-with-token-params (a JSON API call), and the control routes that
// configure IdP connections and let the IdP issue id tokens.
import { paths } from '../../wire/api/paths.js';
import { controlPaths } from '../../wire/control/paths.js';
import { identifyCaller } from '../auth.js';
import { jsonBody, type RequestContext } from '../context.js';
import { readTransaction, writeTransaction } from '../db.js';
import {
  addIdpConnection, finishSsoCallback, idpSignedIn, issueIdToken, listIdpConnections, loginWithTokenParams, pendingSso, startSsoLogin, type SsoEnv,
} from '../domain/identity/sso.js';
import { SandboxHttpError } from '../http-errors.js';
import { messagePage } from '../pages/auth-result.js';
import { identityPagePaths } from '../pages/identity-paths.js';
import { idpLoginPage } from '../pages/login.js';
import { htmlPage, redirectTo, type RawResponse } from '../raw-response.js';
import { param, type Router } from '../router.js';
import { spendTicket } from '../domain/identity/tickets.js';

const env = (ctx: RequestContext): SsoEnv => ({ db: ctx.db, clock: ctx.clock, baseUrl: ctx.baseUrl, siteId: ctx.credentials.siteId, clientId: ctx.credentials.clientId });

/** A browser sees a page, not the JSON error envelope. */
const inBrowser = (handler: (ctx: RequestContext) => RawResponse) => (ctx: RequestContext) => {
  try {
    return handler(ctx);
  } catch (error) {
    if (!(error instanceof SandboxHttpError)) throw error;
    return htmlPage(messagePage('SSO login failed', error.message), error.status);
  }
};

function idpPage(ctx: RequestContext) {
  const request = ctx.query.get('request') ?? '';
  const pending = readTransaction(ctx.db, () => pendingSso(ctx, request));
  return htmlPage(idpLoginPage({ action: identityPagePaths.idpLogin(), requestId: request, connectionName: pending.connection.name }));
}

/** Sign-in or cancel. A cancel goes back to the caller with `error=access_denied` and its state. */
function idpForm(ctx: RequestContext) {
  const form = new URLSearchParams(ctx.rawBody);
  const request = form.get('request') ?? '';
  if (form.get('cancel')) {
    return writeTransaction(ctx.db, () => {
      const pending = pendingSso(ctx, request);
      spendTicket(ctx.db, pending);
      const back = new URL(String(pending.data.redirectUri));
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The sign-in was cancelled');
      if (pending.data.state) back.searchParams.set('state', String(pending.data.state));
      return redirectTo(back.toString());
    });
  }
  return redirectTo(idpSignedIn(env(ctx), request, form.get('email')));
}

export function registerSso(router: Router): void {
  const id = paths.identity;
  router.get(id.ssoLogin(param('tenantId'), param('idpConnectionId')), inBrowser((ctx) => redirectTo(startSsoLogin(env(ctx), ctx.params.tenantId, ctx.params.idpConnectionId, ctx.query))));
  router.get(id.ssoCallback(), inBrowser((ctx) => redirectTo(finishSsoCallback(env(ctx), ctx.query))));
  router.post(id.ssoLoginWithTokenParams(), (ctx) => {
    identifyCaller(ctx);
    return loginWithTokenParams(ctx, jsonBody(ctx));
  });
  router.get(identityPagePaths.idpLogin(), inBrowser(idpPage));
  router.post(identityPagePaths.idpLogin(), inBrowser(idpForm), { form: true });
}

export function registerSsoControl(router: Router): void {
  router.get(controlPaths.ssoConnections(), (ctx) => readTransaction(ctx.db, () => listIdpConnections(ctx.db)));
  router.post(controlPaths.ssoConnections(), (ctx) => addIdpConnection(ctx.db, jsonBody(ctx)));
  router.post(controlPaths.ssoIdTokens(), (ctx) => issueIdToken(ctx, jsonBody(ctx)));
}
