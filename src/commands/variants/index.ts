// `store variants list|get`: store variants across the whole catalog (loaded only when the command line names it).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as get from './get.js';
import * as list from './list.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('variants');
  for (const verb of [list, get]) verb.register(noun, ctx);
  withExamples(noun, 'store variants list', 'store variants get <productId>-<variantId> --json');
  return noun;
}
