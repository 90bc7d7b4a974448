// WooCommerce's product CSV, as its public description has it — WooCommerce's "Product CSV Importer and Exporter"
// (woocommerce.com/document/product-csv-importer-exporter/) and the column schema of the woocommerce wiki, "Product
// CSV Import Schema" (github.com/woocommerce/woocommerce/wiki/Product-CSV-Import-Schema): the columns, which of them
// this tool carries, and for each own-CSV column the WooCommerce column it comes from (docs/formats/woocommerce.md
// is the mapping table, with the reasons).

export const ID = 'ID';
export const TYPE = 'Type';
export const SKU = 'SKU';
export const NAME = 'Name';
export const PUBLISHED = 'Published';
export const CATALOG_VISIBILITY = 'Visibility in catalog';
export const DESCRIPTION = 'Description';
export const IN_STOCK = 'In stock?';
export const STOCK = 'Stock';
export const SALE_PRICE = 'Sale price';
export const REGULAR_PRICE = 'Regular price';
export const CATEGORIES = 'Categories';
export const IMAGES = 'Images';
export const PARENT = 'Parent';

/** `Weight (kg)`: the exporter names the weight column with the shop's weight unit (WooCommerce → Settings → Products). */
export const WEIGHT_UNITS_OF_FILE = { kg: '1000', g: '1', lbs: '453.59237', oz: '28.349523125' } as const;
export type FileWeightUnit = keyof typeof WEIGHT_UNITS_OF_FILE;
export const weightColumn = (unit: FileWeightUnit) => `Weight (${unit})`;
export const WEIGHT_COLUMNS: readonly string[] = Object.keys(WEIGHT_UNITS_OF_FILE).map((unit) => weightColumn(unit as FileWeightUnit));
const DIMENSION_UNITS = ['m', 'cm', 'mm', 'in', 'yd'];
const DIMENSION_COLUMNS = ['Length', 'Width', 'Height'].flatMap((side) => DIMENSION_UNITS.map((unit) => `${side} (${unit})`));

/** Attributes: the exporter writes as many as the shop's products have; the importer reads this many. */
export const WOO_ATTRIBUTES = 50;
export const attributeName = (index: number) => `Attribute ${index + 1} name`;
/** On a parent (or a simple product) its values, comma-separated; on a variation its one value (blank: "any"). */
export const attributeValues = (index: number) => `Attribute ${index + 1} value(s)`;
const attributeFlags = (index: number) => [`Attribute ${index + 1} visible`, `Attribute ${index + 1} global`, `Attribute ${index + 1} default`];

/** Type: the row's kind, and flags written beside it (`simple, virtual`). */
export const PRODUCT_KINDS = ['simple', 'variable', 'variation', 'grouped', 'external'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const TYPE_FLAGS = ['virtual', 'downloadable'] as const;
/** Kinds the store has no product for: their rows are not carried (counted under `Type = <kind>`). */
export const NOT_CARRIED_KINDS: readonly ProductKind[] = ['grouped', 'external'];
export const typeLabel = (word: string) => `${TYPE} = ${word}`;

/** `Published`: 1 published, 0 private, -1 draft. */
export const PUBLISHED_VALUES = { '1': true, '0': false, '-1': false } as const;
/** `In stock?`: 1, 0, or (newer exports) `backorder`. */
export const BACKORDER = 'backorder';
/** `Visibility in catalog`: shown in the shop and search, one of them, or neither. */
export const CATALOG_VISIBILITIES = ['visible', 'catalog', 'search', 'hidden'] as const;

/** A variation's `Parent` names its parent by ID (`id:12`) or by SKU. */
export const ID_PREFIX = 'id:';

/** The columns mapped onto the store (docs/formats/woocommerce.md). */
export const CARRIED: readonly string[] = [
  ID, TYPE, SKU, NAME, PUBLISHED, CATALOG_VISIBILITY, DESCRIPTION, IN_STOCK, STOCK, SALE_PRICE, REGULAR_PRICE,
  CATEGORIES, IMAGES, PARENT, ...WEIGHT_COLUMNS,
  ...Array.from({ length: WOO_ATTRIBUTES }, (_, i) => [attributeName(i), attributeValues(i)]).flat(),
];

/** The columns WooCommerce's description names that the store has no place for (counted when they have values). */
const NOT_CARRIED: readonly string[] = [
  'Is featured?', 'Short description', 'Date sale price starts', 'Date sale price ends', 'Tax status', 'Tax class',
  'Low stock amount', 'Backorders allowed?', 'Sold individually?', ...DIMENSION_COLUMNS, 'Allow customer reviews?',
  'Purchase note', 'Tags', 'Shipping class', 'Download limit', 'Download expiry days', 'Grouped products', 'Upsells',
  'Cross-sells', 'External URL', 'Button text', 'Position', 'Brands', 'GTIN, UPC, EAN, or ISBN',
  ...Array.from({ length: WOO_ATTRIBUTES }, (_, i) => attributeFlags(i)).flat(),
];

export const WOO_COLUMNS: readonly string[] = [...CARRIED, ...NOT_CARRIED];

/** Own-CSV column (csv-columns.ts) → the WooCommerce column its value came from (weight: the file's own). */
export const WOO_COLUMN_OF: Readonly<Record<string, string>> = {
  slug: NAME,
  id: ID,
  name: NAME,
  description: DESCRIPTION,
  collections: CATEGORIES,
  media: IMAGES,
  visible: PUBLISHED,
  variant_visible: PUBLISHED,
  price: REGULAR_PRICE,
  variant_price: REGULAR_PRICE,
  variant_sale_price: SALE_PRICE,
  discount_type: SALE_PRICE,
  discount_value: SALE_PRICE,
  sku: SKU,
  variant_sku: SKU,
  track_quantity: STOCK,
  quantity: STOCK,
  in_stock: IN_STOCK,
  ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [[`option${i + 1}_name`, attributeName(i)], [`option${i + 1}_value`, attributeValues(i)]]).flat()),
};
