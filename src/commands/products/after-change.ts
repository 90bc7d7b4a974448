// The write calls behind media, choice-media, options, brand and ribbon answer nothing, so these commands read the
// product back: `--json` prints it (the platform's shape), a person gets a line saying what changed.
import type { StoreClient } from '../../client/index.js';
import type { Product } from '../../wire/api/catalog-v1/product.js';
import type { Context } from '../../context.js';
import { printEntity, printList, printMessage } from '../../io/present.js';
import { MEDIA_COLUMNS, mediaRows } from './variant-view.js';

export async function printProductAfter(
  ctx: Context,
  client: StoreClient,
  productId: string,
  options: { message: (product: Product) => string; showMedia?: boolean },
): Promise<Product> {
  const product = await client.products.get(productId);
  const out = ctx.output();
  if (out.format !== 'table') {
    await printEntity(out, product);
    return product;
  }
  await printMessage(out, options.message(product));
  if (options.showMedia && product.media.items.length > 0) await printList(out, mediaRows(product), { columns: MEDIA_COLUMNS });
  return product;
}

export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
