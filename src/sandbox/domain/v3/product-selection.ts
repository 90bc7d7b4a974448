// Which products a by-filter call (or a count) acts on: the Search Products filter plus its free-text part, over
// every product (admin calls: hidden ones included). An empty filter selects the whole catalog.
import type { Filter } from '../../../wire/api/catalog-v3/paging.js';
import { filterViews, matchesText, type QueryFields } from './cursor-query.js';
import { SEARCH_FIELD_PATHS, SEARCH_PRODUCTS_FIELDS } from '../../../wire/api/catalog-v3/query-fields.js';
import type { CatalogEnv } from './product-service.js';
import { productViews } from './product-views.js';
import type { StoredProductV3 } from './product-state.js';

export interface TextSearch {
  expression?: string | null;
  fields?: string[];
  mode?: 'OR' | 'AND';
}

export function selectProducts(
  env: CatalogEnv,
  filter: Filter | null | undefined,
  text: TextSearch | undefined,
  includeHidden: boolean,
  spec: QueryFields = SEARCH_PRODUCTS_FIELDS,
  alsoRead: readonly string[] = [],
): Array<{ item: StoredProductV3; view: unknown }> {
  let entries = filterViews(productViews(env, filter, includeHidden, alsoRead), filter, spec);
  if (text?.expression) {
    const fields = (text.fields?.length ? text.fields : SEARCH_PRODUCTS_FIELDS.searchable!).map((f) => SEARCH_FIELD_PATHS[f] ?? f);
    entries = entries.filter((e) => matchesText(e.view, text.expression, fields, text.mode));
  }
  return entries;
}
