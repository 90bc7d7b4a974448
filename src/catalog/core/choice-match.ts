// `Option=Choice` texts (the `--choice` and `--option` flags) matched against a product's own options, so a person
// may type `size=l` for "Size"/"L". The result uses the product's exact names, which is what the platform compares.
import { UsageError } from '../../io/cli-errors.js';

/** "Size=L" → ["Size", "L"]; anything without a name and a value is a usage error naming the flag. */
export function parseChoicePair(text: string, flag = '--choice'): [string, string] {
  const separator = text.indexOf('=');
  const name = text.slice(0, separator).trim();
  const value = text.slice(separator + 1).trim();
  if (separator < 0 || !name || !value) throw new UsageError(`${flag}: expected Option=Choice, got "${text}"`, { hint: `e.g. ${flag} Size=L` });
  return [name, value];
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** What choice matching needs of an option (a V1 ProductOption, or the catalog interface's ChoiceOption). */
interface NamedOption {
  name: string;
  choices: ReadonlyArray<{ value: string; description: string }>;
}

/** Matches each pair to an option and one of its choices (by description, or by value such as a colour code). */
export function resolveChoices(options: readonly NamedOption[], texts: readonly string[], flag = '--choice'): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const text of texts) {
    const [name, value] = parseChoicePair(text, flag);
    const option = options.find((o) => o.name === name) ?? options.find((o) => same(o.name, name));
    if (!option) {
      const known = options.map((o) => o.name).join(', ');
      throw new UsageError(`${flag} ${text}: the product has no option "${name}"`, { hint: known ? `Options: ${known}` : 'The product has no options.' });
    }
    const choice =
      option.choices.find((c) => c.description === value) ??
      option.choices.find((c) => same(c.description, value)) ??
      option.choices.find((c) => same(c.value, value));
    if (!choice) {
      throw new UsageError(`${flag} ${text}: ${option.name} has no choice "${value}"`, { hint: `Choices: ${option.choices.map((c) => c.description).join(', ')}` });
    }
    if (selection[option.name] !== undefined && selection[option.name] !== choice.description) {
      throw new UsageError(`${flag}: ${option.name} is chosen twice (${selection[option.name]} and ${choice.description})`);
    }
    selection[option.name] = choice.description;
  }
  return selection;
}
