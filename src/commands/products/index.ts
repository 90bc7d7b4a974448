// `store products …`: registers the noun and its verbs (loaded only when the command line names `products`).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as browse from './browse.js';
import * as create from './create.js';
import * as del from './delete.js';
import * as exportVerb from './export.js';
import * as get from './get.js';
import * as importVerb from './import.js';
import * as list from './list.js';
import { registerProductSubcommands } from './subcommands.js';
import * as update from './update.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('products');
  for (const verb of [list, get, create, update, del, importVerb, exportVerb, browse]) verb.register(noun, ctx);
  registerProductSubcommands(noun, ctx);
  withExamples(noun, 'store products list', 'store products get blue-shirt --json', 'store products create --name Tee --price 12');
  return noun;
}
