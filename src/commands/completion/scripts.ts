// The shell completion scripts of `store completion bash|zsh|fish`. One table drives all three: for each command
// path ("store", "store products", "store collections" — also spelt "store categories") the words that may follow
// it (subcommands with their aliases, and flags), which of its flags take a value, and the values its flags and
// arguments complete to (commands/shared/completion-values.ts). The scripts walk the words typed so far to the
// deepest known path — skipping flags and their values, counting arguments — then offer its words, or the values
// of the flag before the cursor, or of the argument under it.
//
// The walk's variable is `at`, never `path`: zsh ties `path` to $PATH.
// bash: written for bash 3.2 (macOS's /bin/bash) — functions and `case` only: no associative arrays, no `declare -g`,
// no `compopt`, no `mapfile`, no `${var,,}`; zsh loads the same functions through bashcompinit; fish has its own.
import type { Command } from 'commander';
import { completionValues, type CompletionValues } from '../shared/completion-values.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

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

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** A `case` pattern list: 'a'|'b' (bash) or 'a' 'b' (fish). */
const patterns = (keys: string[], separator: string) => keys.map(quoted).join(separator);
const keyed = (paths: string[], key: string) => paths.map((path) => `${path} ${key}`);

/**
 * The rule of a valid value as a pattern the three shells read alike: bash and zsh `[[ =~ ]]` (POSIX ERE) and fish
 * `string match -r` (PCRE2). Anchored, no flags, no backslash escapes (ERE and PCRE read those differently).
 */
function portablePattern(valid: RegExp): string {
  if (valid.flags || !/^\^[\w[\]{}()|.*+?,-]*\$$/.test(valid.source)) throw new Error(`not a portable completion pattern: ${valid}`);
  return valid.source;
}

/**
 * The shell words that print `values`, one a line; `program` is the shell variable holding the command run. What a
 * command prints passes its rule of valid values first (`_store_valid` in bash and zsh, `string match -r` in fish).
 */
function printValues(values: CompletionValues, program: string, shell: 'bash' | 'fish'): string {
  if ('words' in values) return `printf '%s\\n' ${values.words.map(quoted).join(' ')}`;
  const pattern = quoted(portablePattern(values.valid));
  return `${program} ${values.command.map(quoted).join(' ')} 2>/dev/null | ${shell === 'fish' ? `string match -r -- ${pattern}` : `_store_valid ${pattern}`}`;
}

function bashFunctions(table: CompletionTable): string {
  const { nodes, global } = table;
  const words = nodes.map((node) => `    ${patterns(node.paths, '|')}) printf '%s\\n' ${node.words.map(quoted).join(' ')} ;;`);
  const valueFlags = [
    ...nodes.filter((node) => node.valueFlags.length).map((node) => `    ${patterns(node.valueFlags.flatMap((flag) => keyed(node.paths, flag)), '|')}) return 0 ;;`),
    `    ${global.valueFlags.map((flag) => `*' ${flag}'`).join('|')}) return 0 ;;`,
  ];
  const values = [
    ...nodes.flatMap((node) => node.values.map(([key, found]) => `    ${patterns(keyed(node.paths, key), '|')}) ${printValues(found, '"$3"', 'bash')} ;;`)),
    ...global.values.map(([flag, found]) => `    *' ${flag}') ${printValues(found, '"$3"', 'bash')} ;;`),
  ];
  return `# The program's own flags, valid after every command path, one a line.
_store_global_flags() {
  printf '%s\\n' ${global.flags.map(quoted).join(' ')}
}
# The subcommands and flags that may follow the command path $1, one a line.
_store_words() {
  case "$1" in
${words.join('\n')}
  esac
}
# Whether flag $2 of the command path $1 takes a value (the next word).
_store_takes_value() {
  case "$1 $2" in
${valueFlags.join('\n')}
  esac
  return 1
}
# The lines of stdin that match the extended regular expression $1: what a command printed (a profile name from the
# config) is offered only when it is a valid value.
_store_valid() {
  local line re="$1"
  while IFS= read -r line; do
    if [[ $line =~ $re ]]; then printf '%s\\n' "$line"; fi
  done
}
# The values of flag $2 (or of argument #N) of the command path $1, one a line; $3 is the command to run.
_store_values() {
  case "$1 $2" in
${values.join('\n')}
  esac
}
# Adds to COMPREPLY each line of $2 that starts with the word under the cursor $1, as it is: a line is never expanded,
# split or globbed (compgen -W would run a $(…) in it); with $3 = no-flags, no line that starts with "-".
_store_offer() {
  local line
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    if [ "$3" = no-flags ]; then
      case "$line" in -*) continue ;; esac
    fi
    case "$line" in "$1"*) COMPREPLY+=("$line") ;; esac
  done <<< "$2"
}
_store_completion() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD - 1]}" at=store word known i=1 args=0
  COMPREPLY=()
  while [ "$i" -lt "$COMP_CWORD" ]; do
    word="\${COMP_WORDS[i]}"
    case "$word" in
      -*=*) ;;
      -*) if _store_takes_value "$at" "$word"; then i=$((i + 1)); fi ;;
      *)
        known=" $(_store_words "$at" | tr '\\n' ' ') "
        case "$known" in
          *" $word "*) at="$at $word"; args=0 ;;
          *) args=$((args + 1)) ;;
        esac ;;
    esac
    i=$((i + 1))
  done
  if [ "$COMP_CWORD" -gt 1 ] && [ "$prev" != "\${prev#-}" ] && _store_takes_value "$at" "$prev"; then
    _store_offer "$cur" "$(_store_values "$at" "$prev" "\${COMP_WORDS[0]}")"
    return 0
  fi
  case "$cur" in
    -*) _store_offer "$cur" "$(_store_words "$at"; _store_global_flags)" ;;
    *) _store_offer "$cur" "$(_store_words "$at"; _store_values "$at" "#$((args + 1))" "\${COMP_WORDS[0]}")" no-flags ;;
  esac
}
complete -o default -F _store_completion store
`;
}

