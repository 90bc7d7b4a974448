// When a catalog version applies (SPEC §2): a forced `--catalog v1|v3` wins; `auto` uses what the store said
// before, else asks `GET /stores/v3/provision/version` and remembers the answer. An answer that is neither V1 nor
// V3 stops the command (exit 1) and nothing is remembered.
import { StoreError } from '../client/errors.js';
import type { CatalogSetting } from './profile-settings.js';
import type { KnownCatalogVersion } from './catalog-version-memory.js';

export interface CatalogVersionDecision {
  version: KnownCatalogVersion;
  /** Why: forced by a setting, remembered from an earlier answer, or asked just now. */
  how: 'forced' | 'remembered' | 'detected';
}

export interface CatalogVersionSources {
  setting: CatalogSetting;
  recall(): Promise<KnownCatalogVersion | undefined>;
  /** The store's raw `catalogVersion` answer. */
  ask(): Promise<string | undefined>;
  remember(version: KnownCatalogVersion): Promise<void>;
}

/** The platform's answer → our version; anything else is an error naming what came back. */
export function versionFromAnswer(answer: string | undefined): KnownCatalogVersion {
  if (answer === 'V1_CATALOG') return 'v1';
  if (answer === 'V3_CATALOG') return 'v3';
  if (answer === 'STORES_NOT_INSTALLED') {
    throw new StoreError('The Stores app is not installed on this site, so it has no catalog.', {
      hint: 'Install Wix Stores on the site (or check --site-id / STORE_SITE_ID points at the right site).',
    });
  }
  throw new StoreError(`The store answered an unknown catalog version (${answer === undefined ? 'nothing' : JSON.stringify(answer)}).`, {
    hint: 'Pass --catalog v1 or --catalog v3 (or set STORE_CATALOG) to say which catalog the store runs.',
  });
}

export async function decideCatalogVersion(sources: CatalogVersionSources): Promise<CatalogVersionDecision> {
  if (sources.setting !== 'auto') return { version: sources.setting, how: 'forced' };
  const remembered = await sources.recall();
  if (remembered) return { version: remembered, how: 'remembered' };
  const version = versionFromAnswer(await sources.ask());
  await sources.remember(version);
  return { version, how: 'detected' };
}
