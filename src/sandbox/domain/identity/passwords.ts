// Member passwords: salted scrypt, compared in constant time; the platform's length limits as field violations.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { PASSWORD_LIMITS } from '../../../wire/api/identity/identity.js';
import { validationError } from '../../http-errors.js';

const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, KEY_LENGTH).toString('base64url')}`;
}

export function passwordMatches(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A 400 with one violation on `field` when the password is outside the platform's limits. */
export function checkPasswordRules(password: unknown, field = 'password'): string {
  const violation = (description: string, violatedRule: string) =>
    validationError([{ field, description, violatedRule, ruleName: null, data: { type: 'PASSWORD' } }], `"${field}" ${description}`);
  if (typeof password !== 'string' || password === '') throw violation('is required', 'REQUIRED_FIELD');
  if (password.length < PASSWORD_LIMITS.min) throw violation(`must be at least ${PASSWORD_LIMITS.min} characters`, 'MIN_LENGTH');
  if (password.length > PASSWORD_LIMITS.max) throw violation(`must be at most ${PASSWORD_LIMITS.max} characters`, 'MAX_LENGTH');
  return password;
}
