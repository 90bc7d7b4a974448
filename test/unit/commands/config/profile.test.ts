import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../../src/client/errors.js';
import { UsageError, exitCodeOf } from '../../../../src/io/cli-errors.js';
import { runProfileAdd } from '../../../../src/commands/profile/add.js';
import { runProfileList } from '../../../../src/commands/profile/list.js';
import { runProfileRemove } from '../../../../src/commands/profile/remove.js';
import { runProfileUse } from '../../../../src/commands/profile/use.js';
import { runConfigSet } from '../../../../src/commands/config/set.js';
import { PROFILE_NAME } from '../../../../src/config/profile-settings.js';
import { runConfigGet } from '../../../../src/commands/config/get.js';
import { harness, tempHome } from '../support/harness.js';

function session() {
  const env = tempHome();
  return (options: { globals?: Record<string, unknown>; stdin?: string; env?: Record<string, string> } = {}) =>
    harness({ ...options, env: { ...env, ...options.env } });
}

async function profiles(run: ReturnType<typeof session>, env: Record<string, string> = {}): Promise<any[]> {
  const h = run({ globals: { json: true }, env });
  await runProfileList(h.ctx);
  return h.json();
}

describe('store profile', () => {
  it('starts with the built-in sandbox profile, active', async () => {
    expect(await profiles(session())).toEqual([
      { name: 'sandbox', active: true, sandbox: true, apiUrl: null, siteId: null, clientId: null, hasApiKey: false },
    ]);
  });

  it('adds a profile from the global flags, switches to it and back, and removes it', async () => {
    const run = session();
    await runProfileAdd({ name: 'prod' }, run({ globals: { apiUrl: 'https://shop.example.com', siteId: 's1', clientId: 'c1' } }).ctx);
    await runConfigSet({ key: 'api-key' }, run({ globals: { profile: 'prod' }, stdin: 'sk_live_abcdefghijkl' }).ctx);
    await runProfileAdd({ name: 'local' }, run({ globals: { sandbox: true } }).ctx);

    await runProfileUse({ name: 'prod' }, run().ctx);
    const listed = await profiles(run);
    expect(listed.find((p) => p.active)?.name).toBe('prod');
    expect(listed.find((p) => p.name === 'prod')).toEqual({
      name: 'prod', active: true, sandbox: false, apiUrl: 'https://shop.example.com', siteId: 's1', clientId: 'c1', hasApiKey: true,
    });
    expect(listed.find((p) => p.name === 'local')?.sandbox).toBe(true);
    expect(JSON.stringify(listed)).not.toContain('sk_live');
    // STORE_PROFILE overrides the active profile.
    expect((await profiles(run, { STORE_PROFILE: 'local' })).find((p) => p.active)?.name).toBe('local');

    const table = run();
    await runProfileList(table.ctx);
    expect(table.io.stdoutText()).toContain('*\tprod\thttps://shop.example.com\ts1\tset');

    await runProfileUse({ name: 'sandbox' }, run().ctx);
    expect((await profiles(run)).find((p) => p.active)?.name).toBe('sandbox');
    await runProfileRemove({ name: 'prod' }, run({ globals: { yes: true } }).ctx);
    expect((await profiles(run)).map((p) => p.name)).toEqual(['sandbox', 'local']);
  });

  it('removing the active profile falls back to the sandbox', async () => {
    const run = session();
    await runProfileAdd({ name: 'prod' }, run().ctx);
    await runProfileUse({ name: 'prod' }, run().ctx);
    await runProfileRemove({ name: 'prod' }, run({ globals: { yes: true } }).ctx);
    expect((await profiles(run)).find((p) => p.active)?.name).toBe('sandbox');
  });

  it('refuses bad names, duplicates, unknown profiles and removing the sandbox', async () => {
    const run = session();
    await runProfileAdd({ name: 'prod' }, run().ctx);
    await expect(runProfileAdd({ name: 'prod' }, run().ctx)).rejects.toThrow(/already exists/);
    await expect(runProfileAdd({ name: 'sandbox' }, run().ctx)).rejects.toBeInstanceOf(UsageError);
    await expect(runProfileAdd({ name: 'has space' }, run().ctx)).rejects.toBeInstanceOf(UsageError);
    await expect(runProfileAdd({ name: 'web' }, run({ globals: { apiUrl: 'http://example.com' } }).ctx)).rejects.toThrow(/loopback/);
    await expect(runProfileUse({ name: 'nope' }, run().ctx)).rejects.toBeInstanceOf(NotFoundError);
    await expect(runProfileRemove({ name: 'nope' }, run({ globals: { yes: true } }).ctx)).rejects.toBeInstanceOf(NotFoundError);
    await expect(runProfileRemove({ name: 'sandbox' }, run().ctx)).rejects.toThrow(/cannot be removed/);
  });

  describe('names every object inherits are not profiles', () => {
    const INHERITED = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

    it.each(INHERITED)('--profile %s is refused with exit 2, naming the profiles there are', async (name) => {
      const run = session();
      await runProfileAdd({ name: 'prod' }, run({ globals: { apiUrl: 'https://shop.example.com' } }).ctx);
      const error = await run({ globals: { profile: name } }).ctx.settings().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UsageError);
      expect(exitCodeOf(error)).toBe(2);
      expect((error as Error).message).toBe(`no profile named "${name}" (profiles: sandbox, prod)`);
      await expect(run({ env: { STORE_PROFILE: name } }).ctx.settings()).rejects.toThrow(/profiles: sandbox, prod/);
      await expect(runConfigGet({ key: 'site-id' }, run({ globals: { profile: name } }).ctx)).rejects.toBeInstanceOf(UsageError);
      await expect(runProfileUse({ name }, run().ctx)).rejects.toBeInstanceOf(NotFoundError);
      await expect(runProfileRemove({ name }, run({ globals: { yes: true } }).ctx)).rejects.toBeInstanceOf(NotFoundError);
    });

    it.each(INHERITED.filter((name) => PROFILE_NAME.test(name)))('a profile may still be called %s, and it holds its own settings', async (name) => {
      const run = session();
      await runProfileAdd({ name }, run({ globals: { apiUrl: 'https://shop.example.com', siteId: 's1' } }).ctx);
      expect(await run({ globals: { profile: name } }).ctx.settings()).toMatchObject({ profile: name, apiUrl: 'https://shop.example.com', siteId: 's1' });
      expect((await profiles(run)).map((p) => p.name)).toEqual(['sandbox', name]);
      await runProfileRemove({ name }, run({ globals: { yes: true } }).ctx);
      expect((await profiles(run)).map((p) => p.name)).toEqual(['sandbox']);
    });
  });
});
