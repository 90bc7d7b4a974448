// The events trigger's default changed field, on a V1 and a V3 store: for every changed / updated event of the
// store's catalog, fired without `changedFields`, the field it reports is one the entity has (an info section has
// no `name`, an inventory item neither). V1 events carry no entity, so the entity is read back over REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken } from '../../../src/events/verify.js';
import type { CatalogVersion } from '../../../src/wire/api/catalog-version.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { EVENT_TYPES, type EventTypeInfo } from '../../../src/wire/api/events/webhooks.js';
import { paths } from '../../../src/wire/api/paths.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { subscribedSink, type WebhookSink } from '../../helpers/webhook-sink.js';

/** The events that report changed fields: V1's *Changed about a product or collection, V3's *_updated. */
const reportsChangedFields = (info: EventTypeInfo) => info.slug === 'updated' || info.alias === 'product_changed' || info.alias === 'collection_changed';

describe.each(['v1', 'v3'] as const)('events trigger without --changed-fields on a %s store', (catalog: CatalogVersion) => {
  let sandbox: TestSandbox;
  let sink: WebhookSink;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog, events: { pollMs: 20 } });
    if (catalog === 'v3') {
      // The demo catalog has no customization or info section of its own.
      await sandbox.admin('POST', catalogV3Paths.customizations.create(), { customization: { name: 'Engraving', customizationType: 'MODIFIER', customizationRenderType: 'FREE_TEXT', freeTextInput: { title: 'Text', minCharCount: 0, maxCharCount: 20 } } });
      await sandbox.admin('POST', catalogV3Paths.infoSections.create(), { infoSection: { uniqueName: 'care', title: 'Care' } });
    }
    sink = await subscribedSink(sandbox.baseUrl);
  });
  afterAll(async () => {
    await sink.close();
    await sandbox.close();
  });

  /** The entity a V1 event is about, as the store returns it. */
  async function v1Entity(info: EventTypeInfo, payload: Record<string, any>) {
    const res = info.entity === 'product' ? await sandbox.admin('GET', paths.products.get(payload.productId)) : await sandbox.admin('GET', paths.collections.getV1(payload.collection_Id));
    expect(res.status).toBe(200);
    return res.body[info.entity];
  }

  const types = EVENT_TYPES.filter((info) => info.catalog === catalog && reportsChangedFields(info));

  it(`reports a field the entity has, for each of its ${catalog === 'v1' ? 2 : 7} kinds`, async () => {
    expect(types.length).toBe(catalog === 'v1' ? 2 : 7);
    for (const info of types) {
      const fired = await callSandbox(sandbox.baseUrl, 'POST', controlPaths.trigger(), { body: { type: info.alias } });
      expect(fired.status, `${info.alias}: ${JSON.stringify(fired.body)}`).toBe(200);
      const [request] = await sink.take(1);
      const event = await verifyEventToken(request.body, parsePublicKey(sandbox.info.publicKey, 'sandbox key'));
      const payload = event.payload as Record<string, any>;
      const [field, ...more] = catalog === 'v1' ? payload.changedFields : Object.keys(payload.updatedEvent.modifiedFields);
      expect(more, info.alias).toEqual([]);
      const entity = catalog === 'v1' ? await v1Entity(info, payload) : payload.updatedEvent.currentEntity;
      expect(Object.keys(entity), `${info.alias} reports ${field}`).toContain(field);
      if (catalog === 'v3') expect(payload.updatedEvent.modifiedFields[field], info.alias).toEqual(entity[field]);
    }
  });
});
