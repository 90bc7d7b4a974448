import type { Command } from 'commander';
import { CONFIG_KEYS, findConfigKey, maskSecret } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { completeArgument } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';
import { targetProfile } from './target-profile.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('get')
    .argument('<key>', 'api-url, site-id, client-id, sandbox or api-key')
    .description('Print one setting of the active (or --profile) profile (secrets masked)');
  completeArgument(command, 0, { words: CONFIG_KEYS.map((key) => key.name) });
  withExamples(command, 'store config get api-url', 'store config get site-id --profile prod --json');
  command.action((key: string) => runConfigGet({ key }, ctx));
}

export async function runConfigGet(options: { key: string }, ctx: Context): Promise<void> {
  const key = findConfigKey(options.key);
  const target = await targetProfile(ctx);
  const raw = target.settings[key.property];
  const value = raw === undefined ? null : key.secret ? maskSecret(String(raw)) : raw;
  const out = ctx.output();
  if (out.format !== 'table') await printEntity(out, { profile: target.name, key: key.name, value });
  else if (value !== null) await printMessage(out, String(value));
}
