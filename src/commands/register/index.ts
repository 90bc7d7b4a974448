// `store register`: a new member of the store (password from a hidden prompt or stdin), logged in when the site
// needs nothing more; otherwise the next step (e-mail code, owner approval).
import type { Command } from 'commander';
import * as z from 'zod';
import { registerFailure, settle } from '../../auth/login-flow.js';
import type { Context } from '../../context.js';
import { finishLogin } from '../auth/finish-login.js';
import { memberSession } from '../auth/member-session.js';
import { readSecret, valueOrPrompt } from '../auth/read-secret.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import { parseFlags } from '../shared/parse-flags.js';

export interface RegisterFlags {
  email?: string;
  firstName?: string;
  lastName?: string;
  nickname?: string;
}

const FlagsSchema = z.object({
  email: z.string().trim().min(1).optional(),
  firstName: z.string().trim().min(1).optional(),
  lastName: z.string().trim().min(1).optional(),
  nickname: z.string().trim().min(1).optional(),
});

export function register(program: Command, ctx: Context): Command {
  const command = program
    .command('register')
    .description('Register a new member (the password is read from a hidden prompt or stdin, never from flags)')
    .option('--email <email>', 'the new member e-mail (asked on a terminal)')
    .option('--first-name <name>', 'profile first name')
    .option('--last-name <name>', 'profile last name')
    .option('--nickname <name>', 'profile nickname');
  withExamples(command, 'store register --email ada@example.com', 'printf %s "$PASSWORD" | store register --email ada@example.com --json');
  withNotes(command, '\nExit 0 also when the site asks for e-mail verification or owner approval: the output says what to do next.\n');
  command.action((flags: RegisterFlags) => runRegister(flags, ctx));
  return command;
}

export async function runRegister(raw: RegisterFlags, ctx: Context): Promise<void> {
  const flags = parseFlags(FlagsSchema, raw);
  const email = await valueOrPrompt(ctx, flags.email, 'E-mail: ', '--email');
  const password = await readSecret(ctx, 'Choose a password: ', { confirm: true });
  const { firstName, lastName, nickname } = flags;
  const profile = firstName || lastName || nickname ? { firstName, lastName, nickname } : undefined;
  const session = await memberSession(ctx);
  const result = await settle(session.client.identity.register({ email, password, profile }), registerFailure);
  await finishLogin(ctx, session, result, { email, pendingIsError: false });
}
