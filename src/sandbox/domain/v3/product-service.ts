// Catalog V3 product reads and writes: the one place that stores a product, keeps its inventory items in step and
// records its domain event. Callers hold the transaction; everything here is synchronous.
import type { ProductCreate, ProductUpdate } from '../../../wire/api/catalog-v3/product.js';
import { notFound } from '../../http-errors.js';
import { deleteProductV3Row, getProductV3, getProductV3BySlug, saveProductV3 } from '../../tables/v3/products.js';
import { recordChange, type DomainEventChange } from '../outbox.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { visibleProduct } from '../read-policy.js';
import { inventoryDeletedEvents, stockOfItems, syncInventory, type InventorySync } from './inventory.js';
import { buildProduct, mergeUpdate } from './product-model.js';
import { type StoredProductV3 } from './product-state.js';
import { eventEntity } from './product-render.js';
import { checkRevision } from './revisions.js';
import { entityEventV3 } from './events.js';

export type { CatalogEnv };

export function requireProductV3(env: CatalogEnv, id: string, visibleOnly = false): StoredProductV3 {
  // Hidden products do not exist for visitors and members.
  const product = visibleProduct(getProductV3(env.db, id), !visibleOnly);
  if (!product) throw notFound('Product', id);
  return product;
}

export function requireProductV3BySlug(env: CatalogEnv, slug: string, visibleOnly = false): StoredProductV3 {
  const product = visibleProduct(getProductV3BySlug(env.db, slug), !visibleOnly);
  if (!product) throw notFound('Product', slug);
  return product;
}

/** Saves the product and drops the items of variants it lost; the items' events follow the product's own (`record`). */
function store(env: CatalogEnv, product: StoredProductV3, created = false): InventorySync {
  saveProductV3(env.db, product, created);
  return syncInventory(env.db, product, created);
}

function record(env: CatalogEnv, at: string, changes: DomainEventChange[]): void {
  for (const change of changes) recordChange(env.db, change, at);
}

export function createProductV3(env: CatalogEnv, input: ProductCreate): StoredProductV3 {
  const product = buildProduct({ db: env.db, clock: env.clock, now: env.clock.nowIso() }, input);
  // Create Product makes no inventory items (SDK createProduct): the new product holds none.
  const inventory = store(env, product, true);
  record(env, product.updatedDate, [entityEventV3('product', 'created', product.id, eventEntity(env, product, stockOfItems(inventory.items))), ...inventory.events]);
  return product;
}

/** PATCH with optimistic concurrency: the stored revision must be the one given; nothing is written otherwise. */
export function updateProductV3(env: CatalogEnv, id: string, patch: ProductUpdate, field = 'product.revision'): StoredProductV3 {
  const existing = requireProductV3(env, id);
  checkRevision('Product', id, existing.revision, patch.revision, field);
  return replaceProductV3(env, existing, mergeUpdate(existing, patch));
}

/** Stores `input` as the next revision of `existing` (update, bulk update and by-filter jobs share this). */
export function replaceProductV3(env: CatalogEnv, existing: StoredProductV3, input: ProductCreate): StoredProductV3 {
  const product = buildProduct({ db: env.db, clock: env.clock, now: env.clock.nowIso() }, input, existing);
  const inventory = store(env, product);
  // Both entities show the stock after the change.
  const inStock = stockOfItems(inventory.items);
  const before = eventEntity(env, existing, inStock);
  record(env, product.updatedDate, [entityEventV3('product', 'updated', product.id, eventEntity(env, product, inStock), { before }), ...inventory.events]);
  return product;
}

export function deleteProductV3(env: CatalogEnv, id: string): void {
  const product = requireProductV3(env, id);
  const entity = eventEntity(env, product);
  const inventory = inventoryDeletedEvents(env.db, id);
  deleteProductV3Row(env.db, id);
  record(env, env.clock.nowIso(), [entityEventV3('product', 'deleted', id, entity), ...inventory]);
}
