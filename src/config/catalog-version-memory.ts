// What each store said about its catalog version, remembered in the data dir next to the token files, so
// `--catalog auto` asks a store once. Keyed by profile, API URL and site: two profiles, or two sites behind one
// key, never share an answer. V3 is final (a site never goes back to V1); a V1 answer is re-asked after a day,
// because the platform migrates V1 stores to V3. What changes a store's version through the CLI (a served sandbox's
// `sandbox reset --catalog`) rewrites the answer for every profile and site at that API URL (`rememberForApiUrl`).
import { join } from 'node:path';
import { readJsonFile, writePrivateJson } from '../io/private-file.js';
import type { Env } from '../io/tty.js';
import { dataDir } from './paths.js';
import { DEFAULT_API_URL } from '../wire/api/hosts.js';
import type { Settings } from './settings.js';
import { isCatalogVersion, type CatalogVersion } from '../wire/api/catalog-version.js';

interface Remembered {
  version: CatalogVersion;
  /** Epoch ms of the answer. */
  at: number;
}

/** How long a V1 answer is trusted before the store is asked again. */
export const V1_RECHECK_MS = 24 * 60 * 60 * 1000;

export function catalogVersionsFile(env: Env): string {
  return join(dataDir(env), 'catalog-versions.json');
}

export interface StoreKey {
  profile: string;
  apiUrl: string;
  siteId?: string;
}

/** The key a store's answer is remembered under. */
export const storeKeyOf = (settings: Pick<Settings, 'profile' | 'apiUrl' | 'siteId'>): StoreKey => ({
  profile: settings.profile,
  apiUrl: settings.apiUrl ?? DEFAULT_API_URL,
  siteId: settings.siteId,
});

const keyOf = (store: StoreKey) => `${store.profile}|${store.apiUrl}|${store.siteId ?? ''}`;

export class CatalogVersionMemory {
  constructor(
    private readonly file: string,
    private readonly now: () => number,
  ) {}

  private async all(): Promise<Record<string, Remembered>> {
    const parsed = await readJsonFile(this.file);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Remembered>) : {};
  }

  /** The remembered version, unless it is a V1 answer older than a day. */
  async recall(store: StoreKey): Promise<CatalogVersion | undefined> {
    const found = (await this.all())[keyOf(store)];
    if (!found || !isCatalogVersion(found.version)) return undefined;
    if (found.version === 'v1' && this.now() - found.at > V1_RECHECK_MS) return undefined;
    return found.version;
  }

  async remember(store: StoreKey, version: CatalogVersion): Promise<void> {
    const all = await this.all();
    all[keyOf(store)] = { version, at: this.now() };
    await writePrivateJson(this.file, all);
  }

  /**
   * The store at `store.apiUrl` now speaks `version` (a sandbox reset changed it): `store`'s answer and every other
   * answer remembered for that API URL (other profiles, other site ids of the same sandbox) become `version`.
   */
  async rememberForApiUrl(store: StoreKey, version: CatalogVersion): Promise<void> {
    const all = await this.all();
    const at = this.now();
    const sameUrl = `|${store.apiUrl}|`;
    for (const key of Object.keys(all)) if (key.includes(sameUrl)) all[key] = { version, at };
    all[keyOf(store)] = { version, at };
    await writePrivateJson(this.file, all);
  }
}
