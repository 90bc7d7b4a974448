import type { Command } from 'commander';
import type { Context } from '../../../context.js';
import { withExamples } from '../../shared/help.js';
import { addChoiceFlag, changeChoiceMedia, type ChoiceMediaOptions } from './change.js';

export function register(parent: Command, ctx: Context): void {
  const command = addChoiceFlag(parent.command('remove').alias('rm').description('Stop showing media items for one choice (all of them when no id is given; asks first on a terminal, --yes otherwise)'))
    .argument('[mediaIds...]', 'ids of the media items to take off the choice');
  withExamples(
    command,
    'store products choice-media remove sun-hat --choice Color=Navy 54e9456f9f5b1699~hat.jpg --yes   # Catalog V1',
    'store products choice-media remove sun-hat --choice Color=Navy --yes   # Catalog V1',
  );
  command.action((product: string, mediaIds: string[], flags: { choice: string }) =>
    runProductsChoiceMediaRemove({ ...flags, product, mediaIds }, ctx),
  );
}

/** The media items stay on the product; only the choice stops showing them. */
export async function runProductsChoiceMediaRemove(options: ChoiceMediaOptions, ctx: Context): Promise<void> {
  await changeChoiceMedia(
    ctx,
    options,
    (client, id, entry) => client.products.removeChoiceMedia(id, [entry]),
    (entry, name) => `${name}: ${entry.option}: ${entry.choice} ${entry.mediaIds ? `no longer shows ${entry.mediaIds.join(', ')}` : 'shows no media of its own now'}.`,
    (entry, name) => `Stop showing ${entry.mediaIds ? entry.mediaIds.join(', ') : 'every media item'} for ${entry.option}: ${entry.choice} of ${name}?`,
  );
}
