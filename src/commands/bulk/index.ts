// `store bulk …`: one change on many products, with a preview, a backup and an exact undo.
import type { Command } from 'commander';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { withNotes } from '../shared/help-layout.js';
import * as adjust from './adjust.js';
import * as set from './set.js';
import * as undo from './undo.js';

export function register(program: Command, ctx: Context): Command {
  const noun = program.command('bulk');
  for (const verb of [set, adjust, undo]) verb.register(noun, ctx);
  withExamples(
    noun,
    'store bulk adjust price +10% --collection summer --yes',
    'store bulk set ribbon Sale --ids ceramic-mug,chefs-knife --yes',
    'store bulk undo ~/.local/share/store/backups/bulk-2030-01-31T12-00-00-000Z.json --yes',
  );
  withNotes(
    noun,
    '\nEvery run previews the change, asks (or needs --yes when not on a terminal), saves the prior values to a backup file, then sends chunks of at most 100 products. Exit 6 when some products failed; they are listed.\n',
  );
  return noun;
}
