// The platform's own product JSON (a Query Products answer `{"products": [...]}`, or products as `products list
// --json` and export print them) as an import source: which of a product's fields the import carries, which are
// read-only answer fields (ids, timestamps, what the store computes) dropped silently, and which hold something a
// user entered that the tool's model has no place for — counted as "not carried" in the dry run, as a foreign CSV's
// columns are (not-carried.ts). docs/formats/platform-json.md is this table with the reference pages.

export type AnswerVersion = 'v1' | 'v3';

type JsonObject = Record<string, unknown>;

/** Top-level fields the import maps onto the store (wire-plan.ts for V1, json-product.ts for V3). */
const CARRIED: Record<AnswerVersion, readonly string[]> = {
  v1: ['id', 'name', 'slug', 'description', 'sku', 'weight', 'visible', 'brand', 'ribbon', 'priceData', 'costAndProfitData', 'discount', 'manageVariants', 'productOptions', 'variants', 'stock', 'media', 'collectionIds', 'collections'],
  v3: ['id', 'name', 'slug', 'plainDescription', 'visible', 'brand', 'ribbon', 'options', 'variantsInfo', 'variants', 'media', 'directCategoriesInfo', 'collections', 'actualPriceRange', 'compareAtPriceRange', 'costRange', 'variantSummary', 'physicalProperties'],
};

/** The SDK's names for the entity's id and timestamps (`_id` …), when a file holds the SDK's items. */
const SDK_RENAMED = ['_id', '_createdDate', '_updatedDate'];

/**
 * Read-only answer fields: assigned or computed by the store (Catalog V1 Product and Catalog V3 V3Product, fields
 * marked read-only), or a second form of a carried field. Dropped silently.
 */
export const READ_ONLY_FIELDS: Record<AnswerVersion, readonly string[]> = {
  v1: ['numericId', 'inventoryItemId', 'productPageUrl', 'lastUpdated', 'createdDate', 'price', 'convertedPriceData', 'priceRange', 'costRange', 'weightRange', 'ribbons', ...SDK_RENAMED],
  // `handle`: typed read-only, set once at creation and assigned by the store when not given (docs/wire/catalog-v3.md §2.1).
  v3: ['revision', 'createdDate', 'updatedDate', 'handle', 'url', 'currency', 'inventory', 'breadcrumbsInfo', 'allCategoriesInfo', ...SDK_RENAMED],
};

/** A value that says nothing a store would keep: absent, empty, or the platform's default. */
const DEFAULTS: Readonly<Record<string, readonly unknown[]>> = { productType: ['physical', 'PHYSICAL'], visibleInPos: [true] };

function holdsValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some(holdsValue);
  if (typeof value === 'object') return Object.values(value as JsonObject).some(holdsValue);
  return true;
}

const listOf = (value: unknown): JsonObject[] => (Array.isArray(value) ? (value as JsonObject[]) : []);
const objectOf = (value: unknown): JsonObject => (value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {});

/** Values inside carried fields that the model has no place for, by path (each counted once per product). */
const NESTED: Record<AnswerVersion, ReadonlyArray<[string, (product: JsonObject) => boolean]>> = {
  v1: [
    // A colour option's choices keep their names; the colour code (`value`) is the store's alone.
    ['productOptions.choices.value', (p) => listOf(p.productOptions).some((o) => o.optionType === 'color' && listOf(o.choices).some((c) => holdsValue(c.value) && c.value !== c.description))],
    ['productOptions.choices.media', (p) => listOf(p.productOptions).some((o) => listOf(o.choices).some((c) => holdsValue(objectOf(c.media).items)))],
    ['media.items.video', (p) => listOf(objectOf(p.media).items).some((item) => item.mediaType === 'video')],
    ['pricePerUnitData', (p) => holdsValue(p.pricePerUnitData)],
  ],
  v3: [
    ['description', (p) => holdsValue(p.description) && !holdsValue(p.plainDescription)],
    ['options.choicesSettings.choices.colorCode', (p) => listOf(p.options).some((o) => listOf(objectOf(o.choicesSettings).choices).some((c) => holdsValue(c.colorCode)))],
    ['media.itemsInfo.items.video', (p) => listOf(objectOf(objectOf(p.media).itemsInfo).items).some((item) => item.mediaType === 'VIDEO')],
    ['variantsInfo.variants.barcode', (p) => variantsOf(p).some((v) => holdsValue(v.barcode))],
    ['variantsInfo.variants.physicalProperties', (p) => variantsOf(p).some((v) => Object.entries(objectOf(v.physicalProperties)).some(([key, value]) => key !== 'weight' && holdsValue(value)))],
    ['variantsInfo.variants.digitalProperties', (p) => variantsOf(p).some((v) => holdsValue(v.digitalProperties))],
    ['physicalProperties', (p) => Object.entries(objectOf(p.physicalProperties)).some(([key, value]) => !V3_COMPUTED_PHYSICAL.includes(key) && holdsValue(value))],
  ],
};

/** V3's product-level physical properties the store computes from its variants. */
const V3_COMPUTED_PHYSICAL = ['shippingWeightRange', 'pricePerUnitRange', 'weightMeasurementUnitInfo'];

const variantsOf = (p: JsonObject): JsonObject[] => listOf(objectOf(p.variantsInfo).variants).concat(listOf(p.variants));

/**
 * The paths of what the product holds that the import does not carry: every top-level field that is neither
 * carried nor read-only and holds a value (SEO data, info sections, custom text fields, tags, subscriptions …), and
 * the nested values of NESTED.
 */
export function notCarriedPaths(product: JsonObject, version: AnswerVersion): string[] {
  const known = new Set([...CARRIED[version], ...READ_ONLY_FIELDS[version]]);
  const top = Object.entries(product)
    .filter(([key, value]) => !known.has(key) && holdsValue(value) && !(DEFAULTS[key] ?? []).includes(value))
    .map(([key]) => key);
  return [...top, ...NESTED[version].filter(([, holds]) => holds(product)).map(([path]) => path)];
}
