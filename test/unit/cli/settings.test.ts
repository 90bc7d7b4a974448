import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/io/cli-errors.js';
import type { ConfigStore } from '../../../src/config/config-store.js';
import type { ProfileSettings } from '../../../src/config/profile-settings.js';
import { resolveSettings, type SettingFlags } from '../../../src/config/settings.js';

/** An in-memory stand-in for the config file (the real one is covered by the config command tests). */
function configWith(profiles: Record<string, ProfileSettings>, active?: string): ConfigStore {
  let current = active;
  return {
    path: '/dev/null',
    activeProfile: () => current,
    setActiveProfile: (name) => void (current = name),
    profiles: () => profiles,
    profile: (name) => profiles[name],
    saveProfile: (name, settings) => void (profiles[name] = settings),
    removeProfile: (name) => void delete profiles[name],
  };
}

const HOME = { HOME: '/home/u', XDG_DATA_HOME: '/data' };
const PROFILES = {
  prod: { apiUrl: 'https://prod.example.com', siteId: 'site-prod', clientId: 'client-prod', apiKey: 'key-prod' },
  dev: { apiUrl: 'http://127.0.0.1:4010', siteId: 'site-dev' },
  local: { sandbox: true },
  bare: {},
};

async function resolve(flags: SettingFlags, env: Record<string, string>, active?: string) {
  return resolveSettings({ flags, env: { ...HOME, ...env }, config: async () => configWith(structuredClone(PROFILES), active) });
}

describe('settings resolution: flags → env → active profile → built-in sandbox', () => {
  it.each<[string, SettingFlags, Record<string, string>, string | undefined, Record<string, unknown>]>([
    ['nothing set: the embedded sandbox', {}, {}, undefined, { profile: 'sandbox', mode: 'sandbox', apiUrl: undefined, dataFile: '/data/store/sandbox.db' }],
    ['active profile', {}, {}, 'prod', { profile: 'prod', mode: 'remote', apiUrl: 'https://prod.example.com', siteId: 'site-prod', clientId: 'client-prod', apiKey: 'key-prod' }],
    ['env beats the profile', {}, { STORE_API_URL: 'https://env.example.com', STORE_SITE_ID: 'site-env', STORE_API_KEY: 'key-env' }, 'prod', { profile: 'prod', apiUrl: 'https://env.example.com', siteId: 'site-env', clientId: 'client-prod', apiKey: 'key-env' }],
    ['flags beat env', { apiUrl: 'https://flag.example.com', siteId: 'site-flag', clientId: 'client-flag' }, { STORE_API_URL: 'https://env.example.com', STORE_SITE_ID: 'site-env', STORE_CLIENT_ID: 'client-env' }, 'prod', { apiUrl: 'https://flag.example.com', siteId: 'site-flag', clientId: 'client-flag' }],
    ['STORE_PROFILE beats the active profile', {}, { STORE_PROFILE: 'dev' }, 'prod', { profile: 'dev', mode: 'remote', apiUrl: 'http://127.0.0.1:4010', apiKey: undefined }],
    ['--profile beats STORE_PROFILE', { profile: 'prod' }, { STORE_PROFILE: 'dev' }, undefined, { profile: 'prod', apiUrl: 'https://prod.example.com' }],
    ['--sandbox beats an api-url from env and profile', { sandbox: true }, { STORE_API_URL: 'https://env.example.com' }, 'prod', { mode: 'sandbox', apiUrl: undefined }],
    ['STORE_SANDBOX=1 beats the profile', {}, { STORE_SANDBOX: '1' }, 'prod', { mode: 'sandbox' }],
    ['--api-url beats STORE_SANDBOX=1', { apiUrl: 'https://flag.example.com' }, { STORE_SANDBOX: '1' }, undefined, { mode: 'remote', apiUrl: 'https://flag.example.com' }],
    ['STORE_API_URL beats the built-in sandbox', {}, { STORE_API_URL: 'https://env.example.com/' }, undefined, { profile: 'sandbox', mode: 'remote', apiUrl: 'https://env.example.com' }],
    ['a profile marked sandbox', {}, {}, 'local', { profile: 'local', mode: 'sandbox' }],
    ['a profile without api-url means the real platform', {}, {}, 'bare', { profile: 'bare', mode: 'remote', apiUrl: undefined }],
    ['the key only ever comes from env or the profile', {}, { STORE_API_KEY: 'key-env' }, undefined, { mode: 'sandbox', apiKey: 'key-env' }],
  ])('%s', async (_name, flags, env, active, expected) => {
    expect(await resolve(flags, env, active)).toMatchObject(expected);
  });

  it('rejects a plain-http api-url that is not loopback, naming where it came from', async () => {
    await expect(resolve({ apiUrl: 'http://example.com' }, {}, undefined)).rejects.toThrow(/--api-url.*loopback/);
    await expect(resolve({}, { STORE_API_URL: 'http://example.com' }, undefined)).rejects.toThrow(/STORE_API_URL/);
    await expect(resolve({}, { STORE_API_URL: 'not a url' }, undefined)).rejects.toBeInstanceOf(UsageError);
  });

  it('rejects an unknown profile', async () => {
    await expect(resolve({ profile: 'nope' }, {}, undefined)).rejects.toThrow(/no profile named "nope"/);
  });

  it('works without any config file', async () => {
    const settings = await resolveSettings({ flags: {}, env: HOME, config: async () => undefined });
    expect(settings).toMatchObject({ profile: 'sandbox', mode: 'sandbox' });
  });
});

