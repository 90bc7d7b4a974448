// A draft as a Catalog V3 product body (docs/wire/catalog-v3.md §2, §7). Price, cost, weight and SKU live on every
// variant; options are inline (the store creates their customizations); a product without options has one
// default variant. On update, repeated fields are replaced whole, so the variants are sent back complete (ids
// kept) together with the options, as the platform requires.
import { UsageError } from '../../io/cli-errors.js';
import { commandLine } from '../../io/command-line.js';
import type { Product as V3Product, Variant as V3Variant } from '../../wire/api/catalog-v3/product.js';
import { amount, discountOf, priceViewOf, v3PriceFrom, v3ProductPrice } from './pricing.js';
import { refuseDiscountOverPrice } from '../core/discount-fit.js';
import { choiceNames } from './summaries.js';
import type { PreparedBody, ProductDraft, UpdateOptions } from '../core/store-catalog.js';
import { choiceCombinations, optionChangeLosses, predecessorOf, type NewOptions } from '../core/option-change.js';
import { priceMoveNote, variantsMovedByPrice } from '../core/variant-price-move.js';


/** Fields the store computes: dropped from a `--from` entity before it is sent back. */
const READ_ONLY = ['id', 'revision', 'createdDate', 'updatedDate', 'url', 'actualPriceRange', 'compareAtPriceRange', 'costRange', 'inventory', 'variantSummary', 'breadcrumbsInfo', 'directCategoriesInfo', 'allCategoriesInfo', 'currency'];

export function withoutReadOnly(entity: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entity).filter(([key]) => !READ_ONLY.includes(key)));
}

const touchesVariants = (draft: ProductDraft) =>
  draft.price !== undefined || draft.discount !== undefined || draft.cost !== undefined || draft.weight !== undefined || draft.sku !== undefined || draft.options !== undefined;

function inlineOptions(options: NonNullable<ProductDraft['options']>) {
  return options.map((option) => ({
    name: option.name,
    optionRenderType: 'TEXT_CHOICES',
    choicesSettings: { choices: option.choices.map((name) => ({ choiceType: 'CHOICE_TEXT', name })) },
  }));
}

type Combo = Array<{ optionName: string; choiceName: string }>;

/** Every combination of one choice per option (catalog/core/option-change.ts), as V3 choice names. */
const combinations = (options: NewOptions): Combo[] =>
  choiceCombinations(options).map((combo) => Object.entries(combo).map(([optionName, choiceName]) => ({ optionName, choiceName })));

/**
 * One --sku for a product of several variants: which variant would it be? The way that can say it is `products
 * variants update`, one variant at a time (by the first variant's choices, else its id). `product` names the
 * product for that command (its slug); a product still to be created is created without --sku first.
 */
function skuNeedsAVariant(variant: Partial<V3Variant>, product: { slug?: string; exists: boolean }): UsageError {
  // Every choice of the variant: one choice alone (Size=S) may match several variants, which cannot share a SKU.
  const names = (variant.choices ?? []).map((choice) => choice.optionChoiceNames);
  const select = names.length > 0 && names.every((n) => n !== undefined) ? names.flatMap((n) => ['--choice', `${n!.optionName}=${n!.choiceName}`]) : ['--variant-id', variant.id ?? 'VARIANT_ID'];
  const command = `\`${commandLine(['store', 'products', 'variants', 'update', product.slug ?? 'PRODUCT', ...select, '--sku', 'SKU'])}\``;
  return new UsageError('--sku: on a Catalog V3 store each variant has its own SKU, and this product has several variants, so one --sku cannot say which', {
    hint: product.exists
      ? `Give each variant its SKU: ${command}, once per variant (or drop --sku).`
      : `Create the product without --sku, then give each variant its SKU: ${command}, once per variant.`,
  });
}

/** The variant fields a draft sets, laid over `variant`. */
function applyToVariant(variant: Partial<V3Variant>, draft: ProductDraft, index: number, count: number, product: { slug?: string; exists: boolean }): V3Variant {
  const current = variant.price ? priceViewOf(variant.price) : undefined;
  // The discount a variant keeps is the gap to its list price (pricing.ts): a new price below it is refused too.
  refuseDiscountOverPrice(draft, draft.discount ?? (current ? discountOf(current) : undefined), [{ name: Object.values(choiceNames(variant as V3Variant)).join(' / '), list: amount(draft.price ?? current?.list ?? 0) }]);
  const next: V3Variant = { ...variant, price: v3PriceFrom(current, draft) };
  if (draft.cost !== undefined) next.revenueDetails = { cost: { amount: amount(draft.cost) } };
  else if (variant.revenueDetails?.cost) next.revenueDetails = { cost: { amount: variant.revenueDetails.cost.amount } };
  if (draft.weight !== undefined) next.physicalProperties = { ...(variant.physicalProperties ?? {}), weight: draft.weight };
  if (draft.sku !== undefined) {
    // V1's product SKU is one value; V3 SKUs are per variant and unique in the store.
    if (count > 1 && index === 0) throw skuNeedsAVariant(variant, product);
    next.sku = draft.sku;
  }
  return next;
}

/** `products variants update` values on one V3 variant (price keeps the variant's discount, as --price does). */
export function withVariantValues(variant: V3Variant, values: Omit<ProductDraft, 'discount'> & { visible?: boolean }): V3Variant {
  const { visible, ...draft } = values;
  const next = Object.keys(draft).some((key) => draft[key as keyof typeof draft] !== undefined) ? applyToVariant(variant, draft, 0, 1, { exists: true }) : { ...variant };
  return visible === undefined ? next : { ...next, visible };
}

