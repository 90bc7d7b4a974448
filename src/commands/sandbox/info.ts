import type { Command } from 'commander';
import { maskSecret } from '../../config/profile-settings.js';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { sandboxInSettings } from '../../context/sandbox-target.js';
import { withExamples } from '../shared/help.js';
import { addDataFlags } from './data-flags.js';
import { type DataFlags } from '../../context/sandbox-data.js';

export interface SandboxInfoFlags extends DataFlags {
  showSecrets?: boolean;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('info')
    .description("The sandbox's credentials: site id, admin key, OAuth client id, webhook public key, coupons")
    .option('--show-secrets', 'show the admin key in full (--json always does)');
  addDataFlags(command);
  withExamples(command, 'store sandbox info', 'store sandbox info --show-secrets', 'export STORE_API_KEY=$(store sandbox info --json | jq -r .apiKey)');
  command.action((flags: SandboxInfoFlags) => runSandboxInfo(flags, ctx));
}

export async function runSandboxInfo(flags: SandboxInfoFlags, ctx: Context): Promise<void> {
  const sandbox = await sandboxInSettings(ctx, flags, 'store sandbox info');
  const { dataFile } = sandbox;
  let served;
  try {
    served = await sandbox.control.info();
  } finally {
    await sandbox.close();
  }
  // The sandbox's own local key: printing it is the point of this command (masked for onlookers unless asked).
  // A data file's baseUrl is left out: the in-process server that answered is gone. A served one's stays.
  const { baseUrl, ...credentials } = served;
  const info = dataFile !== undefined ? { dataFile, ...credentials } : { baseUrl, ...credentials };
  await printEntity(ctx.output(), info, {
    view: [
      ...(dataFile !== undefined
        ? ([
            ['data file', dataFile],
            // Each command starts the embedded sandbox on a port of its own; a fixed base URL needs a served one.
            ['base url', 'none while not served: `store sandbox serve --port 4010` serves it at http://127.0.0.1:4010'],
          ] as Array<[string, unknown]>)
        : ([['base url', baseUrl]] as Array<[string, unknown]>)),
      ['site id', info.siteId],
      ['catalog', info.catalogVersion],
      ['admin key', flags.showSecrets ? info.apiKey : `${maskSecret(info.apiKey)}  (--show-secrets to see it)`],
      ['client id', info.clientId],
      ['coupons', info.coupons.map((c) => `${c.code} (${c.kind})`).join(', ')],
      ['public key', info.publicKey],
    ],
  });
}
