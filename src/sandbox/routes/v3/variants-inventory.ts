// Read-only variants (query/search, ≤ 1,000 per page; docs/wire/catalog-v3.md §4). Inventory items are
// inventory-items.ts, their moves inventory-moves.ts, their by-filter jobs inventory-jobs.ts, locations locations.ts.
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import type { Filter } from '../../../wire/api/catalog-v3/paging.js';
import { QueryVariantsRequestSchema, SearchVariantsRequestSchema } from '../../../wire/api/catalog-v3/requests.js';
import { requireReader } from '../../auth.js';
import { mayReadMerchantData, seesHidden } from '../../domain/read-policy.js';
import type { RequestContext } from '../../context.js';
import { readTransaction } from '../../db.js';
import { checkSortable, cursorPage, cursorPageOfSlice, filterViews, matchesText, numericView, resolveCursor, sortViews, type CursorState, type QueryFields } from '../../domain/v3/cursor-query.js';
import { QUERY_VARIANTS_FIELDS, renderReadOnlyVariant, rowLookups, SEARCH_VARIANTS_FIELDS, variantRows, variantRowsPage, type VariantRow } from '../../domain/v3/read-only-variants.js';
import type { Router } from '../../router.js';
import { readRequest } from './payload.js';
import { aggregate } from '../../domain/v3/aggregations.js';
import type { Aggregation } from '../../../wire/api/catalog-v3/aggregations.js';
import { SEARCH_VARIANTS_DEFAULT_SORT } from '../../../wire/api/catalog-v3/query-fields.js';
import type { Sort } from '../../../wire/api/query.js';

type TextSearch = { expression?: string | null; fields?: string[]; mode?: 'OR' | 'AND' } | undefined;
type Render = (candidates: VariantRow[]) => Array<{ item: Record<string, unknown>; view: unknown }>;

function variantRenderer(ctx: RequestContext, fieldList: readonly string[], merchant: boolean): Render {
  const fields = new Set(fieldList);
  return (candidates) => {
    const lookups = rowLookups(ctx.db, candidates);
    return candidates.map((row) => {
      const rendered = renderReadOnlyVariant(lookups, row, fields, merchant) as Record<string, unknown> & { productData: object };
      // The product's update time is searchable and sortable (SEARCH_VARIANTS_FIELDS), but not a field of the variant.
      const view = numericView({ ...rendered, productData: { ...rendered.productData, updatedDate: row.product.updatedDate } });
      return { item: rendered, view };
    });
  };
}

/** The variants that match `filter` and `text` on `spec`'s fields, each with its rendered view. */
function matchVariants(ctx: RequestContext, render: Render, includeHidden: boolean, filter: Filter | undefined | null, text: TextSearch, spec: QueryFields) {
  const entries = filterViews(render(variantRows(ctx.db, includeHidden, filter)), filter, spec);
  if (!text?.expression) return entries;
  return entries.filter((e) => matchesText(e.view, text.expression, text.fields?.length ? text.fields : spec.searchable!, text.mode));
}

/** Every variant (hidden ones too) that a Search Variants filter and free text select (by-filter inventory jobs). */
export const variantsMatching = (ctx: RequestContext, filter: Filter | undefined | null, text: TextSearch) =>
  matchVariants(ctx, variantRenderer(ctx, [], false), true, filter, text, SEARCH_VARIANTS_FIELDS).map((e) => e.item as { variantId: string; productData: { productId: string } });

/** A call's order with no `sort`: Query Variants keeps creation order (undocumented), Search Variants has its documented one. */
interface DefaultOrder {
  window: 'seq' | 'updated';
  sort?: readonly Sort[];
}
const QUERY_ORDER: DefaultOrder = { window: 'seq' };
const SEARCH_ORDER: DefaultOrder = { window: 'updated', sort: SEARCH_VARIANTS_DEFAULT_SORT };

function listVariants(ctx: RequestContext, state: CursorState, limit: number | undefined, spec: QueryFields, order: DefaultOrder, aggregations?: readonly Aggregation[]) {
  const caller = requireReader(ctx);
  checkSortable(state.sort, spec);
  const render = variantRenderer(ctx, state.fields ?? [], mayReadMerchantData(caller, state.fields ?? []));
  const text = state.search as TextSearch;
  // Nothing to match, in the default order or by product id ascending (a stable sort keeps each product's variants in order).
  const byProduct = state.sort?.length === 1 && state.sort[0].fieldName === 'productData.productId' && state.sort[0].order !== 'DESC';
  const unfiltered = Object.keys(state.filter ?? {}).length === 0 && (!state.sort?.length || byProduct) && !text?.expression && !aggregations?.length;
  return readTransaction(ctx.db, () => {
    if (unfiltered) {
      // Only this page's products are read and rendered (plus one row for hasNext).
      const size = limit ?? 100;
      const page = cursorPageOfSlice(render(variantRowsPage(ctx.db, seesHidden(caller), state.offset, size + 1, byProduct ? 'id' : order.window)), state, size);
      return { variants: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata, views: undefined };
    }
    const matched = matchVariants(ctx, render, seesHidden(caller), state.filter, text, spec);
    const page = cursorPage(sortViews(matched, state.sort?.length ? state.sort : order.sort?.map((s) => ({ ...s }))), state, limit ?? 100);
    return { variants: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata, views: matched.map((e) => e.view) };
  });
}

function queryVariants(ctx: RequestContext) {
  const { query, fields } = readRequest(ctx, QueryVariantsRequestSchema);
  const { variants, pagingMetadata } = listVariants(ctx, resolveCursor(query, fields), query?.cursorPaging?.limit, QUERY_VARIANTS_FIELDS, QUERY_ORDER);
  return { variants, pagingMetadata };
}

/** Search Variants: the page, and aggregations over every variant matched, as Search Products (a page asked by cursor carries none). */
function searchVariants(ctx: RequestContext) {
  const { search, fields } = readRequest(ctx, SearchVariantsRequestSchema);
  const aggregations = search?.cursorPaging?.cursor ? undefined : search?.aggregations;
  const { variants, pagingMetadata, views } = listVariants(ctx, resolveCursor(search, fields, search?.search), search?.cursorPaging?.limit, SEARCH_VARIANTS_FIELDS, SEARCH_ORDER, aggregations);
  return { variants, pagingMetadata, aggregationData: aggregate(views ?? [], aggregations, SEARCH_VARIANTS_FIELDS, search?.timeZone) };
}

export function registerVariantsAndInventory(router: Router): void {
  router.post(paths.readOnlyVariants.query(), queryVariants);
  router.post(paths.readOnlyVariants.search(), searchVariants);
}
