// What a browse screen asks its data source for: the search text and the chosen sort, plus a page.
import type { Sort } from '../wire/api/query.js';

export interface SortChoice {
  /** How the header names it, e.g. "price ↓". */
  label: string;
  sort: Sort[];
}

export interface BrowseQuery {
  search: string;
  sort: SortChoice;
}
