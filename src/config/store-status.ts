// What `store status` reports (docs/product.md §2): the store a command would act on, which credentials are there (never
// their values), the member/visitor session, and for each setting where it came from. Pure: the command reads the
// settings and the token file and hands them in.
import type { SettingSource, Settings } from './settings.js';
import { storeTarget } from './store-target.js';
import type { CatalogVersion } from '../wire/api/catalog-version.js';

export type SessionRole = 'none' | 'visitor' | 'member';
/** Who catalog reads go out as (context/reader.ts decides). */
export type Reader = 'admin key' | 'member' | 'visitor' | 'none';

export interface StoreStatus {
  profile: string;
  sandbox: boolean;
  /** null for the embedded sandbox (it listens on a port of its own each run). */
  apiUrl: string | null;
  siteId: string | null;
  clientId: string | null;
  /** The embedded sandbox's data file; null for a remote store. */
  dataFile: string | null;
  rateLimitPerMinute: number | null;
  /** Present or not: values are never shown. */
  credentials: { apiKey: boolean; clientId: boolean };
  session: { role: SessionRole; expiresAt: string | null };
  /** Who catalog reads go out as: the admin key (hidden products and merchant data included), else a member or visitor. */
  reads: Reader;
  /**
   * The catalog setting (auto, v1 or v3). `auto` is decided by asking the store on the first catalog command;
   * status itself sends no request, so it reports the setting, not a detected version.
   */
  catalog: string;
  /**
   * The version in use when it is known without a request: the setting when forced, else what this profile and site
   * answered before (remembered by the first catalog command). null when not known yet, and for the embedded
   * sandbox, which is asked on every run (`store sandbox info` shows its version).
   */
  catalogVersion: CatalogVersion | null;
  sources: Record<'profile' | 'apiUrl' | 'sandbox' | 'siteId' | 'clientId' | 'apiKey' | 'rateLimit' | 'catalog', SettingSource>;
}

export function storeStatus(settings: Settings, session: StoreStatus['session'], reads: Reader, rememberedVersion?: CatalogVersion): StoreStatus {
  const target = storeTarget(settings);
  const { sources } = settings;
  return {
    profile: target.profile,
    sandbox: target.sandbox,
    apiUrl: target.apiUrl,
    siteId: target.siteId,
    clientId: settings.clientId ?? null,
    dataFile: target.sandbox ? settings.dataFile : null,
    rateLimitPerMinute: settings.rateLimitPerMinute ?? null,
    credentials: { apiKey: settings.apiKey !== undefined, clientId: settings.clientId !== undefined },
    catalog: settings.catalog,
    catalogVersion: settings.catalog !== 'auto' ? settings.catalog : (rememberedVersion ?? null),
    session,
    reads,
    sources: {
      profile: sources.profile,
      apiUrl: sources.target,
      sandbox: sources.target,
      siteId: sources.siteId,
      clientId: sources.clientId,
      apiKey: sources.apiKey,
      rateLimit: sources.rateLimit,
      catalog: settings.catalogSource,
    },
  };
}

const from = (source: SettingSource) => `(${source})`;

function catalogText(status: StoreStatus): string {
  if (status.catalog !== 'auto') return status.catalog.toUpperCase();
  if (status.catalogVersion) return `${status.catalogVersion.toUpperCase()} (auto: what the store answered before)`;
  return status.sandbox ? 'auto (the sandbox is asked on each run; see `store sandbox info`)' : 'auto (asked of the store on first use)';
}

function readsText(reader: Reader): string {
  if (reader === 'admin key') return 'the admin key (hidden products and merchant data included)';
  if (reader === 'none') return 'nobody: reads need STORE_API_KEY, or STORE_CLIENT_ID for visitor access';
  return `a ${reader} (no admin API key: hidden products and merchant data are not shown)`;
}

/** The human view: one `label  value (source)` line per setting. */
export function statusView(status: StoreStatus): Array<[string, string]> {
  const { sources } = status;
  const target = status.sandbox ? `embedded sandbox, data ${status.dataFile}` : status.apiUrl!;
  const session = status.session.role === 'none' ? 'none (`store login` to log in)' : status.session.role;
  return [
    ['profile', `${status.profile} ${from(sources.profile)}`],
    ['store', `${target} ${from(sources.apiUrl)}`],
    ['site id', `${status.siteId ?? '—'} ${from(sources.siteId)}`],
    ['admin key', `${status.credentials.apiKey ? 'set' : 'not set'} ${from(sources.apiKey)}`],
    ['client id', `${status.clientId ?? '—'} ${from(sources.clientId)}`],
    ['rate limit', `${status.rateLimitPerMinute === null ? 'none' : `${status.rateLimitPerMinute}/min`} ${from(sources.rateLimit)}`],
    ['catalog', `${catalogText(status)} ${from(sources.catalog)}`],
    ['session', session],
    ['reads as', readsText(status.reads)],
  ];
}
