// Collection ids → names, for people (a product's collections read as "Kitchen, Gifts", not a count or ids); on
// Catalog V3 the collections are categories. Stores have few collections: one listing answers every product.
import type { CatalogCollections } from '../../catalog/core/store-catalog.js';

export async function loadCollectionNames(collections: Pick<CatalogCollections, 'list' | 'summary'>): Promise<Map<string, string>> {
  const all = await collections.list({}, { all: true }).toArray();
  return new Map(all.map((collection) => collections.summary(collection)).map((summary) => [summary.id, summary.name]));
}

/** The names of `ids` (an id stays as it is when no collection has it, e.g. one deleted meanwhile). */
export const namesOf = (names: Map<string, string>, ids: readonly string[]): string[] => ids.map((id) => names.get(id) ?? id);
