// The write calls behind media, choice-media, options, brand and ribbon answer nothing, so these commands read the
// product back: `--json` prints it (the platform's shape), a person gets a line saying what changed.
import type { StoreClient } from '../../client/index.js';
import type { Product } from '../../wire/api/catalog-v1/product.js';
import type { Context } from '../../context.js';
import { printEntity, printList, printMessage } from '../../io/present.js';
import type { MediaRow } from '../../catalog/core/summary-types.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { MEDIA_COLUMNS } from './variant-view.js';

export async function printProductAfter(
  ctx: Context,
  client: StoreClient,
  productId: string,
  options: { message: (product: Product) => string; showMedia?: boolean },
): Promise<Product> {
  const [product, catalog] = await Promise.all([client.products.get(productId), storeCatalog(ctx, { admin: true })]);
  await printChangedProduct(ctx, product, { message: options.message(product), media: options.showMedia ? catalog.products.mediaRows(product) : undefined });
  return product;
}

/** A product after a change (either catalog version): `--json` the entity, a person the message and its media. */
export async function printChangedProduct(ctx: Context, product: unknown, options: { message: string; media?: MediaRow[] }): Promise<void> {
  const out = ctx.output();
  if (out.format !== 'table') return printEntity(out, product);
  await printMessage(out, options.message);
  if (options.media && options.media.length > 0) await printList(out, options.media, { columns: MEDIA_COLUMNS });
}

export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
