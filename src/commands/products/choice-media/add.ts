import type { Command } from 'commander';
import { UsageError } from '../../../io/cli-errors.js';
import type { Context } from '../../../context.js';
import { withExamples } from '../../shared/help.js';
import { plural } from '../after-change.js';
import { addChoiceFlag, changeChoiceMedia, type ChoiceMediaOptions } from './change.js';

export function register(parent: Command, ctx: Context): void {
  const command = addChoiceFlag(parent.command('add').description("Show some of a product's media items for one choice"))
    .argument('<mediaIds...>', 'ids of media items the product already has (see `store products media list`)');
  withExamples(command, 'store products choice-media add sun-hat --choice Color=Navy 54e9456f9f5b1699~hat.jpg   # Catalog V1');
  command.action((product: string, mediaIds: string[], flags: { choice: string }) => runProductsChoiceMediaAdd({ ...flags, product, mediaIds }, ctx));
}

export async function runProductsChoiceMediaAdd(options: ChoiceMediaOptions, ctx: Context): Promise<void> {
  if (options.mediaIds.length === 0) throw new UsageError('which media? pass one or more media ids', { hint: 'store products media list PRODUCT shows the ids' });
  await changeChoiceMedia(
    ctx,
    options,
    (client, id, entry) => client.products.addChoiceMedia(id, [entry]),
    (entry, name) => `${name}: ${entry.option}: ${entry.choice} now shows ${plural(entry.mediaIds?.length ?? 0, 'more media item')}.`,
  );
}
