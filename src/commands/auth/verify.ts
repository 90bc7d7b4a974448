import type { Command } from 'commander';
import * as z from 'zod';
import { settle, verifyFailure } from '../../auth/login-flow.js';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { finishLogin } from './finish-login.js';
import { memberSession, pendingLogins } from './member-session.js';

export interface VerifyFlags {
  code?: string;
  resend?: boolean;
}

const FlagsSchema = z.object({ code: z.string().trim().regex(/^\d{4,8}$/, 'expected the numeric code (from the e-mail, or the authenticator app)').optional(), resend: z.boolean().optional() });

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('verify')
    .description('Finish a login waiting for a code: e-mail verification, or the second factor (e-mailed or authenticator code)')
    .option('--code <code>', 'the 6-digit code (from the e-mail, or the authenticator app for TOTP)')
    .option('--resend', 'e-mail a new code instead');
  withExamples(command, 'store auth verify --code 123456', 'store auth verify --resend');
  command.action((flags: VerifyFlags) => runAuthVerify(flags, ctx));
}

export async function runAuthVerify(raw: VerifyFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  const pending = await (await pendingLogins(ctx)).load();
  if (!pending) throw new UsageError('no login is waiting for a code (e-mail verification or second factor) in this profile', { hint: 'Run `store login --password` or `store register` first.' });
  const session = await memberSession(ctx);
  if (flags.resend && pending.factorType) {
    throw new UsageError(`--resend is for e-mail verification; this login waits for a ${pending.factorType} code`, { hint: 'Run `store login --password` again for a new code.' });
  }
  if (flags.resend) {
    await session.client.identity.resend({ stateToken: pending.stateToken });
    await printEntity(ctx.output(), { resent: true, email: pending.email }, { view: [['status', `A new code was sent to ${pending.email}.`]] });
    return;
  }
  if (!flags.code) throw new UsageError('--code is required (or --resend for a new code)');
  const { factorType, stateToken } = pending;
  const call = factorType
    ? session.client.identity.verifyFactor({ factorType, stateToken, code: flags.code })
    : session.client.identity.verify({ code: flags.code, stateToken });
  const result = await settle(call, verifyFailure);
  await finishLogin(ctx, session, result, { email: pending.email, pendingIsError: false, factorType });
}
