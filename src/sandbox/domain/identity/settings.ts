// The site's member sign-up policy (what `POST /__sandbox/settings` changes): e-mail verification, owner approval,
// captcha, the second factor a password login needs, and the OAuth app's allowed redirect URIs
// (redirect-allow-list.ts). Kept in `meta` so every process sharing the data file agrees; `reset` restores the defaults.
import type { DatabaseSync } from 'node:sqlite';
import { invalidField } from '../../http-errors.js';
import { getMeta, setMeta } from '../../tables/meta.js';
import { checkAllowedRedirectUris, DEFAULT_ALLOWED_REDIRECT_URIS } from './redirect-allow-list.js';

import { CAPTCHA_MODES, MFA_MODES, type CaptchaMode, type IdentitySettings, type MfaMode } from '../../../wire/control/settings.js';

export { SANDBOX_CAPTCHA_TOKEN } from '../../../wire/control/settings.js';
export type { CaptchaMode, IdentitySettings, MfaMode };

export const DEFAULT_IDENTITY_SETTINGS: Readonly<IdentitySettings> = {
  emailVerification: false,
  ownerApproval: false,
  captcha: 'none',
  mfa: 'off',
  allowedRedirectUris: [...DEFAULT_ALLOWED_REDIRECT_URIS],
};
const KEY = 'identity_settings';

export function readIdentitySettings(db: DatabaseSync): IdentitySettings {
  const stored = getMeta(db, KEY);
  return stored ? { ...DEFAULT_IDENTITY_SETTINGS, ...(JSON.parse(stored) as Partial<IdentitySettings>) } : { ...DEFAULT_IDENTITY_SETTINGS };
}

/** Validates a partial update (unknown keys are refused so a typo is not silently ignored) and stores it. */
export function updateIdentitySettings(db: DatabaseSync, patch: Record<string, unknown>): IdentitySettings {
  const next = readIdentitySettings(db);
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'emailVerification' || key === 'ownerApproval') {
      if (typeof value !== 'boolean') throw invalidField(key, 'must be true or false', 'FORMAT');
      next[key] = value;
    } else if (key === 'captcha') {
      if (!CAPTCHA_MODES.includes(value as CaptchaMode)) throw invalidField(key, `must be one of: ${CAPTCHA_MODES.join(', ')}`, 'INVALID_ENUM_VALUE');
      next.captcha = value as CaptchaMode;
    } else if (key === 'mfa') {
      if (!MFA_MODES.includes(value as MfaMode)) throw invalidField(key, `must be one of: ${MFA_MODES.join(', ')}`, 'INVALID_ENUM_VALUE');
      next.mfa = value as MfaMode;
    } else if (key === 'allowedRedirectUris') {
      next.allowedRedirectUris = checkAllowedRedirectUris(value);
    } else {
      throw invalidField(key, 'is not a setting (emailVerification, ownerApproval, captcha, mfa, allowedRedirectUris)', 'UNKNOWN_FIELD');
    }
  }
  setMeta(db, KEY, JSON.stringify(next));
  return next;
}
