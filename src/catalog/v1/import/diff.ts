// Desired (a ProductPlan) against current (the platform's Product) → the fewest writes that make them equal.
// Pure functions: the dry-run plan and the real run compute changes the same way.
import type { Product, ProductInput, ProductOptionInput, ProductPatch, Variant } from '../../../wire/api/catalog-v1/product.js';
import type { VariantOverride } from '../../../wire/api/catalog-v1/variant.js';
import type { PlannedFields, PlannedOption, PlannedVariant, ProductPlan } from '../../core/import/plan.js';
import { compare, discountedPrice, toText } from '../../../wire/money.js';
import { sameAmount, v1Amount, v1Discount } from '../model.js';

const same = (a: number | undefined, b: number | undefined) =>
  a === b || (a !== undefined && b !== undefined && Math.abs(a - b) < 1e-9);

const choicesOf = (options: readonly PlannedOption[], current: Product['productOptions'] = []): ProductOptionInput[] =>
  options.map((option) => {
    const existing = current.find((o) => o.name === option.name);
    return {
      ...(existing ? { optionType: existing.optionType as ProductOptionInput['optionType'] } : {}),
      name: option.name,
      // Keep a choice's stored value (a colour's hex code, say) when its label is unchanged.
      choices: option.choices.map((label) => ({ value: existing?.choices.find((c) => c.description === label)?.value ?? label, description: label })),
    };
  });

function sameOptions(desired: readonly PlannedOption[], current: Product['productOptions']): boolean {
  return (
    desired.length === current.length &&
    desired.every((option, i) => {
      const labels = current[i].choices.map((c) => c.description);
      return option.name === current[i].name && option.choices.length === labels.length && option.choices.every((c, j) => c === labels[j]);
    })
  );
}

/** A variant value that differs from what the product gives every variant needs managed variants. */
export function needsManagedVariants(fields: PlannedFields, variants: readonly PlannedVariant[]): boolean {
  return variants.some(
    (v) =>
      (v.price !== undefined && (fields.price === undefined || compare(v.price, fields.price) !== 0)) ||
      (v.cost !== undefined && (fields.cost === undefined || compare(v.cost, fields.cost) !== 0)) ||
      (v.weight !== undefined && !same(v.weight, fields.weight ?? 0)) ||
      (v.sku !== undefined && v.sku !== (fields.sku ?? '')) ||
      v.visible === false,
  );
}

/** The createProduct body: one request carries the product and its options. */
export function createInput(plan: ProductPlan): ProductInput {
  const { fields } = plan;
  const managed = fields.manageVariants === true || needsManagedVariants(fields, plan.variants);
  const input: ProductInput = {
    name: fields.name ?? plan.slug ?? '',
    priceData: { price: fields.price === undefined ? 0 : v1Amount(fields.price) },
    ...(plan.slug !== undefined ? { slug: plan.slug } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.sku !== undefined ? { sku: fields.sku } : {}),
    ...(fields.weight !== undefined ? { weight: fields.weight } : {}),
    ...(fields.visible !== undefined ? { visible: fields.visible } : {}),
    ...(fields.brand !== undefined ? { brand: fields.brand } : {}),
    ...(fields.ribbon !== undefined ? { ribbon: fields.ribbon } : {}),
    ...(fields.cost !== undefined ? { costAndProfitData: { itemCost: v1Amount(fields.cost) } } : {}),
    ...(fields.discount !== undefined ? { discount: v1Discount(fields.discount) } : {}),
    ...(plan.options ? { productOptions: choicesOf(plan.options) } : {}),
    ...(managed ? { manageVariants: true } : {}),
  };
  return input;
}

const noDiscount = (type: string | undefined) => type === undefined || type === 'NONE' || type === 'UNDEFINED';

