// The collections table: one JSON document per row; seq keeps creation order.
import type { DatabaseSync } from 'node:sqlite';
import type { CollectionState } from '../../domain/v1/collection-render.js';
import { documentTable } from '../documents.js';

export const collectionsTable = documentTable<CollectionState>('collections', 'seq');

export function saveCollection(db: DatabaseSync, state: CollectionState): void {
  db.prepare(
    `INSERT INTO collections (id, slug, seq, doc) VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM collections), ?)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, doc = excluded.doc`,
  ).run(state.id, state.slug, JSON.stringify(state));
}

export function deleteCollectionRow(db: DatabaseSync, id: string): boolean {
  db.prepare('DELETE FROM memberships WHERE collection_id = ?').run(id);
  return Number(db.prepare('DELETE FROM collections WHERE id = ?').run(id).changes) > 0;
}
