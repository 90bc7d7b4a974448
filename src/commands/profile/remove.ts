import type { Command } from 'commander';
import { NotFoundError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import { SANDBOX_PROFILE } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { withExamples } from '../shared/help.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('remove')
    .alias('rm')
    .argument('<name>', 'profile name')
    .description('Remove a profile and its stored API key');
  withExamples(command, 'store profile remove staging');
  command.action((name: string) => runProfileRemove({ name }, ctx));
}

export async function runProfileRemove(options: { name: string }, ctx: Context): Promise<void> {
  if (options.name === SANDBOX_PROFILE) throw new UsageError('the built-in "sandbox" profile cannot be removed');
  const store = await ctx.config();
  if (!store.profile(options.name)) throw new NotFoundError(`no profile named "${options.name}"`, { hint: 'See `store profile list`.' });
  store.removeProfile(options.name);
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, `Removed profile "${options.name}"`);
  else await printEntity(out, { removed: options.name });
}
