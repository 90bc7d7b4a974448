// A plan (the version-neutral row model) as a Catalog V3 product, and against what the store holds the fewest
// fields that differ (docs/wire/catalog-v3.md §2, §7). V1's list price + discount become each variant's actualPrice
// and compareAtPrice (pricing.ts); options are inline; a product without options has one default variant.
// Repeated fields are replaced whole on update, so when any variant differs the options and every variant are sent
// (existing variants keep their ids). Pure: the dry run and the real run compute changes the same way.
import type { ConnectedOption, Product, ProductCreate, Variant } from '../../../wire/api/catalog-v3/product.js';
import { compare, toText } from '../../../wire/money.js';
import { amount, priceViewOf, v3PriceFrom } from '../pricing.js';
import { v3MediaRows } from '../summaries.js';
import type { PlannedOption, PlannedVariant, ProductPlan } from '../../core/import/plan.js';
import type { CurrentProduct } from './current.js';
import type { StockLevel } from '../../core/inventory.js';
import { plannedStock } from '../../core/import/stock-sync.js';

/** Brand and ribbon names → entity ids (filled by get-or-create before writing; empty on a dry run). */
export interface NamedRefs {
  brands: ReadonlyMap<string, string>;
  ribbons: ReadonlyMap<string, string>;
}

/** A Create Product body; an update sends the fields that differ. */
type ProductPatch = Partial<ProductCreate>;
type Choices = Record<string, string>;

const sameNumber = (a: number | undefined, b: number | undefined) => a === b || (a !== undefined && b !== undefined && Math.abs(a - b) < 1e-9);
const sameAmount = (a: string | undefined, b: string | undefined) => a === b || (a !== undefined && b !== undefined && compare(a, b) === 0);

function choicesOfVariant(variant: Variant): Choices {
  return Object.fromEntries((variant.choices ?? []).map((c) => [c.optionChoiceNames?.optionName ?? '', c.optionChoiceNames?.choiceName ?? '']));
}
const sameChoices = (a: Choices, b: Choices) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** The options the product has, as names and choice names. */
function optionsOf(product: Product): PlannedOption[] {
  return (product.options ?? []).map((o) => ({ name: o.name ?? '', choices: o.choicesSettings.choices.map((c) => c.name) }));
}
const sameOptions = (a: readonly PlannedOption[], b: readonly PlannedOption[]) =>
  a.length === b.length && a.every((o, i) => o.name === b[i].name && o.choices.length === b[i].choices.length && o.choices.every((c, j) => c === b[i].choices[j]));

function combinations(options: readonly PlannedOption[]): Choices[] {
  return options.reduce<Choices[]>((combos, option) => combos.flatMap((combo) => option.choices.map((choice) => ({ ...combo, [option.name]: choice }))), [{}]);
}

function inlineOptions(options: readonly PlannedOption[]): ConnectedOption[] {
  return options.map((option) => ({
    name: option.name,
    optionRenderType: 'TEXT_CHOICES',
    choicesSettings: { choices: option.choices.map((name) => ({ choiceType: 'CHOICE_TEXT', name })) },
  }));
}

/** The comparable values of a variant; amounts are the platform's decimal strings, never numbers on the way. */
interface VariantValues {
  actual: string;
  compareAt?: string;
  cost?: string;
  weight?: number;
  sku?: string;
  visible: boolean;
}

function valuesOf(variant: Variant): VariantValues {
  const compareAt = variant.price?.compareAtPrice?.amount;
  const cost = variant.revenueDetails?.cost?.amount;
  return {
    actual: toText(variant.price?.actualPrice?.amount ?? '0'),
    ...(compareAt != null ? { compareAt: toText(compareAt) } : {}),
    ...(cost != null ? { cost: toText(cost) } : {}),
    ...(variant.physicalProperties?.weight != null ? { weight: variant.physicalProperties.weight } : {}),
    ...(variant.sku ? { sku: variant.sku } : {}),
    visible: variant.visible ?? true,
  };
}

/** The names (as V1 reports a product's own fields) of the values that differ between two variants. */
function differingValues(a: VariantValues, b: VariantValues): string[] {
  return [
    ...(!sameAmount(a.actual, b.actual) || !sameAmount(a.compareAt, b.compareAt) ? ['price'] : []),
    ...(!sameAmount(a.cost, b.cost) ? ['cost'] : []),
    ...(!sameNumber(a.weight ?? 0, b.weight ?? 0) ? ['weight'] : []),
    ...((a.sku ?? '') !== (b.sku ?? '') ? ['sku'] : []),
    ...(a.visible !== b.visible ? ['visible'] : []),
  ];
}

/** A variant's own sale price (variant_sale_price): what the buyer pays, with the list price struck through when higher. */
function salePriceOf(list: string, sale: string): { actualPrice: { amount: string }; compareAtPrice?: { amount: string } } {
  return compare(sale, list) < 0 ? { actualPrice: { amount: sale }, compareAtPrice: { amount: list } } : { actualPrice: { amount: list } };
}

