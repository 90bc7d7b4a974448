// `GET|POST /__sandbox/settings`: the sandbox site's member sign-up policy (and the second factor of a login). POST takes a partial update (unknown
// keys refused); both answer the whole policy plus the one captcha token the sandbox accepts.
export type CaptchaMode = 'none' | 'visible' | 'invisible';
export const CAPTCHA_MODES: readonly CaptchaMode[] = ['none', 'visible', 'invisible'];

/** The second factor a password login must verify (`off`: none). */
export type MfaMode = 'off' | 'email' | 'totp';
export const MFA_MODES: readonly MfaMode[] = ['off', 'email', 'totp'];

export interface IdentitySettings {
  emailVerification: boolean;
  ownerApproval: boolean;
  captcha: CaptchaMode;
  mfa: MfaMode;
}

export type IdentitySettingsPatch = Partial<IdentitySettings>;

/** The one captcha token the sandbox's "captcha service" accepts; any other non-empty token is invalid. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-pass';

export interface IdentitySettingsView extends IdentitySettings {
  captchaToken: string;
}
