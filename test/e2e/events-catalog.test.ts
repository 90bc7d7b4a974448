// The built CLI against `store sandbox serve`, on a Catalog V1 and a Catalog V3 store from one test body: a listener
// subscribed by short names receives the store's own version's events of real changes made by other `store`
// processes (products create/update, collections — V3: categories — and their products, an import) and of
// `store events trigger`, relays them unchanged, and `store events verify` accepts them; a name only the other
// version has is refused by the sandbox, naming this version's event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADER, tempFile } from '../helpers/catalog.js';
import { startListener } from '../helpers/event-listener.js';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';
import { startWebhookSink, type WebhookSink } from '../helpers/webhook-sink.js';

const V1 = 'com.wix.ecommerce.catalog.api.v1';

/**
 * The same changes as each version announces them (README "Webhook events"): V1's catalog events, V3's domain events
 * (docs/wire/catalog-v3.md §6). `listen` names the version's own short names; a short name both versions share
 * (product-created) stands for both types.
 */
const EVENTS = {
  v1: {
    listen: 'product-created,product_changed,collection-created,collection_changed',
    subscribed: `${V1}.ProductCreated, wix.stores.catalog.v3.product_created, ${V1}.ProductChanged, ${V1}.CollectionCreated, ${V1}.CollectionChanged`,
    productsAdded: 'collection_changed',
    productCreated: `${V1}.ProductCreated`,
    productChanged: `${V1}.ProductChanged`,
    collectionCreated: `${V1}.CollectionCreated`,
    collectionChanged: `${V1}.CollectionChanged`,
    /** The price change: V1 names the changed top-level field. */
    priceChange: (event: any) => expect(event.payload.changedFields).toEqual(['priceData']),
    /** Products put in: V1's CollectionChanged says its products changed, not which. */
    productAdded: (event: any) => expect(event.payload.changedFields).toEqual(['productIds']),
    createdSlug: (event: any) => event.payload.slug,
    /** Three products, two of them put in one new collection: V1 adds both in one call, one CollectionChanged. */
    imported: [`${V1}.CollectionCreated`, `${V1}.CollectionChanged`, ...Array(3).fill(`${V1}.ProductCreated`)],
    otherVersion: 'category_updated is a Catalog V3 event, which this Catalog V1 site never sends; it sends collection_changed instead',
  },
  v3: {
    listen: 'product-created,product_updated,category-created,category-item-added',
    subscribed: `${V1}.ProductCreated, wix.stores.catalog.v3.product_created, wix.stores.catalog.v3.product_updated, wix.categories.v1.category_created, wix.categories.v1.category_item_added_to_category`,
    productsAdded: 'category-item-added',
    productCreated: 'wix.stores.catalog.v3.product_created',
    productChanged: 'wix.stores.catalog.v3.product_updated',
    collectionCreated: 'wix.categories.v1.category_created',
    collectionChanged: 'wix.categories.v1.category_item_added_to_category',
    /** The price change: V3 gives the product after and each changed path's value before. */
    priceChange: (event: any) => {
      expect(event.payload.updatedEvent.currentEntity.variantsInfo.variants[0].price.actualPrice.amount).toBe('15');
      expect(event.payload.updatedEvent.modifiedFields).toMatchObject({ 'variantsInfo.variants[0].price.actualPrice.amount': '12' });
    },
    productAdded: (event: any, productId: string) => expect(event.payload.actionEvent.body).toMatchObject({ categoryId: event.entityId, addedItem: { catalogItemId: productId } }),
    createdSlug: (event: any) => event.payload.createdEvent.entity.slug,
    /** Three products, two of them put in one new category: one item-added event per product. */
    imported: ['wix.categories.v1.category_created', ...Array(2).fill('wix.categories.v1.category_item_added_to_category'), ...Array(3).fill('wix.stores.catalog.v3.product_created')],
    otherVersion: 'collection_changed is a Catalog V1 event, which this Catalog V3 site never sends; it sends category_updated instead',
  },
} as const;

