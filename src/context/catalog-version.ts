// Which catalog version this run speaks to (SPEC §2): the settings' `--catalog`, else what this profile and site
// answered before, else the store is asked once (and the answer remembered, except for the embedded sandbox).
import type { StoreClient } from '../client/index.js';
import type { Clock } from '../client/types.js';
import type { CatalogVersionDecision } from '../config/store-catalog-version.js';
import type { Settings } from '../config/settings.js';
import type { IO } from '../io/io.js';
import type { Env } from '../io/tty.js';

export interface CatalogVersionDeps {
  env: Env;
  clock: Clock;
  io: IO;
  verbose: boolean;
  /** The client that asks (`GET /stores/v3/provision/version`). */
  client(): Promise<StoreClient>;
}

export async function decideCatalogFor(resolved: Settings, deps: CatalogVersionDeps): Promise<CatalogVersionDecision> {
  const [{ decideCatalogVersion }, { CatalogVersionMemory, catalogVersionsFile, storeKeyOf }] = await Promise.all([
    import('../config/store-catalog-version.js'),
    import('../config/catalog-version-memory.js'),
  ]);
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
