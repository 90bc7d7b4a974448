// What the three scripts write alike: shell quoting, `case` pattern lists, and the words that print a flag's or an
// argument's values (completion-table values), each passed through its rule of valid values.
import type { CompletionValues } from '../shared/completion-values.js';

export const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** A `case` pattern list: 'a'|'b' (bash) or 'a' 'b' (fish). */
export const patterns = (keys: string[], separator: string) => keys.map(quoted).join(separator);
export const keyed = (paths: string[], key: string) => paths.map((path) => `${path} ${key}`);

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
export function printValues(values: CompletionValues, program: string, shell: 'bash' | 'fish'): string {
  if ('words' in values) return `printf '%s\\n' ${values.words.map(quoted).join(' ')}`;
  const pattern = quoted(portablePattern(values.valid));
  return `${program} ${values.command.map(quoted).join(' ')} 2>/dev/null | ${shell === 'fish' ? `string match -r -- ${pattern}` : `_store_valid ${pattern}`}`;
}
