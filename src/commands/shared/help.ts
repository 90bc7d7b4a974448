// Help text: every command ends its --help with examples, the way gh does. Each example runs as written, also under
// CI=true (no prompts): a verb that asks first carries --yes (test/unit/cli/help-examples.test.ts checks it).
import type { Command } from 'commander';

const examplesByCommand = new WeakMap<Command, readonly string[]>();

export function withExamples(command: Command, ...examples: string[]): Command {
  examplesByCommand.set(command, examples);
  return command.addHelpText('after', `\nExamples:\n${examples.map((line) => `  $ ${line}`).join('\n')}\n`);
}

/** The examples `withExamples` gave `command` (none: an empty list). */
export function examplesOf(command: Command): readonly string[] {
  return examplesByCommand.get(command) ?? [];
}
