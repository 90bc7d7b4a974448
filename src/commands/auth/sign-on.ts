import type { Command } from 'commander';
import * as z from 'zod';
import { memberIdLogin } from '../../auth/member-login.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { adminApiKey, memberSession } from './member-session.js';
import { describeSession, printSession } from './session-view.js';

export interface SignOnFlags {
  email?: string;
  verifiedEmail?: boolean;
}

const FlagsSchema = z.object({ email: z.email(), verifiedEmail: z.boolean().optional() });

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('sign-on')
    .description('Admin: sign on a member by e-mail (created if new) and log in as that member, with the admin key')
    .requiredOption('--email <email>', 'the member e-mail')
    .option('--verified-email', 'mark the e-mail address as verified');
  withExamples(command, 'store auth sign-on --email ada@example.com', 'STORE_API_KEY=… store auth sign-on --email ada@example.com --json');
  command.action((flags: SignOnFlags) => runAuthSignOn(flags, ctx));
}

export async function runAuthSignOn(raw: SignOnFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  const apiKey = await adminApiKey(ctx);
  const session = await memberSession(ctx);
  const accessToken = (await session.auth.validTokens()).accessToken.value;
  const { sessionToken, identity } = await session.client.identity.signOn({ email: flags.email, verifyEmail: flags.verifiedEmail }, { apiKey, accessToken });
  await memberIdLogin(session, { memberId: identity.id, apiKey, sessionToken });
  await printSession(ctx, await describeSession(session), { loginState: 'SUCCESS' });
}
