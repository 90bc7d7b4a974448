// The official SDK's webhook processing (AppStrategy with the sandbox's public key) and its Catalog V3 event
// handlers (productsV3, categories, brandsV3, ribbonsV3, inventoryItemsV3, customizationsV3, infoSectionsV3) accept every event a V3
// sandbox delivers and build the documented envelopes (docs/wire/catalog-v3.md §6), for real changes made through the
// V3 API and for every V3 type `store events trigger` can fire. The event table's V3 types are the SDK's own.
import { AppStrategy, createClient } from '@wix/sdk';
import { categories } from '@wix/categories';
import { currentCart } from '@wix/ecom';
import { brandsV3, customizationsV3, infoSectionsV3, inventoryItemsV3, productsV3, ribbonsV3 } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogV3Paths as paths } from '../../src/wire/api/catalog-v3/paths.js';
import { categoriesPaths } from '../../src/wire/api/categories/paths.js';
import { STORES_APP_ID, STORES_TREE_REFERENCE } from '../../src/wire/api/categories/tree.js';
import { EVENT_TYPES } from '../../src/wire/api/events/webhooks.js';
import { controlPaths } from '../../src/wire/control/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { recordingHandlers } from '../helpers/sdk-webhook-handlers.js';
import { subscribedSink, type WebhookSink } from '../helpers/webhook-sink.js';
import { PHYSICAL_PRODUCT } from '../helpers/store-products.js';

let sandbox: TestSandbox;
let sink: WebhookSink;
const { record, processNext } = recordingHandlers(() => sink, () => app);

function appClient() {
  const client = createClient({
    auth: AppStrategy({ appId: 'sandbox-test-app', publicKey: sandbox.info.publicKey }),
    modules: { productsV3, categories, brandsV3, ribbonsV3, inventoryItemsV3, customizationsV3, infoSectionsV3, currentCart },
  });
  const on = (handler: string, register: (fn: (envelope: unknown) => void) => void) => register(record(handler));
  on('productCreated', client.productsV3.onProductCreated);
  on('productUpdated', client.productsV3.onProductUpdated);
  on('productDeleted', client.productsV3.onProductDeleted);
  on('categoryCreated', client.categories.onCategoryCreated);
  on('categoryUpdated', client.categories.onCategoryUpdated);
  on('categoryDeleted', client.categories.onCategoryDeleted);
  on('itemAdded', client.categories.onCategoryItemAddedToCategory);
  on('itemRemoved', client.categories.onCategoryItemRemovedFromCategory);
  on('categoryMoved', client.categories.onCategoryMoved);
  on('itemsArranged', client.categories.onCategoryItemsArrangedInCategory);
  on('brandCreated', client.brandsV3.onBrandCreated);
  on('brandUpdated', client.brandsV3.onBrandUpdated);
  on('brandDeleted', client.brandsV3.onBrandDeleted);
  on('ribbonCreated', client.ribbonsV3.onRibbonCreated);
  on('ribbonUpdated', client.ribbonsV3.onRibbonUpdated);
  on('ribbonDeleted', client.ribbonsV3.onRibbonDeleted);
  on('customizationCreated', client.customizationsV3.onCustomizationCreated);
  on('customizationUpdated', client.customizationsV3.onCustomizationUpdated);
  on('customizationDeleted', client.customizationsV3.onCustomizationDeleted);
  on('infoSectionCreated', client.infoSectionsV3.onInfoSectionCreated);
  on('infoSectionUpdated', client.infoSectionsV3.onInfoSectionUpdated);
  on('infoSectionDeleted', client.infoSectionsV3.onInfoSectionDeleted);
  on('inventoryItemCreated', client.inventoryItemsV3.onInventoryItemCreated);
  on('inventoryItemUpdated', client.inventoryItemsV3.onInventoryItemUpdated);
  on('inventoryItemDeleted', client.inventoryItemsV3.onInventoryItemDeleted);
  on('stockStatusUpdated', client.inventoryItemsV3.onInventoryItemStockStatusUpdated);
  on('updatedWithReason', client.inventoryItemsV3.onInventoryItemUpdatedWithReason);
  on('cartUpdated', client.currentCart.onCartUpdated);
  return client;
}
let app: ReturnType<typeof appClient>;

