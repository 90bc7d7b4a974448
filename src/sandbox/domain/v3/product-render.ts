// A stored V3 product → the wire entity a caller sees (docs/wire/catalog-v3.md §2.1): ranges, profit and margin
// computed; gated parts (`fields`) only when asked for; merchant data only for admins; query/search answers carry
// no variants. Who may see merchant data is decided once, in `merchantDataAllowed`.
import type { DatabaseSync } from 'node:sqlite';
import type { Caller } from '../../auth.js';
import { mayReadMerchantData } from '../read-policy.js';
import { categoriesOfProduct, getCategory } from '../../tables/v3/categories.js';
import { keyOf } from './customization-state.js';
import { INFO_SECTION_KIND, type StoredInfoSection } from './info-section-state.js';
import { getEntity } from '../../tables/v3/entities.js';
import { formatMoney, fromMilli, marginOf, CURRENCY, toMilli } from '../../../wire/money.js';
import type { Amount, StoredModifier, StoredProductV3, StoredVariant } from './product-state.js';
import { ancestorsOf } from './category-tree.js';
import { productCategory } from './category-arrangement.js';
import { inventoryStatusOf, productInventory, productStock, type StockOf } from './inventory.js';

export interface RenderOptions {
  fields: ReadonlySet<string>;
  /** Admins see merchant data (when asked) and hidden products. */
  admin: boolean;
  /** Query and search answers carry no `variantsInfo`. */
  withVariants: boolean;
  baseUrl: string;
}

export function renderOptionsFor(caller: Caller, fields: readonly string[] | undefined, withVariants: boolean, baseUrl: string): RenderOptions {
  const requested = fields ?? [];
  mayReadMerchantData(caller, requested);
  return { fields: new Set(requested), admin: caller.role === 'admin', withVariants, baseUrl };
}

function money(value: Amount, options: RenderOptions) {
  return options.fields.has('CURRENCY') ? { amount: value.amount, formattedAmount: formatMoney(value.amount) } : { amount: value.amount };
}

function range(values: number[], options: RenderOptions) {
  if (values.length === 0) return undefined;
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return { minValue: money({ amount: fromMilli(min) }, options), maxValue: money({ amount: fromMilli(max) }, options) };
}

const actualOf = (v: StoredVariant) => toMilli(v.price.actualPrice.amount);
/** A variant without a compare-at price is compared at its actual price. */
const compareAtOf = (v: StoredVariant) => toMilli((v.price.compareAtPrice ?? v.price.actualPrice).amount);

function renderVariant(db: DatabaseSync, product: StoredProductV3, variant: StoredVariant, options: RenderOptions, inStock: StockOf) {
  const names = options.fields.has('VARIANT_OPTION_CHOICE_NAMES');
  const merchant = options.fields.has('MERCHANT_DATA') && options.admin;
  const cost = variant.revenueDetails?.cost;
  const profit = cost ? actualOf(variant) - toMilli(cost.amount) : undefined;
  return {
    id: variant.id,
    visible: variant.visible,
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
    choices: variant.choices.map((choice) => ({
      optionChoiceIds: choice.optionChoiceIds,
      ...(names ? { optionChoiceNames: choiceNames(product, choice.optionChoiceIds) } : {}),
    })),
    price: {
      actualPrice: money(variant.price.actualPrice, options),
      ...(variant.price.compareAtPrice ? { compareAtPrice: money(variant.price.compareAtPrice, options) } : {}),
      // The sandbox runs no automatic discounts, so the price after them is the actual price.
      ...(options.fields.has('DISCOUNT_INFO') ? { priceAfterDiscount: money(variant.price.actualPrice, options) } : {}),
    },
    ...(merchant && cost
      ? { revenueDetails: { cost: money(cost, options), profit: money({ amount: fromMilli(profit!) }, options), profitMargin: marginOf(actualOf(variant), profit!) } }
      : {}),
    ...(variant.physicalProperties ? { physicalProperties: variant.physicalProperties } : {}),
    ...(variant.digitalProperties ? { digitalProperties: variant.digitalProperties } : {}),
    inventoryStatus: inventoryStatusOf(inStock(variant.id)),
  };
}

