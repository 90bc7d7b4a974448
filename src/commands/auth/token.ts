import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import { memberSession } from './member-session.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('token')
    .description('Print the current visitor/member access token (renewed first if needed). This prints a SECRET.');
  withExamples(command, 'store auth token --json   # {"accessToken","expiresAt","role"}', 'store auth token   # e.g. curl -H "Authorization: $(store auth token)" …');
  withNotes(command, '\nThis is the one command that prints a credential, and only because you asked: keep it out of logs.\n');
  command.action(() => runAuthToken(ctx));
}

export async function runAuthToken(ctx: Context): Promise<void> {
  const session = await memberSession(ctx);
  const tokens = await session.auth.validTokens();
  const value = { accessToken: tokens.accessToken.value, expiresAt: new Date(tokens.accessToken.expiresAt * 1000).toISOString(), role: tokens.refreshToken.role };
  const out = ctx.output();
  if (out.format === 'table') await write(ctx.io.stdout, `${value.accessToken}\n`);
  else await printEntity(out, value);
}
