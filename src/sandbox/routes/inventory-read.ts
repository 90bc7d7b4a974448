// Inventory V2 reads of the REST reference (Query Inventory: the classic query shape; Get Inventory Variants by
// inventory item id or by product id). Registered from the catalog V1 read route table (catalog-read.ts).
import * as z from 'zod';
import { ClassicQuerySchema, classicPage } from '../../wire/api/catalog-v1/classic-query.js';
import { requireReader } from '../auth.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { readTransaction } from '../db.js';
import { listInventoryItems, productOfInventoryItem, renderInventoryItem } from '../domain/v1/inventory-item-render.js';
import { runQuery } from '../domain/query.js';
import { seesHidden } from '../domain/read-policy.js';
import { parseWith } from '../validation.js';
import { readClassicQuery } from './query-request.js';
import { readableProduct } from './readable-product.js';

const QueryInventoryRequestSchema = z.looseObject({ query: ClassicQuerySchema.optional() });
const GetVariantsRequestSchema = z.looseObject({ variantIds: z.array(z.string()).optional() });

export function queryInventoryRoute(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const request = parseWith(QueryInventoryRequestSchema, jsonBody(ctx), '');
  const query = readClassicQuery(request.query);
  const items = readTransaction(ctx.db, () => listInventoryItems(ctx, includeHidden));
  return classicPage('inventoryItems', runQuery(items, query));
}

export function getInventoryVariantsRoute(ctx: RequestContext) {
  const includeHidden = seesHidden(requireReader(ctx));
  const { variantIds } = parseWith(GetVariantsRequestSchema, jsonBody(ctx), '');
  return readTransaction(ctx.db, () => {
    const state =
      ctx.params.productId !== undefined
        ? readableProduct(ctx, pathParam(ctx, 'productId'))
        : productOfInventoryItem(ctx, pathParam(ctx, 'id'), includeHidden);
    return { inventoryItem: renderInventoryItem(state, variantIds) };
  });
}