export function choiceNames(product: StoredProductV3, ids: { optionId: string; choiceId: string }) {
  const option = product.options.find((o) => o.id === ids.optionId);
  const choice = option?.choicesSettings.choices.find((c) => c.choiceId === ids.choiceId);
  return { optionName: option?.name ?? '', choiceName: choice?.name ?? '', renderType: option?.optionRenderType ?? 'TEXT_CHOICES' };
}

/** The main category's path from the root, itself last (empty without a main category). */
function breadcrumbsOf(db: DatabaseSync, mainCategoryId: string | undefined) {
  const main = mainCategoryId ? getCategory(db, mainCategoryId) : undefined;
  if (!main) return [];
  return [...ancestorsOf(db, main.id).reverse(), main.id]
    .map((id) => getCategory(db, id))
    .filter((c) => c !== undefined)
    .map((c) => ({ categoryId: c.id, categoryName: c.name, categorySlug: c.slug }));
}

/**
 * The visible variant with the lowest actualPrice, ties broken by variant order; nothing when no variant is visible
 * (SDK typings of VariantSummary.minPriceVariant). Single-entity calls refuse MIN_PRICE_VARIANT before this.
 */
function minPriceVariant(db: DatabaseSync, product: StoredProductV3, options: RenderOptions, inStock: StockOf): { minPriceVariant?: Record<string, unknown> } {
  const lowest = product.variantsInfo.variants
    .filter((v) => v.visible !== false)
    .reduce<StoredVariant | undefined>((min, v) => (min === undefined || actualOf(v) < actualOf(min) ? v : min), undefined);
  return lowest ? { minPriceVariant: renderVariant(db, product, lowest, options, inStock) } : {};
}

/**
 * The product's brand or ribbon as it is now (renamed, or gone): a deleted brand's reference "resolves to nothing on
 * read which makes the product appear unbranded" (Delete Brand, SDK doc comment).
 */
function namedOf(db: DatabaseSync, kind: 'brand' | 'ribbon', ref: { id: string } | undefined): Record<string, unknown> {
  const entity = ref && getEntity(db, kind, ref.id);
  return entity ? { [kind]: { id: entity.id, name: entity.name } } : {};
}

/** The product's further ribbons as they are now (a deleted one is taken off its products, named-entities.ts). */
function additionalRibbonsOf(db: DatabaseSync, refs: ReadonlyArray<{ id: string }> | undefined): Record<string, unknown> {
  const ribbons = (refs ?? []).flatMap((ref) => Object.values(namedOf(db, 'ribbon', ref)));
  return ribbons.length > 0 ? { additionalRibbons: ribbons } : {};
}

/** A product's info section: its id; its names with `INFO_SECTION`, its texts with `INFO_SECTION_DESCRIPTION` / `…_PLAIN_DESCRIPTION`. */
function renderInfoSectionOf(db: DatabaseSync, id: string, fields: ReadonlySet<string>): Record<string, unknown> {
  const section = getEntity<StoredInfoSection>(db, INFO_SECTION_KIND, id);
  if (!section) return { id };
  return {
    id,
    ...(fields.has('INFO_SECTION') ? { uniqueName: section.uniqueName, title: section.title } : {}),
    ...(fields.has('INFO_SECTION_DESCRIPTION') && section.description ? { description: section.description } : {}),
    ...(fields.has('INFO_SECTION_PLAIN_DESCRIPTION') && section.plainDescription ? { plainDescription: section.plainDescription } : {}),
  };
}

/** A connected modifier with the keys a cart line names it by (`catalogReference.options`). */
function renderModifier(m: StoredModifier): Record<string, unknown> {
  return {
    ...m,
    key: keyOf(m.name),
    ...(m.freeTextSettings ? { freeTextSettings: { ...m.freeTextSettings, key: keyOf(m.freeTextSettings.title) } } : {}),
    ...(m.choicesSettings ? { choicesSettings: { choices: m.choicesSettings.choices.map((c) => ({ ...c, key: keyOf(c.name) })) } } : {}),
  };
}

