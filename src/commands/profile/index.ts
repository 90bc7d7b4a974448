// `store profile …`: named sets of settings, and which one is active.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as add from './add.js';
import * as list from './list.js';
import * as remove from './remove.js';
import * as use from './use.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('profile');
  for (const verb of [list, use, add, remove]) verb.register(noun, ctx);
  withExamples(noun, 'store profile list', 'store profile add prod --site-id 3f1c…', 'store profile use prod');
  return noun;
}
