// What a browse screen asks its data source for: the search text and the chosen sort, plus a page.

export interface SortChoice {
  /** How the header names it, e.g. "price ↓". */
  label: string;
  /** Field names as the store's catalog version names them (the data source picks them). */
  sort: Array<{ fieldName: string; order?: 'ASC' | 'DESC' }>;
}

export interface BrowseQuery {
  search: string;
  sort: SortChoice;
}
