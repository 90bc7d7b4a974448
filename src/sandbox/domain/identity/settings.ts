// The site's member sign-up policy (what `POST /__sandbox/settings` changes): e-mail verification, owner approval,
// captcha and the second factor a password login needs. Kept in `meta` so every process sharing the data file
// agrees; `reset` restores the defaults.
import type { DatabaseSync } from 'node:sqlite';
import { invalidField } from '../../http-errors.js';
import { getMeta, setMeta } from '../../tables/meta.js';

export type CaptchaMode = 'none' | 'visible' | 'invisible';
/** The second factor a password login must verify (`off`: none). */
export type MfaMode = 'off' | 'email' | 'totp';

export interface IdentitySettings {
  emailVerification: boolean;
  ownerApproval: boolean;
  captcha: CaptchaMode;
  mfa: MfaMode;
}

export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = { emailVerification: false, ownerApproval: false, captcha: 'none', mfa: 'off' };
const CAPTCHA_MODES: readonly CaptchaMode[] = ['none', 'visible', 'invisible'];
export const MFA_MODES: readonly MfaMode[] = ['off', 'email', 'totp'];
const KEY = 'identity_settings';

/** The one captcha token the sandbox's "captcha service" accepts; any other non-empty token is invalid. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-pass';

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
    } else {
      throw invalidField(key, 'is not a setting (emailVerification, ownerApproval, captcha, mfa)', 'UNKNOWN_FIELD');
    }
  }
  setMeta(db, KEY, JSON.stringify(next));
  return next;
}
