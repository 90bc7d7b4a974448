// Which catalog version a store speaks, decided once per run (the one place): a forced `--catalog v1|v3` wins;
// `auto` uses what this profile and site answered before (catalog-version-memory.ts), else asks
// `GET /stores/v3/provision/version` and remembers the answer (not for the embedded sandbox). An answer that is
// neither V1 nor V3 stops the command (exit 1) and nothing is remembered. A store that answers 428
// FAILED_PRECONDITION (docs/wire/catalog-v3.md §1: the other version's endpoints) is asked again once
// (`recheckCatalogAfter`): when its version changed, the new answer is remembered and the command runs again — unless
// it read stdin (a piped file, a question's answer), which a second run would not get, or already sent a change to
// the store, which a second run would repeat: it then stops saying so.
import { ApiError, StoreError } from '../client/errors.js';
import type { StoreClient } from '../client/index.js';
import type { Clock } from '../client/types.js';
import type { IO } from '../io/io.js';
import type { Env } from '../io/tty.js';
import { CatalogVersionMemory, catalogVersionsFile, storeKeyOf } from './catalog-version-memory.js';
import type { Settings } from './settings.js';
import type { CatalogSetting } from './profile-settings.js';
import { CATALOG_VERSION_NAMES, WRONG_CATALOG_VERSION, type CatalogVersion } from '../wire/api/catalog-version.js';

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

const memoryOf = (deps: Pick<CatalogVersionDeps, 'env' | 'clock'>) => new CatalogVersionMemory(catalogVersionsFile(deps.env), () => deps.clock.now());
const askStore = async (deps: CatalogVersionDeps) => (await (await deps.client()).catalogV3.versioning.getCatalogVersion()).catalogVersion;

/** The version this run speaks to: the settings' `--catalog`, else the remembered answer, else the store's (asked once). */
export async function decideCatalogFor(resolved: Settings, deps: CatalogVersionDeps): Promise<CatalogVersionDecision> {
  // The embedded sandbox is asked every time: it is in-process (free to ask) and `sandbox reset --catalog` may
  // change its version, which a real site never does.
  const remembers = resolved.mode === 'remote';
  const memory = memoryOf(deps);
  const store = storeKeyOf(resolved);
  const decision = await decideCatalogVersion({
    setting: resolved.catalog,
    recall: async () => (remembers ? memory.recall(store) : undefined),
    ask: () => askStore(deps),
    remember: async (version) => (remembers ? memory.remember(store, version) : undefined),
  });
  if (deps.verbose) {
    deps.io.stderr.write(`catalog: ${decision.version.toUpperCase()} (${decision.how === 'forced' ? `set by ${resolved.catalogSource}` : decision.how})\n`);
  }
  return decision;
}

/** The store's 428 FAILED_PRECONDITION, found on the error or its causes: a call of a version the store does not speak. */
export function wrongCatalogVersionError(error: unknown): ApiError | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    if (at instanceof ApiError && at.status === WRONG_CATALOG_VERSION.status && at.code === WRONG_CATALOG_VERSION.code) return at;
  }
  return undefined;
}

/**
 * After a command failed: when the store refused a call as the other catalog version's (428) and, asked again, now
 * answers another version than this run used, the new answer is remembered (for a remote store), said on stderr and
 * `true` returned: the caller runs the command once more, on the new version. A version forced by a setting is
 * kept (the error gets a hint naming the setting); any other failure, or the same answer, returns `false`.
 */
/** What the failed run had done that a second run could not undo or get again. */
export interface RunSoFar {
  /** It read stdin (a piped file, a question's answer). */
  inputRead: boolean;
  /** It sent a request that may have changed the store (Transport.changesSent). */
  storeChanged: boolean;
}

export async function recheckCatalogAfter(error: unknown, used: CatalogVersionDecision, resolved: Settings, deps: CatalogVersionDeps, run: RunSoFar = { inputRead: false, storeChanged: false }): Promise<boolean> {
  const refused = wrongCatalogVersionError(error);
  if (!refused) return false;
  let now: CatalogVersion;
  try {
    now = versionFromAnswer(await askStore(deps));
  } catch {
    return false;
  }
  if (now === used.version) return false;
  const [was, is] = [CATALOG_VERSION_NAMES[used.version], CATALOG_VERSION_NAMES[now]];
  if (used.how === 'forced') {
    const source = { flag: '--catalog', env: 'STORE_CATALOG', profile: `the profile's catalog setting`, default: 'the default' }[resolved.catalogSource];
    refused.hint = `This store speaks ${is}, but ${source} says ${used.version}: pass --catalog ${now} (or auto, to ask the store).`;
    return false;
  }
  if (resolved.mode === 'remote') await memoryOf(deps).remember(storeKeyOf(resolved), now);
  // A run that read stdin (a piped file, a question's answer) would run again without it, and one that already sent
  // a write would repeat what it changed (a +10% applied twice): it ends here instead.
  const why = run.storeChanged
    ? 'it had already sent changes to the store, which a second run would make again: check what it changed first'
    : run.inputRead
      ? 'it had read its input (stdin or an answer), which a second run would not get'
      : undefined;
  if (why) {
    throw new StoreError(`the store now speaks ${is} (it was ${used.how === 'remembered' ? 'remembered' : 'detected'} as ${was}); the version is remembered — run the command again`, {
      hint: `It was not run again on its own: ${why}.`,
      cause: refused,
    });
  }
  deps.io.stderr.write(`The store answered a ${was} call with 428: it now speaks ${is} (it was ${used.how === 'remembered' ? 'remembered' : 'detected'} as ${was}). Running the command again on ${is}.\n`);
  return true;
}
