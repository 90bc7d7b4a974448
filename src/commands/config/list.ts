import type { Command } from 'commander';
import { CONFIG_KEYS, maskSecret } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity, printList } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { targetProfile } from './target-profile.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('Show every setting of the active (or --profile) profile (secrets masked)');
  withExamples(command, 'store config list', 'store config list --profile prod --json');
  command.action(() => runConfigList(ctx));
}

export async function runConfigList(ctx: Context): Promise<void> {
  const target = await targetProfile(ctx);
  const values = CONFIG_KEYS.map((key) => {
    const raw = target.settings[key.property];
    return { key: key.name, value: raw === undefined ? null : key.secret ? maskSecret(String(raw)) : raw };
  });
  const out = ctx.output();
  if (out.format !== 'table') {
    await printEntity(out, { profile: target.name, values: Object.fromEntries(values.map((v) => [v.key, v.value])) });
    return;
  }
  await printList(out, values, {
    columns: [
      { header: 'key', value: (v) => v.key },
      { header: 'value', value: (v) => v.value },
    ],
  });
}
