// `--collection KEY` on `products list` and `browse`: only the products in one collection (a category on Catalog
// V3), named by id, slug or name as `store collections get` takes it; a collection that does not exist is exit 5.
import type { Command } from 'commander';
import type { ListRequest, StoreCatalog } from '../../catalog/core/store-catalog.js';

export interface CollectionFlag {
  collection?: string;
}

export function addCollectionFlag(command: Command): Command {
  return command.option('--collection <collection>', 'only the products in this collection (V3: category): id, slug or name');
}

/** The collection the flag names (none: every product): its id for `ListRequest.inCollection`, its name for people. */
export async function collectionScope(catalog: StoreCatalog, flags: CollectionFlag): Promise<{ id: string; name: string } | undefined> {
  if (flags.collection === undefined) return undefined;
  const summary = catalog.collections.summary(await catalog.collections.resolve(flags.collection));
  return { id: summary.id, name: summary.name };
}

/** The request with the scope's collection, if any. */
export const scoped = (request: ListRequest, scope: { id: string } | undefined): ListRequest => (scope ? { ...request, inCollection: scope.id } : request);
