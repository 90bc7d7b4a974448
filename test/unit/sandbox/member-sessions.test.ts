// Issue #26 item 4 (second half): after a password change or a recovery, old refresh tokens still minted access
// tokens. A password change now ends every other session of the member (the caller's own goes on); a recovery ends
// every one.
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox } from '../../helpers/sandbox.js';
import { mailbox, openSignUpPerTest, register } from './support/identity-calls.js';

const { sb, shopper } = openSignUpPerTest();
let n = 0;

/** A member and two of its sessions (as two devices would hold them), by the site app's authorized_client grant. */
async function memberWithTwoSessions() {
  const email = `sessions${++n}@example.com`;
  const { identity } = (await register(shopper, email)).body;
  const session = async () => (await callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), { body: { grant_type: 'authorized_client', member_id: identity.id }, headers: { Authorization: sb.info.apiKey } })).body;
  return { email, a: await session(), b: await session() };
}
const refresh = (refreshToken: string) => callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: sb.info.clientId, grantType: 'refresh_token', refreshToken } });
const asMember = (accessToken: string) => callSandbox(sb.baseUrl, 'GET', paths.identity.currentMember(), { headers: { Authorization: accessToken } });

describe('sessions after a password change or a recovery', () => {
  it('a password change ends the member\'s other sessions; the caller\'s own goes on', async () => {
    const { a, b } = await memberWithTwoSessions();
    expect((await refresh(b.refresh_token)).status).toBe(200);
    const changed = await callSandbox(sb.baseUrl, 'POST', paths.identity.changePassword(), { body: { newPassword: 'changed-pass' }, headers: { Authorization: a.access_token } });
    expect(changed.status).toBe(200);
    expect((await refresh(b.refresh_token)).body.error).toBe('invalid_grant');
    expect((await asMember(b.access_token)).status).toBe(401);
    expect((await asMember(a.access_token)).status).toBe(200);
    expect((await refresh(a.refresh_token)).status).toBe(200);
  });

  it('a recovery ends every session of the member', async () => {
    const { email, a, b } = await memberWithTwoSessions();
    await shopper.call('POST', paths.identity.sendRecoveryEmail(), { email });
    const [mail] = await mailbox(sb, email);
    expect((await shopper.call('POST', paths.identity.recover(), { recoveryToken: mail.code, password: 'recovered-pass' })).body.state).toBe('SUCCESS');
    for (const session of [a, b]) {
      expect((await refresh(session.refresh_token)).body.error).toBe('invalid_grant');
      expect((await asMember(session.access_token)).status).toBe(401);
    }
  });

  it('another member\'s sessions are untouched', async () => {
    const one = await memberWithTwoSessions();
    const other = await memberWithTwoSessions();
    await callSandbox(sb.baseUrl, 'POST', paths.identity.changePassword(), { body: { newPassword: 'changed-pass' }, headers: { Authorization: one.a.access_token } });
    expect((await refresh(other.a.refresh_token)).status).toBe(200);
    expect((await asMember(other.b.access_token)).status).toBe(200);
  });
});
