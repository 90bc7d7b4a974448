// The store's variants are every combination of a product's choices (V1 makes them all; the tool's V3 writer sends
// one per combination, README "Catalog V1 and V3"), while a shop's export lists only the variants it sells: the
// combinations a file leaves out, for a format to add as hidden, out-of-stock variants (docs/formats/shopify.md).

/** option name → choice, for one variant. */
export type Choices = Record<string, string>;

/** Each option's choices, in order of first appearance. */
function choicesByOption(options: readonly string[], variants: readonly Choices[]): string[][] {
  return options.map((option) => [...new Set(variants.map((variant) => variant[option]).filter((choice) => choice !== undefined))]);
}

/** Every combination of the lists' items, the first list slowest: [[S, M], [Red, Blue]] → S/Red, S/Blue, M/Red, M/Blue. */
export function everyCombination(lists: ReadonlyArray<readonly string[]>): string[][] {
  return lists.reduce<string[][]>((rows, items) => rows.flatMap((row) => items.map((item) => [...row, item])), [[]]);
}

/** Every combination of the options' choices that no variant has, in the order the store lists them. */
export function missingCombinations(options: readonly string[], variants: readonly Choices[]): Choices[] {
  const key = (choices: Choices) => JSON.stringify(options.map((option) => choices[option]));
  const present = new Set(variants.map(key));
  const combinations = everyCombination(choicesByOption(options, variants)).map((values): Choices => Object.fromEntries(options.map((option, i) => [option, values[i]])));
  return combinations.filter((combination) => !present.has(key(combination)));
}
