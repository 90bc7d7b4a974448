// `store config …`: settings of one profile (the active one, or --profile NAME).
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import * as get from './get.js';
import * as list from './list.js';
import * as set from './set.js';
import * as unset from './unset.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('config');
  for (const verb of [set, get, unset, list]) verb.register(noun, ctx);
  withExamples(noun, 'store config list', 'store config set api-url https://www.wixapis.com --profile prod', 'printf %s "$KEY" | store config set api-key --profile prod');
  return noun;
}