// Made with Create Product With Inventory, so each product has its inventory item (Create Product alone makes none).
const simple = (name: string, price: string) => ({ name, ...PHYSICAL_PRODUCT, variantsInfo: { variants: [{ price: { actualPrice: { amount: price } }, inventoryItem: { inStock: true } }] } });
const tree = STORES_TREE_REFERENCE;

beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3', demo: false });
  sink = await subscribedSink(sandbox.baseUrl);
  app = appClient();
});
afterAll(async () => {
  await sandbox.close();
  await sink.close();
});

describe('official SDK webhooks.process on a V3 sandbox', () => {
  it('the event table names exactly the SDK\'s V3 event types', () => {
    const registered = [...app.webhooks.getRegisteredEvents().keys()];
    const v3 = EVENT_TYPES.filter((t) => t.catalog === 'v3').map((t) => t.type);
    for (const type of v3) expect(registered, type).toContain(type);
    expect(registered.filter((type) => !type.startsWith('wix.ecom.')).sort()).toEqual([...v3].sort());
  });

  it('product created, updated (modifiedFields: previous values) and deleted, from the V3 API', async () => {
    const created = (await sandbox.admin('POST', paths.products.createWithInventory(), { product: simple('SDK Lamp', '10') })).body.product;
    const first = await processNext();
    expect(first.handler).toBe('productCreated');
    expect(first.result.eventType).toBe('wix.stores.catalog.v3.product_created');
    expect(first.result.accountInfo).toEqual({ siteId: sandbox.info.siteId });
    expect(first.envelope.entity).toMatchObject({ _id: created.id, name: 'SDK Lamp', revision: '1' });
    expect(first.envelope.entity.variantsInfo.variants[0].price.actualPrice.amount).toBe('10');
    expect(first.envelope.metadata).toMatchObject({
      entityFqdn: 'wix.stores.catalog.v3.product',
      slug: 'created',
      entityId: created.id,
      triggeredByAnonymizeRequest: false,
      instanceId: first.result.instanceId,
      accountInfo: { siteId: sandbox.info.siteId },
      identity: { identityType: 'UNKNOWN' },
    });
    expect(first.envelope.metadata._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.envelope.metadata.eventTime).toBeInstanceOf(Date);
    // Its variant's inventory item comes with it.
    const stock = await processNext();
    expect(stock.handler).toBe('inventoryItemCreated');
    expect(stock.result.eventType).toBe('wix.stores.catalog.v3.inventory_item_created');
    expect(stock.envelope.entity).toMatchObject({ productId: created.id, variantId: first.envelope.entity.variantsInfo.variants[0]._id, inStock: true });
    expect(stock.envelope.metadata).toMatchObject({ entityFqdn: 'wix.stores.catalog.v3.inventory_item', slug: 'created', entityId: stock.envelope.entity._id });

    await sandbox.admin('PATCH', paths.products.update(created.id), { product: { id: created.id, revision: '1', name: 'SDK Desk Lamp' } });
    const updated = await processNext();
    expect(updated.handler).toBe('productUpdated');
    expect(updated.envelope.entity).toMatchObject({ _id: created.id, name: 'SDK Desk Lamp', revision: '2' });
    expect(updated.envelope.modifiedFields).toEqual({ name: 'SDK Lamp' });
    expect(Number(updated.envelope.metadata.entityEventSequence)).toBeGreaterThan(Number(first.envelope.metadata.entityEventSequence));

    await sandbox.admin('DELETE', paths.products.delete(created.id));
    const deleted = await processNext();
    expect(deleted.handler).toBe('productDeleted');
    expect(deleted.envelope.metadata).toMatchObject({ slug: 'deleted', entityId: created.id });
    expect(deleted.envelope.entity._id).toBe(created.id);
    const gone = await processNext();
    expect(gone.handler).toBe('inventoryItemDeleted');
    expect(gone.envelope.entity._id).toBe(stock.envelope.entity._id);
  });

  it('category created, item added and removed (action events: data), updated and deleted', async () => {
    const product = (await sandbox.admin('POST', paths.products.createWithInventory(), { product: simple('SDK Cup', '3') })).body.product;
    expect((await processNext()).handler).toBe('productCreated');
    expect((await processNext()).handler).toBe('inventoryItemCreated');
    const category = (await sandbox.admin('POST', categoriesPaths.create(), { category: { name: 'SDK Cups' }, treeReference: tree })).body.category;
    const created = await processNext();
    expect(created.handler).toBe('categoryCreated');
    expect(created.result.eventType).toBe('wix.categories.v1.category_created');
    expect(created.envelope.entity).toMatchObject({ _id: category.id, name: 'SDK Cups', treeReference: { appNamespace: '@wix/stores' } });
    expect(created.envelope.metadata).toMatchObject({ entityFqdn: 'wix.categories.v1.category', slug: 'created', entityId: category.id });

    const item = { catalogItemId: product.id, appId: STORES_APP_ID };
    await sandbox.admin('POST', categoriesPaths.bulkAddItems(category.id), { items: [item], treeReference: tree });
    const added = await processNext();
    expect(added.handler).toBe('itemAdded');
    expect(added.result.eventType).toBe('wix.categories.v1.category_item_added_to_category');
    expect(added.envelope.data).toEqual({ categoryId: category.id, addedItem: item, treeReference: { appNamespace: '@wix/stores' } });
    expect(added.envelope.metadata).toMatchObject({ slug: 'item_added_to_category', entityId: category.id });

    await sandbox.admin('POST', categoriesPaths.bulkRemoveItems(category.id), { items: [item], treeReference: tree });
    const removed = await processNext();
    expect(removed.handler).toBe('itemRemoved');
    expect(removed.envelope.data).toEqual({ categoryId: category.id, removedItem: item, treeReference: { appNamespace: '@wix/stores' } });

    await sandbox.admin('PATCH', categoriesPaths.updateVisibility(), { categoryId: category.id, visible: false, revision: category.revision, treeReference: tree });
    const updated = await processNext();
    expect(updated.handler).toBe('categoryUpdated');
    expect(updated.envelope.entity).toMatchObject({ _id: category.id, visible: false });
    expect(updated.envelope.modifiedFields).toEqual({ visible: true });

    const parent = (await sandbox.admin('POST', categoriesPaths.create(), { category: { name: 'SDK Kitchen' }, treeReference: tree })).body.category;
    expect((await processNext()).handler).toBe('categoryCreated');
    await sandbox.admin('POST', categoriesPaths.move(category.id), { parentCategoryId: parent.id, position: 'LAST', treeReference: tree });
    expect((await processNext()).handler).toBe('categoryUpdated');
    const moved = await processNext();
    expect(moved.handler).toBe('categoryMoved');
    expect(moved.result.eventType).toBe('wix.categories.v1.category_category_moved');
    expect(moved.envelope.data).toEqual({ categoryId: category.id, parentCategory: { _id: parent.id, index: 0 }, treeReference: { appNamespace: '@wix/stores' } });

    await sandbox.admin('DELETE', categoriesPaths.delete(category.id));
    const deleted = await processNext();
    expect(deleted.handler).toBe('categoryDeleted');
    expect(deleted.envelope.metadata).toMatchObject({ slug: 'deleted', entityId: category.id });
    // The SDK's CategoryDeletedEnvelope has no entity (a product's has).
    expect(deleted.envelope.entity).toBeUndefined();
  });

  it('brand created, updated and deleted; inventory item updated (modifiedFields: previous values)', async () => {
    const brand = (await sandbox.admin('POST', paths.brands.create(), { brand: { name: 'SDK Acme' } })).body.brand;
    const created = await processNext();
    expect(created.handler).toBe('brandCreated');
    expect(created.envelope.entity).toMatchObject({ _id: brand.id, name: 'SDK Acme' });
    await sandbox.admin('PATCH', paths.brands.update(brand.id), { brand: { id: brand.id, revision: '1', name: 'SDK Acme Co' } });
    const updated = await processNext();
    expect(updated.handler).toBe('brandUpdated');
    expect(updated.envelope.modifiedFields).toEqual({ name: 'SDK Acme' });
    await sandbox.admin('DELETE', paths.brands.delete(brand.id));
    const deleted = await processNext();
    expect(deleted.handler).toBe('brandDeleted');
    expect(deleted.envelope).toEqual({ metadata: expect.objectContaining({ slug: 'deleted', entityId: brand.id }) });

    const product = (await sandbox.admin('POST', paths.products.createWithInventory(), { product: simple('SDK Pot', '8') })).body.product;
    await sink.take(2);
    const [stock] = (await sandbox.admin('POST', paths.inventoryItems.query(), { query: { filter: { productId: product.id } } })).body.inventoryItems;
    await sandbox.admin('PATCH', paths.inventoryItems.update(stock.id), { inventoryItem: { id: stock.id, revision: stock.revision, quantity: 4 } });
    const inventory = await processNext();
    expect(inventory.handler).toBe('inventoryItemUpdated');
    expect(inventory.envelope.entity).toMatchObject({ _id: stock.id, quantity: 4, trackQuantity: true });
    expect(inventory.envelope.modifiedFields).toMatchObject({ trackQuantity: false, quantity: null });
    const reason = await processNext();
    expect(reason.handler).toBe('updatedWithReason');
    expect(reason.envelope.data).toMatchObject({ currentEntity: { _id: stock.id, quantity: 4 }, reason: 'MANUAL', appId: STORES_APP_ID });
    await sandbox.admin('PATCH', paths.inventoryItems.update(stock.id), { inventoryItem: { id: stock.id, revision: String(Number(stock.revision) + 1), quantity: 0 } });
    expect((await processNext()).handler).toBe('inventoryItemUpdated');
    const status = await processNext();
    expect(status.handler).toBe('stockStatusUpdated');
    expect(status.result.eventType).toBe('wix.stores.catalog.v3.inventory_item_stock_status_updated');
    expect(status.envelope).toMatchObject({ data: { inStock: false }, metadata: { slug: 'stock_status_updated', entityId: stock.id } });
    expect((await processNext()).handler).toBe('updatedWithReason');
  });

  it('customization created, renamed (modifiedFields: previous values) and deleted', async () => {
    const customization = {
      name: 'SDK Engraving',
      customizationType: 'MODIFIER',
      customizationRenderType: 'FREE_TEXT',
      freeTextInput: { minCharCount: 0, maxCharCount: 20, title: 'Text' },
    };
    const created = (await sandbox.admin('POST', paths.customizations.create(), { customization })).body.customization;
    const first = await processNext();
    expect(first.handler).toBe('customizationCreated');
    expect(first.result.eventType).toBe('wix.stores.catalog.v3.customization_created');
    expect(first.envelope.entity).toMatchObject({ _id: created.id, name: 'SDK Engraving', customizationType: 'MODIFIER' });
    await sandbox.admin('PATCH', paths.customizations.update(created.id), { customization: { id: created.id, revision: created.revision, name: 'SDK Message' } });
    const renamed = await processNext();
    expect(renamed.handler).toBe('customizationUpdated');
    expect(renamed.envelope.entity.name).toBe('SDK Message');
    expect(renamed.envelope.modifiedFields).toMatchObject({ name: 'SDK Engraving' });
    await sandbox.admin('DELETE', paths.customizations.delete(created.id));
    const deleted = await processNext();
    expect(deleted.handler).toBe('customizationDeleted');
    expect(deleted.envelope.metadata).toMatchObject({ entityFqdn: 'wix.stores.catalog.v3.customization', slug: 'deleted', entityId: created.id });
  });

  it('info section created (by the API, and inline on a product before the product), updated (modifiedFields: previous values) and deleted (metadata only)', async () => {
    // onInfoSectionCreated / …Updated / …Deleted: "Triggered when an info section is created / updated / deleted";
    // InfoSectionDeletedEnvelope holds `metadata` alone (auto_sdk_stores_info-sections-v-3 typings).
    const section = (await sandbox.admin('POST', paths.infoSections.create(), { infoSection: { uniqueName: 'sdk-care', title: 'Care' } })).body.infoSection;
    const created = await processNext();
    expect(created.handler).toBe('infoSectionCreated');
    expect(created.result.eventType).toBe('wix.stores.catalog.v3.info_section_created');
    expect(created.envelope.entity).toMatchObject({ _id: section.id, uniqueName: 'sdk-care', title: 'Care' });
    await sandbox.admin('PATCH', paths.infoSections.update(section.id), { infoSection: { id: section.id, revision: section.revision, title: 'Care and washing' } });
    const updated = await processNext();
    expect(updated.handler).toBe('infoSectionUpdated');
    expect(updated.envelope.entity).toMatchObject({ _id: section.id, title: 'Care and washing' });
    expect(updated.envelope.modifiedFields).toMatchObject({ title: 'Care' });
    await sandbox.admin('DELETE', paths.infoSections.delete(section.id));
    const deleted = await processNext();
    expect(deleted.handler).toBe('infoSectionDeleted');
    expect(deleted.envelope).toEqual({ metadata: expect.objectContaining({ entityFqdn: 'wix.stores.catalog.v3.info_section', slug: 'deleted', entityId: section.id }) });

    // A product's inline info section (uniqueName and title, no id) is created with it: its event comes first.
    const product = (await sandbox.admin('POST', paths.products.create(), { product: { ...simple('SDK Scarf', '12'), infoSections: [{ uniqueName: 'sdk-wool', title: 'Wool' }] } })).body.product;
    const inline = await processNext();
    expect(inline.handler).toBe('infoSectionCreated');
    expect(inline.envelope.entity).toMatchObject({ _id: product.infoSections[0].id, uniqueName: 'sdk-wool' });
    expect((await processNext()).handler).toBe('productCreated');
  });

  it('synthetic events from the trigger route, for every V3 name, reach the right handler', async () => {
    const product = (await sandbox.admin('POST', paths.products.createWithInventory(), { product: simple('SDK Bowl', '5') })).body.product;
    const category = (await sandbox.admin('POST', categoriesPaths.create(), { category: { name: 'SDK Bowls' }, treeReference: tree })).body.category;
    await sandbox.admin('POST', categoriesPaths.bulkAddItems(category.id), { items: [{ catalogItemId: product.id, appId: STORES_APP_ID }], treeReference: tree });
    await sandbox.admin('POST', paths.brands.create(), { brand: { name: 'SDK Brand' } });
    await sandbox.admin('POST', paths.ribbons.create(), { ribbon: { name: 'SDK Ribbon' } });
    await sandbox.admin('POST', paths.customizations.create(), { customization: { name: 'SDK Size', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }] } } });
    await sandbox.admin('POST', paths.infoSections.create(), { infoSection: { uniqueName: 'sdk-fit', title: 'Fit' } });
    await sink.take(8);
    const names: Array<[string, string]> = [
      ['product_created', 'productCreated'],
      ['product_updated', 'productUpdated'],
      ['product_deleted', 'productDeleted'],
      ['category_created', 'categoryCreated'],
      ['category_updated', 'categoryUpdated'],
      ['category_deleted', 'categoryDeleted'],
      ['category_item_added', 'itemAdded'],
      ['category_item_removed', 'itemRemoved'],
      ['category_moved', 'categoryMoved'],
      ['category_items_arranged', 'itemsArranged'],
      ['brand_created', 'brandCreated'],
      ['brand_updated', 'brandUpdated'],
      ['brand_deleted', 'brandDeleted'],
      ['ribbon_created', 'ribbonCreated'],
      ['ribbon_updated', 'ribbonUpdated'],
      ['ribbon_deleted', 'ribbonDeleted'],
      ['customization_created', 'customizationCreated'],
      ['customization_updated', 'customizationUpdated'],
      ['customization_deleted', 'customizationDeleted'],
      ['info_section_created', 'infoSectionCreated'],
      ['info_section_updated', 'infoSectionUpdated'],
      ['info_section_deleted', 'infoSectionDeleted'],
      ['inventory_item_created', 'inventoryItemCreated'],
      ['inventory_item_updated', 'inventoryItemUpdated'],
      ['inventory_item_deleted', 'inventoryItemDeleted'],
      ['inventory_item_stock_status_updated', 'stockStatusUpdated'],
      ['inventory_item_updated_with_reason', 'updatedWithReason'],
      ['cart_updated', 'cartUpdated'],
    ];
    for (const [name, handler] of names) {
      const fired = await callSandbox(sandbox.baseUrl, 'POST', controlPaths.trigger(), { body: { type: name } });
      expect(fired.status, name).toBe(200);
      const next = await processNext();
      expect(next.handler, name).toBe(handler);
      expect(next.result.eventType).toBe(fired.body.eventType);
    }
  });
});