/** What one variant should be: its current values, then the product-level fields, then the row's own values. */
function desiredValues(plan: ProductPlan, now: VariantValues | undefined, row: PlannedVariant | undefined, single: boolean): VariantValues {
  const f = plan.fields;
  const currentView = now ? priceViewOf({ actualPrice: { amount: now.actual }, ...(now.compareAt !== undefined ? { compareAtPrice: { amount: now.compareAt } } : {}) }) : undefined;
  const list = row?.price ?? f.price;
  const price =
    row?.salePrice !== undefined
      ? salePriceOf(amount(list ?? currentView?.list ?? row.salePrice), amount(row.salePrice))
      : v3PriceFrom(currentView ?? { list: '0', actual: '0' }, { ...(list !== undefined ? { price: list } : {}), ...(f.discount ? { discount: f.discount } : {}) });
  const typedCost = row?.cost ?? f.cost;
  const cost = typedCost !== undefined ? amount(typedCost) : now?.cost;
  const weight = row?.weight ?? f.weight ?? now?.weight;
  const sku = row?.sku ?? (single ? f.sku : undefined) ?? now?.sku;
  return {
    actual: price.actualPrice.amount,
    ...(price.compareAtPrice ? { compareAt: price.compareAtPrice.amount } : {}),
    ...(cost !== undefined ? { cost } : {}),
    ...(weight !== undefined ? { weight } : {}),
    ...(sku ? { sku } : {}),
    visible: row?.visible ?? now?.visible ?? true,
  };
}

/** Values laid onto a variant body (the current one, with its id, or a new one naming its choices). */
function variantBody(base: Variant | undefined, choices: Choices, values: VariantValues): Variant {
  const kept = base
    ? { ...base }
    : { choices: Object.entries(choices).map(([optionName, choiceName]) => ({ optionChoiceNames: { optionName, choiceName, renderType: 'TEXT_CHOICES' as const } })) };
  const body: Variant = {
    ...kept,
    price: { actualPrice: { amount: values.actual }, ...(values.compareAt !== undefined ? { compareAtPrice: { amount: values.compareAt } } : {}) },
    ...(values.cost !== undefined ? { revenueDetails: { cost: { amount: values.cost } } } : {}),
    physicalProperties: { ...(base?.physicalProperties ?? {}), ...(values.weight !== undefined ? { weight: values.weight } : {}) },
    ...(values.sku !== undefined ? { sku: values.sku } : {}),
    visible: values.visible,
  };
  if (values.cost === undefined) delete body.revenueDetails;
  return body;
}

/** The options and variants the plan wants; `changed` when they differ from the current ones. */
function desiredVariants(
  plan: ProductPlan,
  current: CurrentProduct | undefined,
): { options: ConnectedOption[]; variants: Variant[]; combos: Choices[]; changed: number; optionsChanged: boolean; singleChanges: string[] } {
  const currentOptions = current ? optionsOf(current.product) : [];
  const options = plan.options ?? currentOptions;
  const optionsChanged = current !== undefined && !sameOptions(options, currentOptions);
  const combos = options.length > 0 ? combinations(options) : [{}];
  let changed = 0;
  // A product without options keeps its values on its one variant: what changed there is named like V1's own fields.
  let singleChanges: string[] = [];
  // V1 variants inherit the product's SKU, so a V1 export can repeat one SKU on every variant; a V3 SKU names one
  // variant (SKU_ALREADY_EXIST_ERROR otherwise). Decision: the first variant keeps a repeated SKU and the others
  // are sent without one — the same rule on every run, so a re-import still compares equal (README mapping table).
  const skusTaken = new Set<string>();
  const variants = combos.map((choices) => {
    // After an options change the variants are sent new (their choices are immutable); otherwise kept by choices.
    const base = optionsChanged ? undefined : current?.variants.find((v) => sameChoices(choicesOfVariant(v), choices));
    const now = base ? valuesOf(base) : undefined;
    const row = plan.variants.find((v) => sameChoices(v.choices, choices));
    const values = desiredValues(plan, now, row, combos.length === 1);
    if (values.sku !== undefined && skusTaken.has(values.sku)) delete values.sku;
    else if (values.sku !== undefined) skusTaken.add(values.sku);
    const differing = now ? differingValues(now, values) : [];
    if (!now || differing.length > 0) changed++;
    if (combos.length === 1 && options.length === 0) singleChanges = differing;
    return variantBody(base, choices, values);
  });
  const removed = current && !optionsChanged ? current.variants.length - variants.filter((v) => v.id !== undefined).length : 0;
  const keptOptions = optionsChanged || !current ? inlineOptions(options) : (current.product.options ?? []);
  return { options: keptOptions, variants, combos, changed: changed + removed, optionsChanged, singleChanges: removed === 0 ? singleChanges : [] };
}

