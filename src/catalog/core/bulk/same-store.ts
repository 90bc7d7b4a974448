// A backup holds one store's values: restoring them onto another store (another site behind the same API, another
// host, another sandbox) overwrites its values with someone else's. That takes `--other-site`, never `--yes` alone;
// the refusal comes before anything is sent.
import { UsageError } from '../../../io/cli-errors.js';
import { oneLine } from '../../../io/terminal-text.js';
import type { BackupMeta } from './engine.js';

const describeStoreOf = (store: BackupMeta['store']) =>
  oneLine(`${store.apiUrl ?? 'an unknown store'}${store.siteId ? `, site ${store.siteId}` : store.apiUrl?.startsWith('sandbox:') ? '' : ', no site id'}`);

/** Refuses an undo of `file` (made against `saved`) onto another `store` without `otherSite`; with it, the warning to print. */
export function checkSameStore(file: string, saved: BackupMeta['store'], store: BackupMeta['store'], otherSite: boolean | undefined): string | undefined {
  if (JSON.stringify(store) === JSON.stringify(saved)) return undefined;
  const which = `${file} was made against ${describeStoreOf(saved)}; this command acts on ${describeStoreOf(store)}`;
  if (!otherSite) {
    throw new UsageError(which, {
      hint: 'Point the command at the store the backup came from (its profile, or --api-url/--site-id), or pass --other-site to restore these values onto this store.',
    });
  }
  return `${which} (--other-site)`;
}
