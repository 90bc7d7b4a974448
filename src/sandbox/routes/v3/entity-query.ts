// Query and Count of a reusable V3 entity kept in the entities table (customizations, info sections): the request as
// the SDK sends it (GET `.r` or POST), declared filter and sort fields, the call's default order and page size, and
// cursor paging whose cursor carries the query (domain/v3/cursor-query.ts).
import * as z from 'zod';
import type { Sort } from '../../../wire/api/query.js';
import { cursorQuerySchema, FilterSchema } from '../../../wire/api/catalog-v3/paging.js';
import { requireReader } from '../../auth.js';
import type { RequestContext } from '../../context.js';
import { readTransaction } from '../../db.js';
import { checkSortable, cursorPage, filterViews, resolveCursor, sortViews, type QueryFields } from '../../domain/v3/cursor-query.js';
import { readRequest } from './payload.js';

export interface EntityQuery<T> {
  /** The key the page's items are returned under (`customizations`, `infoSections`). */
  plural: string;
  fields: QueryFields;
  maxLimit: number;
  /** The call's documented default page size and order. */
  defaultLimit: number;
  defaultSort: Sort[];
  /** Every entity, oldest first. */
  all: (ctx: RequestContext) => T[];
  render: (ctx: RequestContext, entity: T, fields: readonly string[] | undefined) => unknown;
}

// Newest first among equal dates too, when the default order is by date descending.
const views = <T>(spec: EntityQuery<T>, ctx: RequestContext) => [...spec.all(ctx)].reverse().map((e) => ({ view: e as unknown, item: e }));

export function queryHandler<T>(spec: EntityQuery<T>) {
  return (ctx: RequestContext) => {
    requireReader(ctx);
    const request = readRequest(ctx, z.object({ query: cursorQuerySchema(spec.maxLimit).optional(), fields: z.array(z.string()).optional() }));
    const state = resolveCursor(request.query, request.fields);
    checkSortable(state.sort, spec.fields);
    return readTransaction(ctx.db, () => {
      const sorted = sortViews(filterViews(views(spec, ctx), state.filter, spec.fields), state.sort?.length ? state.sort : spec.defaultSort);
      const page = cursorPage(sorted, state, request.query?.cursorPaging?.limit ?? spec.defaultLimit);
      return { [spec.plural]: page.items.map((e) => spec.render(ctx, e.item, state.fields)), pagingMetadata: page.pagingMetadata };
    });
  };
}

export function countHandler<T>(spec: EntityQuery<T>) {
  return (ctx: RequestContext) => {
    requireReader(ctx);
    const { filter } = readRequest(ctx, z.object({ filter: FilterSchema.nullish() }));
    return readTransaction(ctx.db, () => ({ count: filterViews(views(spec, ctx), filter, spec.fields).length }));
  };
}
