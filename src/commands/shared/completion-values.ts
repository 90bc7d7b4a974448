// What the value of a flag or an argument may be, for `store completion`: a few fixed words, or the lines a store
// command prints (profile names). A flag whose placeholder lists its words (`--format <csv|json|jsonl>`) needs no
// entry: the placeholder is read. Commands mark the rest where they declare them, so completion never lags behind.
import type { Argument, Command, Option } from 'commander';
import { PROFILE_NAME } from '../../config/profile-settings.js';

/**
 * Fixed words, or the lines `command` prints. Those lines are whatever the config or the store holds (a profile name
 * edited by hand into the config may be `$(…)`), so each also names the rule of a valid value: the scripts offer
 * only lines that match it (commands/completion/shell-words.ts), and never through a context that expands them.
 */
export type CompletionValues = { words: readonly string[] } | { command: readonly string[]; valid: RegExp };

/** The profile names, one a line (`store profile list` piped prints plain rows); only valid names are offered. */
export const PROFILE_NAMES: CompletionValues = { command: ['profile', 'list', '--fields', 'name'], valid: PROFILE_NAME };

const marked = new WeakMap<Option | Argument, CompletionValues>();

/** Marks the values of `command`'s flag `long` (e.g. `--sort`). */
export function completeOption(command: Command, long: string, values: CompletionValues): void {
  const option = command.options.find((candidate) => candidate.long === long);
  if (!option) throw new Error(`${command.name()} has no ${long}`);
  marked.set(option, values);
}

/** Marks the values of `command`'s argument at `index` (0 is the first). */
export function completeArgument(command: Command, index: number, values: CompletionValues): void {
  const argument = command.registeredArguments[index];
  if (!argument) throw new Error(`${command.name()} has no argument ${index}`);
  marked.set(argument, values);
}

/** A placeholder of `|`-separated lower-case words: `<auto|v1|v3>`, `<on|off>` (not `<file|->`, `<field[:asc|desc]>`). */
const WORDS_PLACEHOLDER = /[<[]([a-z][a-z0-9]*(?:\|[a-z][a-z0-9]*)+)[>\]]$/;

/** The values marked for a flag or an argument, its commander choices, or the words its placeholder lists. */
export function completionValues(target: Option | Argument): CompletionValues | undefined {
  const given = marked.get(target);
  if (given) return given;
  if (target.argChoices?.length) return { words: target.argChoices };
  const placeholder = 'flags' in target ? WORDS_PLACEHOLDER.exec(target.flags) : undefined;
  return placeholder ? { words: placeholder[1].split('|') } : undefined;
}
