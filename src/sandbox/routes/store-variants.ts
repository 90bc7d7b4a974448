// Store variants (read API): query with the platform query (POST body), get by `<productId>-<variantId>`.
// Registered from the catalog V1 read route table (catalog-read.ts).
import { requireReader } from '../auth.js';
import { merchantView, seesHidden } from '../domain/read-policy.js';
import { pathParam, type RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { getStoreVariant, queryStoreVariants } from '../domain/v1/store-variant-render.js';
import { readPlatformQuery } from './query-request.js';

export function queryStoreVariantsRoute(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const request = readPlatformQuery(ctx);
  const page = readTransaction(ctx.db, () => queryStoreVariants(ctx, request, includeHidden));
  return { variants: merchantView(page.items, includeHidden), metadata: page.metadata };
}

export function getStoreVariantRoute(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const id = pathParam(ctx, 'id');
  return readTransaction(ctx.db, () => ({ variant: merchantView(getStoreVariant(ctx, id, includeHidden), includeHidden) }));
}
