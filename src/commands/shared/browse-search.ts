// How the browse screens turn what is typed after `/` (and the --filter/--sort flags) into a platform query.
import { parseFilter, parseSorts } from './query-flags.js';
import type { PlatformQuery } from '../../wire/api/query.js';
import type { QueryFields } from '../../wire/api/catalog-v1/query-fields.js';
import type { SortChoice } from '../../ui/browse-query.js';

type Filter = NonNullable<PlatformQuery['filter']>;

/** Name or slug starting with the text (`$startsWith` is case-insensitive on the platform). */
export function searchFilter(text: string, fields: readonly string[]): Filter | undefined {
  if (!text) return undefined;
  const conditions = fields.map((field) => ({ [field]: { $startsWith: text } }));
  return conditions.length === 1 ? conditions[0] : { $or: conditions };
}

/** Both filters must hold; either may be absent. */
export function bothFilters(a: Filter | undefined, b: Filter | undefined): Filter | undefined {
  if (!a || !b) return a ?? b;
  return { $and: [a, b] };
}

export interface BrowseFlags {
  filter?: string;
  sort?: string;
}

/** The flags' sort (if any) first, then the screen's own choices. */
export function sortChoices(flags: BrowseFlags, choices: readonly SortChoice[]): SortChoice[] {
  return flags.sort ? [{ label: flags.sort, sort: parseSorts(flags.sort) }, ...choices] : [...choices];
}

export function baseFilter(flags: BrowseFlags, declared: QueryFields): Filter | undefined {
  return flags.filter === undefined ? undefined : parseFilter(flags.filter, declared);
}
