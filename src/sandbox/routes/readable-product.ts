// The product a read route is about: hidden products do not exist for visitors and members.
import { requireReader, seesHidden } from '../auth.js';
import type { RequestContext } from '../context.js';
import { requireProduct } from '../domain/product-service.js';
import type { ProductState } from '../domain/product-state.js';
import { notFound } from '../http-errors.js';

export function readableProduct(ctx: RequestContext, id: string): ProductState {
  const caller = requireReader(ctx);
  const state = requireProduct(ctx.db, id);
  if (state.input.visible === false && !seesHidden(caller)) throw notFound('Product', id);
  return state;
}
