// The zsh script of `store completion zsh`: the bash functions (bash.ts), loaded through zsh's bash-completion layer.
import { bashFunctions } from './bash.js';
import type { CompletionTable } from './table.js';

export function zsh(table: CompletionTable): string {
  // zsh runs the bash functions through its bash-completion layer: one table, one walk, for both shells.
  return `# store completion for zsh. Load it with: source <(store completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashFunctions(table)}`;
}
