// Where visitor/member tokens live between CLI runs. The file holds live credentials, so it is private (0600 in
// a 0700 directory) and replaced atomically: a crash mid-write never leaves half a token file.
import { rm } from 'node:fs/promises';
import type { OAuthTokens, TokenStore } from '../client/types.js';
import { readJsonFile, writePrivateJson } from './private-file.js';

export class MemoryTokenStore implements TokenStore {
  /** Every save, oldest first (tests assert on them). */
  readonly saved: Array<OAuthTokens | undefined> = [];
  constructor(private tokens?: OAuthTokens) {}
  load(): OAuthTokens | undefined {
    return this.tokens;
  }
  save(tokens: OAuthTokens | undefined): void {
    this.tokens = tokens;
    this.saved.push(tokens);
  }
}

const ROLES = new Set(['visitor', 'member', 'none']);

/** Accepts only a well-formed token record: anything else is as good as no tokens. */
export function parseTokens(value: unknown): OAuthTokens | undefined {
  const tokens = value as OAuthTokens | undefined;
  if (
    typeof tokens?.accessToken?.value === 'string' &&
    typeof tokens.accessToken.expiresAt === 'number' &&
    typeof tokens.refreshToken?.value === 'string' &&
    ROLES.has(tokens.refreshToken.role)
  ) {
    return { accessToken: { ...tokens.accessToken }, refreshToken: { ...tokens.refreshToken } };
  }
  return undefined;
}

export class FileTokenStore implements TokenStore {
  constructor(readonly path: string) {}

  /** A missing, unreadable or corrupt file means "no tokens": the strategy starts a new visitor session. */
  async load(): Promise<OAuthTokens | undefined> {
    return parseTokens(await readJsonFile(this.path));
  }

  /** `undefined` (logout) removes the file. */
  async save(tokens: OAuthTokens | undefined): Promise<void> {
    if (tokens) await writePrivateJson(this.path, tokens);
    else await rm(this.path, { force: true });
  }
}
