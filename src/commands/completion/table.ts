// The completion table: for each command path ("store", "store products", "store collections" — also spelt
// "store categories") the words that may follow it (subcommands with their aliases, and flags), which of its flags
// take a value, and the values its flags and arguments complete to (commands/shared/completion-values.ts). One table
// drives the three scripts (bash.ts, zsh.ts, fish.ts).
import type { Command } from 'commander';
import { completionValues, type CompletionValues } from '../shared/completion-values.js';

export interface CompletionNode {
  /** Every spelling of the command path: its own names and its aliases at each level. */
  paths: string[];
  /** Subcommands (aliases too) and the command's own flags. */
  words: string[];
  /** The command's own flags that take a value. */
  valueFlags: string[];
  /** The values of its own flags (`--format`) and arguments (`#1` is the first). */
  values: Array<[key: string, values: CompletionValues]>;
}

export interface CompletionTable {
  nodes: CompletionNode[];
  /** The program's own flags, valid at every level. */
  global: { flags: string[]; valueFlags: string[]; values: Array<[flag: string, values: CompletionValues]> };
}

const longFlags = (command: Command) => command.options.flatMap((option) => (option.long ? [option.long] : []));
const takesValue = (command: Command) => command.options.filter((option) => option.long && (option.required || option.optional)).map((option) => option.long!);
const names = (command: Command) => [command.name(), ...command.aliases()];

function ownValues(command: Command): Array<[string, CompletionValues]> {
  const values: Array<[string, CompletionValues]> = [];
  for (const option of command.options) {
    const found = option.long && completionValues(option);
    if (found) values.push([option.long!, found]);
  }
  command.registeredArguments.forEach((argument, i) => {
    const found = completionValues(argument);
    if (found) values.push([`#${i + 1}`, found]);
  });
  return values;
}

/** Every command path of the tree with its words and values; the program's flags once, as the global ones. */
export function completionTable(program: Command): CompletionTable {
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, paths: string[]) => {
    const subcommands = command.commands.filter((sub) => sub.name() !== 'help');
    nodes.push({
      paths,
      words: [...new Set([...subcommands.flatMap(names), ...longFlags(command), '--help'])],
      valueFlags: takesValue(command),
      values: ownValues(command),
    });
    for (const sub of subcommands) visit(sub, paths.flatMap((path) => names(sub).map((name) => `${path} ${name}`)));
  };
  const root = program.name();
  nodes.push({ paths: [root], words: [...program.commands.filter((sub) => sub.name() !== 'help').flatMap(names), '--help', '--version'], valueFlags: [], values: [] });
  for (const sub of program.commands.filter((command) => command.name() !== 'help')) visit(sub, names(sub).map((name) => `${root} ${name}`));
  return {
    nodes,
    global: { flags: [...longFlags(program).filter((flag) => flag !== '--version'), '--help'], valueFlags: takesValue(program), values: ownValues(program) },
  };
}
