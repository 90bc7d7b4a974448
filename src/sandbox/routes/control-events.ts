// Webhook control routes under /__sandbox (no auth, loopback only): subscribe a URL to events, list and remove
// subscribers, and fire a synthetic event.
import * as z from 'zod';
import { canonicalEventType } from '../../client/webhooks.js';
import { checkApiUrl } from '../../client/hosts.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { readTransaction, writeTransaction } from '../db.js';
import { eventControlPaths } from '../events/control-paths.js';
import { addSubscription, listSubscriptions, removeSubscription } from '../events/subscriptions.js';
import { triggerEvent } from '../events/trigger.js';
import { invalidField, notFound } from '../http-errors.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';

const SubscribeSchema = z.object({
  url: z.string().min(1),
  types: z.array(z.string().min(1)).optional(),
});

const TriggerSchema = z.object({
  type: z.string().min(1),
  entityId: z.string().min(1).optional(),
  changedFields: z.array(z.string().min(1)).optional(),
});

export interface EventControlHooks {
  /** Tells this process's dispatcher there is something to deliver. */
  nudge(): void;
}

function subscribe(ctx: RequestContext) {
  const input = parseWith(SubscribeSchema, jsonBody(ctx), '');
  // The same rule as --api-url: https anywhere, plain http only on this machine.
  const problem = checkApiUrl(input.url);
  if (problem) throw invalidField('url', problem, 'FORMAT');
  const types = [...new Set((input.types ?? []).map(canonicalEventType))];
  const subscription = writeTransaction(ctx.db, () => addSubscription(ctx.db, { url: input.url, types }, ctx.clock.nowIso()));
  return { subscription };
}

function unsubscribe(ctx: RequestContext) {
  const id = pathParam(ctx, 'id');
  if (!writeTransaction(ctx.db, () => removeSubscription(ctx.db, id))) throw notFound('Subscription', id);
  return {};
}

export function registerEventControl(router: Router, hooks: EventControlHooks): void {
  router.post(eventControlPaths.subscriptions(), subscribe);
  router.get(eventControlPaths.subscriptions(), (ctx) => ({ subscriptions: readTransaction(ctx.db, () => listSubscriptions(ctx.db)) }));
  router.delete(eventControlPaths.subscription(param('id')), unsubscribe);
  router.post(eventControlPaths.trigger(), (ctx) => {
    const input = parseWith(TriggerSchema, jsonBody(ctx), '');
    const result = writeTransaction(ctx.db, () => triggerEvent(ctx, input));
    hooks.nudge();
    return result;
  });
}
