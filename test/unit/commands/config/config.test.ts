import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { runConfigGet } from '../../../../src/commands/config/get.js';
import { runConfigList } from '../../../../src/commands/config/list.js';
import { runConfigSet } from '../../../../src/commands/config/set.js';
import { runConfigUnset } from '../../../../src/commands/config/unset.js';
import { runProfileAdd } from '../../../../src/commands/profile/add.js';
import { configDir, configFile } from '../../../../src/config/paths.js';
import { harness, tempHome } from '../support/harness.js';

const SECRET = 'sk_test_0123456789abcdef';

/** Every run shares one HOME (like successive CLI invocations). */
function session() {
  const env = tempHome();
  return (options: { globals?: Record<string, unknown>; stdin?: string; tty?: boolean } = {}) => harness({ env, ...options });
}

describe('store config', () => {
  it('refuses to change the built-in sandbox profile', async () => {
    const run = session();
    await expect(runConfigSet({ key: 'site-id', value: 'x' }, run().ctx)).rejects.toThrow(/built-in "sandbox" profile/);
  });

  it('sets, gets and unsets keys of a profile, in a 0600 file in a 0700 directory', async () => {
    const run = session();
    await runProfileAdd({ name: 'prod' }, run().ctx);
    await runConfigSet({ key: 'api-url', value: 'https://example.com/' }, run({ globals: { profile: 'prod' } }).ctx);
    await runConfigSet({ key: 'site-id', value: 'site-1' }, run({ globals: { profile: 'prod' } }).ctx);
    await runConfigSet({ key: 'sandbox', value: 'false' }, run({ globals: { profile: 'prod' } }).ctx);

    const get = run({ globals: { profile: 'prod' } });
    await runConfigGet({ key: 'api-url' }, get.ctx);
    expect(get.io.stdoutText()).toBe('https://example.com\n');

    const env = get.env;
    expect(statSync(configFile(env)).mode & 0o777).toBe(0o600);
    expect(statSync(configDir(env)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(configFile(env), 'utf8')).profiles.prod).toEqual({ apiUrl: 'https://example.com', siteId: 'site-1', sandbox: false });

    await runConfigUnset({ key: 'site-id' }, run({ globals: { profile: 'prod' } }).ctx);
    const json = run({ globals: { profile: 'prod', json: true } });
    await runConfigGet({ key: 'site-id' }, json.ctx);
    expect(json.json()).toEqual({ profile: 'prod', key: 'site-id', value: null });
  });

  it('never takes a secret from argv (exit 2), reads it from a pipe, and masks it everywhere', async () => {
    const run = session();
    await runProfileAdd({ name: 'prod' }, run().ctx);
    const onArgv = runConfigSet({ key: 'api-key', value: SECRET }, run({ globals: { profile: 'prod' } }).ctx);
    await expect(onArgv).rejects.toBeInstanceOf(UsageError);
    await expect(onArgv).rejects.toThrow(/never taken from the command line.*printf %s/);

    const piped = run({ globals: { profile: 'prod' }, stdin: `${SECRET}\n` });
    await runConfigSet({ key: 'api-key' }, piped.ctx);
    expect(piped.io.stdoutText()).not.toContain(SECRET);
    expect(JSON.parse(readFileSync(configFile(piped.env), 'utf8')).profiles.prod.apiKey).toBe(SECRET);

    const list = run({ globals: { profile: 'prod' } });
    await runConfigList(list.ctx);
    expect(list.io.stdoutText()).toContain('api-key\t••••cdef');
    expect(list.io.stdoutText()).not.toContain(SECRET);

    const json = run({ globals: { profile: 'prod', json: true } });
    await runConfigList(json.ctx);
    expect(json.json().values['api-key']).toBe('••••cdef');
    const get = run({ globals: { profile: 'prod' } });
    await runConfigGet({ key: 'api-key' }, get.ctx);
    expect(get.io.stdoutText()).toBe('••••cdef\n');
  });

  it('asks for a secret on a terminal only when prompting is possible, naming the pipe otherwise', async () => {
    const run = session();
    await runProfileAdd({ name: 'prod' }, run().ctx);
    const noInput = run({ globals: { profile: 'prod', input: false }, tty: true });
    await expect(runConfigSet({ key: 'api-key' }, noInput.ctx)).rejects.toThrow(/printf %s/);
  });

  it('rejects unknown keys, bad values and unknown profiles', async () => {
    const run = session();
    await runProfileAdd({ name: 'prod' }, run().ctx);
    const p = { globals: { profile: 'prod' } };
    await expect(runConfigSet({ key: 'colour', value: 'x' }, run(p).ctx)).rejects.toThrow(/unknown config key/);
    await expect(runConfigSet({ key: 'api-url', value: 'http://example.com' }, run(p).ctx)).rejects.toThrow(/loopback/);
    await expect(runConfigSet({ key: 'sandbox', value: 'maybe' }, run(p).ctx)).rejects.toBeInstanceOf(UsageError);
    await expect(runConfigSet({ key: 'site-id' }, run(p).ctx)).rejects.toThrow(/missing value/);
    await expect(runConfigGet({ key: 'site-id' }, run({ globals: { profile: 'nope' } }).ctx)).rejects.toBeInstanceOf(UsageError);
  });
});
