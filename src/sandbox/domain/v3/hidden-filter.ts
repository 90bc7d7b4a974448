// A visitor's (or member's) product query or search that asks for hidden products: the SDK declares
// NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS on Query and Search Products (and on Count Products, whose
// `returnNonVisibleProducts` asks it outright), so a filter whose condition on `visible` admits `false` is refused
// with it — whatever the store holds, so the answer tells nothing about which hidden products exist. A condition on
// `visible` under `$not` is refused too (it admits `false` unless it excludes `true`; not worth a second reading).
import { matchesFilter } from '../query.js';
import { v3Error } from './errors.js';

type Filter = Record<string, unknown>;

const isFilter = (value: unknown): value is Filter => value !== null && typeof value === 'object' && !Array.isArray(value);

function admitsHidden(filter: Filter, negated = false): boolean {
  return Object.entries(filter).some(([key, arg]) => {
    if (key === '$and' || key === '$or') return Array.isArray(arg) && arg.some((f) => isFilter(f) && admitsHidden(f, negated));
    if (key === '$not') return isFilter(arg) && admitsHidden(arg, true);
    if (key !== 'visible') return false;
    return negated || matchesFilter({ visible: false }, { visible: arg });
  });
}

/** 403 NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS when a caller who cannot see hidden products filters for them. */
export function refuseHiddenFilter(filter: Filter | undefined | null, seesHidden: boolean): void {
  if (seesHidden || !filter || !admitsHidden(filter)) return;
  throw v3Error('NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS', 'Only admin callers may ask for hidden products (a filter on visible that admits false)');
}
