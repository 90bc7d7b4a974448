// `POST /__sandbox/events/trigger`: records one synthetic event of a given type, delivered like any other, so an
// app's webhook handler can be exercised without making the change for real. Nothing in the catalog or any cart
// changes. The name is resolved by the site's catalog version (site-event-types.ts); the payload describes a real
// entity whenever there is one, built per kind: trigger-catalog-v1.ts, trigger-catalog-v3.ts, trigger-cart.ts.
import type { TriggerRequest, TriggerResult } from '../../wire/control/trigger.js';
import { recordChange, type DomainChange } from '../domain/outbox.js';
import type { CatalogEnv } from '../domain/v1/product-service.js';
import { siteEventType } from './site-event-types.js';
import { cartChange } from './trigger-cart.js';
import { catalogV1Change } from './trigger-catalog-v1.js';
import { catalogV3Change } from './trigger-catalog-v3.js';

/** Call inside a write transaction. */
export function triggerEvent(env: CatalogEnv, input: TriggerRequest): TriggerResult {
  const info = siteEventType(env.db, input.type);
  const change: DomainChange =
    info.entity === 'cart' ? cartChange(env, info, input) : info.catalog === 'v3' ? catalogV3Change(env, info, input) : catalogV1Change(env, info, input);
  recordChange(env.db, change, env.clock.nowIso());
  const row = env.db.prepare('SELECT id FROM outbox WHERE seq = last_insert_rowid()').get() as { id: string };
  return { eventId: row.id, eventType: info.type, entityId: change.entityId, synthetic: true };
}