describe.each(['v1', 'v3'] as const)('store events on a Catalog %s sandbox (built binary)', (catalog) => {
  const events = EVENTS[catalog];
  let served: ServedSandbox;
  let sink: WebhookSink;
  beforeAll(async () => {
    served = await serveSandbox(['--memory', '--catalog', catalog]);
    sink = await startWebhookSink();
  });
  afterAll(async () => {
    await served?.stop();
    await sink?.close();
  });

  async function store<T = any>(args: string[], input?: string): Promise<T> {
    const run = await runStore([...args, '--json'], { env: served.remoteEnv(), ...(input === undefined ? {} : { input }) });
    if (run.code !== 0) throw new Error(`store ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
    return run.json<T>();
  }

  it("listen, trigger and verify speak the version's own events", async () => {
    const listener = await startListener(['--forward-to', sink.url, '--jsonl', '--type', events.listen], served.remoteEnv());
    expect(listener.stderr()).toContain(`types: ${events.subscribed}\n`);
    const lines = await startListener(['--type', events.productsAdded], served.remoteEnv());

    const product = await store(['products', 'create', '--name', 'E2E Lamp', '--price', '12']);
    await store(['products', 'update', product.id, '--price', '15']);
    const collection = await store(['collections', 'create', '--name', 'E2E Lights']);
    await store(['collections', 'add-products', collection.id, product.id]);
    // A synthetic event about the same product, delivered like the real ones.
    const fired = await store(['events', 'trigger', 'product-created', '--entity', product.id]);
    expect(fired).toMatchObject({ eventType: events.productCreated, entityId: product.id, synthetic: true, subscribers: 1 });

    const expected = [
      [events.productCreated, product.id],
      [events.productChanged, product.id],
      [events.collectionCreated, collection.id],
      [events.collectionChanged, collection.id],
      [events.productCreated, product.id],
    ];
    const relayed = await sink.take(expected.length);
    const verified = [];
    for (const request of relayed) verified.push(await store(['events', 'verify', '-', '--type', events.listen], request.body));
    expect(verified.map((e) => [e.eventType, e.entityId])).toEqual(expected);
    events.priceChange(verified[1]);
    events.productAdded(verified[3], product.id);

    const printed = listener.stdout().trim().split('\n').map((line) => JSON.parse(line));
    expect(printed.map((e) => [e.eventType, e.forward.status])).toEqual(expected.map(([type]) => [type, 200]));
    expect(lines.stdout()).toMatch(new RegExp(`${events.productsAdded.replaceAll('-', '_')}\\s+${collection.id}\\s`));

    // A name only the other version has: refused by the sandbox, naming this version's event; nothing is sent.
    const other = await runStore(['events', 'trigger', catalog === 'v1' ? 'category_updated' : 'collection_changed'], { env: served.remoteEnv() });
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(events.otherVersion);
    // A filtered type is turned away by verify.
    const wrong = await runStore(['events', 'verify', '-', '--type', 'product-deleted'], { env: served.remoteEnv(), input: relayed[0].body });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`unexpected event type: ${events.productCreated}`);

    expect(await listener.stop()).toBe(0);
    expect(await lines.stop()).toBe(0);
    expect(sink.pending()).toHaveLength(0);
  });

  it('an import sends the events of its writes; a re-import that changes nothing sends none', async () => {
    const listener = await startListener(['--forward-to', sink.url, '--jsonl', '--type', events.listen], served.remoteEnv());
    const row = (i: number, collection = '') => `e2e-import-${i},Import ${i},,${i}.5,,,,true,,,,,${collection},,,,,,,,,,`;
    const file = tempFile('events.csv', [CSV_HEADER, row(1, 'E2E Imports'), row(2, 'E2E Imports'), row(3)].join('\n') + '\n');
    expect(await store(['products', 'import', file])).toMatchObject({ created: 3, failed: 0 });
    const received = [];
    for (const request of await sink.take(events.imported.length)) received.push(await store(['events', 'verify', '-'], request.body));
    expect(received.map((e) => e.eventType).sort()).toEqual([...events.imported].sort());
    const created = received.filter((e) => e.eventType === events.productCreated).map(events.createdSlug);
    expect(created.sort()).toEqual(['e2e-import-1', 'e2e-import-2', 'e2e-import-3']);

    expect(await store(['products', 'import', file])).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    // The next event to arrive is a marker fired after the re-import: the re-import sent nothing.
    const marker = await store(['events', 'trigger', catalog === 'v1' ? 'collection-created' : 'category-created']);
    const [next] = await sink.take(1);
    expect(next.headers['x-sandbox-event-id']).toBe(marker.eventId);
    expect(await listener.stop()).toBe(0);
  });
});
