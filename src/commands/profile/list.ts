import type { Command } from 'commander';
import { DEFAULT_API_URL } from '../../wire/api/hosts.js';
import { openConfigStoreIfPresent } from '../../config/config-store.js';
import { SANDBOX_PROFILE, type ProfileSettings } from '../../config/profile-settings.js';
import { selectProfileName } from '../../config/settings.js';
import type { Context } from '../../context.js';
import { printList } from '../../io/present.js';
import { withExamples } from '../shared/help.js';

export interface ProfileRow {
  name: string;
  active: boolean;
  sandbox: boolean;
  apiUrl: string | null;
  siteId: string | null;
  clientId: string | null;
  hasApiKey: boolean;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('List profiles (the active one is marked)');
  withExamples(command, 'store profile list', 'store profile list --json');
  command.action(() => runProfileList(ctx));
}

function row(name: string, settings: ProfileSettings, active: string): ProfileRow {
  const sandbox = name === SANDBOX_PROFILE || settings.sandbox === true;
  return {
    name,
    active: name === active,
    sandbox,
    apiUrl: sandbox ? null : (settings.apiUrl ?? DEFAULT_API_URL),
    siteId: settings.siteId ?? null,
    clientId: settings.clientId ?? null,
    hasApiKey: settings.apiKey !== undefined,
  };
}

export async function runProfileList(ctx: Context): Promise<void> {
  const store = await openConfigStoreIfPresent(ctx.env);
  const active = selectProfileName(ctx.globals, ctx.env, store);
  const rows = [row(SANDBOX_PROFILE, {}, active), ...Object.entries(store?.profiles() ?? {}).map(([name, s]) => row(name, s, active))];
  await printList(ctx.output(), rows, {
    columns: [
      { header: ' ', value: (r) => (r.active ? '*' : '') },
      { header: 'name', value: (r) => r.name },
      { header: 'target', value: (r) => (r.sandbox ? 'embedded sandbox' : r.apiUrl) },
      { header: 'site id', value: (r) => r.siteId },
      { header: 'api key', value: (r) => (r.hasApiKey ? 'set' : '') },
    ],
  });
}
