// Which catalog version a store speaks, decided once per run (the one place): a forced `--catalog v1|v3` wins;
// `auto` uses what this profile and site answered before (catalog-version-memory.ts), else asks
// `GET /stores/v3/provision/version` and remembers the answer (not for the embedded sandbox). An answer that is
// neither V1 nor V3 stops the command (exit 1) and nothing is remembered.
import { StoreError } from '../client/errors.js';
import type { StoreClient } from '../client/index.js';
import type { Clock } from '../client/types.js';
import type { IO } from '../io/io.js';
import type { Env } from '../io/tty.js';
import { CatalogVersionMemory, catalogVersionsFile, storeKeyOf } from './catalog-version-memory.js';
import type { Settings } from './settings.js';
import type { CatalogSetting } from './profile-settings.js';
import type { CatalogVersion } from '../wire/api/catalog-version.js';

export interface CatalogVersionDecision {
  version: CatalogVersion;
  /** Why: forced by a setting, remembered from an earlier answer, or asked just now. */
  how: 'forced' | 'remembered' | 'detected';
}

export interface CatalogVersionSources {
  setting: CatalogSetting;
  recall(): Promise<CatalogVersion | undefined>;
  /** The store's raw `catalogVersion` answer. */
  ask(): Promise<string | undefined>;
  remember(version: CatalogVersion): Promise<void>;
}

/** The platform's answer → our version; anything else is an error naming what came back. */
export function versionFromAnswer(answer: string | undefined): CatalogVersion {
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

export interface CatalogVersionDeps {
  env: Env;
  clock: Clock;
  io: IO;
  verbose: boolean;
  /** The client that asks (`GET /stores/v3/provision/version`). */
  client(): Promise<StoreClient>;
}

/** The version this run speaks to: the settings' `--catalog`, else the remembered answer, else the store's (asked once). */
export async function decideCatalogFor(resolved: Settings, deps: CatalogVersionDeps): Promise<CatalogVersionDecision> {
  // The embedded sandbox is asked every time: it is in-process (free to ask) and `sandbox reset --catalog` may
  // change its version, which a real site never does.
  const remembers = resolved.mode === 'remote';
  const memory = new CatalogVersionMemory(catalogVersionsFile(deps.env), () => deps.clock.now());
  const store = storeKeyOf(resolved);
  const decision = await decideCatalogVersion({
    setting: resolved.catalog,
    recall: async () => (remembers ? memory.recall(store) : undefined),
    ask: async () => (await (await deps.client()).catalogV3.versioning.getCatalogVersion()).catalogVersion,
    remember: async (version) => (remembers ? memory.remember(store, version) : undefined),
  });
  if (deps.verbose) {
    deps.io.stderr.write(`catalog: ${decision.version.toUpperCase()} (${decision.how === 'forced' ? `set by ${resolved.catalogSource}` : decision.how})\n`);
  }
  return decision;
}
