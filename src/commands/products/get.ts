import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { printEntity } from '../../io/present.js';
import { withExamples } from '../shared/help.js';
import { loadCollectionNames, namesOf } from '../collections/collection-names.js';
import { checkFields } from '../../io/entity-fields.js';
import { summaryDetails } from '../../ui/views/product-view.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { stockDetail } from '../inventory/stock-view.js';
import { withHiddenProductHint } from '../../context/reader.js';

export function register(parent: Command, ctx: Context): void {
  const command = parent.command('get').alias('show').argument('<product>', 'product id or slug').description('Show one product');
  withExamples(
    command,
    'store products get sun-hat',
    'store products get 1f2e… --json',
    'store products get sun-hat --fields name,slug,visible',
    'store products get sun-hat --fields actualPriceRange,compareAtPriceRange   # Catalog V3 (V1: priceData)',
  );
  command.action((product: string) => runProductsGet({ product }, ctx));
}

export async function runProductsGet(options: { product: string }, ctx: Context): Promise<void> {
  const catalog = await storeCatalog(ctx);
  await checkFields(ctx.globals.fields, catalog.products.fields);
  const product = await catalog.products.resolve(options.product).catch(async (error: unknown) => withHiddenProductHint(error, ctx.env, await ctx.settings()));
  const out = ctx.output();
  const human = out.format === 'table' && !out.fields?.length;
  // A person sees the collections (V3: categories) by name, as `browse` shows them (JSON keeps the wire's ids).
  const ids = catalog.products.collectionIds(product);
  const collections = human && ids.length ? namesOf(await loadCollectionNames(catalog.collections), ids) : undefined;
  const view = summaryDetails(catalog.products.summary(product), collections);
  // A person sees each variant's stock (JSON keeps the store's own product).
  if (human) view.push(['stock', stockDetail(await catalog.inventory().ofProduct(product.id))]);
  await printEntity(out, product, { view });
}
