import type { Command } from 'commander';
import * as z from 'zod';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { emailRedirect, memberSession } from './member-session.js';

export interface RecoverFlags {
  email?: string;
  redirectUrl?: string;
}

const FlagsSchema = z.object({ email: z.email(), redirectUrl: z.url().optional() });

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('recover')
    .description('E-mail a password recovery link (its token works with `store auth reset --recovery-token`)')
    .requiredOption('--email <email>', 'the member e-mail')
    .option('--redirect-url <url>', 'the page the e-mailed link opens (the token is appended as recoveryToken)');
  withExamples(command, 'store auth recover --email ada@example.com', 'store sandbox mailbox --to ada@example.com');
  command.action((flags: RecoverFlags) => runAuthRecover(flags, ctx));
}

export async function runAuthRecover(raw: RecoverFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  const session = await memberSession(ctx);
  const redirect = emailRedirect(session, flags.redirectUrl);
  await session.client.identity.sendRecoveryEmail({ email: flags.email, redirect });
  const next = 'If that e-mail belongs to a member, a recovery e-mail is on its way; then run `store auth reset --recovery-token TOKEN`.';
  await printEntity(ctx.output(), { sent: true, email: flags.email, next }, { view: [['status', next]] });
}
