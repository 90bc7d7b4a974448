// Collection ids in a file (a platform JSON dump's `collectionIds`) belong to the store the file came from. Each id
// this store does not have makes the products naming it invalid rows — found before anything is written, in the dry
// run as in the real run — instead of a membership write that fails at the end ("Category … not found").
import type { InvalidCell } from './plan.js';
import type { CollectionsPort } from './target.js';
import type { Validation } from './validate.js';

/** The JSON path the ids come from (docs/wire/catalog-v1.md §6: a product's `collectionIds`). */
export const COLLECTION_IDS_PATH = 'collectionIds';

/** One invalid cell per product row that names an id unknown to the store (the store is asked once, in chunks). */
export async function unknownCollectionIdCells(collections: CollectionsPort, used: Validation['collectionIds']): Promise<InvalidCell[]> {
  if (used.size === 0) return [];
  const known = new Set((await collections.findByIds([...used.keys()])).map((found) => found.id));
  const cells: InvalidCell[] = [];
  for (const [id, rows] of used) {
    if (known.has(id)) continue;
    const reason =
      `this store has no ${collections.kind} with this id (ids belong to the store the file came from): ` +
      `name the ${collections.kind === 'category' ? 'categories' : 'collections'} instead, e.g. "collections": ["Summer"] in JSON or the collections column in CSV (missing ones are created)`;
    for (const row of rows) cells.push({ row, column: COLLECTION_IDS_PATH, value: id, reason });
  }
  return cells.sort((a, b) => a.row - b.row);
}
