import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { memberSession } from '../auth/member-session.js';
import { withExamples } from '../shared/help.js';
import { addSessionOptions, createSession, type SessionFlags } from './session-output.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('logout')
    .description('The hosted logout page for this OAuth app (signs the browser out; `store logout` also ends the CLI session)');
  addSessionOptions(command, ['postFlowUrl']);
  withExamples(command, 'store redirect-session logout --post-flow-url https://shop.example/ --json');
  command.action((flags: SessionFlags) => runRedirectSessionLogout(flags, ctx));
}

export async function runRedirectSessionLogout(flags: SessionFlags, ctx: Context): Promise<void> {
  const { auth } = await memberSession(ctx);
  await createSession(ctx, { logout: { clientId: auth.clientId } }, flags);
}
