// Store variants (read API): query with the platform query (POST body), get by `<productId>-<variantId>`.
import { paths } from '../../wire/api/paths.js';
import { requireReader } from '../auth.js';
import { merchantView, seesHidden } from '../domain/read-policy.js';
import { pathParam, type RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { getStoreVariant, queryStoreVariants } from '../domain/store-variants.js';
import { param, type Router } from '../router.js';
import { readPlatformQuery } from './query-request.js';

function query(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const request = readPlatformQuery(ctx);
  const page = readTransaction(ctx.db, () => queryStoreVariants(ctx, request, includeHidden));
  return { variants: merchantView(page.items, includeHidden), metadata: page.metadata };
}

function get(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const id = pathParam(ctx, 'id');
  return readTransaction(ctx.db, () => ({ variant: merchantView(getStoreVariant(ctx, id, includeHidden), includeHidden) }));
}

export function registerStoreVariants(router: Router): void {
  router.post(paths.storeVariants.query(), query);
  router.get(paths.storeVariants.get(param('id')), get);
}
