// PKCE verifier and challenge: RFC 7636 appendix B, the allowed alphabet and lengths, and no bias.
import { describe, expect, it } from 'vitest';
import {
  VERIFIER_ALPHABET, codeChallengeS256, createPkcePair, generateCodeVerifier, generateState,
} from '../../../src/auth/pkce.js';

describe('PKCE', () => {
  it('derives the RFC 7636 appendix B challenge', () => {
    // The RFC's own value (a brief quoted another; SHA-256 of the appendix's verifier gives this one).
    expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43–128 unreserved characters and refuses other lengths', () => {
    expect(VERIFIER_ALPHABET).toHaveLength(66);
    for (const length of [43, 64, 128]) expect(generateCodeVerifier(length)).toMatch(new RegExp(`^[A-Za-z0-9\\-._~]{${length}}$`));
    expect(() => generateCodeVerifier(42)).toThrow(RangeError);
    expect(() => generateCodeVerifier(129)).toThrow(RangeError);
    const pair = createPkcePair();
    expect(pair).toEqual({ codeVerifier: expect.stringMatching(/^[A-Za-z0-9\-._~]{64}$/), codeChallenge: codeChallengeS256(pair.codeVerifier), codeChallengeMethod: 'S256' });
    expect(createPkcePair().codeVerifier).not.toBe(pair.codeVerifier);
  });

  it('never maps the 58 top byte values, which a modulo would give to the first characters', () => {
    // Every byte is one that must be rejected (198..255), except every fifth: 131 → index 65 → '~'.
    let i = 0;
    const source = (size: number) => Uint8Array.from({ length: size }, () => (++i % 5 === 0 ? 131 : 198 + (i % 58)));
    expect(generateCodeVerifier(43, source)).toBe('~'.repeat(43));
  });

  it('draws characters uniformly from crypto randomness (chi-square, generous bound)', () => {
    const counts = new Map<string, number>(Array.from(VERIFIER_ALPHABET, (c) => [c, 0]));
    let total = 0;
    for (let i = 0; i < 2000; i++) {
      for (const c of generateCodeVerifier(128)) {
        counts.set(c, counts.get(c)! + 1);
        total++;
      }
    }
    const expected = total / 66;
    const chiSquare = [...counts.values()].reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 65 degrees of freedom: the 99.999th percentile is about 125; a modulo bias would give thousands.
    expect(chiSquare).toBeLessThan(140);
  });

  it('makes unguessable base64url states', () => {
    const state = generateState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateState()).not.toBe(state);
  });
});