function mediaUrls(product: Product): string[] {
  return v3MediaRows(product).map((row) => row.url);
}

/** A brand or ribbon is an entity whose name is unique in any case (Get Or Create Brand finds "acme" as "Acme"). */
const sameEntityName = (wanted: string, current: string | null | undefined) => wanted.toLowerCase() === (current ?? '').toLowerCase();

const refBody = (name: string, ids: ReadonlyMap<string, string>) => (name === '' ? null : ids.has(name) ? { id: ids.get(name) } : { name });

/**
 * A planned stock level as the `inventoryItem` of a variant of Create Product With Inventory
 * (InventoryItemComposite in @wix/auto_sdk_stores_products-v-3: `quantity` counts it, `inStock` does not).
 */
const inventoryItemOf = (level: StockLevel) => ('quantity' in level ? { quantity: level.quantity } : { inStock: level.inStock });

/**
 * The bulk-create item for a plan with no product in the store. Each variant the plan gives a stock carries it as
 * its `inventoryItem`, so Bulk Create Products With Inventory makes the product and its stock in one call.
 */
export function createBody(plan: ProductPlan, refs: NamedRefs): ProductCreate {
  const f = plan.fields;
  const { options, variants: bare, combos } = desiredVariants(plan, undefined);
  const stock = plannedStock(plan);
  const variants = bare.map((variant, i) => {
    const level = stock.find((s) => sameChoices(s.choices, combos[i]))?.level;
    return level ? { ...variant, inventoryItem: inventoryItemOf(level) } : variant;
  });
  return {
    name: f.name ?? plan.slug ?? '',
    ...(plan.slug !== undefined ? { slug: plan.slug } : {}),
    productType: 'PHYSICAL',
    physicalProperties: {},
    ...(f.description !== undefined ? { plainDescription: f.description } : {}),
    ...(f.visible !== undefined ? { visible: f.visible } : {}),
    ...(f.brand ? { brand: refBody(f.brand, refs.brands) } : {}),
    ...(f.ribbon ? { ribbon: refBody(f.ribbon, refs.ribbons) } : {}),
    ...(plan.media?.length ? { media: { itemsInfo: { items: plan.media.map((url) => ({ url })) } } } : {}),
    options,
    variantsInfo: { variants },
  };
}

/** The fields of `current` that differ from the plan (empty: nothing to write) and their names for the report. */
export function updateBody(plan: ProductPlan, current: CurrentProduct, refs: NamedRefs): { patch: ProductPatch; changes: string[] } {
  const f = plan.fields;
  const { product } = current;
  const patch: ProductPatch = {};
  const changes: string[] = [];
  const set = <K extends keyof ProductPatch & string>(key: K, value: ProductPatch[K], name: string = key) => {
    patch[key] = value;
    changes.push(name);
  };
  if (f.name !== undefined && f.name !== product.name) set('name', f.name);
  if (plan.slug !== undefined && plan.slug !== product.slug) set('slug', plan.slug);
  if (f.description !== undefined && f.description !== ((product as { plainDescription?: string }).plainDescription ?? '')) set('plainDescription', f.description, 'description');
  if (f.visible !== undefined && f.visible !== (product.visible ?? true)) set('visible', f.visible);
  if (f.brand !== undefined && !sameEntityName(f.brand, product.brand?.name)) set('brand', refBody(f.brand, refs.brands));
  if (f.ribbon !== undefined && !sameEntityName(f.ribbon, product.ribbon?.name)) set('ribbon', refBody(f.ribbon, refs.ribbons));
  if (plan.media !== undefined) {
    const have = mediaUrls(product);
    if (have.length !== plan.media.length || have.some((url, i) => url !== plan.media![i])) set('media', { itemsInfo: { items: plan.media.map((url) => ({ url })) } });
  }
  const desired = desiredVariants(plan, current);
  if (desired.changed > 0 || desired.optionsChanged) {
    patch.options = desired.options;
    patch.variantsInfo = { variants: desired.variants };
    if (desired.optionsChanged) changes.push('options');
    // A product without options: its one variant's values are the product's price, cost… (V1's names); with options,
    // the number of variants that change.
    if (desired.singleChanges.length > 0 && !desired.optionsChanged) changes.push(...desired.singleChanges);
    else changes.push(`variants(${desired.changed})`);
  }
  return { patch, changes };
}

/** Variants of a create body that carry their stock (`inventoryItem`). */
export const stockItemCount = (body: ProductPatch) => (body.variantsInfo?.variants ?? []).filter((v) => v.inventoryItem !== undefined).length;

/** Variants a create sends (the bulk create limit is counted in variants too). */
export const variantCount = (body: ProductPatch) => (body.variantsInfo?.variants ?? []).length;
