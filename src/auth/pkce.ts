// PKCE (RFC 7636) and OAuth `state`. The verifier is drawn from the unreserved alphabet by rejection sampling, so
// every character is equally likely (a plain `byte % 66` would favour the first 58 characters).
import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 §4.1 `unreserved` characters: 66 of them. */
export const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const VERIFIER_MIN_LENGTH = 43;
export const VERIFIER_MAX_LENGTH = 128;
export const DEFAULT_VERIFIER_LENGTH = 64;

/** Bytes at or above this are rejected: the largest multiple of the alphabet size that fits in a byte. */
const ACCEPT_BELOW = 256 - (256 % VERIFIER_ALPHABET.length);

export type RandomBytes = (size: number) => Uint8Array;

export function generateCodeVerifier(length = DEFAULT_VERIFIER_LENGTH, random: RandomBytes = randomBytes): string {
  if (!Number.isInteger(length) || length < VERIFIER_MIN_LENGTH || length > VERIFIER_MAX_LENGTH) {
    throw new RangeError(`A PKCE verifier has ${VERIFIER_MIN_LENGTH}–${VERIFIER_MAX_LENGTH} characters, not ${length}`);
  }
  let out = '';
  while (out.length < length) {
    for (const byte of random(length - out.length + 8)) {
      if (byte >= ACCEPT_BELOW) continue;
      out += VERIFIER_ALPHABET[byte % VERIFIER_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** S256: unpadded base64url of the verifier's SHA-256. */
export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** An unguessable `state` (256 bits) tying a callback to the request that caused it. */
export function generateState(random: RandomBytes = randomBytes): string {
  return Buffer.from(random(32)).toString('base64url');
}

export interface PkcePair {
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
}

export function createPkcePair(length = DEFAULT_VERIFIER_LENGTH): PkcePair {
  const codeVerifier = generateCodeVerifier(length);
  return { codeVerifier, codeChallenge: codeChallengeS256(codeVerifier), codeChallengeMethod: 'S256' };
}
