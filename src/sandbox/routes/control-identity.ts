// Identity control routes under /__sandbox (no auth, loopback only): the sign-up policy, the mailbox, and the
// owner's member actions (approve a pending member, require a password reset), a member's TOTP authenticator.
import { jsonBody, type RequestContext } from '../context.js';
import { readTransaction, writeTransaction } from '../db.js';
import { identityOf, touchMember, withoutReason } from '../domain/identity/members.js';
import { totpView } from '../domain/identity/second-factor.js';
import { readIdentitySettings, SANDBOX_CAPTCHA_TOKEN, updateIdentitySettings } from '../domain/identity/settings.js';
import { invalidField, notFound } from '../http-errors.js';
import type { Router } from '../router.js';
import { listMail } from '../tables/mailbox.js';
import { findMemberByEmail, listMembers, type MemberRow } from '../tables/members.js';
import { controlPaths } from '../../wire/control/paths.js';
import type { IdentitySettingsView } from '../../wire/control/settings.js';

const settingsView = (ctx: RequestContext): IdentitySettingsView => ({ ...readIdentitySettings(ctx.db), captchaToken: SANDBOX_CAPTCHA_TOKEN });

/** The member named by `{"email"}`, changed by `change` inside one write transaction. */
function changeMember(ctx: RequestContext, change: (member: MemberRow) => Partial<MemberRow>) {
  const email = jsonBody(ctx).email;
  if (typeof email !== 'string' || email.trim() === '') throw invalidField('email', 'is required', 'REQUIRED_FIELD');
  return writeTransaction(ctx.db, () => {
    const member = findMemberByEmail(ctx.db, email);
    if (!member) throw notFound('Member', email);
    return identityOf(touchMember(ctx.db, ctx.clock, member, change(member)));
  });
}

export function registerIdentityControl(router: Router): void {
  const p = controlPaths;
  router.get(p.settings(), settingsView);
  router.post(p.settings(), (ctx) => {
    writeTransaction(ctx.db, () => updateIdentitySettings(ctx.db, jsonBody(ctx)));
    return settingsView(ctx);
  });
  router.get(p.mailbox(), (ctx) => listMail(ctx.db, ctx.query.get('to') ?? undefined));
  router.get(p.members(), (ctx) => readTransaction(ctx.db, () => listMembers(ctx.db).map(identityOf)));
  router.post(p.approveMember(), (ctx) => changeMember(ctx, (m) => withoutReason(m, 'PENDING_ADMIN_APPROVAL_REQUIRED')));
  router.get(p.memberTotp(), (ctx) => {
    const email = ctx.query.get('email');
    if (!email) throw invalidField('email', 'is required (?email=…)', 'REQUIRED_FIELD');
    return writeTransaction(ctx.db, () => {
      const member = findMemberByEmail(ctx.db, email);
      if (!member) throw notFound('Member', email);
      return totpView(ctx, member);
    });
  });
  router.post(p.requireReset(), (ctx) => changeMember(ctx, () => ({ resetRequired: jsonBody(ctx).required !== false })));
}
