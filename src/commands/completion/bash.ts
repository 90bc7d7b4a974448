// The bash script of `store completion bash`, whose functions zsh loads too (zsh.ts). It walks the words typed so
// far to the deepest known path — skipping flags and their values, counting arguments — then offers its words, or
// the values of the flag before the cursor, or of the argument under it.
//
// The walk's variable is `at`, never `path`: zsh ties `path` to $PATH.
// Written for bash 3.2 (macOS's /bin/bash) — functions and `case` only: no associative arrays, no `declare -g`,
// no `compopt`, no `mapfile`, no `${var,,}`; zsh loads the same functions through bashcompinit.
import type { CompletionTable } from './table.js';
import { keyed, patterns, printValues, quoted } from './shell-words.js';

export function bashFunctions(table: CompletionTable): string {
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

export function bash(table: CompletionTable): string {
  return `# store completion for bash 3.2 or later. Load it with: source <(store completion bash)
${bashFunctions(table)}`;
}
