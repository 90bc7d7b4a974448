// `store config list`: the settings in effect — what commands will actually use, after flags and STORE_* variables
// — with where each came from, not merely what the profile stores (`store config get` reads the profile itself).
import type { Command } from 'commander';
import { CONFIG_KEYS, maskSecret, type ProfileSettings } from '../../config/profile-settings.js';
import type { SettingSource, Settings } from '../../config/settings.js';
import { storeTarget } from '../../config/store-target.js';
import type { Context } from '../../context.js';
import { printEntity, printList } from '../../io/present.js';
import { withExamples } from '../shared/help.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('list')
    .alias('ls')
    .description('Show the settings in effect for the active (or --profile) profile, after flags and STORE_* variables, and where each came from (secrets masked)');
  withExamples(command, 'store config list', 'store config list --profile prod --json');
  command.action(() => runConfigList(ctx));
}

/** Each config key's value in effect and its source. */
function inEffect(settings: Settings): Record<keyof ProfileSettings, { value: unknown; source: SettingSource }> {
  const target = storeTarget(settings);
  const { sources } = settings;
  return {
    apiUrl: { value: target.apiUrl, source: sources.target },
    siteId: { value: target.siteId, source: sources.siteId },
    clientId: { value: settings.clientId ?? null, source: sources.clientId },
    sandbox: { value: target.sandbox, source: sources.target },
    rateLimit: { value: settings.rateLimitPerMinute ?? 0, source: sources.rateLimit },
    apiKey: { value: settings.apiKey === undefined ? null : maskSecret(settings.apiKey), source: sources.apiKey },
    catalog: { value: settings.catalog, source: settings.catalogSource },
  };
}

export async function runConfigList(ctx: Context): Promise<void> {
  const settings = await ctx.settings();
  const effective = inEffect(settings);
  const rows = CONFIG_KEYS.map((key) => ({ key: key.name, ...effective[key.property] }));
  const out = ctx.output();
  if (out.format !== 'table') {
    await printEntity(out, {
      profile: settings.profile,
      values: Object.fromEntries(rows.map((row) => [row.key, row.value])),
      sources: Object.fromEntries(rows.map((row) => [row.key, row.source])),
    });
    return;
  }
  await printList(out, rows, {
    columns: [
      { header: 'key', value: (row) => row.key },
      { header: 'value', value: (row) => row.value },
      { header: 'from', value: (row) => row.source },
    ],
  });
}