/** Product-level fields that differ, as an updateProduct patch (empty when nothing does). */
export function productPatch(plan: ProductPlan, current: Product): ProductPatch {
  const f = plan.fields;
  const patch: ProductPatch = {};
  if (f.name !== undefined && f.name !== current.name) patch.name = f.name;
  if (plan.slug !== undefined && plan.slug !== current.slug) patch.slug = plan.slug;
  if (f.description !== undefined && f.description !== (current.description ?? '')) patch.description = f.description;
  if (f.price !== undefined && !sameAmount(f.price, current.priceData.price)) patch.priceData = { price: v1Amount(f.price) };
  if (f.cost !== undefined && !sameAmount(f.cost, current.costAndProfitData?.itemCost)) patch.costAndProfitData = { itemCost: v1Amount(f.cost) };
  if (f.weight !== undefined && !same(f.weight, current.weight ?? 0)) patch.weight = f.weight;
  if (f.sku !== undefined && f.sku !== (current.sku ?? '')) patch.sku = f.sku;
  if (f.visible !== undefined && f.visible !== current.visible) patch.visible = f.visible;
  if (f.brand !== undefined && f.brand !== (current.brand ?? '')) patch.brand = f.brand;
  if (f.ribbon !== undefined && f.ribbon !== (current.ribbon ?? '')) patch.ribbon = f.ribbon;
  const discount = current.discount;
  if (f.discount !== undefined && !(noDiscount(f.discount.type) && noDiscount(discount?.type))) {
    if (f.discount.type !== discount?.type || !sameAmount(f.discount.value, discount.value)) patch.discount = v1Discount(f.discount);
  }
  if (plan.options && !sameOptions(plan.options, current.productOptions)) patch.productOptions = choicesOf(plan.options, current.productOptions);
  // Managed variants are only ever switched on: the platform refuses to switch them off while variants exist.
  if (f.manageVariants === true && !current.manageVariants) patch.manageVariants = true;
  return patch;
}

const sameChoices = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** One override per variant whose given values differ from what it has now (by id when the variant is known). */
export function variantOverrides(plan: ProductPlan, variants: readonly Variant[]): VariantOverride[] {
  const overrides: VariantOverride[] = [];
  for (const wanted of plan.variants) {
    const current = variants.find((v) => sameChoices(v.choices, wanted.choices));
    const now = current?.variant;
    const change: VariantOverride = {};
    if (wanted.price !== undefined && !sameAmount(wanted.price, now?.priceData.price)) change.price = v1Amount(wanted.price);
    if (wanted.cost !== undefined && !sameAmount(wanted.cost, now?.costAndProfitData?.itemCost)) change.cost = v1Amount(wanted.cost);
    if (wanted.weight !== undefined && !same(wanted.weight, now?.weight ?? (now ? 0 : undefined))) change.weight = wanted.weight;
    if (wanted.sku !== undefined && wanted.sku !== now?.sku) change.sku = wanted.sku;
    if (wanted.visible !== undefined && wanted.visible !== now?.visible) change.visible = wanted.visible;
    if (Object.keys(change).length === 0) continue;
    overrides.push(current ? { variantIds: [current.id], ...change } : { choices: wanted.choices, ...change });
  }
  return overrides;
}

/**
 * Catalog V1 keeps one discount per product: a variant's sale price (`variant_sale_price`) can only be its price with
 * that discount. The first variant whose sale price is something else, as a sentence; undefined when all agree.
 */
export function salePriceConflict(plan: ProductPlan, current: Product | undefined, variants: readonly Variant[]): string | undefined {
  const discount = plan.fields.discount ?? current?.discount;
  for (const wanted of plan.variants) {
    if (wanted.salePrice === undefined) continue;
    const now = variants.find((v) => sameChoices(v.choices, wanted.choices))?.variant;
    const list = wanted.price ?? now?.priceData.price ?? plan.fields.price ?? current?.priceData.price ?? 0;
    const sale = discountedPrice(list, discount);
    if (compare(sale, wanted.salePrice) === 0) continue;
    const choices = Object.values(wanted.choices).join(' / ');
    return `variant ${choices} (row ${wanted.row}): variant_sale_price ${wanted.salePrice} is not its price ${list} with the product's discount (${toText(sale)}); a Catalog V1 store keeps one discount per product: give the variants one discount_type/discount_value instead of variant_sale_price`;
  }
  return undefined;
}

export interface MediaChanges {
  add: string[];
  removeIds: string[];
}

/** Images whose URL the file no longer lists go; listed URLs the product lacks are added. Videos are left alone. */
export function mediaChanges(plan: ProductPlan, current: Product): MediaChanges {
  if (!plan.media) return { add: [], removeIds: [] };
  const images = current.media.items.flatMap((item) => (item.image ? [{ id: item.id, url: item.image.url }] : []));
  const wanted = new Set(plan.media);
  const have = new Set(images.map((image) => image.url));
  return {
    add: [...wanted].filter((url) => !have.has(url)),
    removeIds: images.filter((image) => !wanted.has(image.url)).map((image) => image.id),
  };
}

/** Names of what would change, for the dry-run plan and the report. */
export function describeChanges(patch: ProductPatch, overrides: readonly VariantOverride[], media: MediaChanges): string[] {
  const names = Object.keys(patch).map((key) => (key === 'priceData' ? 'price' : key === 'costAndProfitData' ? 'cost' : key));
  if (overrides.length > 0) names.push(`variants(${overrides.length})`);
  if (media.add.length > 0 || media.removeIds.length > 0) names.push('media');
  return names;
}
