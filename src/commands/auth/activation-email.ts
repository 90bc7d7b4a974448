import type { Command } from 'commander';
import * as z from 'zod';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { emailRedirect, memberSession, pendingLogins } from './member-session.js';

export interface ActivationFlags {
  identityId?: string;
  redirectUrl?: string;
}

const FlagsSchema = z.object({ identityId: z.string().trim().min(1).optional(), redirectUrl: z.url().optional() });

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('activation-email')
    .description('E-mail an activation link (default: to the member of the pending login, else the logged-in member)')
    .option('--identity-id <id>', 'the member (identity) id')
    .option('--redirect-url <url>', 'the page the e-mailed link opens');
  withExamples(command, 'store auth activation-email', 'store auth activation-email --identity-id 6f1c…');
  command.action((flags: ActivationFlags) => runAuthActivationEmail(flags, ctx));
}

export async function runAuthActivationEmail(raw: ActivationFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  const session = await memberSession(ctx);
  let identityId = flags.identityId ?? (await (await pendingLogins(ctx)).load())?.identityId;
  if (!identityId && (await session.auth.role()) === 'member') {
    const tokens = await session.auth.validTokens();
    identityId = (await session.client.oauth.tokenInfo(tokens.accessToken.value)).subjectId;
  }
  if (!identityId) throw new UsageError('--identity-id is required (no pending login or logged-in member to default to)');
  const redirect = emailRedirect(session, flags.redirectUrl);
  await session.client.identity.sendActivationEmail({ identityId, redirect });
  await printEntity(ctx.output(), { sent: true, identityId }, { view: [['status', `Activation e-mail sent to member ${identityId}.`]] });
}
