// Stores locations V3 (SDK @wix/auto_sdk_stores_stores-locations-v-3): get one, the default one, and query them
// (POST, cursor paging ≤ 100; by `createdDate` descending unless told otherwise, as the SDK's queryStoresLocations says).
import * as z from 'zod';
import { catalogV3Paths as paths } from '../../../wire/api/catalog-v3/paths.js';
import { cursorQuerySchema } from '../../../wire/api/catalog-v3/paging.js';
import { declare, V3_ALL } from '../../../wire/api/query-fields.js';
import { requireReader } from '../../auth.js';
import { pathParam } from '../../context.js';
import { checkSortable, cursorPage, filterViews, resolveCursor, sortViews, type QueryFields } from '../../domain/v3/cursor-query.js';
import { DEFAULT_LOCATION, findStoresLocation, storesLocations } from '../../domain/v3/locations.js';
import { notFound } from '../../http-errors.js';
import { param, type Router } from '../../router.js';
import { readRequest } from './payload.js';

/** SDK StoresLocationQuerySpec: every field filterable; ids and Wix location ids not sortable. */
const LOCATION_FIELDS: QueryFields = {
  entity: 'stores location',
  filterable: declare(['id', 'wixLocationId', 'createdDate', 'updatedDate', 'defaultLocation', 'locationType', 'name'], V3_ALL),
  sortable: ['createdDate', 'updatedDate', 'defaultLocation', 'locationType', 'name'],
};

/** Query Stores Locations takes at most 100 per page. */
const MAX_LOCATIONS_PAGE = 100;

export function registerLocations(router: Router): void {
  const locations = paths.locations;
  router.get(locations.default(), (ctx) => {
    requireReader(ctx);
    return { storesLocation: DEFAULT_LOCATION };
  });
  router.get(locations.get(param('storesLocationId')), (ctx) => {
    requireReader(ctx);
    const id = pathParam(ctx, 'storesLocationId');
    const location = findStoresLocation(id);
    if (!location) throw notFound('Stores location', id);
    return { storesLocation: location };
  });
  router.post(locations.query(), (ctx) => {
    requireReader(ctx);
    const { query } = readRequest(ctx, z.object({ query: cursorQuerySchema(MAX_LOCATIONS_PAGE, 10).optional() }));
    const state = resolveCursor(query, undefined);
    checkSortable(state.sort, LOCATION_FIELDS);
    if (!query?.cursorPaging?.cursor && !state.sort?.length) state.sort = [{ fieldName: 'createdDate', order: 'DESC' }];
    const entries = filterViews(storesLocations().map((location) => ({ item: location, view: location })), state.filter, LOCATION_FIELDS);
    const page = cursorPage(sortViews(entries, state.sort), state, query?.cursorPaging?.limit ?? MAX_LOCATIONS_PAGE);
    return { storesLocations: page.items.map((e) => e.item), pagingMetadata: page.pagingMetadata };
  });
}
