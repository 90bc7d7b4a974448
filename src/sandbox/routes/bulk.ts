// Bulk product endpoints (`/stores/v1/bulk/products/…`): validated with the client's own schemas, applied in one
// write transaction, answered per item. Admin only.
import { paths } from '../../wire/api/paths.js';
import { BULK_NUMERIC_FIELDS, BulkAdjustSchema, BulkIdsSchema, BulkSetSchema, type BulkRequest, type BulkSet } from '../../wire/api/catalog-v1/bulk.js';
import { requireAdmin } from '../auth.js';
import { jsonBody, type RequestContext } from '../context.js';
import { writeTransaction } from '../db.js';
import { runBulkChange } from '../domain/v1/bulk.js';
import type { Router } from '../router.js';
import { parseWith } from '../validation.js';

/** The schema guarantees exactly one key is set. */
function setChange(set: BulkSet): BulkRequest {
  for (const field of BULK_NUMERIC_FIELDS) {
    const value = set[field];
    if (value !== undefined) return { kind: 'set', field, value };
  }
  return set.brand !== undefined ? { kind: 'set', field: 'brand', value: set.brand } : { kind: 'set', field: 'ribbon', value: set.ribbon ?? '' };
}

function update(ctx: RequestContext) {
  requireAdmin(ctx);
  const body = jsonBody(ctx);
  const ids = parseWith(BulkIdsSchema, body.ids, 'ids');
  const change = setChange(parseWith(BulkSetSchema, body.set, 'set'));
  return writeTransaction(ctx.db, () => runBulkChange(ctx, ids, change));
}

function adjust(ctx: RequestContext) {
  requireAdmin(ctx);
  const body = jsonBody(ctx);
  const ids = parseWith(BulkIdsSchema, body.ids, 'ids');
  const adjustment = parseWith(BulkAdjustSchema, body.adjust, 'adjust');
  const field = BULK_NUMERIC_FIELDS.find((name) => adjustment[name] !== undefined)!;
  return writeTransaction(ctx.db, () => runBulkChange(ctx, ids, { kind: 'adjust', field, adjust: adjustment[field]! }));
}

export function registerBulk(router: Router): void {
  router.post(paths.bulk.update(), update);
  router.post(paths.bulk.adjust(), adjust);
}
