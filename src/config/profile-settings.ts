// What a profile holds, and the `store config` keys that map onto it.
import { UsageError } from '../io/cli-errors.js';
import { checkApiUrl } from '../wire/api/hosts.js';
import { SHORT_CATALOG_VERSIONS } from '../wire/api/catalog-version.js';

/** The built-in profile: the embedded sandbox. It always exists and is never stored. */
export const SANDBOX_PROFILE = 'sandbox';

export interface ProfileSettings {
  apiUrl?: string;
  siteId?: string;
  clientId?: string;
  sandbox?: boolean;
  /** Requests per minute the client may send (0 = no limit). */
  rateLimit?: number;
  /** Secret: the admin API key, kept in the 0600 config file. */
  apiKey?: string;
  /** Which catalog API the store speaks: `auto` (ask the store once) or forced. */
  catalog?: CatalogSetting;
}

export const CATALOG_SETTINGS = ['auto', ...SHORT_CATALOG_VERSIONS] as const;
export type CatalogSetting = (typeof CATALOG_SETTINGS)[number];

export function parseCatalogSetting(value: string, name = 'catalog'): CatalogSetting {
  const normalised = value.trim().toLowerCase();
  if ((CATALOG_SETTINGS as readonly string[]).includes(normalised)) return normalised as CatalogSetting;
  throw new UsageError(`${name} must be auto, v1 or v3, not "${value}"`, { hint: 'auto asks the store which catalog it runs (GET /stores/v3/provision/version).' });
}

export interface ConfigKey {
  name: string;
  property: keyof ProfileSettings;
  secret: boolean;
  description: string;
  parse(value: string): ProfileSettings[keyof ProfileSettings];
}

function nonEmpty(name: string) {
  return (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) throw new UsageError(`${name} cannot be empty`);
    return trimmed;
  };
}

export function parseApiUrl(value: string, source = 'api-url'): string {
  const reason = checkApiUrl(value.trim());
  if (reason) throw new UsageError(`${source}: ${reason}`);
  return value.trim().replace(/\/+$/, '');
}

export function parseBoolean(value: string, name: string): boolean {
  const normalised = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
  if (['false', '0', 'no', 'off'].includes(normalised)) return false;
  throw new UsageError(`${name} must be true or false, not "${value}"`);
}

export function parseRateLimit(value: string, name = 'rate-limit'): number {
  const perMinute = Number(value.trim().replace(/\/min$/, ''));
  if (!Number.isInteger(perMinute) || perMinute < 0) throw new UsageError(`${name} must be a whole number of requests per minute (0 = no limit), not "${value}"`);
  return perMinute;
}

export const CONFIG_KEYS: readonly ConfigKey[] = [
  { name: 'api-url', property: 'apiUrl', secret: false, description: 'API base URL (default https://www.wixapis.com)', parse: (v) => parseApiUrl(v) },
  { name: 'site-id', property: 'siteId', secret: false, description: 'site id sent with the admin key', parse: nonEmpty('site-id') },
  { name: 'client-id', property: 'clientId', secret: false, description: 'OAuth app client id for visitor/member tokens', parse: nonEmpty('client-id') },
  { name: 'sandbox', property: 'sandbox', secret: false, description: 'use the embedded sandbox (true/false)', parse: (v) => parseBoolean(v, 'sandbox') },
  { name: 'rate-limit', property: 'rateLimit', secret: false, description: 'requests per minute (default 200 against the platform, none for loopback; 0 = none)', parse: (v) => parseRateLimit(v) },
  { name: 'catalog', property: 'catalog', secret: false, description: 'catalog API: auto (ask the store once), v1 or v3', parse: (v) => parseCatalogSetting(v) },
  { name: 'api-key', property: 'apiKey', secret: true, description: 'admin API key (read from stdin or a hidden prompt)', parse: nonEmpty('api-key') },
];

export function findConfigKey(name: string): ConfigKey {
  const key = CONFIG_KEYS.find((k) => k.name === name);
  if (!key) {
    throw new UsageError(`unknown config key "${name}"`, { hint: `Keys: ${CONFIG_KEYS.map((k) => k.name).join(', ')}.` });
  }
  return key;
}

export const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function checkProfileName(name: string): string {
  if (!PROFILE_NAME.test(name)) {
    throw new UsageError(`"${name}" is not a valid profile name`, { hint: 'Use letters, digits, "-" and "_" (at most 64).' });
  }
  return name;
}

/** `••••abcd`: enough to tell two keys apart, never enough to use one. */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••';
}
