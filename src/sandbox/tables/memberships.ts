// Which products are in which collections. Product.collectionIds and Collection.numberOfProducts are read from here.
import type { DatabaseSync } from 'node:sqlite';

/** Returns how many memberships were new. */
export function addMemberships(db: DatabaseSync, collectionId: string, productIds: string[]): number {
  const stmt = db.prepare('INSERT OR IGNORE INTO memberships (collection_id, product_id) VALUES (?, ?)');
  return productIds.reduce((added, productId) => added + Number(stmt.run(collectionId, productId).changes), 0);
}

/** Returns how many memberships existed and were removed. */
export function removeMemberships(db: DatabaseSync, collectionId: string, productIds: string[]): number {
  const stmt = db.prepare('DELETE FROM memberships WHERE collection_id = ? AND product_id = ?');
  return productIds.reduce((removed, productId) => removed + Number(stmt.run(collectionId, productId).changes), 0);
}

export function collectionIdsOf(db: DatabaseSync, productId: string): string[] {
  const rows = db.prepare('SELECT collection_id FROM memberships WHERE product_id = ? ORDER BY rowid').all(productId);
  return rows.map((r) => (r as { collection_id: string }).collection_id);
}

/** productId → collection ids, for rendering many products with one query. */
export function allCollectionIds(db: DatabaseSync): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of db.prepare('SELECT product_id, collection_id FROM memberships ORDER BY rowid').all()) {
    const { product_id, collection_id } = row as { product_id: string; collection_id: string };
    const list = map.get(product_id);
    if (list) list.push(collection_id);
    else map.set(product_id, [collection_id]);
  }
  return map;
}

/** collectionId → number of member products (only visible ones when `visibleOnly`). */
export function productCounts(db: DatabaseSync, visibleOnly: boolean): Map<string, number> {
  const sql = `SELECT m.collection_id AS id, COUNT(*) AS n FROM memberships m JOIN products p ON p.id = m.product_id
               ${visibleOnly ? 'WHERE p.visible = 1' : ''} GROUP BY m.collection_id`;
  const map = new Map<string, number>();
  for (const row of db.prepare(sql).all()) map.set((row as { id: string }).id, Number((row as { n: number }).n));
  return map;
}
