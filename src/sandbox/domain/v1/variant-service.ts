// The product-variant calls: query a product's variants, update them by choices or ids, reset them to the product's
// values. Updates need `manageVariants`; every change is recorded as a VariantsChanged event. Callers hold the
// transaction.
import { classicPage } from '../../../wire/api/catalog-v1/classic-query.js';
import { VARIANT_OVERRIDE_FIELDS, type ProductVariantsQuery, type VariantOverride as WireOverride } from '../../../wire/api/catalog-v1/variant.js';
import { applicationError, invalidField, notFound } from '../../http-errors.js';
import { saveProduct } from '../../tables/v1/products.js';
import { variantsChanged, type VariantChange } from './events.js';
import { recordChange } from '../outbox.js';
import { checkSelection, matchesSelection } from './choice-render.js';
import { requireProduct, type CatalogEnv } from './product-service.js';
import type { ProductState, VariantOverride } from './product-state.js';
import { productVariants, variantSpecs, type WireVariant } from './variant-generation.js';

/** Classic paging of queryProductVariants: at most 100 per page, the whole page by default. */
const DEFAULT_VARIANTS_PAGE = 100;

/** Where each override field shows on a rendered variant, named as events name it. */
const VARIANT_FIELDS: Record<(typeof VARIANT_OVERRIDE_FIELDS)[number], { wire: string; read: (v: WireVariant) => unknown }> = {
  price: { wire: 'priceData.price', read: (v) => v.variant.priceData.price },
  cost: { wire: 'costAndProfitData.itemCost', read: (v) => v.variant.costAndProfitData?.itemCost },
  weight: { wire: 'weight', read: (v) => v.variant.weight },
  sku: { wire: 'sku', read: (v) => v.variant.sku },
  visible: { wire: 'visible', read: (v) => v.variant.visible },
  productDimensions: { wire: 'productDimensions', read: (v) => JSON.stringify(v.variant.productDimensions) },
  packageDimensions: { wire: 'packageDimensions', read: (v) => JSON.stringify(v.variant.packageDimensions) },
};

/** Variants have values of their own only with manageVariants on and options to make variants from. */
export function variantsNotManaged(state: ProductState): Error {
  const why = (state.input.productOptions ?? []).length === 0
    ? 'has no options, so its one variant is the product itself: update the product instead'
    : 'does not manage its variants: update the product with manageVariants true first';
  return applicationError(428, 'Variants are not managed', 'VARIANTS_NOT_MANAGED', `Product ${state.id} ${why}`, { id: state.id });
}

export function queryProductVariants(state: ProductState, request: ProductVariantsQuery) {
  if (request.choices) checkSelection(state, request.choices, 'choices');
  const ids = request.variantIds ? new Set(request.variantIds) : undefined;
  const matched = productVariants(state).filter((v) => (!request.choices || matchesSelection(v, request.choices)) && (!ids || ids.has(v.id)));
  const offset = request.paging?.offset ?? 0;
  const variants = matched.slice(offset, offset + (request.paging?.limit ?? DEFAULT_VARIANTS_PAGE));
  return classicPage('variants', { items: variants, metadata: { count: variants.length, offset, total: matched.length } });
}

/** The variant ids one override item targets; it must target at least one. */
function targetsOf(state: ProductState, item: WireOverride, index: number): string[] {
  const specs = variantSpecs(state.id, state.input.productOptions);
  if (item.variantIds) {
    const known = new Set(specs.map((s) => s.id));
    const unknown = item.variantIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw notFound('Variant', unknown);
    return item.variantIds;
  }
  const choices = item.choices ?? {};
  checkSelection(state, choices, `variants[${index}].choices`);
  return specs.filter((spec) => matchesSelection(spec, choices)).map((spec) => spec.id);
}

/** Sets the given fields; `null` drops the variant's own value so it follows the product again. */
function applyOverride(current: VariantOverride, item: WireOverride): VariantOverride {
  const next: Record<string, unknown> = { ...current };
  for (const field of VARIANT_OVERRIDE_FIELDS) {
    const value = item[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next as VariantOverride;
}

function variantChanges(before: readonly WireVariant[], after: readonly WireVariant[], only?: ReadonlySet<string>): VariantChange[] {
  const old = new Map(before.map((v) => [v.id, v]));
  return after
    .filter((v) => !only || only.has(v.id))
    .map((v) => {
      const previous = old.get(v.id);
      const changedFields = Object.values(VARIANT_FIELDS)
        .filter((f) => !previous || f.read(previous) !== f.read(v))
        .map((f) => f.wire);
      return { variantId: v.id, choices: v.choices, changedFields };
    })
    .filter((change) => change.changedFields.length > 0);
}

function saveVariants(env: CatalogEnv, state: ProductState, overrides: Record<string, VariantOverride>, only?: ReadonlySet<string>): WireVariant[] {
  const before = productVariants(state);
  const next: ProductState = { ...state, variantOverrides: overrides, lastUpdated: env.clock.nowIso() };
  const after = productVariants(next);
  // An override equal to the product's value is still kept (it stays put when the product's value moves later).
  if (JSON.stringify(overrides) !== JSON.stringify(state.variantOverrides)) saveProduct(env.db, next);
  const changes = variantChanges(before, after, only);
  if (changes.length > 0) recordChange(env.db, variantsChanged(state.id, changes), env.clock.nowIso());
  return after;
}

/** Applies the items in order (a later item wins) and returns the variants they targeted, in product order. */
export function updateVariants(env: CatalogEnv, id: string, items: readonly WireOverride[]): WireVariant[] {
  const state = requireProduct(env.db, id);
  if (state.input.manageVariants !== true || (state.input.productOptions ?? []).length === 0) throw variantsNotManaged(state);
  const overrides = structuredClone(state.variantOverrides);
  const touched = new Set<string>();
  items.forEach((item, index) => {
    const targets = targetsOf(state, item, index);
    if (targets.length === 0) throw invalidField(`variants[${index}]`, 'matches no variant', 'VALIDATION');
    for (const target of targets) {
      const next = applyOverride(overrides[target] ?? {}, item);
      if (Object.keys(next).length > 0) overrides[target] = next;
      else delete overrides[target];
      touched.add(target);
    }
  });
  return saveVariants(env, state, overrides, touched).filter((v) => touched.has(v.id));
}

/** Every variant takes the product's price, cost, weight, SKU and visibility again. */
export function resetVariants(env: CatalogEnv, id: string): void {
  saveVariants(env, requireProduct(env.db, id), {});
}
