// What `add-products` and `remove-products` share: resolve the collection and the products, make one change,
// report it.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity, printMessage } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { storeCatalog } from '../shared/store-catalog.js';

export type MembershipChange = 'add' | 'remove';

export interface MembershipOptions {
  collection: string;
  products: string[];
}

export function registerMembership(
  parent: Command,
  change: MembershipChange,
  run: (options: MembershipOptions) => Promise<void>,
): void {
  const command = parent
    .command(`${change}-products`)
    .argument('<collection>', 'collection id, slug or name')
    .argument('<products...>', 'product ids or slugs')
    .description(change === 'add' ? 'Put products in a collection' : 'Take products out of a collection');
  withExamples(command, `store collections ${change}-products kitchen sun-hat picnic-basket`, `store collections ${change}-products "Summer sale" 1f2e… --json`);
  command.action((collection: string, products: string[]) => run({ collection, products }));
}

export async function changeMembership(change: MembershipChange, options: MembershipOptions, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx, { admin: true });
  const collection = await catalog.collections.resolve(options.collection);
  const productIds: string[] = [];
  for (const key of new Set(options.products)) productIds.push((await catalog.products.resolve(key)).id);
  if (change === 'add') await catalog.collections.addProducts(collection.id, productIds);
  else await catalog.collections.removeProducts(collection.id, productIds);
  const out = ctx.output();
  if (out.format !== 'table') {
    await printEntity(out, { collectionId: collection.id, productIds });
    return;
  }
  const count = `${productIds.length} product${productIds.length === 1 ? '' : 's'}`;
  await printMessage(out, change === 'add' ? `Added ${count} to ${collection.name}` : `Removed ${count} from ${collection.name}`);
}
