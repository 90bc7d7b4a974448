import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { addSessionOptions, createSession, type SessionFlags } from './session-output.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('login').description("The site's own login page (no OAuth code: for a site session, not CLI tokens)");
  addSessionOptions(command, ['postFlowUrl']);
  withExamples(command, 'store redirect-session login --post-flow-url https://shop.example/account --open');
  command.action((flags: SessionFlags) => runRedirectSessionLogin(flags, ctx));
}

export async function runRedirectSessionLogin(flags: SessionFlags, ctx: Context): Promise<void> {
  await createSession(ctx, { login: {} }, flags);
}
