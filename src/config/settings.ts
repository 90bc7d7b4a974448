// Where a command sends its calls (docs/product.md §2). First wins: flags → environment → the active profile in the config
// file → the built-in `sandbox` profile.
import { UsageError } from '../io/cli-errors.js';
import type { Env } from '../io/tty.js';
import { unknownProfileError, type ConfigStore } from './config-store.js';
import { defaultSandboxFile } from './paths.js';
import { isLoopbackUrl } from '../wire/api/hosts.js';
import { SANDBOX_PROFILE, parseApiUrl, parseCatalogSetting, parseRateLimit, type CatalogSetting, type ProfileSettings } from './profile-settings.js';

/** The platform's documented budget; the client never sends faster unless told otherwise. */
export const PLATFORM_RATE_LIMIT_PER_MINUTE = 200;

/**
 * The client-side limit a run's client keeps to, per minute (undefined: none): the resolved setting, except in the
 * embedded sandbox, whose client is never limited (context/client-choice.ts).
 */
export function activeRateLimit(settings: Pick<Settings, 'mode' | 'rateLimitPerMinute'>): number | undefined {
  return settings.mode === 'sandbox' ? undefined : settings.rateLimitPerMinute;
}

export interface SettingFlags {
  profile?: string;
  apiUrl?: string;
  sandbox?: boolean;
  siteId?: string;
  clientId?: string;
  catalog?: string;
  /** `--timeout SECONDS`. */
  timeout?: string;
}

/** Where a setting in effect came from (`store status`, `store config list`). */
export type SettingSource = 'flag' | 'env' | 'profile' | 'default';

export type SourcedSetting = 'profile' | 'target' | 'siteId' | 'clientId' | 'apiKey' | 'rateLimit';

export interface Settings {
  profile: string;
  mode: 'sandbox' | 'remote';
  /** Remote mode only; undefined means the platform's own hosts (www + edge). */
  apiUrl?: string;
  siteId?: string;
  clientId?: string;
  /** The admin key: STORE_API_KEY, else the profile's stored secret. */
  apiKey?: string;
  /** The embedded sandbox's database. */
  dataFile: string;
  /**
   * Client-side request budget per minute; undefined = no limit. STORE_RATE_LIMIT or the profile's `rate-limit`
   * decide; otherwise 200 against the platform and none for the sandbox or a loopback URL.
   */
  rateLimitPerMinute?: number;
  /** The longest one request may take: --timeout, STORE_TIMEOUT, else DEFAULT_TIMEOUT_SECONDS (in ms). */
  timeoutMs: number;
  /**
   * For each setting, which layer decided it. `target` is the API URL and sandbox-or-not together (one layer decides
   * both); the profile's source is `profile` when it is the config file's active profile.
   */
  sources: Record<SourcedSetting, SettingSource>;
  /** --catalog, STORE_CATALOG, the profile's `catalog`, else `auto`; and which of them decided. */
  catalog: CatalogSetting;
  catalogSource: 'flag' | 'env' | 'profile' | 'default';
}

/** Seconds a request may take unless --timeout or STORE_TIMEOUT says otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/** --timeout, else STORE_TIMEOUT, else the default; a positive number of seconds (0.5 is fine). */
function resolveTimeoutMs(flags: SettingFlags, env: Env): number {
  const [value, name] = nonEmpty(flags.timeout) ? [flags.timeout!, '--timeout'] : nonEmpty(env.STORE_TIMEOUT) ? [env.STORE_TIMEOUT!, 'STORE_TIMEOUT'] : [undefined, ''];
  if (value === undefined) return DEFAULT_TIMEOUT_SECONDS * 1000;
  const seconds = Number(value.trim().replace(/\s*s$/, ''));
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`${name} must be a number of seconds greater than 0, not "${value}"`, { hint: `e.g. ${name === '--timeout' ? '--timeout 60' : 'STORE_TIMEOUT=60'}` });
  }
  return Math.round(seconds * 1000);
}

/** The catalog setting: first of --catalog, STORE_CATALOG, the profile; `auto` when none says. */
function resolveCatalog(flags: SettingFlags, env: Env, stored: ProfileSettings): Pick<Settings, 'catalog' | 'catalogSource'> {
  if (nonEmpty(flags.catalog)) return { catalog: parseCatalogSetting(flags.catalog!, '--catalog'), catalogSource: 'flag' };
  if (nonEmpty(env.STORE_CATALOG)) return { catalog: parseCatalogSetting(env.STORE_CATALOG!, 'STORE_CATALOG'), catalogSource: 'env' };
  if (stored.catalog) return { catalog: stored.catalog, catalogSource: 'profile' };
  return { catalog: 'auto', catalogSource: 'default' };
}

/**
 * Which store the settings point at, as a journal key: the embedded sandbox's data file, else the API URL (the
 * platform's own when unset) and the site. Credentials are no part of it: another key on the same store is the
 * same store.
 */
