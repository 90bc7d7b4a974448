// Token files: private, atomic, and tolerant of missing or corrupt content.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileTokenStore, MemoryTokenStore } from '../../../src/auth/token-store.js';
import type { OAuthTokens } from '../../../src/client/types.js';

const tokens: OAuthTokens = { accessToken: { value: 'AT', expiresAt: 1_900_000_000 }, refreshToken: { value: 'RT', role: 'member' } };
const OWNER = { owner: 'store-a' };
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-tokens-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('FileTokenStore', () => {
  it('writes the file with mode 0600 in a 0700 directory and reads it back', async () => {
    const path = join(root, 'store', 'tokens', 'default.json');
    const store = new FileTokenStore(path, OWNER);
    await store.save(tokens);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, 'store', 'tokens'))).mode & 0o777).toBe(0o700);
    expect(await store.load()).toEqual(tokens);
    expect(await readdir(join(root, 'store', 'tokens'))).toEqual(['default.json']);
  });

  it('replaces an existing file atomically, keeping it private', async () => {
    const path = join(root, 'profile.json');
    await writeFile(path, 'old', { mode: 0o644 });
    await new FileTokenStore(path, OWNER).save(tokens);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ owner: 'store-a', ...tokens });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('loads nothing from a missing or corrupt file', async () => {
    expect(await new FileTokenStore(join(root, 'missing.json'), OWNER).load()).toBeUndefined();
    const corrupt = join(root, 'corrupt.json');
    await writeFile(corrupt, '{"accessToken":');
    expect(await new FileTokenStore(corrupt, OWNER).load()).toBeUndefined();
    const wrongShape = join(root, 'wrong.json');
    await writeFile(wrongShape, '{"accessToken":{"value":1}}');
    expect(await new FileTokenStore(wrongShape, OWNER).load()).toBeUndefined();
  });

  it('saving nothing (logout) removes the file', async () => {
    const path = join(root, 'p.json');
    const store = new FileTokenStore(path, OWNER);
    await store.save(tokens);
    await store.save(undefined);
    expect(await readdir(root)).toEqual([]);
    expect(await store.load()).toBeUndefined();
  });
});

describe('FileTokenStore: the tokens of one owner', () => {
  it("loads nothing from another owner's file, and never overwrites what it did not load", async () => {
    const path = join(root, 'tokens.json');
    await new FileTokenStore(path, { owner: 'store-a' }).save(tokens);
    expect(await new FileTokenStore(path, { owner: 'store-b' }).load()).toBeUndefined();
    expect(await new FileTokenStore(path, { owner: 'store-a' }).load()).toEqual(tokens);
  });

  it('takes over a file of the old layout once: rewritten as its own, the old one removed', async () => {
    await writeFile(join(root, 'legacy.json'), JSON.stringify(tokens));
    const path = join(root, 'sessions', 'a.json');
    const store = new FileTokenStore(path, { owner: 'store-a', adoptFrom: join(root, 'legacy.json') });
    expect(await store.load()).toEqual(tokens);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ owner: 'store-a', ...tokens });
    expect(await readdir(root)).toEqual(['sessions']);
  });

  it('never takes over a file that names an owner (written for someone else)', async () => {
    await writeFile(join(root, 'legacy.json'), JSON.stringify({ owner: 'store-b', ...tokens }));
    const store = new FileTokenStore(join(root, 'a.json'), { owner: 'store-a', adoptFrom: join(root, 'legacy.json') });
    expect(await store.load()).toBeUndefined();
  });
});

describe('MemoryTokenStore', () => {
  it('keeps the latest tokens and records every save', () => {
    const store = new MemoryTokenStore();
    store.save(tokens);
    store.save(undefined);
    expect(store.load()).toBeUndefined();
    expect(store.saved).toEqual([tokens, undefined]);
  });
});
