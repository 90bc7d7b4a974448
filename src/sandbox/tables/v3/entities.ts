// The reusable Catalog V3 entities that are plain documents (brands, ribbons, customizations, info sections), one
// table keyed by kind + id with the name indexed (get-or-create looks names up; an info section's is its unique name).
import type { DatabaseSync } from 'node:sqlite';
import type { Versioned } from '../../domain/v3/revisions.js';

export type EntityKind = 'brand' | 'ribbon' | 'customization' | 'info_section';

export interface StoredEntity extends Versioned {
  name: string;
  [key: string]: unknown;
}

const parse = <T>(row: unknown) => JSON.parse((row as { doc: string }).doc) as T;

export function getEntity<T extends Versioned = StoredEntity>(db: DatabaseSync, kind: EntityKind, id: string): T | undefined {
  const row = db.prepare('SELECT doc FROM v3_entities WHERE kind = ? AND id = ?').get(kind, id);
  return row ? parse<T>(row) : undefined;
}

/** Names compare case-insensitively, like the platform's get-or-create. */
export function getEntityByName<T extends Versioned = StoredEntity>(db: DatabaseSync, kind: EntityKind, name: string): T | undefined {
  const row = db.prepare('SELECT doc FROM v3_entities WHERE kind = ? AND name = ?').get(kind, name.toLowerCase());
  return row ? parse<T>(row) : undefined;
}

export function listEntities<T extends Versioned = StoredEntity>(db: DatabaseSync, kind: EntityKind): T[] {
  return db.prepare('SELECT doc FROM v3_entities WHERE kind = ? ORDER BY seq').all(kind).map((row) => parse<T>(row));
}

/** Stores the entity under `name` (what get-by-name finds): its `name` unless told otherwise. */
export function saveEntity(db: DatabaseSync, kind: EntityKind, entity: Versioned & Record<string, unknown>, name = String(entity.name)): void {
  const seq = Number((db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM v3_entities WHERE kind = ?').get(kind) as { n: number }).n);
  db.prepare(
    `INSERT INTO v3_entities (kind, id, seq, name, doc) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(kind, id) DO UPDATE SET name = excluded.name, doc = excluded.doc`,
  ).run(kind, entity.id, seq, name.toLowerCase(), JSON.stringify(entity));
}

export function deleteEntity(db: DatabaseSync, kind: EntityKind, id: string): boolean {
  return Number(db.prepare('DELETE FROM v3_entities WHERE kind = ? AND id = ?').run(kind, id).changes) > 0;
}
