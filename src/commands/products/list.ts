import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { checkFilterFields } from '../shared/query-flags.js';
import { addListFlags, checkListFields, printListing, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { summaryColumns } from '../../ui/views/product-view.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { addCollectionFlag, collectionScope, scoped, type CollectionFlag } from './collection-flag.js';
import { PRODUCT_SORT_NAMES, withStoreSorts } from './sort-aliases.js';
import { inCreationOrderUnlessSorted } from '../../catalog/core/product-order.js';
import { completeOption } from '../shared/completion-values.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('list').alias('ls').description('List products');
  addListFlags(command);
  addCollectionFlag(command);
  completeOption(command, '--sort', { words: PRODUCT_SORT_NAMES });
  withExamples(
    command,
    'store products list',
    'store products list --limit 10 --sort price:desc          # name, price, updated: on every catalog version',
    `store products list --filter '{"name":{"$startsWith":"Ceramic"}}' --json`,
    `store products list --filter '{"sku":{"$startsWith":"MUG"}}'   # Catalog V1 (on V3 a SKU is a variant's: store variants list)`,
    'store products list --all --jsonl > catalog.jsonl',
    'store products list --fields id,name,slug',
    'store products list --fields id,name,actualPriceRange.minValue.amount   # Catalog V3 (V1: priceData.price)',
    'store products list --fields id,name,priceData.price   # Catalog V1 (V3: actualPriceRange.minValue.amount)',
    'store products list --collection kitchen',
  );
  command.action((flags: ListFlags & CollectionFlag) => runProductsList(flags, ctx));
}

export async function runProductsList(flags: ListFlags & CollectionFlag, ctx: Context): Promise<void> {
  const listRequest = toListRequest(flags);
  const catalog = await storeCatalog(ctx);
  const query = withStoreSorts(listRequest.query, catalog.products.sortFields);
  const { paging } = listRequest;
  await checkListFields(query, ctx.globals.fields, catalog.products.fields);
  checkFilterFields(query.filter, catalog.products.queryFields, catalog.products.fields);
  const ordered = inCreationOrderUnlessSorted(query, catalog.products.createdSortField);
  const request = scoped(ordered, await collectionScope(catalog, flags));
  await printListing(ctx, catalog.products.list(request, paging), paging, { columns: summaryColumns(catalog.products.summary), empty: 'No products.', noun: 'products' });
}
