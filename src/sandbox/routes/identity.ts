// Identity APIs (docs/wire/cart-identity.md §8): authentication v2 (with second-factor verify), recovery, verification,
// logout v1, and the Members API's current member. Shopper calls need a visitor/member token (or the admin key);
// SignOn needs the app.
import { rawHttpResponse, type RawHttpHeader } from '../../wire/api/identity/raw-http.js';
import { paths } from '../../wire/api/paths.js';
import { param, type Router } from '../router.js';
import { identifyCaller, requireMember } from '../auth.js';
import { jsonBody, type RequestContext } from '../context.js';
import {
  login, register, resendDuringAuthentication, startVerification, verifyDuringAuthentication, type IdentityEnv,
} from '../domain/identity/authentication.js';
import { signOn } from '../domain/identity/app-identity.js';
import { isEmailFormatValid } from '../domain/identity/identity-errors.js';
import { postLogoutLocation } from '../domain/identity/logout.js';
import { callerRefreshToken, endCallerSession } from '../domain/identity/member-sessions.js';
import { currentMemberOf } from '../domain/identity/members.js';
import { changePassword, recover, sendActivationEmail, sendRecoveryEmail } from '../domain/identity/recovery.js';
import { verifyFactor } from '../domain/identity/second-factor.js';
import { notFound } from '../http-errors.js';
import { messagePage } from '../pages/auth-result.js';
import { findMemberById } from '../tables/members.js';

const env = (ctx: RequestContext): IdentityEnv => ({ db: ctx.db, clock: ctx.clock, baseUrl: ctx.baseUrl });

/** Any authenticated caller, then the handler with the request body. */
const shopper = (handler: (env: IdentityEnv, body: Record<string, unknown>) => unknown) => (ctx: RequestContext) => {
  identifyCaller(ctx);
  return handler(env(ctx), jsonBody(ctx));
};

function validateEmail(ctx: RequestContext) {
  identifyCaller(ctx);
  const email = jsonBody(ctx).email;
  if (isEmailFormatValid(email)) return { valid: true, formatInvalid: false };
  return { valid: false, formatInvalid: true, failure: { reason: 'EMAIL_DOMAIN_FORMAT_INVALID' } };
}

/** Logout v1 answers with a raw HTTP response for the browser: base64 HTML, a status and headers (§8.1). */
function logout(ctx: RequestContext) {
  endCallerSession(ctx);
  const location = postLogoutLocation(ctx.db, ctx.query.get('postLogoutRedirectUri'));
  const page = messagePage('Signed out', 'You are signed out of the sandbox store.', location ? { href: location, label: 'Continue' } : undefined);
  const headers: RawHttpHeader[] = [
    { key: 'Content-Type', value: 'text/html; charset=utf-8' },
    { key: 'Cache-Control', value: 'no-store' },
    ...(location ? [{ key: 'Location', value: location }] : []),
  ];
  return rawHttpResponse(location ? 302 : 200, page, headers);
}

function currentMember(ctx: RequestContext) {
  const memberId = requireMember(ctx);
  const member = findMemberById(ctx.db, memberId);
  if (!member) throw notFound('Member', memberId);
  return { member: currentMemberOf(member) };
}

export function registerIdentity(router: Router): void {
  const id = paths.identity;
  router.post(id.register(), shopper(register));
  router.post(id.login(), shopper((e, body) => login(e, body)));
  router.post(id.validateEmail(), validateEmail);
  router.post(id.changePassword(), (ctx) => changePassword(env(ctx), requireMember(ctx), jsonBody(ctx), callerRefreshToken(ctx)));
  router.post(id.signOn(), (ctx) => signOn(ctx, jsonBody(ctx)));
  router.get(id.logout(), logout);
  router.post(id.sendRecoveryEmail(), shopper(sendRecoveryEmail));
  router.post(id.sendActivationEmail(), shopper(sendActivationEmail));
  router.post(id.recover(), shopper(recover));
  router.post(id.startVerification(), shopper(startVerification));
  router.post(id.verifyDuringAuthentication(), shopper(verifyDuringAuthentication));
  router.post(id.resendDuringAuthentication(), shopper(resendDuringAuthentication));
  router.get(id.currentMember(), currentMember);
  router.post(id.verifyFactor(param('factorType')), (ctx) => shopper((e, body) => verifyFactor(e, ctx.params.factorType, body))(ctx));
}
