import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import { SANDBOX_PROFILE, checkProfileName, parseApiUrl, type ProfileSettings } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { withExamples } from '../shared/help.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('add')
    .argument('<name>', 'profile name (letters, digits, - and _)')
    .description('Add a profile from the global --api-url, --site-id, --client-id and --sandbox flags');
  withExamples(
    command,
    'store profile add prod --site-id 3f1c… && printf %s "$KEY" | store config set api-key --profile prod',
    'store profile add local --api-url http://127.0.0.1:4010',
    'store profile add scratch --sandbox',
  );
  command.action((name: string) => runProfileAdd({ name }, ctx));
}

export async function runProfileAdd(options: { name: string }, ctx: Context): Promise<void> {
  const name = checkProfileName(options.name);
  if (name === SANDBOX_PROFILE) throw new UsageError('"sandbox" is the built-in profile; pick another name');
  const { apiUrl, siteId, clientId, sandbox } = ctx.globals;
  const settings: ProfileSettings = {
    apiUrl: apiUrl === undefined ? undefined : parseApiUrl(apiUrl, '--api-url'),
    siteId,
    clientId,
    sandbox: sandbox || undefined,
  };
  const store = await ctx.config();
  if (store.profile(name)) throw new UsageError(`profile "${name}" already exists`, { hint: 'Change it with `store config set KEY VALUE --profile NAME`.' });
  store.saveProfile(name, settings);
  const out = ctx.output();
  if (out.format !== 'table') await printEntity(out, { profile: name, ...settings });
  else await printMessage(out, `Added profile "${name}". Switch to it with \`store profile use ${name}\`.`);
}