/** `inStock`: the product's stock when the caller holds its items; otherwise they are read (once per product). */
export function renderProductV3(db: DatabaseSync, product: StoredProductV3, options: RenderOptions, inStock: StockOf = productStock(db, product.id)): Record<string, unknown> {
  const { fields } = options;
  const variants = product.variantsInfo.variants;
  const merchant = fields.has('MERCHANT_DATA') && options.admin;
  const costs = variants.filter((v) => v.revenueDetails?.cost).map((v) => toMilli(v.revenueDetails!.cost!.amount));
  const directCategories = fields.has('DIRECT_CATEGORIES_INFO') || fields.has('ALL_CATEGORIES_INFO') ? categoriesOfProduct(db, product.id) : [];
  const media = product.media?.itemsInfo.items ?? [];
  const relativePath = `/product-page/${product.slug}`;
  return {
    id: product.id,
    revision: product.revision,
    createdDate: product.createdDate,
    updatedDate: product.updatedDate,
    name: product.name,
    slug: product.slug,
    ...(product.handle ? { handle: product.handle } : {}),
    productType: product.productType,
    visible: product.visible,
    visibleInPos: product.visibleInPos,
    ...(fields.has('URL') ? { url: { relativePath, url: `${options.baseUrl}${relativePath}` } } : {}),
    ...(fields.has('PLAIN_DESCRIPTION') && product.plainDescription ? { plainDescription: product.plainDescription } : {}),
    ...(fields.has('DESCRIPTION') && product.description ? { description: product.description } : {}),
    ...(fields.has('CURRENCY') ? { currency: CURRENCY } : {}),
    ...namedOf(db, 'brand', product.brand),
    ...namedOf(db, 'ribbon', product.ribbon),
    ...additionalRibbonsOf(db, product.additionalRibbons),
    ...(product.mainCategoryId ? { mainCategoryId: product.mainCategoryId } : {}),
    ...(product.taxGroupId ? { taxGroupId: product.taxGroupId } : {}),
    ...(media.length > 0 ? { media: { main: media[0], ...(fields.has('MEDIA_ITEMS_INFO') ? { itemsInfo: { items: media } } : {}) } } : {}),
    options: product.options.map((o) => ({
      ...o,
      key: keyOf(o.name),
      choicesSettings: { choices: o.choicesSettings.choices.map((c) => ({ ...c, key: keyOf(c.name), inStock: true, visible: true })) },
    })),
    modifiers: (product.modifiers ?? []).map(renderModifier),
    ...(options.withVariants ? { variantsInfo: { variants: variants.map((v) => renderVariant(db, product, v, options, inStock)) } } : {}),
    actualPriceRange: range(variants.map(actualOf), options),
    compareAtPriceRange: range(variants.map(compareAtOf), options),
    ...(merchant && costs.length > 0 ? { costRange: range(costs, options) } : {}),
    inventory: productInventory(variants.map((v) => inStock(v.id))),
    ...(product.physicalProperties ? { physicalProperties: product.physicalProperties } : {}),
    ...(product.seoData ? { seoData: product.seoData } : {}),
    ...(product.tags ? { tags: product.tags } : {}),
    ...(product.infoSections ? { infoSections: product.infoSections.map((s) => renderInfoSectionOf(db, s.id, fields)) } : {}),
    ...(fields.has('BREADCRUMBS_INFO') ? { breadcrumbsInfo: { breadcrumbs: breadcrumbsOf(db, product.mainCategoryId) } } : {}),
    ...(fields.has('DIRECT_CATEGORIES_INFO') ? { directCategoriesInfo: { categories: directCategories.map((id) => productCategory(db, id, product.id)) } } : {}),
    ...(fields.has('ALL_CATEGORIES_INFO') ? { allCategoriesInfo: { categories: [...new Set(directCategories.flatMap((id) => [id, ...ancestorsOf(db, id)]))].map((id) => productCategory(db, id, product.id)) } } : {}),
    variantSummary: { variantCount: variants.length, ...(fields.has('MIN_PRICE_VARIANT') ? minPriceVariant(db, product, options, inStock) : {}) },
  };
}

/** The entity as events carry it: every variant, no gated fields, no merchant data; `inStock` when its items are known. */
export function eventEntity(env: { db: DatabaseSync; baseUrl: string }, product: StoredProductV3, inStock?: StockOf): Record<string, unknown> {
  return renderProductV3(env.db, product, { fields: new Set(), admin: false, withVariants: true, baseUrl: env.baseUrl }, inStock);
}
