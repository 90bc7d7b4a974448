// Brands and ribbons (docs/wire/catalog-v3.md §5): named entities with revisions that products reference by id; names
// are unique case-insensitively, which is what get-or-create relies on. Deleting one: a ribbon leaves every product
// ("Deleting a ribbon will also remove it from all products it is assigned to"); a brand stays on its products as a
// dangling reference that "resolves to nothing on read" (Delete Brand / Delete Ribbon, SDK doc comments).
import { randomUUID } from 'node:crypto';
import { notFound } from '../../http-errors.js';
import { v3Error } from './errors.js';
import { deleteEntity, getEntity, getEntityByName, listEntities, saveEntity, type StoredEntity } from '../../tables/v3/entities.js';
import { listProductsV3 } from '../../tables/v3/products.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { reviseProducts } from './product-references.js';
import type { StoredProductV3 } from './product-state.js';

/** What a brand or ribbon write needs: the database and the clock. */
export type EntityEnv = Pick<CatalogEnv, 'db' | 'clock'>;
import { checkRevision, FIRST_REVISION, nextRevision } from './revisions.js';
import { recordChange } from '../outbox.js';
import { entityEventV3 } from './events.js';

export type NamedKind = 'brand' | 'ribbon';
const TITLE: Record<NamedKind, string> = { brand: 'Brand', ribbon: 'Ribbon' };
const ALREADY_EXISTS = { brand: 'BRAND_ALREADY_EXISTS', ribbon: 'RIBBON_ALREADY_EXISTS' } as const satisfies Record<NamedKind, string>;

export function requireNamed(env: EntityEnv, kind: NamedKind, id: string): StoredEntity {
  const entity = getEntity(env.db, kind, id);
  if (!entity) throw notFound(TITLE[kind], id);
  return entity;
}

/** A brand name of spaces only is refused (`ONLY_SPACES_STRING_ERROR`, declared by the brands SDK; the ribbons SDK declares none). */
function checkName(kind: NamedKind, name: string | undefined, field: string): void {
  if (kind === 'brand' && name !== undefined && !name.trim()) throw v3Error('ONLY_SPACES_STRING_ERROR', `${field} is only spaces`, { field });
}

export function createNamed(env: EntityEnv, kind: NamedKind, name: string): StoredEntity {
  checkName(kind, name, `${kind}.name`);
  if (getEntityByName(env.db, kind, name)) {
    throw v3Error(ALREADY_EXISTS[kind], `A ${kind} named "${name}" already exists`, { data: { name } });
  }
  const now = env.clock.nowIso();
  const entity: StoredEntity = { id: randomUUID(), revision: FIRST_REVISION, createdDate: now, updatedDate: now, name };
  saveEntity(env.db, kind, entity);
  recordChange(env.db, entityEventV3(kind, 'created', entity.id, entity), now);
  return entity;
}

export function getOrCreateNamed(env: EntityEnv, kind: NamedKind, name: string): StoredEntity {
  return getEntityByName(env.db, kind, name) ?? createNamed(env, kind, name);
}

export function updateNamed(env: EntityEnv, kind: NamedKind, id: string, patch: { revision?: string | null; name?: string }): StoredEntity {
  const existing = requireNamed(env, kind, id);
  checkRevision(TITLE[kind], id, existing.revision, patch.revision, `${kind}.revision`);
  checkName(kind, patch.name, `${kind}.name`);
  const clash = patch.name ? getEntityByName(env.db, kind, patch.name) : undefined;
  if (clash && clash.id !== id) throw v3Error(ALREADY_EXISTS[kind], `A ${kind} named "${patch.name}" already exists`);
  const entity = { ...existing, name: patch.name ?? existing.name, revision: nextRevision(existing.revision), updatedDate: env.clock.nowIso() };
  saveEntity(env.db, kind, entity);
  recordChange(env.db, entityEventV3(kind, 'updated', id, entity, { before: existing }), entity.updatedDate);
  return entity;
}

export function deleteNamed(env: CatalogEnv, kind: NamedKind, id: string): void {
  const entity = requireNamed(env, kind, id);
  if (kind === 'ribbon') {
    const others = (p: StoredProductV3) => p.additionalRibbons?.filter((r) => r.id !== id);
    reviseProducts(env, listProductsV3(env.db).filter((p) => holds(p, kind, id)), (p) => ({
      ribbon: p.ribbon?.id === id ? undefined : p.ribbon,
      additionalRibbons: others(p)?.length ? others(p) : undefined,
    }));
  }
  deleteEntity(env.db, kind, id);
  recordChange(env.db, entityEventV3(kind, 'deleted', id, entity), env.clock.nowIso());
}

export function listNamed(env: EntityEnv, kind: NamedKind): StoredEntity[] {
  return listEntities(env.db, kind);
}

/** How many products reference the entity (`assignedProductsCount` / ribbons' `assignedProductCount`). */
export function assignedCount(env: EntityEnv, kind: NamedKind, id: string): number {
  return listProductsV3(env.db).filter((p) => holds(p, kind, id)).length;
}

/** The product has the entity: its brand, or its ribbon or one of its additional ribbons ("Includes both primary and additional ribbons", Ribbon `assignedProductCount`). */
function holds(product: StoredProductV3, kind: NamedKind, id: string): boolean {
  return product[kind]?.id === id || (kind === 'ribbon' && (product.additionalRibbons ?? []).some((r) => r.id === id));
}
