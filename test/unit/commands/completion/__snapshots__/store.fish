# store completion for fish. Load it with: store completion fish | source
function __store_words
  switch $argv[1]
    case 'store'
      printf '%s\n' 'collections' 'categories' 'completion' '--help' '--version'
    case 'store collections' 'store categories'
      printf '%s\n' 'list' 'ls' 'get' '--help'
    case 'store collections list' 'store collections ls' 'store categories list' 'store categories ls'
      printf '%s\n' '--limit' '--format' '--all' '--help'
    case 'store collections get' 'store categories get'
      printf '%s\n' '--fields' '--help'
    case 'store completion'
      printf '%s\n' '--help'
  end
end
function __store_takes_value
  switch "$argv[1] $argv[2]"
    case 'store collections list --limit' 'store collections ls --limit' 'store categories list --limit' 'store categories ls --limit' 'store collections list --format' 'store collections ls --format' 'store categories list --format' 'store categories ls --format'
      return 0
    case 'store collections get --fields' 'store categories get --fields'
      return 0
    case '* --profile' '* --catalog'
      return 0
  end
  return 1
end
function __store_values
  switch "$argv[1] $argv[2]"
    case 'store collections list --format' 'store collections ls --format' 'store categories list --format' 'store categories ls --format'
      printf '%s\n' 'csv' 'json'
    case 'store collections list #1' 'store collections ls #1' 'store categories list #1' 'store categories ls #1'
      printf '%s\n' 'manual' 'it'\''s'
    case 'store completion #1'
      printf '%s\n' 'bash' 'zsh' 'fish'
    case '* --profile'
      $argv[3] 'profile' 'list' '--fields' 'name' 2>/dev/null | string match -r -- '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'
    case '* --catalog'
      printf '%s\n' 'auto' 'v1' 'v3'
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
      printf '%s\n' $found
    else
      __fish_complete_path $current
    end
    return
  end
  if string match -q -- '-*' $current
    __store_words $at
    printf '%s\n' '--json' '--profile' '--catalog' '--help'
  else
    __store_words $at | string match -v -- '-*'
    __store_values $at "#"(math $args + 1) $tokens[1]
  end
end
complete -c store -f -a '(__store_complete)'
