// Who the profile's session is: none, a visitor, or a member (token-info + the Members API). Shared by `whoami`
// and every login command's result.
import type { Role } from '../../auth/oauth.js';
import type { MemberSession } from '../../auth/member-login.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';

export interface SessionView {
  role: Role;
  identity: Record<string, unknown> | null;
}

export async function describeSession(session: MemberSession): Promise<SessionView> {
  if ((await session.auth.role()) === 'none') return { role: 'none', identity: null };
  let tokens = await session.auth.validTokens();
  let info = await session.client.oauth.tokenInfo(tokens.accessToken.value);
  if (!info.active) {
    // Revoked on the server (logged out elsewhere): renew, which falls back to a visitor when the refresh is refused.
    session.auth.invalidate({ authorization: tokens.accessToken.value });
    tokens = await session.auth.validTokens();
    info = await session.client.oauth.tokenInfo(tokens.accessToken.value);
  }
  if (info.subjectType === 'MEMBER') {
    const member = await session.client.identity.currentMember();
    return { role: 'member', identity: { subjectType: 'MEMBER', ...member } };
  }
  return { role: 'visitor', identity: { subjectType: 'VISITOR', id: info.subjectId } };
}

export async function printSession(ctx: Context, view: SessionView, extra: Record<string, unknown> = {}): Promise<void> {
  const identity = view.identity ?? {};
  const human: Array<[string, unknown]> =
    view.role === 'member'
      ? [['role', 'member'], ['email', identity.loginEmail], ['member id', identity.id], ['status', identity.status]]
      : view.role === 'visitor'
        ? [['role', 'visitor (not logged in as a member)'], ['visitor id', identity.id]]
        : [['role', 'none (no session; `store login` to log in)']];
  await printEntity(ctx.output(), { ...extra, ...view }, { view: human });
}
