import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { CONFIG_KEYS, findConfigKey, maskSecret, type ConfigKey } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { readAll } from '../../io/prompt.js';
import { completeArgument } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';
import { targetProfile } from './target-profile.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('set')
    .argument('<key>', 'api-url, site-id, client-id, sandbox or api-key')
    .argument('[value]', 'the value (never for api-key: pipe it or type it at the hidden prompt)')
    .description('Set a setting of the active (or --profile) profile');
  completeArgument(command, 0, { words: CONFIG_KEYS.map((key) => key.name) });
  withExamples(
    command,
    'store config set api-url https://www.wixapis.com --profile prod',
    'store config set site-id 3f1c… --profile prod',
    'printf %s "$STORE_KEY" | store config set api-key --profile prod',
    'store config set api-key --profile prod     # hidden prompt on a terminal',
  );
  command.action((key: string, value: string | undefined) => runConfigSet({ key, value }, ctx));
}

async function readSecret(ctx: Context, key: ConfigKey): Promise<string> {
  if (!ctx.io.isStdinTTY) return (await readAll(ctx.io.stdin)).replace(/\r?\n$/, '');
  return ctx.prompt(`${key.name}: `, {
    hidden: true,
    flag: `pipe the value on stdin: printf %s "$KEY" | store config set ${key.name}`,
  });
}

export async function runConfigSet(options: { key: string; value?: string }, ctx: Context): Promise<void> {
  const key = findConfigKey(options.key);
  if (key.secret && options.value !== undefined) {
    throw new UsageError(
      `secrets are never taken from the command line: pipe it: \`printf %s "$KEY" | store config set ${key.name}\``,
    );
  }
  if (!key.secret && options.value === undefined) throw new UsageError(`missing value: store config set ${key.name} VALUE`);
  const target = await targetProfile(ctx);
  const value = key.parse(key.secret ? await readSecret(ctx, key) : (options.value as string));
  target.store.saveProfile(target.name, { ...target.settings, [key.property]: value });
  const shown = key.secret ? maskSecret(String(value)) : value;
  const out = ctx.output();
  if (out.format === 'table') await printMessage(out, `Set ${key.name} of profile "${target.name}" to ${shown}`);
  else await printEntity(out, { profile: target.name, key: key.name, value: shown });
}
