// Collection reads and writes, and product membership. Callers hold the transaction.
import { randomUUID } from 'node:crypto';
import type { CollectionInput, CollectionPatch } from '../../../wire/api/catalog-v1/collection.js';
import { changedFields, collectionChanged, collectionCreated, collectionDeleted } from './events.js';
import { notFound } from '../../http-errors.js';
import { collectionsTable, deleteCollectionRow, saveCollection } from '../../tables/v1/collections.js';
import { addMemberships, productCounts, removeMemberships } from '../../tables/memberships.js';
import { existingProductIds } from '../../tables/v1/products.js';
import { renderCollection, type CollectionState, type WireCollection } from './collection-render.js';
import { recordChange } from '../outbox.js';
import type { CatalogEnv } from './product-service.js';
import { slugify, slugTakenError, uniqueSlug } from '../slugs.js';

function claimSlug(env: CatalogEnv, slug: string, id: string): void {
  if (collectionsTable.slugTaken(env.db, slug, id)) throw slugTakenError('collection', slug);
}

export function requireCollection(env: CatalogEnv, id: string): CollectionState {
  const state = collectionsTable.get(env.db, id);
  if (!state) throw notFound('Collection', id);
  return state;
}

export function requireCollectionBySlug(env: CatalogEnv, slug: string): CollectionState {
  const state = collectionsTable.getBySlug(env.db, slug);
  if (!state) throw notFound('Collection', slug);
  return state;
}

export function createCollection(env: CatalogEnv, input: CollectionInput): CollectionState {
  const id = randomUUID();
  if (input.slug) claimSlug(env, input.slug, id);
  const now = env.clock.nowIso();
  const state: CollectionState = {
    id,
    name: input.name,
    slug: input.slug ?? uniqueSlug(slugify(input.name, 'collection'), (s) => collectionsTable.slugTaken(env.db, s)),
    description: input.description ?? '',
    visible: input.visible ?? true,
    media: [],
    createdDate: now,
    lastUpdated: now,
  };
  saveCollection(env.db, state);
  recordChange(env.db, collectionCreated(renderCollection(state, 0)), now);
  return state;
}

export function updateCollection(env: CatalogEnv, id: string, patch: CollectionPatch): CollectionState {
  const state = requireCollection(env, id);
  if (patch.slug && patch.slug !== state.slug) claimSlug(env, patch.slug, id);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const next: CollectionState = { ...state, ...defined, lastUpdated: env.clock.nowIso() };
  saveCollection(env.db, next);
  const fields = changedFields(state, next, patch);
  if (fields.length > 0) recordChange(env.db, collectionChanged(id, fields), next.lastUpdated);
  return next;
}

export function deleteCollection(env: CatalogEnv, id: string): void {
  if (!deleteCollectionRow(env.db, id)) throw notFound('Collection', id);
  recordChange(env.db, collectionDeleted(id), env.clock.nowIso());
}

/** Adding is idempotent; every id must name an existing product (nothing is added otherwise). */
export function addProductsToCollection(env: CatalogEnv, id: string, productIds: string[]): void {
  requireCollection(env, id);
  const existing = existingProductIds(env.db, productIds);
  const missing = productIds.find((p) => !existing.has(p));
  if (missing !== undefined) throw notFound('Product', missing);
  const added = addMemberships(env.db, id, productIds);
  touch(env, id, added);
}

export function removeProductsFromCollection(env: CatalogEnv, id: string, productIds: string[]): void {
  requireCollection(env, id);
  const removed = removeMemberships(env.db, id, productIds);
  touch(env, id, removed);
}

function touch(env: CatalogEnv, id: string, membershipsChanged: number): void {
  const lastUpdated = env.clock.nowIso();
  saveCollection(env.db, { ...requireCollection(env, id), lastUpdated });
  if (membershipsChanged > 0) recordChange(env.db, collectionChanged(id, ['productIds']), lastUpdated);
}

/** `numberOfProducts` counts only visible products unless the caller may see hidden ones. */
export function renderCollections(env: CatalogEnv, states: CollectionState[], includeHidden: boolean): WireCollection[] {
  const counts = productCounts(env.db, !includeHidden);
  return states.map((state) => renderCollection(state, counts.get(state.id) ?? 0));
}

export const listAllCollections = (env: CatalogEnv): CollectionState[] => collectionsTable.list(env.db);
