// Which store a command acts on, said the same way everywhere: `store status`, every confirmation and every bulk
// preview name it, so nobody changes production believing it is the sandbox (or the other way round).
import { DEFAULT_API_URL } from '../wire/api/hosts.js';
import type { Settings } from './settings.js';

export interface StoreTarget {
  profile: string;
  sandbox: boolean;
  /** The API base URL in effect (the platform's default when none is set); null for the embedded sandbox. */
  apiUrl: string | null;
  siteId: string | null;
}

export function storeTarget(settings: Settings): StoreTarget {
  const sandbox = settings.mode === 'sandbox';
  return {
    profile: settings.profile,
    sandbox,
    apiUrl: sandbox ? null : (settings.apiUrl ?? DEFAULT_API_URL),
    siteId: settings.siteId ?? null,
  };
}

/** One line: `profile "prod", site 3f1c…, API www.wixapis.com`, or the embedded sandbox and its data file. */
export function describeStore(settings: Settings): string {
  const target = storeTarget(settings);
  if (target.sandbox) return `the local sandbox (profile "${target.profile}", data ${settings.dataFile})`;
  const host = new URL(target.apiUrl!).host;
  return `profile "${target.profile}", site ${target.siteId ?? '(none set)'}, API ${host}`;
}
