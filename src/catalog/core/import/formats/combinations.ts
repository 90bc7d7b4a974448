// The store's variants are every combination of a product's choices (V1 makes them all; the tool's V3 writer sends
// one per combination, README "Catalog V1 and V3"), while a shop's export lists only the variants it sells: the
// combinations a file leaves out, for a format to add as hidden, out-of-stock variants (docs/formats/shopify.md,
// docs/formats/woocommerce.md).
import type { CsvRecord } from '../csv-plan.js';

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

type Cells = Record<string, string>;

/**
 * The combinations of choices a shop does not sell (its variants need not be every combination; the store's are), in
 * the own row model: hidden variants at the product's price, out of stock — counted at 0 when the product's variants
 * are counted. `options`: the own option slots' names (a slot may be empty); `uneven`: the variants carry their own
 * sale prices (variant_sale_price), so these do too, at the product's price.
 */
export function hiddenCombinations(own: CsvRecord[], options: ReadonlyArray<string | undefined>, product: Cells, uneven: boolean): CsvRecord[] {
  const names = options.filter((name) => name !== undefined);
  const choicesOf = (cells: Cells) => Object.fromEntries(options.flatMap((name, o) => (name !== undefined && cells[`option${o + 1}_value`] !== undefined ? [[name, cells[`option${o + 1}_value`]]] : [])));
  const counted = own.some((record) => record.cells.track_quantity === 'true');
  const stocked = own.some((record) => record.cells.track_quantity !== undefined);
  const stock: Cells = counted ? { track_quantity: 'true', quantity: '0' } : stocked ? { track_quantity: 'false', in_stock: 'false' } : {};
  return missingCombinations(names, own.map((record) => choicesOf(record.cells))).map((choices) => {
    const cells: Cells = { slug: product.slug, variant_visible: 'false', ...stock };
    options.forEach((name, o) => {
      if (name === undefined) return;
      cells[`option${o + 1}_name`] = name;
      cells[`option${o + 1}_value`] = choices[name];
    });
    if (product.price !== undefined) cells.variant_price = product.price;
    if (uneven && product.price !== undefined) cells.variant_sale_price = product.price;
    return { row: own[0].row, cells };
  });
}
