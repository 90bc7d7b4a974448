// What `choice-media add` and `remove` share: resolve the product and the one choice, send, read the product back.
import type { Command } from 'commander';
import { UsageError } from '../../../io/cli-errors.js';
import { ChoiceMediaListSchema, type ChoiceMedia } from '../../../wire/api/catalog-v1/media.js';
import type { StoreClient } from '../../../client/index.js';
import type { Context } from '../../../context.js';
import { resolveChoices } from '../../../catalog/core/choice-match.js';
import { confirmOrStop, refuseUnlessAnswerable } from '../../shared/ask-first.js';
import { parseFlags } from '../../shared/parse-flags.js';
import { printProductAfter } from '../after-change.js';
import { storeCatalog } from '../../shared/store-catalog.js';

export interface ChoiceMediaOptions {
  product: string;
  choice?: string;
  mediaIds: string[];
}

export const addChoiceFlag = (command: Command): Command =>
  command.requiredOption('--choice <Option=Choice>', 'the choice, e.g. Color=Navy').argument('<product>', 'product id or slug');

export async function changeChoiceMedia(
  ctx: Context,
  options: ChoiceMediaOptions,
  send: (client: StoreClient, productId: string, entry: ChoiceMedia) => Promise<void>,
  message: (entry: ChoiceMedia, productName: string) => string,
  /** For a destructive change: the question to ask first (see shared/ask-first.ts). */
  question?: (entry: ChoiceMedia, productName: string) => string,
): Promise<void> {
  if (!options.choice) throw new UsageError('--choice Option=Choice is required');
  (await storeCatalog(ctx, { admin: true })).requireV1('products choice-media');
  if (question) refuseUnlessAnswerable(ctx);
  const client = await ctx.client({ admin: true });
  const product = await client.products.resolve(options.product);
  const [[option, choice]] = Object.entries(resolveChoices(product.productOptions, [options.choice]));
  const [entry] = parseFlags(ChoiceMediaListSchema, [{ option, choice, ...(options.mediaIds.length ? { mediaIds: options.mediaIds } : {}) }], () => 'MEDIA_ID');
  if (question && !(await confirmOrStop(ctx, question(entry, product.name)))) return;
  await send(client, product.id, entry);
  await printProductAfter(ctx, client, product.id, { message: (after) => message(entry, after.name), showMedia: true });
}
