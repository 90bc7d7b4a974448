// `store collections …`: registers the noun and its verbs.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as addProducts from './add-products.js';
import * as browse from './browse.js';
import * as create from './create.js';
import * as del from './delete.js';
import * as get from './get.js';
import * as list from './list.js';
import * as removeProducts from './remove-products.js';
import * as update from './update.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('collections');
  for (const verb of [list, get, create, update, del, addProducts, removeProducts, browse]) verb.register(noun, ctx);
  withExamples(noun, 'store collections list', 'store collections create --name "Summer sale"', 'store collections add-products summer ceramic-mug');
  return noun;
}
