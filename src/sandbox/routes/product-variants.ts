// Product variant calls: options availability and the variants query (read API; registered from the catalog V1
// read route table in catalog-read.ts), update and reset (write API).
import { paths } from '../../wire/api/paths.js';
import { ChoiceSelectionSchema, ProductVariantsQuerySchema, VariantOverridesSchema } from '../../wire/api/catalog-v1/variant.js';
import { requireAdmin, requireReader } from '../auth.js';
import { merchantView, seesMerchantData } from '../domain/read-policy.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { readTransaction, writeTransaction } from '../db.js';
import { optionsAvailability } from '../domain/v1/availability.js';
import { queryProductVariants, resetVariants, updateVariants } from '../domain/v1/variant-service.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';
import { readableProduct } from './readable-product.js';

export function optionsAvailabilityRoute(ctx: RequestContext) {
  const body = jsonBody(ctx);
  const id = pathParam(ctx, 'id', body.id);
  const selection = parseWith(ChoiceSelectionSchema, body.options ?? {}, 'options');
  return readTransaction(ctx.db, () => optionsAvailability(readableProduct(ctx, id), selection));
}

export function queryProductVariantsRoute(ctx: RequestContext) {
  const { id: bodyId, ...rest } = jsonBody(ctx);
  const id = pathParam(ctx, 'id', bodyId);
  const request = parseWith(ProductVariantsQuerySchema, rest, '');
  const adminView = seesMerchantData(requireReader(ctx));
  return readTransaction(ctx.db, () => merchantView(queryProductVariants(readableProduct(ctx, id), request), adminView));
}

function update(ctx: RequestContext) {
  requireAdmin(ctx);
  const body = jsonBody(ctx);
  const id = pathParam(ctx, 'id', body.id);
  const items = parseWith(VariantOverridesSchema, body.variants, 'variants');
  return writeTransaction(ctx.db, () => ({ variants: updateVariants(ctx, id, items) }));
}

function reset(ctx: RequestContext) {
  requireAdmin(ctx);
  const id = pathParam(ctx, 'id', jsonBody(ctx).id);
  writeTransaction(ctx.db, () => resetVariants(ctx, id));
  return {};
}

export function registerProductVariantWrites(router: Router): void {
  router.patch(paths.products.updateVariants(param('id')), update);
  router.post(paths.products.resetVariants(param('id')), reset);
}
