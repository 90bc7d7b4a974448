// New options over a product's variants, on either catalog version: which existing variant each new combination of
// choices continues, and what the change cannot keep that the person did not ask to change. A combination the
// product already has continues its variant whole (id, SKU, visibility, price, cost, weight); one that adds an
// option's choice to an existing variant's (Size: M → Size: M, Color: Red) continues its visibility, price, cost and
// weight — not its id or SKU, since one variant becomes several and a SKU names one. A variant of a choice the new
// options drop goes with it, as asked.
import type { ProductDraft } from './store-catalog.js';

/** option name → choice name. */
export type ChoiceMap = Record<string, string>;

export type NewOptions = NonNullable<ProductDraft['options']>;

/** Every combination of one choice per option, in option and choice order (the variants a product has). */
export function choiceCombinations(options: NewOptions): ChoiceMap[] {
  return options.reduce<ChoiceMap[]>((combos, option) => combos.flatMap((combo) => option.choices.map((choice) => ({ ...combo, [option.name]: choice }))), [{}]);
}

const sameChoices = (a: ChoiceMap, b: ChoiceMap) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([option, choice]) => b[option] === choice);
const widens = (combo: ChoiceMap, old: ChoiceMap) => Object.keys(old).length > 0 && Object.entries(old).every(([option, choice]) => combo[option] === choice);
const label = (choices: ChoiceMap) => Object.entries(choices).map(([option, choice]) => `${option}: ${choice}`).join(', ') || '(no options)';

/** The existing variant a new combination continues: the same choices (`whole`), else one whose choices it extends. */
export function predecessorOf<V>(variants: ReadonlyArray<{ choices: ChoiceMap; variant: V }>, combo: ChoiceMap): { variant: V; whole: boolean } | undefined {
  const same = variants.find((v) => sameChoices(v.choices, combo));
  if (same) return { variant: same.variant, whole: true };
  const widened = variants.find((v) => widens(combo, v.choices));
  return widened ? { variant: widened.variant, whole: false } : undefined;
}

/** What new options cannot keep: the id (and SKU) of each variant whose every choice remains but becomes new variants. */
export function optionChangeLosses(variants: ReadonlyArray<{ choices: ChoiceMap; sku?: string | null }>, options: NewOptions): string[] {
  const offered = (option: string, choice: string) => options.some((o) => o.name === option && o.choices.includes(choice));
  const combos = choiceCombinations(options);
  return variants
    .filter((v) => Object.entries(v.choices).every(([option, choice]) => offered(option, choice)) && !combos.some((combo) => sameChoices(v.choices, combo)))
    .map((v) => `the variant ${label(v.choices)} becomes new variants: its id${v.sku ? ` and its SKU ${v.sku}` : ''} cannot be kept`);
}
