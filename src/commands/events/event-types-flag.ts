// `--type T,…`: event types by their platform name or short alias. A short name must be one this CLI knows (a
// typo would otherwise match nothing, silently); a dotted platform type it does not list is taken as given.
import { UsageError } from '../../io/cli-errors.js';
import { EVENT_TYPES, findEventType } from '../../wire/api/events/webhooks.js';

export const EVENT_TYPE_HELP = `event types, comma-separated: ${EVENT_TYPES.map((t) => t.alias).join(', ')} (or full platform types)`;

export function parseEventType(name: string, flag: string): string {
  const known = findEventType(name);
  if (known) return known.type;
  if (/^[\w-]+(\.[\w-]+)+$/.test(name.trim())) return name.trim();
  throw new UsageError(`${flag}: unknown event type "${name}"`, { hint: `Known types: ${EVENT_TYPES.map((t) => t.alias).join(', ')}.` });
}

export function parseEventTypes(text: string | undefined, flag = '--type'): string[] {
  if (text === undefined) return [];
  const names = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError(`${flag}: name at least one event type`);
  return [...new Set(names.map((name) => parseEventType(name, flag)))];
}
