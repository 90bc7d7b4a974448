// The built CLI against `store sandbox serve --catalog v3`: a listener subscribed by short names receives the V3
// events of real changes made by other `store` processes (products create/update, collections as categories and
// their items, an import) and of `store events trigger`, relays them unchanged, and `store events verify` accepts them; a V1-only
// name is refused by the V3 sandbox, naming the V3 event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_HEADER, tempFile } from '../helpers/catalog.js';
import { startListener } from '../helpers/event-listener.js';
import { runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';
import { startWebhookSink, type WebhookSink } from '../helpers/webhook-sink.js';

let served: ServedSandbox;
let sink: WebhookSink;

beforeAll(async () => {
  served = await serveSandbox(['--memory', '--catalog', 'v3']);
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

describe('store events on a Catalog V3 sandbox (built binary)', () => {
  it('listen, trigger and verify speak the V3 events', async () => {
    const types = 'product-created,product_updated,category-created,category-item-added';
    const listener = await startListener(['--forward-to', sink.url, '--jsonl', '--type', types], served.remoteEnv());
    // A short name stands for both versions' types; V3-only names for the V3 type alone.
    expect(listener.stderr()).toMatch(
      /types: com\.wix\.ecommerce\.catalog\.api\.v1\.ProductCreated, wix\.stores\.catalog\.v3\.product_created, wix\.stores\.catalog\.v3\.product_updated, wix\.categories\.v1\.category_created, wix\.categories\.v1\.category_item_added_to_category/,
    );
    const lines = await startListener(['--type', 'category-item-added'], served.remoteEnv());

    const product = await store(['products', 'create', '--name', 'E2E Lamp', '--price', '12']);
    await store(['products', 'update', product.id, '--price', '15']);
    const category = await store(['collections', 'create', '--name', 'E2E Lights']);
    await store(['collections', 'add-products', category.id, product.id]);
    // A synthetic event about the same product, delivered like the real ones.
    const fired = await store(['events', 'trigger', 'product-created', '--entity', product.id]);
    expect(fired).toMatchObject({ eventType: 'wix.stores.catalog.v3.product_created', entityId: product.id, synthetic: true, subscribers: 1 });

    const expected = [
      ['wix.stores.catalog.v3.product_created', product.id],
      ['wix.stores.catalog.v3.product_updated', product.id],
      ['wix.categories.v1.category_created', category.id],
      ['wix.categories.v1.category_item_added_to_category', category.id],
      ['wix.stores.catalog.v3.product_created', product.id],
    ];
    const relayed = await sink.take(expected.length);
    const verified = [];
    for (const request of relayed) verified.push(await store(['events', 'verify', '-', '--type', types], request.body));
    expect(verified.map((e) => [e.eventType, e.entityId])).toEqual(expected);
    expect(verified[1].payload.updatedEvent.currentEntity.variantsInfo.variants[0].price.actualPrice.amount).toBe('15');
    expect(verified[1].payload.updatedEvent.modifiedFields).toMatchObject({ 'variantsInfo.variants[0].price.actualPrice.amount': '12' });
    expect(verified[3].payload.actionEvent.body).toMatchObject({ categoryId: category.id, addedItem: { catalogItemId: product.id } });

    const printed = listener.stdout().trim().split('\n').map((line) => JSON.parse(line));
    expect(printed.map((e) => [e.eventType, e.forward.status])).toEqual(expected.map(([type]) => [type, 200]));
    expect(lines.stdout()).toMatch(new RegExp(`category_item_added\\s+${category.id}\\s+added product ${product.id}`));

    // A V1-only name on a V3 site: refused by the sandbox, naming the V3 event; nothing is sent.
    const v1Only = await runStore(['events', 'trigger', 'collection_changed'], { env: served.remoteEnv() });
    expect(v1Only.code).toBe(2);
    expect(v1Only.stderr).toMatch(/collection_changed is a Catalog V1 event, which this Catalog V3 site never sends; it sends category_updated instead/);
    // A filtered type is turned away by verify.
    const wrong = await runStore(['events', 'verify', '-', '--type', 'product-deleted'], { env: served.remoteEnv(), input: relayed[0].body });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/unexpected event type: wix\.stores\.catalog\.v3\.product_created/);

    expect(await listener.stop()).toBe(0);
    expect(await lines.stop()).toBe(0);
    expect(sink.pending()).toHaveLength(0);
  });

  it('an import sends the events of its bulk writes; a re-import that changes nothing sends none', async () => {
    const types = 'product-created,product-updated,category-created,category-updated,category-item-added';
    const listener = await startListener(['--forward-to', sink.url, '--jsonl', '--type', types], served.remoteEnv());
    const row = (i: number, collection = '') => `e2e-import-${i},Import ${i},,${i}.5,,,,true,,,,,${collection},,,,,,,,,,`;
    const file = tempFile('events.csv', [CSV_HEADER, row(1, 'E2E Imports'), row(2, 'E2E Imports'), row(3)].join('\n') + '\n');
    expect(await store(['products', 'import', file])).toMatchObject({ created: 3, failed: 0 });
    const events = [];
    for (const request of await sink.take(6)) events.push(await store(['events', 'verify', '-'], request.body));
    expect(events.map((e) => e.eventType).sort()).toEqual([
      'wix.categories.v1.category_created',
      'wix.categories.v1.category_item_added_to_category',
      'wix.categories.v1.category_item_added_to_category',
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.product_created',
      'wix.stores.catalog.v3.product_created',
    ]);
    const created = events.filter((e) => e.eventType.endsWith('product_created')).map((e) => e.payload.createdEvent.entity.slug);
    expect(created.sort()).toEqual(['e2e-import-1', 'e2e-import-2', 'e2e-import-3']);

    expect(await store(['products', 'import', file])).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    // The next event to arrive is a marker fired after the re-import: the re-import sent nothing.
    const marker = await store(['events', 'trigger', 'category-created']);
    const [next] = await sink.take(1);
    expect(next.headers['x-sandbox-event-id']).toBe(marker.eventId);
    expect(await listener.stop()).toBe(0);
  });
});
