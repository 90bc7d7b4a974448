// The fish script of `store completion fish`: the same walk as bash.ts's (the deepest known path, flags and their
// values skipped, arguments counted), in fish's own functions.
import type { CompletionTable } from './table.js';
import { keyed, patterns, printValues, quoted } from './shell-words.js';

export function fish(table: CompletionTable): string {
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
