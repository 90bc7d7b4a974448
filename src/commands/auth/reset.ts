import type { Command } from 'commander';
import * as z from 'zod';
import { loginFailure, settle } from '../../auth/login-flow.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { finishLogin } from './finish-login.js';
import { memberSession } from './member-session.js';
import { readSecret } from './read-secret.js';

export interface ResetFlags {
  recoveryToken?: string;
}

const FlagsSchema = z.object({ recoveryToken: z.string().trim().min(1) });

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('reset')
    .description('Set a new password with the token of a recovery (or activation) e-mail, then log in')
    .requiredOption('--recovery-token <token>', 'the token from the e-mail (the link\'s recoveryToken)');
  withExamples(command, 'store auth reset --recovery-token "$TOKEN"   # the new password is asked for, or read from stdin');
  command.action((flags: ResetFlags) => runAuthReset(flags, ctx));
}

export async function runAuthReset(raw: ResetFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  const password = await readSecret(ctx, 'New password: ', { confirm: true });
  const session = await memberSession(ctx);
  const result = await settle(session.client.identity.recover({ recoveryToken: flags.recoveryToken, password }), loginFailure);
  const email = result.loginState !== 'FAILURE' ? (result.identity?.email.address ?? 'the member') : 'the member';
  await finishLogin(ctx, session, result, { email, pendingIsError: false });
}
