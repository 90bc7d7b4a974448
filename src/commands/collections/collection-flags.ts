// The collection flags `create` and `update` share.
import { Option, type Command } from 'commander';
import type { Context } from '../../context.js';
import { readJsonInput } from '../shared/read-input.js';

export interface CollectionFlags {
  name?: string;
  slug?: string;
  description?: string;
  visible?: boolean;
  hidden?: boolean;
  from?: string;
}

export function addCollectionFlags(command: Command): Command {
  return command
    .option('--name <name>', 'collection name (1–50 characters)')
    .option('--slug <slug>', 'URL slug')
    .option('--description <text>', 'description')
    .addOption(new Option('--visible', 'show the collection page').conflicts('hidden'))
    .option('--hidden', 'hide the collection page')
    .option('--from <file|->', 'read a collection JSON; flags override it');
}

/** `--from` (if any) with the given flags laid over it; only fields that were given. */
export async function collectionBody(ctx: Context, flags: CollectionFlags): Promise<Record<string, unknown>> {
  const fromFile = flags.from === undefined ? {} : await readJsonInput(ctx, flags.from, 'collection');
  const fromFlags = Object.fromEntries(
    Object.entries({
      name: flags.name,
      slug: flags.slug,
      description: flags.description,
      visible: flags.visible ? true : flags.hidden ? false : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  return { ...fromFile, ...fromFlags };
}
