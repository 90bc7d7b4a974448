// Where visitor/member tokens live between CLI runs. The file holds live credentials, so it is private (0600 in
// a 0700 directory) and replaced atomically: a crash mid-write never leaves half a token file.
// Tokens belong to the store that issued them: the file records its owner (profile, API URL or sandbox, site, OAuth
// client: context/session-tokens.ts) and loads nothing for another one, so a token is never sent to another host.
import { rm } from 'node:fs/promises';
import type { OAuthTokens, TokenStore } from '../client/types.js';
import { readJsonFile, writePrivateJson } from '../io/private-file.js';

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

export interface FileTokenStoreOptions {
  /** Whose tokens the file holds: a file written for another owner loads as no tokens. */
  owner: string;
  /**
   * A token file of the old layout (one per profile, no owner) that may be taken over: it is read once when the
   * owner's own file does not exist yet, rewritten as the owner's, and removed.
   */
  adoptFrom?: string;
}

export class FileTokenStore implements TokenStore {
  constructor(
    readonly path: string,
    private readonly options: FileTokenStoreOptions,
  ) {}

  /** A missing, unreadable, corrupt or foreign file means "no tokens": the strategy starts a new visitor session. */
  async load(): Promise<OAuthTokens | undefined> {
    const stored = (await readJsonFile(this.path)) as { owner?: unknown } | undefined;
    if (stored !== undefined) return stored.owner === this.options.owner ? parseTokens(stored) : undefined;
    return this.adopt();
  }

  /** `undefined` (logout) removes the file. */
  async save(tokens: OAuthTokens | undefined): Promise<void> {
    if (tokens) await writePrivateJson(this.path, { owner: this.options.owner, ...tokens });
    else await rm(this.path, { force: true });
  }

  private async adopt(): Promise<OAuthTokens | undefined> {
    const from = this.options.adoptFrom;
    if (!from) return undefined;
    const legacy = await readJsonFile(from);
    if (legacy === undefined) return undefined;
    // An old file that already names an owner was written by this version for someone else: never taken.
    const tokens = (legacy as { owner?: unknown }).owner === undefined ? parseTokens(legacy) : undefined;
    if (tokens) await this.save(tokens);
    await rm(from, { force: true });
    return tokens;
  }
}
