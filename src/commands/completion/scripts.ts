// The shell completion scripts of `store completion bash|zsh|fish`. One table drives all three: for each command
// path ("store", "store products", "store products variants", …) the words that may follow it (subcommands and
// --flags). The scripts walk the words typed so far to find the deepest known path, then offer its words.
import type { Command } from 'commander';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

export type CompletionTable = Array<[path: string, words: string[]]>;

const longFlags = (command: Command) => command.options.flatMap((option) => (option.long ? [option.long] : []));

/** Every command path of the tree with its subcommands and flags (the global flags at every level). */
export function completionTable(program: Command): CompletionTable {
  const global = [...longFlags(program).filter((flag) => flag !== '--version'), '--help'];
  const table: CompletionTable = [];
  const visit = (command: Command, path: string) => {
    const subcommands = command.commands.filter((sub) => sub.name() !== 'help');
    const words = [...subcommands.map((sub) => sub.name()), ...longFlags(command), ...global];
    table.push([path, [...new Set(words)]]);
    for (const sub of subcommands) visit(sub, `${path} ${sub.name()}`);
  };
  visit(program, program.name());
  return table;
}

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function bash(table: CompletionTable): string {
  const entries = table.map(([path, words]) => `  [${quoted(path)}]=${quoted(words.join(' '))}`).join('\n');
  return `# store completion for bash. Load it with: source <(store completion bash)
declare -gA _store_words=(
${entries}
)
_store_completion() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path=store next i
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "\${COMP_WORDS[i]}" in -*) continue ;; esac
    next="$path \${COMP_WORDS[i]}"
    [[ -n "\${_store_words[$next]+set}" ]] && path="$next"
  done
  COMPREPLY=($(compgen -W "\${_store_words[$path]}" -- "$cur"))
}
complete -o default -F _store_completion store
`;
}

function zsh(table: CompletionTable): string {
  // zsh runs the bash function through its bash-completion layer: one table, one walk, for both shells.
  return `# store completion for zsh. Load it with: source <(store completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bash(table).split('\n').slice(1).join('\n')}`;
}

function fish(table: CompletionTable): string {
  const cases = table.map(([path, words]) => `    case ${quoted(path)}\n      printf '%s\\n' ${words.map(quoted).join(' ')}`).join('\n');
  return `# store completion for fish. Load it with: store completion fish | source
set -g __store_paths ${table.map(([path]) => quoted(path)).join(' ')}
function __store_complete
  set -l path store
  for word in (commandline -opc)[2..-1]
    string match -q -- '-*' $word; and continue
    set -l next "$path $word"
    contains -- $next $__store_paths; and set path $next
  end
  switch $path
${cases}
  end
end
complete -c store -f -a '(__store_complete)'
`;
}

export function completionScript(shell: Shell, table: CompletionTable): string {
  return { bash, zsh, fish }[shell](table);
}
