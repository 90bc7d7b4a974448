import type { Command } from 'commander';
import * as z from 'zod';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { controlPaths } from '../../wire/control/paths.js';
import { DEFAULT_ALLOWED_REDIRECT_URIS, MFA_MODES, SANDBOX_CAPTCHA_TOKEN, type IdentitySettingsPatch, type MfaMode } from '../../wire/control/settings.js';
import { collect } from '../shared/choice-flags.js';
import { withExamples } from '../shared/help.js';
import { parseFlags } from '../shared/parse-flags.js';
import { sandboxInSettings } from '../../context/sandbox-target.js';
import { addDataFlags } from './data-flags.js';
import { type DataFlags } from '../../context/sandbox-data.js';

export interface SettingsFlags extends DataFlags {
  emailVerification?: string;
  ownerApproval?: string;
  captcha?: string;
  mfa?: string;
  allowRedirectUri?: string[];
  resetRedirectUris?: boolean;
}

const onOff = z.enum(['on', 'off']).transform((v) => v === 'on');
const FlagsSchema = z.object({
  emailVerification: onOff.optional(),
  ownerApproval: onOff.optional(),
  captcha: z.enum(['none', 'visible', 'invisible']).optional(),
  mfa: z.enum(MFA_MODES as [MfaMode, ...MfaMode[]]).optional(),
  allowRedirectUri: z.array(z.string().refine((v) => URL.canParse(v), 'expected an absolute URI, e.g. http://127.0.0.1/callback')).optional(),
  resetRedirectUris: z.boolean().optional(),
});

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('settings')
    .description("The sandbox site's member policy (e-mail verification, owner approval, captcha, second factor) and its OAuth app's allowed redirect URIs (no flags: show them)")
    .option('--email-verification <on|off>', 'new members verify their e-mail with a mailed code')
    .option('--owner-approval <on|off>', `new members wait for the owner (POST ${controlPaths.approveMember()})`)
    .option('--captcha <mode>', `none, visible or invisible (the sandbox accepts the token "${SANDBOX_CAPTCHA_TOKEN}")`)
    .option('--mfa <factor>', 'second factor after the password: email (a code in the mailbox), totp (`store sandbox totp`) or off')
    .option('--allow-redirect-uri <uri>', 'add a redirect URI the OAuth app may send browsers to (repeatable; a loopback one without a port allows any port)', collect)
    .option('--reset-redirect-uris', `restore the default redirect URIs (${DEFAULT_ALLOWED_REDIRECT_URIS.join(', ')}) before any --allow-redirect-uri`);
  addDataFlags(command);
  withExamples(
    command,
    'store sandbox settings',
    'store sandbox settings --email-verification on --owner-approval off',
    'store sandbox settings --captcha visible --json',
    'store sandbox settings --mfa totp',
    'store sandbox settings --allow-redirect-uri https://app.example/callback',
    'store sandbox settings --reset-redirect-uris',
  );
  command.action((flags: SettingsFlags) => runSandboxSettings(flags, ctx));
}

export async function runSandboxSettings(raw: SettingsFlags, ctx: Context): Promise<void> {
  const { emailVerification, ownerApproval, captcha, mfa, allowRedirectUri = [], resetRedirectUris = false } = parseFlags(FlagsSchema, raw);
  const patch: IdentitySettingsPatch = Object.fromEntries(Object.entries({ emailVerification, ownerApproval, captcha, mfa }).filter(([, v]) => v !== undefined));
  const sandbox = await sandboxInSettings(ctx, raw, 'store sandbox settings');
  let settings;
  try {
    if (resetRedirectUris || allowRedirectUri.length > 0) {
      // Adding extends the list in effect (or the default after a reset), so it is read first.
      const base = resetRedirectUris ? DEFAULT_ALLOWED_REDIRECT_URIS : (await sandbox.control.settings()).allowedRedirectUris;
      patch.allowedRedirectUris = [...new Set([...base, ...allowRedirectUri])];
    }
    settings = Object.keys(patch).length > 0 ? await sandbox.control.updateSettings(patch) : await sandbox.control.settings();
  } finally {
    await sandbox.close();
  }
  const shown = {
    emailVerification: settings.emailVerification,
    ownerApproval: settings.ownerApproval,
    captcha: settings.captcha,
    mfa: settings.mfa,
    allowedRedirectUris: settings.allowedRedirectUris,
  };
  await printEntity(ctx.output(), shown, {
    view: [
      ['e-mail verification', shown.emailVerification ? 'on' : 'off'],
      ['owner approval', shown.ownerApproval ? 'on' : 'off'],
      ['captcha', shown.captcha === 'none' ? 'none' : `${shown.captcha} (token "${SANDBOX_CAPTCHA_TOKEN}" passes)`],
      ['second factor', shown.mfa],
      ['allowed redirect URIs', shown.allowedRedirectUris.join(', ') || 'none'],
    ],
  });
}