function variantsFor(
  options: NonNullable<ProductDraft['options']> | undefined,
  draft: ProductDraft,
  product: { slug?: string; exists: boolean },
  template?: Partial<V3Variant>,
  keep: (combo: Combo) => Partial<V3Variant> | undefined = () => undefined,
): Array<Record<string, unknown>> {
  const combos = options && options.length > 0 ? combinations(options) : [[]];
  return combos.map((combo, index) =>
    applyToVariant(
      {
        ...(template ? { price: template.price, revenueDetails: template.revenueDetails, physicalProperties: template.physicalProperties } : {}),
        ...keep(combo),
        choices: combo.map((names) => ({ optionChoiceNames: { ...names, renderType: 'TEXT_CHOICES' } })),
      },
      draft,
      index,
      combos.length,
      product,
    ),
  );
}

/**
 * New options over existing variants (catalog/core/option-change.ts): a combination the product has keeps its variant
 * whole, one that widens a variant starts from its visibility, price, cost and weight; `losses` says the rest.
 */
function keptVariants(current: readonly V3Variant[], options: NewOptions): { keep: (combo: Combo) => Partial<V3Variant> | undefined; losses: string[] } {
  const named = current.map((variant) => ({ variant, choices: choiceNames(variant), sku: variant.sku }));
  const keep = (combo: Combo): Partial<V3Variant> | undefined => {
    const before = predecessorOf(named, Object.fromEntries(combo.map((c) => [c.optionName, c.choiceName])));
    if (!before || before.whole) return before?.variant;
    const { price, revenueDetails, physicalProperties, visible } = before.variant;
    return { price, revenueDetails, physicalProperties, ...(visible !== undefined ? { visible } : {}) };
  };
  return { keep, losses: optionChangeLosses(named, options) };
}

/** The top-level fields a draft sets (brand and ribbon by name: the catalog resolves them to ids). */
function topLevel(draft: ProductDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (draft.name !== undefined) body.name = draft.name;
  if (draft.slug !== undefined) body.slug = draft.slug;
  if (draft.description !== undefined) body.plainDescription = draft.description;
  if (draft.visible !== undefined) body.visible = draft.visible;
  if (draft.brand !== undefined) body.brand = { name: draft.brand };
  if (draft.ribbon !== undefined) body.ribbon = { name: draft.ribbon };
  if (draft.options !== undefined) body.options = inlineOptions(draft.options);
  return body;
}

export function v3CreateBody(draft: ProductDraft, base: Record<string, unknown>): Record<string, unknown> {
  // A copy of another product must not take its handle (unique, and immutable once set).
  const { handle: _handle, ...from } = withoutReadOnly(base);
  const body: Record<string, unknown> = { productType: 'PHYSICAL', ...from, ...topLevel(draft) };
  if (body.productType === 'PHYSICAL' && body.physicalProperties === undefined) body.physicalProperties = {};
  const baseVariants = (from.variantsInfo as { variants?: V3Variant[] } | undefined)?.variants;
  if (baseVariants && !touchesVariants(draft)) {
    body.variantsInfo = { variants: baseVariants.map(({ id: _id, ...variant }) => variant) };
  } else if (touchesVariants(draft) || !baseVariants) {
    // Without a price there is nothing to sell: leave variantsInfo out, so the check names --price.
    if (draft.price !== undefined || baseVariants) body.variantsInfo = { variants: variantsFor(draft.options, draft, { slug: draft.slug, exists: false }, baseVariants?.[0]) };
  }
  return body;
}

/** A new --price moves the variants at the product's price; the others keep theirs (core/variant-price-move.ts). */
function priceMove(variants: readonly V3Variant[], draft: ProductDraft, options: UpdateOptions) {
  const productPrice = v3ProductPrice(variants);
  const priced = variants.map((variant) => ({ variant, name: Object.values(choiceNames(variant)).join(' / '), list: priceViewOf(variant.price).list }));
  const move = variantsMovedByPrice(productPrice, priced, options.allVariants === true);
  const note = draft.price === undefined ? undefined : priceMoveNote(amount(draft.price), productPrice, move);
  return { kept: new Set(move.kept.map((p) => p.variant)), notes: note ? [note] : [] };
}

/** The update body, and what it cannot keep of the product's variants (said before it is sent). */
export function v3UpdateBody(existing: V3Product, draft: ProductDraft, base: Record<string, unknown>, options: UpdateOptions = {}): Omit<PreparedBody, 'schema'> {
  const body: Record<string, unknown> = { ...withoutReadOnly(base), ...topLevel(draft) };
  // A `--from` entity's revision is kept: if the product changed since that file was read, the store refuses.
  if (typeof base.revision === 'string') body.revision = base.revision;
  if (!touchesVariants(draft)) return { body };
  const current = existing.variantsInfo?.variants ?? [];
  if (draft.options !== undefined) {
    const { keep, losses } = keptVariants(current, draft.options);
    body.variantsInfo = { variants: variantsFor(draft.options, draft, { slug: existing.slug, exists: true }, current[0], keep) };
    return { body, losses };
  }
  body.options = existing.options ?? [];
  const { price: _price, ...ownPrice } = draft;
  const { kept, notes } = draft.price === undefined ? { kept: new Set<V3Variant>(), notes: [] } : priceMove(current, draft, options);
  body.variantsInfo = {
    variants: current.map((variant, index) => applyToVariant(variant, kept.has(variant) ? ownPrice : draft, index, current.length, { slug: existing.slug, exists: true })),
  };
  return { body, notes };
}
