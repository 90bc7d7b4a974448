// Captcha as the site requires it (settings.captcha): `visible` reads the Recaptcha-style entries, `invisible`
// the InvisibleRecaptcha ones. No token of the right kind → -19971; a token the sandbox does not accept → -19970.
import { sameSecret } from '../../auth.js';
import { identityErrors } from './identity-errors.js';
import { SANDBOX_CAPTCHA_TOKEN, type CaptchaMode } from './settings.js';

function tokensOfKind(mode: Exclude<CaptchaMode, 'none'>, captchaTokens: unknown): string[] {
  if (!Array.isArray(captchaTokens)) return [];
  const found: unknown[] = [];
  for (const entry of captchaTokens) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    if (mode === 'invisible') found.push(e.InvisibleRecaptcha);
    else found.push(e.Recaptcha, e.NoCaptcha, (e.recaptchaForClientSiteKey as { token?: unknown } | undefined)?.token);
  }
  return found.filter((t): t is string => typeof t === 'string' && t !== '');
}

export function checkCaptcha(mode: CaptchaMode, captchaTokens: unknown): void {
  if (mode === 'none') return;
  const tokens = tokensOfKind(mode, captchaTokens);
  if (tokens.length === 0) throw identityErrors.missingCaptcha();
  if (!tokens.some((token) => sameSecret(token, SANDBOX_CAPTCHA_TOKEN))) throw identityErrors.invalidCaptcha();
}
