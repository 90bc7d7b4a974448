// V3 by nature: V3 inventory item moves; V1's increment/decrement, by the same rule, is tested in
// inventory-adjust.test.ts.
// Catalog V3 bulk increment/decrement of inventory items (by item id, and by variant and location): each entry moves
// a tracked quantity on its own in the V3 bulk envelope, by the rule V1's increment/decrement uses (tracked only,
// never below 0 unless `restrictInventory: false`, never above 99,999), with the stock events of any stock change.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePublicKey } from '../../../src/events/public-key.js';
import { verifyEventToken } from '../../../src/events/verify.js';
import { controlPaths } from '../../../src/wire/control/paths.js';
import { callSandbox, startTestSandbox } from '../../helpers/sandbox.js';
import { startWebhookSink, type WebhookSink } from '../../helpers/webhook-sink.js';
import { createV3Stocked, paths, simpleProduct, sizedProduct, v3SandboxPerFile } from './v3-support.js';

const box = v3SandboxPerFile();
const inventory = paths.inventoryItems;
let small: any;
let medium: any;
let untracked: any;

const admin = (path: string, body: unknown) => box.t.admin('POST', path, body);
async function quantities(): Promise<number[]> {
  const items = (await admin(inventory.query(), { query: { filter: { id: { $in: [small.id, medium.id] } } } })).body.inventoryItems;
  return [small, medium].map((wanted) => items.find((i: any) => i.id === wanted.id).quantity);
}

beforeEach(async () => {
  const tee = await createV3Stocked(box.t, sizedProduct('Tee', { S: '9', M: '9' }));
  const cap = await createV3Stocked(box.t, simpleProduct('Cap', '5'));
  const items = (await admin(inventory.query(), { query: {} })).body.inventoryItems;
  [small, medium] = tee.variantsInfo.variants.map((v: any) => items.find((i: any) => i.variantId === v.id));
  untracked = items.find((i: any) => i.productId === cap.id);
  const set = await admin(inventory.bulkUpdate(), {
    inventoryItems: [
      { inventoryItem: { id: small.id, revision: small.revision, quantity: 4 } },
      { inventoryItem: { id: medium.id, revision: medium.revision, quantity: 1 } },
    ],
  });
  expect(set.body.bulkActionMetadata.totalSuccesses).toBe(2);
});