describe('client-side rate limit', () => {
  it.each<[string, SettingFlags, Record<string, string>, string | undefined, number | undefined]>([
    ['the real platform: 200/min by default', {}, {}, 'prod', 200],
    ['a loopback URL (a served sandbox): none', {}, {}, 'dev', undefined],
    ['the embedded sandbox: none', {}, {}, undefined, undefined],
    ['STORE_RATE_LIMIT sets it', {}, { STORE_RATE_LIMIT: '60' }, 'prod', 60],
    ['STORE_RATE_LIMIT=0 turns it off', {}, { STORE_RATE_LIMIT: '0' }, 'prod', undefined],
    ['STORE_RATE_LIMIT applies to loopback too', {}, { STORE_RATE_LIMIT: '120/min' }, 'dev', 120],
  ])('%s', async (_label, flags, env, active, expected) => {
    expect((await resolve(flags, env, active)).rateLimitPerMinute).toBe(expected);
  });

  it('rejects a rate limit that is not a whole number', async () => {
    await expect(resolve({}, { STORE_RATE_LIMIT: 'fast' }, 'prod')).rejects.toThrow(UsageError);
  });
});

describe('request timeout (issue #29 item 2)', () => {
  it.each<[string, SettingFlags, Record<string, string>, number]>([
    ['30 s by default', {}, {}, 30_000],
    ['STORE_TIMEOUT sets it', {}, { STORE_TIMEOUT: '90' }, 90_000],
    ['--timeout beats STORE_TIMEOUT', { timeout: '2.5' }, { STORE_TIMEOUT: '90' }, 2_500],
    ['a trailing "s" is fine', { timeout: '45s' }, {}, 45_000],
  ])('%s', async (_label, flags, env, expected) => {
    expect((await resolve(flags, env, 'prod')).timeoutMs).toBe(expected);
  });

  it.each<[SettingFlags, Record<string, string>, string]>([
    [{ timeout: '0' }, {}, '--timeout must be a number of seconds greater than 0, not "0"'],
    [{}, { STORE_TIMEOUT: 'soon' }, 'STORE_TIMEOUT must be a number of seconds greater than 0, not "soon"'],
  ])('refuses %j %j, naming where it came from', async (flags, env, message) => {
    await expect(resolve(flags, env, 'prod')).rejects.toThrow(message);
  });
});
