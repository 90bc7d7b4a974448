// `GET|POST /__sandbox/settings`: the sandbox site's member sign-up policy (and the second factor of a login).
// POST takes a partial update (unknown keys refused); both answer the whole policy plus the one captcha token the
// sandbox accepts. The policy also holds the OAuth app's allowed redirect URIs.
export type CaptchaMode = 'none' | 'visible' | 'invisible';
export const CAPTCHA_MODES: readonly CaptchaMode[] = ['none', 'visible', 'invisible'];

/** The second factor a password login must verify (`off`: none). */
export type MfaMode = 'off' | 'email' | 'totp';
export const MFA_MODES: readonly MfaMode[] = ['off', 'email', 'totp'];

/** The allowed redirect URIs of a new (or reset) sandbox: the loopback `…/callback` URIs `store login` uses, any port. */
export const DEFAULT_ALLOWED_REDIRECT_URIS: readonly string[] = ['http://127.0.0.1/callback', 'http://localhost/callback', 'http://[::1]/callback'];

export interface IdentitySettings {
  emailVerification: boolean;
  ownerApproval: boolean;
  captcha: CaptchaMode;
  mfa: MfaMode;
  /** The OAuth app's allowed redirect URIs; POST `null` restores the default (loopback `…/callback` URIs). */
  allowedRedirectUris: string[];
}

export type IdentitySettingsPatch = Partial<Omit<IdentitySettings, 'allowedRedirectUris'>> & { allowedRedirectUris?: string[] | null };

/** The one captcha token the sandbox's "captcha service" accepts; any other non-empty token is invalid. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-pass';

export interface IdentitySettingsView extends IdentitySettings {
  captchaToken: string;
}
