// The browse screens' --filter and --sort flags: the filter checked against the store's declared fields, the
// flag's sort first among the screen's own choices. What typed text matches is the catalog's (ListRequest.text).
import { parseFilter, parseSorts } from './query-flags.js';
import type { QueryFields } from '../../wire/api/query-fields.js';
import type { SortChoice } from '../../ui/browse-query.js';

export interface BrowseFlags {
  filter?: string;
  sort?: string;
}

/** The flags' sort (if any, its field names made the store's own by `storeFields`) first, then the screen's own choices. */
export function sortChoices(flags: BrowseFlags, choices: readonly SortChoice[], storeFields: (sorts: SortChoice['sort']) => SortChoice['sort'] = (sorts) => sorts): SortChoice[] {
  return flags.sort ? [{ label: flags.sort, sort: storeFields(parseSorts(flags.sort)) }, ...choices] : [...choices];
}

export function baseFilter(flags: BrowseFlags, declared: QueryFields | undefined): Record<string, unknown> | undefined {
  return flags.filter === undefined ? undefined : parseFilter(flags.filter, declared);
}
