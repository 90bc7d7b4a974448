// The shell completion scripts of `store completion bash|zsh|fish`: one table of the command tree (table.ts) drives
// all three — bash.ts (bash 3.2 or later), zsh.ts (the bash functions through bashcompinit) and fish.ts (its own).
import { bash } from './bash.js';
import { fish } from './fish.js';
import type { CompletionTable } from './table.js';
import { zsh } from './zsh.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

export function completionScript(shell: Shell, table: CompletionTable): string {
  return { bash, zsh, fish }[shell](table);
}
