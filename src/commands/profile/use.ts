import type { Command } from 'commander';
import { NotFoundError } from '../../client/errors.js';
import { SANDBOX_PROFILE } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { completeArgument, PROFILE_NAMES } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('use').argument('<name>', 'profile name').description('Make a profile the active one');
  completeArgument(command, 0, PROFILE_NAMES);
  withExamples(command, 'store profile use prod', 'store profile use sandbox');
  command.action((name: string) => runProfileUse({ name }, ctx));
}

export async function runProfileUse(options: { name: string }, ctx: Context): Promise<void> {
  const store = await ctx.config();
  if (options.name !== SANDBOX_PROFILE && !store.profile(options.name)) {
    throw new NotFoundError(`no profile named "${options.name}"`, { hint: 'See `store profile list`.' });
  }
  // The built-in profile is the default, so choosing it just clears the choice.
  store.setActiveProfile(options.name === SANDBOX_PROFILE ? undefined : options.name);
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, `Active profile: ${options.name}`);
  else await printEntity(out, { active: options.name });
}
