// The config file (`$XDG_CONFIG_HOME/store/config.json`): profiles and which one is active. Backed by `conf`
// (atomic writes, file mode 0600), loaded lazily because conf pulls in a JSON-schema validator.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { UsageError } from '../io/cli-errors.js';
import type { Env } from '../io/tty.js';
import { configDir, configFile } from './paths.js';
import { SANDBOX_PROFILE, type ProfileSettings } from './profile-settings.js';

interface ConfigData {
  activeProfile?: string;
  profiles?: Record<string, ProfileSettings>;
}

export interface ConfigStore {
  readonly path: string;
  activeProfile(): string | undefined;
  setActiveProfile(name: string | undefined): void;
  profiles(): Record<string, ProfileSettings>;
  profile(name: string): ProfileSettings | undefined;
  saveProfile(name: string, settings: ProfileSettings): void;
  removeProfile(name: string): void;
}

/** Opens (and, on the first write, creates) the config file. The directory is kept at 0700. */
export async function openConfigStore(env: Env): Promise<ConfigStore> {
  const { default: Conf } = await import('conf');
  const dir = configDir(env);
  // Before conf touches it: the directory holds secrets, so it never exists with a wider mode.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const conf = new Conf<ConfigData>({
    projectName: 'store',
    projectSuffix: '',
    cwd: dir,
    configName: 'config',
    configFileMode: 0o600,
    accessPropertiesByDotNotation: false,
    clearInvalidConfig: false,
  });
  const write = (data: ConfigData) => {
    conf.store = data;
  };
  const profiles = () => ({ ...(conf.store.profiles ?? {}) });
  // Own properties only: `constructor`, `toString` or `__proto__` are names every object answers, not profiles.
  const profile = (name: string) => {
    const all = profiles();
    return Object.hasOwn(all, name) ? all[name] : undefined;
  };
  return {
    path: conf.path,
    activeProfile: () => conf.store.activeProfile,
    setActiveProfile(name) {
      const { activeProfile: _previous, ...rest } = conf.store;
      write(name === undefined ? rest : { ...rest, activeProfile: name });
    },
    profiles,
    profile,
    saveProfile(name, settings) {
      if (name === SANDBOX_PROFILE) {
        throw new UsageError('the built-in "sandbox" profile cannot be changed', {
          hint: 'Create your own with `store profile add NAME`.',
        });
      }
      const clean = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)) as ProfileSettings;
      // defineProperty, so even `__proto__` would stay a plain key rather than replace the object's prototype.
      const next = profiles();
      Object.defineProperty(next, name, { value: clean, enumerable: true, writable: true, configurable: true });
      write({ ...conf.store, profiles: next });
    },
    removeProfile(name) {
      const rest = profiles();
      if (Object.hasOwn(rest, name)) delete rest[name];
      const data = { ...conf.store, profiles: rest };
      if (data.activeProfile === name) delete data.activeProfile;
      write(data);
    },
  };
}

/** Only loads conf when there is a file to read: a fresh machine resolves settings without it. */
export async function openConfigStoreIfPresent(env: Env): Promise<ConfigStore | undefined> {
  return existsSync(configFile(env)) ? openConfigStore(env) : undefined;
}

/**
 * The one refusal for a profile name that is not in the config file (`--profile`, `STORE_PROFILE`, `config …`):
 * exit 2, naming the profiles there are.
 */
export function unknownProfileError(name: string, store: ConfigStore | undefined): UsageError {
  const names = [SANDBOX_PROFILE, ...Object.keys(store?.profiles() ?? {})];
  return new UsageError(`no profile named "${name}" (profiles: ${names.join(', ')})`, {
    hint: 'See `store profile list`, or create it with `store profile add NAME`.',
  });
}
