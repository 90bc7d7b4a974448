// The variants of a Catalog V3 product in the platform's own answer (docs/formats/platform-json.md). Get Product
// answers them in `variantsInfo.variants`, each choice by name (fields VARIANT_OPTION_CHOICE_NAMES) or by ids only;
// Query and Search Products answer none (docs/wire/catalog-v3.md §3), so a product's variants are then every
// combination of its options' choices, each at the one price its price ranges allow — a product whose variants
// differ in price is a row error, since the answer does not say which costs what.
import { compare, toText } from '../../../wire/money.js';
import type { ConnectedOption, Variant } from '../../../wire/api/catalog-v3/product.js';
import { everyCombination } from '../../core/import/formats/combinations.js';
import type { InvalidCell } from '../../core/import/plan.js';

type JsonObject = Record<string, any>;

interface AnswerVariants {
  variants: Variant[];
  invalid: InvalidCell[];
  /** Paths of values the answer holds that the variants cannot carry (a range whose ends differ). */
  notCarried: string[];
}

/** A range's one value, when both ends agree; `differs` when they do not. */
function single(range: JsonObject | undefined, read: (end: JsonObject | undefined) => unknown): string | 'differs' | undefined {
  const [min, max] = [read(range?.minValue), read(range?.maxValue)];
  if (min === undefined || min === null) return undefined;
  return max !== undefined && max !== null && compare(String(min), String(max)) !== 0 ? 'differs' : toText(String(min));
}

/** A variant's choices by name, read from the product's options when the answer names them by id only. */
function withChoiceNames(variant: JsonObject, options: readonly ConnectedOption[]): Variant {
  const choices = (variant.choices ?? []).map((choice: JsonObject) => {
    if (choice.optionChoiceNames?.optionName !== undefined) return choice;
    const option = options.find((o) => o.id === choice.optionChoiceIds?.optionId);
    const named = option?.choicesSettings?.choices?.find((c) => c.choiceId === choice.optionChoiceIds?.choiceId);
    return { ...choice, optionChoiceNames: { optionName: option?.name, choiceName: named?.name } };
  });
  return { ...variant, choices } as Variant;
}

/** Every combination of the options' choices, each a variant at the product's one price (see the file's head). */
function fromRanges(product: JsonObject, row: number): AnswerVariants {
  const invalid: InvalidCell[] = [];
  const notCarried: string[] = [];
  const actual = single(product.actualPriceRange, (end) => end?.amount);
  const compareAt = single(product.compareAtPriceRange, (end) => end?.amount);
  const cost = single(product.costRange, (end) => end?.amount);
  const weight = single(product.physicalProperties?.shippingWeightRange, (end) => end);
  const because = 'the answer carries no variants (Query and Search Products answer none)';
  if (actual === undefined) invalid.push({ row, column: 'actualPriceRange', value: '', reason: `no price: ${because}, and no price range` });
  // The list prices differ only when the prices do, or the sales do: the first range that differs is named.
  const differing = actual === 'differs' ? 'actualPriceRange' : compareAt === 'differs' ? 'compareAtPriceRange' : undefined;
  if (differing) invalid.push({ row, column: differing, value: JSON.stringify(product[differing]), reason: `the variants' prices differ and ${because}: give each its price in variantsInfo.variants (the Get Product answer)` });
  if (cost === 'differs') notCarried.push('costRange');
  if (weight === 'differs') notCarried.push('physicalProperties.shippingWeightRange');
  const options: ConnectedOption[] = product.options ?? [];
  const names = options.map((o) => (o.choicesSettings?.choices ?? []).map((c) => c.name ?? ''));
  const variants = everyCombination(names).map((chosen) => ({
    visible: true,
    choices: chosen.map((choiceName, k) => ({ optionChoiceNames: { optionName: options[k].name, choiceName } })),
    price: {
      actualPrice: { amount: actual === 'differs' ? undefined : actual },
      ...(compareAt !== undefined && compareAt !== 'differs' ? { compareAtPrice: { amount: compareAt } } : {}),
    },
    ...(cost !== undefined && cost !== 'differs' ? { revenueDetails: { cost: { amount: cost } } } : {}),
    ...(weight !== undefined && weight !== 'differs' ? { physicalProperties: { weight: Number(weight) } } : {}),
    // A product without options: its one variant, whose SKU the answer gives with fields MIN_PRICE_VARIANT.
    ...(options.length === 0 && product.variantSummary?.minPriceVariant?.sku ? { sku: product.variantSummary.minPriceVariant.sku } : {}),
  })) as Variant[];
  return { variants, invalid, notCarried };
}

/** The product's variants as the own JSON reader takes them (v3ProductRows), with the answer's problems. */
export function answerVariants(product: JsonObject, row: number): AnswerVariants {
  const listed: JsonObject[] | undefined = product.variantsInfo?.variants;
  if (!listed) {
    // A product without options has one variant: the answer's lowest-priced one is it (fields MIN_PRICE_VARIANT).
    const only = product.variantSummary?.minPriceVariant;
    if ((product.options ?? []).length === 0 && only) return { variants: [withChoiceNames(only, [])], invalid: [], notCarried: [] };
    return fromRanges(product, row);
  }
  const options: ConnectedOption[] = product.options ?? [];
  return { variants: listed.map((variant) => withChoiceNames(variant, options)), invalid: [], notCarried: [] };
}
