import type { Command } from 'commander';
import { AuthError } from '../../client/errors.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { memberSession } from './member-session.js';
import { readSecret } from './read-secret.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('change-password').description('Change the logged-in member\'s password (asked for, or read from stdin)');
  withExamples(command, 'store auth change-password', 'printf %s "$NEW_PASSWORD" | store auth change-password');
  command.action(() => runAuthChangePassword(ctx));
}

export async function runAuthChangePassword(ctx: Context): Promise<void> {
  const session = await memberSession(ctx);
  if ((await session.auth.role()) !== 'member') throw new AuthError('not logged in as a member', { hint: 'Run `store login` first.' });
  const password = await readSecret(ctx, 'New password: ', { confirm: true });
  await session.client.identity.changePassword(password);
  await printEntity(ctx.output(), { changed: true }, { view: [['status', 'Password changed.']] });
}
