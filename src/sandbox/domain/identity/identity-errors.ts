// The identity failures the platform's SDK tells apart (docs/wire/cart-identity.md §8.3): string codes in
// `details.applicationError.code`. E-mail problems are field violations carrying `data.type = 'EMAIL'`.
import { IDENTITY_ERROR_CODES as CODES } from '../../../wire/api/identity/identity.js';
import { applicationError, validationError, type SandboxHttpError } from '../../http-errors.js';

export const identityErrors = {
  missingCaptcha: () => applicationError(400, 'Captcha token is missing', CODES.missingCaptcha, 'This site requires a captcha token'),
  invalidCaptcha: () => applicationError(400, 'Captcha token is invalid', CODES.invalidCaptcha, 'The captcha token was not accepted'),
  emailExists: (email: string) => applicationError(409, 'Email already exists', CODES.emailExists, `A member with email ${email} already exists`),
  invalidPassword: () => applicationError(400, 'Wrong email or password', CODES.invalidPassword, 'The password does not match'),
  resetPassword: () => applicationError(400, 'Password reset required', CODES.resetPassword, 'The site owner requires this member to reset the password'),
  memberNotFound: (email: string) => applicationError(404, 'Member not found', CODES.memberNotFound, `No member with email ${email}`),
  blocked: () => applicationError(403, 'Member is blocked', 'MEMBER_BLOCKED', 'This member is blocked by the site owner'),
  invalidCode: (attemptsLeft: number) =>
    applicationError(400, 'Invalid verification code', 'INVALID_VERIFICATION_CODE', `The code is wrong (${attemptsLeft} attempts left)`, { attemptsLeft }),
  expiredState: () => applicationError(400, 'Verification expired', 'STATE_TOKEN_EXPIRED', 'The state token is unknown, used or expired; log in again'),
  invalidRecoveryToken: () =>
    applicationError(400, 'Invalid recovery token', 'INVALID_RECOVERY_TOKEN', 'The recovery token is unknown, used or expired; request a new e-mail'),
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailFormatValid = (email: unknown): email is string =>
  typeof email === 'string' && email.length <= 254 && EMAIL_PATTERN.test(email.trim());

/** The e-mail of `loginId.email` (or another field), or a violation with `data.type = 'EMAIL'`. */
export function checkEmail(email: unknown, field = 'loginId.email'): string {
  const violation = (description: string, violatedRule: string): SandboxHttpError =>
    validationError([{ field, description, violatedRule, ruleName: null, data: { type: 'EMAIL' } }], `"${field}" ${description}`);
  if (typeof email !== 'string' || email.trim() === '') throw violation('is required', 'REQUIRED_FIELD');
  if (!isEmailFormatValid(email)) throw violation('is not a valid email address', 'FORMAT');
  return email.trim().toLowerCase();
}
