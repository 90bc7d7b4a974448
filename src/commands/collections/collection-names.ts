// Collection ids → names, for people (a product's collections read as "Kitchen, Gifts", not a count or ids).
// Stores have few collections: one listing answers every product.
import type { StoreClient } from '../../client/index.js';

export async function loadCollectionNames(client: Pick<StoreClient, 'collections'>): Promise<Map<string, string>> {
  const all = await client.collections.list({}, { all: true }).toArray();
  return new Map(all.map((collection) => [collection.id, collection.name]));
}

/** The names of `ids` (an id stays as it is when no collection has it, e.g. one deleted meanwhile). */
export const namesOf = (names: Map<string, string>, ids: readonly string[]): string[] => ids.map((id) => names.get(id) ?? id);
