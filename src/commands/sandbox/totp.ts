// `store sandbox totp --email E`: the member's authenticator app, played by the sandbox — the TOTP secret (as an
// otpauth:// URI a real app can scan) and the code it shows right now, for `store auth verify --code`.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { UsageError } from '../../io/cli-errors.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { sandboxInSettings } from '../../context/sandbox-target.js';
import { addDataFlags } from './data-flags.js';
import { type DataFlags } from '../../context/sandbox-data.js';

export interface TotpFlags extends DataFlags {
  email?: string;
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('totp')
    .description("A member's authenticator (sandbox): the current TOTP code, the secret and its otpauth:// URI")
    .requiredOption('--email <email>', 'the member');
  addDataFlags(command);
  withExamples(command, 'store sandbox totp --email ada@example.com', 'store auth verify --code "$(store sandbox totp --email ada@example.com --json | jq -r .code)"');
  command.action((flags: TotpFlags) => runSandboxTotp(flags, ctx));
}

export async function runSandboxTotp(flags: TotpFlags, ctx: Context): Promise<void> {
  const email = flags.email?.trim();
  if (!email) throw new UsageError('--email is required: the member whose authenticator to show');
  const sandbox = await sandboxInSettings(ctx, flags, 'store sandbox totp');
  let view;
  try {
    view = await sandbox.control.memberTotp(email);
  } finally {
    await sandbox.close();
  }
  await printEntity(ctx.output(), view, { view: [['member', view.email], ['code', view.code], ['secret', view.secret], ['uri', view.uri]] });
}
