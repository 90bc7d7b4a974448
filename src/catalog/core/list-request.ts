// The parts of a ListRequest both versions build the same way: filters combined, a page of an offset listing as a
// ListPage (V1's cursor is the offset, written as text so the screens never need to know).
import type { ListPage } from './store-catalog.js';

type Filter = Record<string, unknown>;

/** Both filters must hold; either may be absent. */
export function bothFilters(a: Filter | undefined, b: Filter | undefined): Filter | undefined {
  if (!a || !b) return a ?? b;
  return { $and: [a, b] };
}

/** Every filter given must hold (none given: undefined). */
export function allFilters(...filters: Array<Filter | undefined>): Filter | undefined {
  return filters.reduce<Filter | undefined>((all, next) => bothFilters(all, next), undefined);
}

/** A field starting with the text, on any of `fields` (`$startsWith` is case-insensitive on the platform). */
export function startsWithFilter(text: string | undefined, fields: readonly string[]): Filter | undefined {
  if (!text) return undefined;
  const conditions = fields.map((field) => ({ [field]: { $startsWith: text } }));
  return conditions.length === 1 ? conditions[0] : { $or: conditions };
}

/** The offset a V1 page starts at: its cursor (the previous page's `next`), or 0 for the first. */
export function offsetOf(cursor: string | undefined): number {
  const offset = cursor === undefined ? 0 : Number(cursor);
  return Number.isInteger(offset) && offset >= 0 ? offset : 0;
}

/** An offset page as a ListPage: `next` is where the following page starts, absent when this one ends the listing. */
export function offsetPage<T>(items: T[], metadata: { total?: number; tooManyToCount?: boolean } | undefined, offset: number, limit: number): ListPage<T> {
  const total = metadata?.tooManyToCount ? undefined : metadata?.total;
  const end = items.length < limit || (total !== undefined && offset + items.length >= total);
  return { items, ...(total !== undefined ? { total } : {}), ...(end ? {} : { next: String(offset + items.length) }) };
}
