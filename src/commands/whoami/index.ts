// `store whoami`: the profile's session — none, a visitor, or a member (token-info + the member's identity).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { memberSession } from '../auth/member-session.js';
import { describeSession, printSession } from '../auth/session-view.js';
import { withExamples } from '../shared/help.js';

export function register(program: Command, ctx: Context): Command {
  const command = program.command('whoami').description('Show who the visitor/member session of this profile is (role none, visitor or member)');
  withExamples(command, 'store whoami', 'store whoami --json   # {"role":"member","identity":{…}}');
  command.action(() => runWhoami(ctx));
  return command;
}

export async function runWhoami(ctx: Context): Promise<void> {
  await printSession(ctx, await describeSession(await memberSession(ctx)));
}
