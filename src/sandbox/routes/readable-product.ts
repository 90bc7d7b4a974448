// The product a read route is about, as the read policy lets the caller see it (else 404).
import { requireReader } from '../auth.js';
import { canSeeProduct, seesHidden } from '../domain/read-policy.js';
import type { RequestContext } from '../context.js';
import { requireProduct } from '../domain/v1/product-service.js';
import type { ProductState } from '../domain/v1/product-state.js';
import { notFound } from '../http-errors.js';

export function readableProduct(ctx: RequestContext, id: string): ProductState {
  const caller = requireReader(ctx);
  const state = requireProduct(ctx.db, id);
  if (!canSeeProduct(state, seesHidden(caller))) throw notFound('Product', id);
  return state;
}
