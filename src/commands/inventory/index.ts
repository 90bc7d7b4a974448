// `store inventory list|set|adjust|track|untrack`: each variant's stock, on either catalog version (loaded only when
// the command line names it).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as adjust from './adjust.js';
import * as list from './list.js';
import * as set from './set.js';
import * as track from './track.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('inventory');
  for (const verb of [list, set, adjust, track]) verb.register(noun, ctx);
  withExamples(noun, 'store inventory list --below 5', 'store inventory set MUG-001 25', 'store inventory adjust MUG-001 -2', 'store inventory track sun-hat --quantity 10');
  return noun;
}
