// Whose visitor/member session a command uses: the profile, the store (the embedded sandbox's data file, else the
// API URL and site) and the OAuth client. Tokens, and a login waiting for its code, are kept per owner, so
// `STORE_API_URL=<another host> store cart show` after `store login` starts a new visitor session there instead of
// sending the first store's access or refresh token (the same rule as the import journal: config/settings.ts
// storeIdentity).
import { FileTokenStore } from '../auth/token-store.js';
import { PendingLoginStore } from '../auth/pending-login.js';
import { legacyTokenFile, pendingLoginFile, tokenFile } from '../config/paths.js';
import { storeIdentity, type Settings } from '../config/settings.js';
import type { Env } from '../io/tty.js';

type Owned = Pick<Settings, 'profile' | 'mode' | 'apiUrl' | 'siteId' | 'clientId' | 'dataFile' | 'sources'>;

/** The owner as one string. In sandbox mode the client is the sandbox's own, fixed by its data file. */
export function sessionOwner(settings: Owned): string {
  return JSON.stringify([settings.profile, storeIdentity(settings), settings.mode === 'sandbox' ? null : (settings.clientId ?? null)]);
}

/**
 * Tokens of the old layout (one file per profile) are taken over only where that file could only have come from:
 * the profile's own settings, with no flag or environment variable choosing another host, site or client.
 */
function mayAdoptLegacy(settings: Owned): boolean {
  const { target, siteId, clientId } = settings.sources;
  return [target, siteId, clientId].every((source) => source === 'profile' || source === 'default');
}

export function sessionTokenStore(env: Env, settings: Owned): FileTokenStore {
  return new FileTokenStore(tokenFile(env, sessionOwner(settings)), {
    owner: sessionOwner(settings),
    adoptFrom: mayAdoptLegacy(settings) ? legacyTokenFile(env, settings.profile) : undefined,
  });
}

export function pendingLoginStore(env: Env, settings: Owned): PendingLoginStore {
  return new PendingLoginStore(pendingLoginFile(env, sessionOwner(settings)));
}
