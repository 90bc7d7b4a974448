// The three completion scripts, byte for byte, from one small command tree that has every kind of entry the table
// holds: a noun with an alias, a verb with an alias, flags that take a value and flags that do not, values from a
// placeholder, marked words, an argument's words, a value read from a command (with its rule), the program's own
// flags and `help` (left out). The files in __snapshots__/ are what the generators printed before they were split
// into one file per shell (issue #38 item 3); a change to a script shows here as a diff of the file.
// The real tree's scripts are run by each shell in test/e2e/completion-shells.test.ts.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { completionScript, SHELLS } from '../../../../src/commands/completion/scripts.js';
import { completionTable } from '../../../../src/commands/completion/table.js';
import { completeArgument, completeOption, PROFILE_NAMES } from '../../../../src/commands/shared/completion-values.js';

function sampleTree(): Command {
  const program = new Command('store').version('0.0.0').option('--json', 'JSON').option('--profile <name>', 'a profile').option('--catalog <auto|v1|v3>', 'catalog');
  completeOption(program, '--profile', PROFILE_NAMES);
  const collections = program.command('collections').alias('categories').description('collections');
  const list = collections.command('list').alias('ls').option('--limit <n>', 'at most').option('--format <csv|json>', 'format').option('--all', 'every page');
  list.argument('[kind]', 'kind');
  completeArgument(list, 0, { words: ['manual', "it's"] });
  collections.command('get').argument('<id>', 'id').option('--fields <list>', 'fields');
  const completion = program.command('completion').argument('<shell>', 'shell');
  completeArgument(completion, 0, { words: SHELLS });
  program.command('help');
  return program;
}

describe('completion scripts', () => {
  it.each(SHELLS)('%s: the same bytes as before the split', async (shell) => {
    await expect(completionScript(shell, completionTable(sampleTree()))).toMatchFileSnapshot(`__snapshots__/store.${shell}`);
  });
});
