// What every identity command needs: the profile's visitor/member session (OAuth strategy + client), the admin key
// when an admin call is made, and the pending e-mail verification (per profile and store).
import { AuthError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import type { MemberSession } from '../../auth/member-login.js';
import type { PendingLoginStore } from '../../auth/pending-login.js';
import { pendingLoginStore } from '../../context/session-tokens.js';

export async function memberSession(ctx: Context): Promise<MemberSession> {
  const [client, { OAuthAuth }] = await Promise.all([ctx.client({ shopper: true }), import('../../auth/oauth.js')]);
  if (!(client.auth instanceof OAuthAuth)) throw new AuthError('This command needs visitor/member tokens: set STORE_CLIENT_ID.');
  return { client, auth: client.auth };
}

/** The page an e-mailed link (recovery, activation) opens, tied to this app's client id; none without `--redirect-url`. */
export function emailRedirect(session: MemberSession, url: string | undefined): { url: string; clientId: string } | undefined {
  return url ? { url, clientId: session.auth.clientId } : undefined;
}

/** The admin key in force (STORE_API_KEY, the profile's, or the embedded sandbox's). Never printed. */
export async function adminApiKey(ctx: Context): Promise<string> {
  const admin = await ctx.client({ admin: true });
  const key = (await admin.auth.getAuthHeaders()).authorization;
  if (!key) throw new AuthError('This command needs an admin API key: set STORE_API_KEY (and STORE_SITE_ID).');
  return key;
}

/** The site in force (STORE_SITE_ID, the profile's, or the embedded sandbox's): the SSO tenant by default. */
export async function siteIdOf(ctx: Context): Promise<string> {
  const { siteId } = await ctx.settings();
  if (siteId) return siteId;
  const admin = await ctx.client({ admin: true }).catch(() => undefined);
  const fromKey = admin && (await admin.auth.getAuthHeaders())['wix-site-id'];
  if (!fromKey) throw new UsageError('The SSO tenant is not known: pass --tenant SITE_ID (or set STORE_SITE_ID)');
  return fromKey;
}

export async function pendingLogins(ctx: Context): Promise<PendingLoginStore> {
  return pendingLoginStore(ctx.env, await ctx.settings());
}
