// `GET|POST /__sandbox/settings`: the sandbox site's member sign-up policy. POST takes a partial update (unknown
// keys refused); both answer the whole policy plus the one captcha token the sandbox accepts.
export type CaptchaMode = 'none' | 'visible' | 'invisible';
export const CAPTCHA_MODES: readonly CaptchaMode[] = ['none', 'visible', 'invisible'];

export interface IdentitySettings {
  emailVerification: boolean;
  ownerApproval: boolean;
  captcha: CaptchaMode;
}

export type IdentitySettingsPatch = Partial<IdentitySettings>;

/** The one captcha token the sandbox's "captcha service" accepts; any other non-empty token is invalid. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-pass';

export interface IdentitySettingsView extends IdentitySettings {
  captchaToken: string;
}