function bash(table: CompletionTable): string {
  return `# store completion for bash 3.2 or later. Load it with: source <(store completion bash)
${bashFunctions(table)}`;
}

function zsh(table: CompletionTable): string {
  // zsh runs the bash functions through its bash-completion layer: one table, one walk, for both shells.
  return `# store completion for zsh. Load it with: source <(store completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashFunctions(table)}`;
}

function fish(table: CompletionTable): string {
  const { nodes, global } = table;
  const words = nodes.map((node) => `    case ${patterns(node.paths, ' ')}\n      printf '%s\\n' ${node.words.map(quoted).join(' ')}`);
  const valueFlags = [
    ...nodes.filter((node) => node.valueFlags.length).map((node) => `    case ${patterns(node.valueFlags.flatMap((flag) => keyed(node.paths, flag)), ' ')}\n      return 0`),
    `    case ${global.valueFlags.map((flag) => `'* ${flag}'`).join(' ')}\n      return 0`,
  ];
  const values = [
    ...nodes.flatMap((node) => node.values.map(([key, found]) => `    case ${patterns(keyed(node.paths, key), ' ')}\n      ${printValues(found, '$argv[3]', 'fish')}`)),
    ...global.values.map(([flag, found]) => `    case '* ${flag}'\n      ${printValues(found, '$argv[3]', 'fish')}`),
  ];
  return `# store completion for fish. Load it with: store completion fish | source
function __store_words
  switch $argv[1]
${words.join('\n')}
  end
end
function __store_takes_value
  switch "$argv[1] $argv[2]"
${valueFlags.join('\n')}
  end
  return 1
end
function __store_values
  switch "$argv[1] $argv[2]"
${values.join('\n')}
  end
end
function __store_complete
  set -l tokens (commandline -opc)
  set -l current (commandline -ct)
  set -l at store
  set -l args 0
  set -l skip 0
  for word in $tokens[2..-1]
    if test $skip = 1
      set skip 0
      continue
    end
    switch $word
      case '-*=*'
      case '-*'
        __store_takes_value $at $word; and set skip 1
      case '*'
        if contains -- $word (__store_words $at)
          set at "$at $word"
          set args 0
        else
          set args (math $args + 1)
        end
    end
  end
  if test (count $tokens) -gt 1; and string match -q -- '-*' $tokens[-1]; and __store_takes_value $at $tokens[-1]
    set -l found (__store_values $at $tokens[-1] $tokens[1])
    if test (count $found) -gt 0
      printf '%s\\n' $found
    else
      __fish_complete_path $current
    end
    return
  end
  if string match -q -- '-*' $current
    __store_words $at
    printf '%s\\n' ${global.flags.map(quoted).join(' ')}
  else
    __store_words $at | string match -v -- '-*'
    __store_values $at "#"(math $args + 1) $tokens[1]
  end
end
complete -c store -f -a '(__store_complete)'
`;
}

export function completionScript(shell: Shell, table: CompletionTable): string {
  return { bash, zsh, fish }[shell](table);
}
