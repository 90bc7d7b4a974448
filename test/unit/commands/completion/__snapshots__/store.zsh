# store completion for zsh. Load it with: source <(store completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
# The program's own flags, valid after every command path, one a line.
_store_global_flags() {
  printf '%s\n' '--json' '--profile' '--catalog' '--help'
}
# The subcommands and flags that may follow the command path $1, one a line.
_store_words() {
  case "$1" in
    'store') printf '%s\n' 'collections' 'categories' 'completion' '--help' '--version' ;;
    'store collections'|'store categories') printf '%s\n' 'list' 'ls' 'get' '--help' ;;
    'store collections list'|'store collections ls'|'store categories list'|'store categories ls') printf '%s\n' '--limit' '--format' '--all' '--help' ;;
    'store collections get'|'store categories get') printf '%s\n' '--fields' '--help' ;;
    'store completion') printf '%s\n' '--help' ;;
  esac
}
# Whether flag $2 of the command path $1 takes a value (the next word).
_store_takes_value() {
  case "$1 $2" in
    'store collections list --limit'|'store collections ls --limit'|'store categories list --limit'|'store categories ls --limit'|'store collections list --format'|'store collections ls --format'|'store categories list --format'|'store categories ls --format') return 0 ;;
    'store collections get --fields'|'store categories get --fields') return 0 ;;
    *' --profile'|*' --catalog') return 0 ;;
  esac
  return 1
}
# The lines of stdin that match the extended regular expression $1: what a command printed (a profile name from the
# config) is offered only when it is a valid value.
_store_valid() {
  local line re="$1"
  while IFS= read -r line; do
    if [[ $line =~ $re ]]; then printf '%s\n' "$line"; fi
  done
}
# The values of flag $2 (or of argument #N) of the command path $1, one a line; $3 is the command to run.
_store_values() {
  case "$1 $2" in
    'store collections list --format'|'store collections ls --format'|'store categories list --format'|'store categories ls --format') printf '%s\n' 'csv' 'json' ;;
    'store collections list #1'|'store collections ls #1'|'store categories list #1'|'store categories ls #1') printf '%s\n' 'manual' 'it'\''s' ;;
    'store completion #1') printf '%s\n' 'bash' 'zsh' 'fish' ;;
    *' --profile') "$3" 'profile' 'list' '--fields' 'name' 2>/dev/null | _store_valid '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' ;;
    *' --catalog') printf '%s\n' 'auto' 'v1' 'v3' ;;
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
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD - 1]}" at=store word known i=1 args=0
  COMPREPLY=()
  while [ "$i" -lt "$COMP_CWORD" ]; do
    word="${COMP_WORDS[i]}"
    case "$word" in
      -*=*) ;;
      -*) if _store_takes_value "$at" "$word"; then i=$((i + 1)); fi ;;
      *)
        known=" $(_store_words "$at" | tr '\n' ' ') "
        case "$known" in
          *" $word "*) at="$at $word"; args=0 ;;
          *) args=$((args + 1)) ;;
        esac ;;
    esac
    i=$((i + 1))
  done
  if [ "$COMP_CWORD" -gt 1 ] && [ "$prev" != "${prev#-}" ] && _store_takes_value "$at" "$prev"; then
    _store_offer "$cur" "$(_store_values "$at" "$prev" "${COMP_WORDS[0]}")"
    return 0
  fi
  case "$cur" in
    -*) _store_offer "$cur" "$(_store_words "$at"; _store_global_flags)" ;;
    *) _store_offer "$cur" "$(_store_words "$at"; _store_values "$at" "#$((args + 1))" "${COMP_WORDS[0]}")" no-flags ;;
  esac
}
complete -o default -F _store_completion store
