// `--type T,…` and `trigger TYPE`: event types by their platform name or short name. A short name stands for every
// catalog version's type of that name (`product_created`: V1's ProductCreated and V3's product_created), so one
// listener serves a store of either version. A short name must be one this CLI knows (a typo would otherwise match
// nothing, silently); a dotted platform type it does not list is taken as given.
import { UsageError } from '../../io/cli-errors.js';
import type { CatalogVersion } from '../../wire/api/catalog-version.js';
import { EVENT_NAMES, eventNotSentBy, eventTypesNamed } from '../../wire/api/events/webhooks.js';

export const EVENT_TYPE_HELP = `event types, comma-separated: ${EVENT_NAMES.join(', ')} (- or _; or full platform types)`;

const isPlatformType = (name: string) => /^[\w-]+(\.[\w-]+)+$/.test(name);

/** The name as the sandbox is to resolve it (a known short name stays short: the site's version picks the type). */
export function checkEventName(name: string, flag: string): string {
  const given = name.trim();
  if (eventTypesNamed(given).length > 0 || isPlatformType(given)) return given;
  throw new UsageError(`${flag}: unknown event type "${name}"`, { hint: `Known types: ${EVENT_NAMES.join(', ')}.` });
}

/** Every platform type the names stand for. */
export function parseEventTypes(text: string | undefined, flag = '--type'): string[] {
  if (text === undefined) return [];
  const names = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError(`${flag}: name at least one event type`);
  const types = names.flatMap((name) => {
    const known = eventTypesNamed(checkEventName(name, flag));
    return known.length > 0 ? known.map((info) => info.type) : [name];
  });
  return [...new Set(types)];
}

/**
 * Where the site's version is known (a sandbox): a name only the other version has would never arrive — on a real
 * store of that version, every event of the version's own type would be answered 400 — so it is refused, naming the
 * counterpart, as `trigger` does.
 */
export function refuseEventsNotSent(text: string | undefined, catalog: CatalogVersion, flag = '--type'): void {
  for (const name of text?.split(',').map((part) => part.trim()).filter(Boolean) ?? []) {
    const notSent = eventNotSentBy(name, catalog);
    if (notSent) throw new UsageError(`${flag}: ${notSent}`, { hint: 'A name both versions share (product_created, product_deleted, cart_…) serves a store of either.' });
  }
}