export function storeIdentity(settings: Pick<Settings, 'mode' | 'apiUrl' | 'siteId' | 'dataFile'>): string {
  if (settings.mode === 'sandbox') return `sandbox ${settings.dataFile}`;
  return `${(settings.apiUrl ?? 'https://www.wixapis.com').replace(/\/+$/, '')} site ${settings.siteId ?? ''}`;
}

const isTrue = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes'].includes(value.toLowerCase());
const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

interface Layer {
  source: string;
  origin: SettingSource;
  sandbox?: boolean;
  apiUrl?: string;
  siteId?: string;
  clientId?: string;
  apiKey?: string;
}

/** Which profile is in force: --profile, STORE_PROFILE, the config file's active profile, else `sandbox`. */
export function selectProfileName(flags: Pick<SettingFlags, 'profile'>, env: Env, config: ConfigStore | undefined): string {
  return selectProfile(flags, env, config).name;
}

/** The profile in force and where that choice came from. */
export function selectProfile(flags: Pick<SettingFlags, 'profile'>, env: Env, config: ConfigStore | undefined): { name: string; source: SettingSource } {
  const flag = nonEmpty(flags.profile);
  if (flag) return { name: flag, source: 'flag' };
  const fromEnv = nonEmpty(env.STORE_PROFILE);
  if (fromEnv) return { name: fromEnv, source: 'env' };
  const active = config?.activeProfile();
  return active ? { name: active, source: 'profile' } : { name: SANDBOX_PROFILE, source: 'default' };
}

export async function resolveSettings(input: {
  flags: SettingFlags;
  env: Env;
  /** Reads the config file only when needed; undefined when there is none. */
  config: () => Promise<ConfigStore | undefined>;
}): Promise<Settings> {
  const { flags, env } = input;
  const config = await input.config();
  const { name: profile, source: profileSource } = selectProfile(flags, env, config);
  let stored: ProfileSettings = {};
  if (profile !== SANDBOX_PROFILE) {
    const found = config?.profile(profile);
    if (!found) throw unknownProfileError(profile, config);
    stored = found;
  }

  const layers: Layer[] = [
    { source: '--api-url', origin: 'flag', sandbox: flags.sandbox, apiUrl: nonEmpty(flags.apiUrl), siteId: nonEmpty(flags.siteId), clientId: nonEmpty(flags.clientId) },
    {
      source: 'STORE_API_URL',
      origin: 'env',
      sandbox: isTrue(env.STORE_SANDBOX) || undefined,
      apiUrl: nonEmpty(env.STORE_API_URL),
      siteId: nonEmpty(env.STORE_SITE_ID),
      clientId: nonEmpty(env.STORE_CLIENT_ID),
      apiKey: nonEmpty(env.STORE_API_KEY),
    },
    // The built-in profile is the default, not a setting anyone made.
    { source: `the api-url of profile "${profile}"`, origin: profile === SANDBOX_PROFILE ? 'default' : 'profile', ...stored, sandbox: profile === SANDBOX_PROFILE || stored.sandbox || undefined },
  ];
  const firstLayer = (key: keyof Layer) => layers.find((layer) => layer[key] !== undefined);
  const first = <K extends keyof Layer>(key: K) => firstLayer(key)?.[key];
  const originOf = (key: keyof Layer): SettingSource => firstLayer(key)?.origin ?? 'default';
  const deciding = layers.find((layer) => layer.sandbox || layer.apiUrl);
  // A profile of its own without an api-url means the real platform.
  const mode = deciding?.sandbox ? 'sandbox' : 'remote';

  const apiUrl = mode === 'remote' && deciding?.apiUrl ? parseApiUrl(deciding.apiUrl, deciding.source) : undefined;
  const rateLimitFromEnv = nonEmpty(env.STORE_RATE_LIMIT) !== undefined;
  const configured = rateLimitFromEnv ? parseRateLimit(env.STORE_RATE_LIMIT!, 'STORE_RATE_LIMIT') : stored.rateLimit;
  const unlimitedByDefault = mode === 'sandbox' || (apiUrl !== undefined && isLoopbackUrl(new URL(apiUrl)));
  const rateLimit = configured ?? (unlimitedByDefault ? 0 : PLATFORM_RATE_LIMIT_PER_MINUTE);
  return {
    profile,
    mode,
    apiUrl,
    rateLimitPerMinute: rateLimit > 0 ? rateLimit : undefined,
    timeoutMs: resolveTimeoutMs(flags, env),
    siteId: first('siteId') as string | undefined,
    clientId: first('clientId') as string | undefined,
    apiKey: first('apiKey') as string | undefined,
    dataFile: defaultSandboxFile(env),
    sources: {
      profile: profileSource,
      target: deciding?.origin ?? 'default',
      siteId: originOf('siteId'),
      clientId: originOf('clientId'),
      apiKey: originOf('apiKey'),
      rateLimit: rateLimitFromEnv ? 'env' : stored.rateLimit !== undefined ? 'profile' : 'default',
    },
    ...resolveCatalog(flags, env, stored),
  };
}
