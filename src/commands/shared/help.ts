// Help text: every command ends its --help with examples, the way gh does.
import type { Command } from 'commander';

export function withExamples(command: Command, ...examples: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((line) => `  $ ${line}`).join('\n')}\n`);
}
