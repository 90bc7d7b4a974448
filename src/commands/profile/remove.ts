import type { Command } from 'commander';
import { NotFoundError } from '../../client/errors.js';
import { UsageError } from '../../io/cli-errors.js';
import { DEFAULT_API_URL } from '../../wire/api/hosts.js';
import { SANDBOX_PROFILE } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { confirmOrStop, refuseUnlessAnswerable } from '../shared/ask-first.js';
import { completeArgument, PROFILE_NAMES } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('remove')
    .alias('rm')
    .argument('<name>', 'profile name')
    .description('Remove a profile and its stored API key (asks first on a terminal; --yes otherwise)');
  completeArgument(command, 0, PROFILE_NAMES);
  withExamples(command, 'store profile remove staging --yes', 'store profile remove staging --yes --json');
  command.action((name: string) => runProfileRemove({ name }, ctx));
}

export async function runProfileRemove(options: { name: string }, ctx: Context): Promise<void> {
  if (options.name === SANDBOX_PROFILE) throw new UsageError('the built-in "sandbox" profile cannot be removed');
  refuseUnlessAnswerable(ctx);
  const store = await ctx.config();
  const profile = store.profile(options.name);
  if (!profile) throw new NotFoundError(`no profile named "${options.name}"`, { hint: 'See `store profile list`.' });
  const target = profile.sandbox ? 'an embedded sandbox' : `${profile.apiUrl ?? DEFAULT_API_URL}, site ${profile.siteId ?? '(none set)'}`;
  const key = profile.apiKey ? ' and its stored API key' : '';
  // The question names the profile's own store: which store commands use otherwise does not matter here.
  if (!(await confirmOrStop(ctx, `Remove profile "${options.name}" (${target})${key}?`, { store: false }))) return;
  store.removeProfile(options.name);
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, `Removed profile "${options.name}"`);
  else await printEntity(out, { removed: options.name });
}