describe('bulk increment and decrement of inventory items', () => {
  it('move tracked quantities by item id; returnEntity brings the moved items', async () => {
    const inc = await admin(inventory.bulkIncrement(), { incrementData: [{ inventoryItemId: small.id, incrementBy: 3 }, { inventoryItemId: medium.id, incrementBy: 2 }], returnEntity: true });
    expect(inc.status, JSON.stringify(inc.body)).toBe(200);
    expect(inc.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 0, undetailedFailures: 0 });
    expect(inc.body.results.map((r: any) => r.itemMetadata)).toEqual([
      { id: small.id, originalIndex: 0, success: true },
      { id: medium.id, originalIndex: 1, success: true },
    ]);
    expect(inc.body.results[0].item).toMatchObject({ id: small.id, quantity: 7, trackQuantity: true, inStock: true, availabilityStatus: 'IN_STOCK', revision: '3' });
    expect(await quantities()).toEqual([7, 3]);

    const dec = await admin(inventory.bulkDecrement(), { decrementData: [{ inventoryItemId: medium.id, decrementBy: 3, preorderRequest: false }] });
    expect(dec.status).toBe(200);
    expect(dec.body.results).toEqual([{ itemMetadata: { id: medium.id, originalIndex: 0, success: true } }]);
    expect(await quantities()).toEqual([7, 0]);
    const item = (await box.t.admin('GET', inventory.get(medium.id))).body.inventoryItem;
    expect(item).toMatchObject({ quantity: 0, inStock: false, availabilityStatus: 'OUT_OF_STOCK' });
  });

  it('each entry succeeds or fails alone: never below 0, tracked only, at most 99,999, known items', async () => {
    const res = await admin(inventory.bulkDecrement(), {
      decrementData: [
        { inventoryItemId: small.id, decrementBy: 1 },
        { inventoryItemId: medium.id, decrementBy: 2 },
        { inventoryItemId: untracked.id, decrementBy: 1 },
        { inventoryItemId: 'no-such-item', decrementBy: 1 },
        { inventoryItemId: small.id, decrementBy: 3 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 3, undetailedFailures: 0 });
    const codes = res.body.results.map((r: any) => r.itemMetadata.error?.code ?? 'ok');
    expect(codes).toEqual(['ok', 'INSUFFICIENT_INVENTORY', 'INVENTORY_QUANTITY_NOT_TRACKED', 'INVENTORY_ITEM_NOT_FOUND', 'ok']);
    // The second entry for the same item sees the first one's result (4 - 1 - 3).
    expect(await quantities()).toEqual([0, 1]);

    const over = await admin(inventory.bulkIncrement(), { incrementData: [{ inventoryItemId: small.id, incrementBy: 99_999 }, { inventoryItemId: medium.id, incrementBy: 99_999 }] });
    expect(over.body.results.map((r: any) => r.itemMetadata.error?.code ?? 'ok')).toEqual(['ok', 'MAX_QUANTITY_LIMIT_REACHED']);
    expect(await quantities()).toEqual([99_999, 1]);
  });

  it('restrictInventory: false lets a decrement go below 0 (down to -99,999)', async () => {
    const res = await admin(inventory.bulkDecrement(), { decrementData: [{ inventoryItemId: medium.id, decrementBy: 5 }], restrictInventory: false, returnEntity: true });
    expect(res.body.results[0].item).toMatchObject({ quantity: -4, inStock: false, availabilityStatus: 'OUT_OF_STOCK' });
    const floor = await admin(inventory.bulkDecrement(), { decrementData: [{ inventoryItemId: medium.id, decrementBy: 99_999 }], restrictInventory: false });
    expect(floor.body.results[0].itemMetadata.error.code).toBe('MIN_QUANTITY_LIMIT_REACHED');
  });

  it('by variant and location: the default location when none is named, NOT_FOUND elsewhere', async () => {
    const inc = await admin(inventory.bulkIncrementByVariant(), {
      incrementData: [
        { variantId: small.variantId, locationId: small.locationId, incrementBy: 1 },
        { variantId: medium.variantId, incrementBy: 1 },
        { variantId: medium.variantId, locationId: '11111111-1111-4111-8111-111111111111', incrementBy: 1 },
        { variantId: 'no-such-variant', incrementBy: 1 },
      ],
    });
    expect(inc.status).toBe(200);
    expect(inc.body.results.map((r: any) => r.itemMetadata.error?.code ?? r.itemMetadata.id)).toEqual([small.id, medium.id, 'NOT_FOUND', 'NOT_FOUND']);
    const dec = await admin(inventory.bulkDecrementByVariant(), { decrementData: [{ variantId: small.variantId, decrementBy: 5 }, { variantId: medium.variantId, decrementBy: 2 }] });
    expect(dec.body.results.map((r: any) => r.itemMetadata.error?.code ?? 'ok')).toEqual(['ok', 'ok']);
    expect(await quantities()).toEqual([0, 0]);
  });

  it('refuses a malformed request (400) and a caller who is not the admin (403), writing nothing', async () => {
    for (const body of [
      { incrementData: [{ inventoryItemId: small.id, incrementBy: 0 }] },
      { incrementData: [{ inventoryItemId: small.id, incrementBy: 100_000 }] },
      { incrementData: [] },
      { incrementData: Array.from({ length: 301 }, () => ({ inventoryItemId: small.id, incrementBy: 1 })) },
      { incrementData: [{ inventoryItemId: small.id, incrementBy: 1 }], reason: 'GIFT' },
    ]) {
      expect((await admin(inventory.bulkIncrement(), body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const token = (await callSandbox(box.t.baseUrl, 'POST', '/oauth2/token', { body: { clientId: box.t.info.clientId, grantType: 'anonymous' } })).body.access_token;
    const visitor = await callSandbox(box.t.baseUrl, 'POST', inventory.bulkIncrement(), { body: { incrementData: [{ inventoryItemId: small.id, incrementBy: 1 }] }, headers: { Authorization: token } });
    expect(visitor.status).toBe(403);
    expect(await quantities()).toEqual([4, 1]);
  });
});

describe('events', () => {
  let sink: WebhookSink;
  beforeEach(async () => {
    sink = await startWebhookSink();
    expect((await callSandbox(box.t.baseUrl, 'POST', controlPaths.subscriptions(), { body: { url: sink.url } })).status).toBe(200);
  });
  afterEach(() => sink.close());

  it('a move records the stock change events, with the request reason', async () => {
    await admin(inventory.bulkDecrement(), { decrementData: [{ inventoryItemId: medium.id, decrementBy: 1 }], reason: 'ORDER' });
    const key = parsePublicKey(box.t.info.publicKey, 'sandbox key');
    const events = [];
    while (events.length < 3) {
      const event = await verifyEventToken((await sink.take(1))[0].body, key);
      if (event.entityId === medium.id) events.push(event);
    }
    expect(events.map((e) => e.eventType)).toEqual([
      'wix.stores.catalog.v3.inventory_item_updated',
      'wix.stores.catalog.v3.inventory_item_stock_status_updated',
      'wix.stores.catalog.v3.inventory_item_updated_with_reason',
    ]);
    const [updated, status, withReason] = events.map((e) => e.payload as any);
    expect(updated.updatedEvent.modifiedFields).toMatchObject({ quantity: 1, inStock: true });
    expect(status.actionEvent.body).toEqual({ inStock: false });
    expect(withReason.actionEvent.body).toMatchObject({ currentEntity: { id: medium.id, quantity: 0 }, reason: 'ORDER' });
  });
});

describe('on a Catalog V1 site', () => {
  it('answers 428, like every V3 route', async () => {
    const v1 = await startTestSandbox({ catalog: 'v1', demo: false });
    try {
      const res = await v1.admin('POST', inventory.bulkIncrement(), { incrementData: [{ inventoryItemId: 'x', incrementBy: 1 }] });
      expect(res.status).toBe(428);
    } finally {
      await v1.close();
    }
  });
});
