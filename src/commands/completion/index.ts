// `store completion bash|zsh|fish`: prints a completion script for nouns, verbs and flags, built from the real
// command tree (so it never lags behind the commands).
import type { Command } from 'commander';
import { UsageError } from '../../io/cli-errors.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { completeArgument, completeOption, PROFILE_NAMES } from '../shared/completion-values.js';
import { withExamples } from '../shared/help.js';
import { SHELLS, completionScript, type Shell } from './scripts.js';
import { completionTable } from './table.js';

export function register(program: Command, ctx: Context): Command {
  const command = program
    .command('completion')
    .argument('<shell>', SHELLS.join(', '))
    .description('Print a shell completion script (nouns, verbs and flags)');
  completeArgument(command, 0, { words: SHELLS });
  // The program's --profile is declared in cli.ts, which loads nothing but commander: its values are marked here.
  completeOption(program, '--profile', PROFILE_NAMES);
  withExamples(
    command,
    'store completion bash > ~/.local/share/bash-completion/completions/store',
    'store completion zsh > ~/.zsh/store-completion.zsh   # then: source it from ~/.zshrc',
    'store completion fish > ~/.config/fish/completions/store.fish',
  );
  // `program` is the whole tree: cli.ts registers every noun when the command line names this one.
  command.action((shell: string) => runCompletion({ shell }, ctx, program));
  return command;
}

/** `program`: the command tree with every noun registered (cli.ts `buildProgram` with `all`). */
export async function runCompletion(options: { shell: string }, ctx: Context, program: Command): Promise<void> {
  if (!(SHELLS as readonly string[]).includes(options.shell)) {
    throw new UsageError(`no completion for "${options.shell}"`, { hint: `Shells: ${SHELLS.join(', ')}.` });
  }
  await write(ctx.io.stdout, completionScript(options.shell as Shell, completionTable(program)));
}
