// Webhook control routes under /__sandbox (no auth on loopback; the admin key or control token when served beyond
// it, exposure.ts): subscribe a URL to events, list and remove subscribers, and fire a synthetic event.
import { eventTypeValues } from '../../wire/api/events/webhooks.js';
import { checkApiUrl } from '../../wire/api/hosts.js';
import { checkWebhookHost, type ExposurePolicy } from '../exposure.js';
import { jsonBody, pathParam, type RequestContext } from '../context.js';
import { readTransaction, writeTransaction } from '../db.js';
import { addSubscription, listSubscriptions, removeSubscription } from '../events/subscriptions.js';
import { triggerEvent } from '../events/trigger.js';
import { invalidField, notFound } from '../http-errors.js';
import { param, type Router } from '../router.js';
import { parseWith } from '../validation.js';
import { controlPaths } from '../../wire/control/paths.js';
import { SubscribeRequestSchema } from '../../wire/control/subscriptions.js';
import { TriggerRequestSchema } from '../../wire/control/trigger.js';


export interface EventControlHooks {
  /** Tells this process's dispatcher there is something to deliver. */
  nudge(): void;
  exposure: ExposurePolicy;
}

function subscribe(ctx: RequestContext, exposure: ExposurePolicy) {
  const input = parseWith(SubscribeRequestSchema, jsonBody(ctx), '');
  // The same rule as --api-url: https anywhere, plain http only on this machine…
  const problem = checkApiUrl(input.url);
  if (problem) throw invalidField('url', problem, 'FORMAT');
  // …and, served beyond loopback, not this machine's loopback at all (unless allowed).
  checkWebhookHost(input.url, exposure);
  // A short name subscribes to every catalog version's type of that name, so the subscription survives a reset to
  // the other version.
  const types = [...new Set((input.types ?? []).flatMap(eventTypeValues))];
  const subscription = writeTransaction(ctx.db, () => addSubscription(ctx.db, { url: input.url, types }, ctx.clock.nowIso()));
  return { subscription };
}

function unsubscribe(ctx: RequestContext) {
  const id = pathParam(ctx, 'id');
  if (!writeTransaction(ctx.db, () => removeSubscription(ctx.db, id))) throw notFound('Subscription', id);
  return {};
}

export function registerEventControl(router: Router, hooks: EventControlHooks): void {
  router.post(controlPaths.subscriptions(), (ctx) => subscribe(ctx, hooks.exposure));
  router.get(controlPaths.subscriptions(), (ctx) => ({ subscriptions: readTransaction(ctx.db, () => listSubscriptions(ctx.db)) }));
  router.delete(controlPaths.subscription(param('id')), unsubscribe);
  router.post(controlPaths.trigger(), (ctx) => {
    const input = parseWith(TriggerRequestSchema, jsonBody(ctx), '');
    const result = writeTransaction(ctx.db, () => triggerEvent(ctx, input));
    hooks.nudge();
    return result;
  });
}
