import type { Command } from 'commander';
import * as z from 'zod';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { controlPaths } from '../../wire/control/paths.js';
import { MFA_MODES, SANDBOX_CAPTCHA_TOKEN, type MfaMode } from '../../wire/control/settings.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { sandboxForControl } from '../shared/sandbox-target.js';
import { addDataFlags, type DataFlags } from './data-flags.js';

export interface SettingsFlags extends DataFlags {
  emailVerification?: string;
  ownerApproval?: string;
  captcha?: string;
  mfa?: string;
}

const onOff = z.enum(['on', 'off']).transform((v) => v === 'on');
const FlagsSchema = z.object({
  emailVerification: onOff.optional(),
  ownerApproval: onOff.optional(),
  captcha: z.enum(['none', 'visible', 'invisible']).optional(),
  mfa: z.enum(MFA_MODES as [MfaMode, ...MfaMode[]]).optional(),
});

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('settings')
    .description("The sandbox site's member policy: e-mail verification, owner approval, captcha, second factor (no flags: show it)")
    .option('--email-verification <on|off>', 'new members verify their e-mail with a mailed code')
    .option('--owner-approval <on|off>', `new members wait for the owner (POST ${controlPaths.approveMember()})`)
    .option('--captcha <mode>', `none, visible or invisible (the sandbox accepts the token "${SANDBOX_CAPTCHA_TOKEN}")`)
    .option('--mfa <factor>', 'second factor after the password: email (a code in the mailbox), totp (`store sandbox totp`) or off');
  addDataFlags(command);
  withExamples(command, 'store sandbox settings', 'store sandbox settings --email-verification on --owner-approval off', 'store sandbox settings --captcha visible --json', 'store sandbox settings --mfa totp');
  command.action((flags: SettingsFlags) => runSandboxSettings(flags, ctx));
}

export async function runSandboxSettings(raw: SettingsFlags, ctx: Context): Promise<void> {
  const { emailVerification, ownerApproval, captcha, mfa } = parseFlags(FlagsSchema, raw);
  const patch = Object.fromEntries(Object.entries({ emailVerification, ownerApproval, captcha, mfa }).filter(([, v]) => v !== undefined));
  const changing = Object.keys(patch).length > 0;
  const sandbox = await sandboxForControl(ctx, raw);
  let settings;
  try {
    settings = changing ? await sandbox.control.updateSettings(patch) : await sandbox.control.settings();
  } finally {
    await sandbox.close();
  }
  const shown = { emailVerification: settings.emailVerification, ownerApproval: settings.ownerApproval, captcha: settings.captcha, mfa: settings.mfa };
  await printEntity(ctx.output(), shown, {
    view: [
      ['e-mail verification', shown.emailVerification ? 'on' : 'off'],
      ['owner approval', shown.ownerApproval ? 'on' : 'off'],
      ['captcha', shown.captcha === 'none' ? 'none' : `${shown.captcha} (token "${SANDBOX_CAPTCHA_TOKEN}" passes)`],
      ['second factor', shown.mfa],
    ],
  });
}
