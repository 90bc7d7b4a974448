import type { Command } from 'commander';
import { CONFIG_KEYS, findConfigKey } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { completeArgument } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';
import { targetProfile } from './target-profile.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('unset')
    .argument('<key>', 'api-url, site-id, client-id, sandbox or api-key')
    .description('Remove a setting from the active (or --profile) profile');
  completeArgument(command, 0, { words: CONFIG_KEYS.map((key) => key.name) });
  withExamples(command, 'store config unset client-id', 'store config unset api-key --profile prod');
  command.action((key: string) => runConfigUnset({ key }, ctx));
}

export async function runConfigUnset(options: { key: string }, ctx: Context): Promise<void> {
  const key = findConfigKey(options.key);
  const target = await targetProfile(ctx);
  const { [key.property]: _removed, ...rest } = target.settings;
  target.store.saveProfile(target.name, rest);
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, `Unset ${key.name} of profile "${target.name}"`);
  else await printEntity(out, { profile: target.name, key: key.name, value: null });
}
