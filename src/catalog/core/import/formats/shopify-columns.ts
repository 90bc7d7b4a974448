// Shopify's product CSV, as its help page "Using CSV files to import and export products" (help.shopify.com/en/manual/
// products/import-export/using-csv) describes it: the columns, which of them this tool carries, and for each own-CSV
// column the Shopify column it comes from (docs/formats/shopify.md is the mapping table, with the reasons).

export const HANDLE = 'Handle';
export const TITLE = 'Title';
export const BODY = 'Body (HTML)';
export const VENDOR = 'Vendor';
export const TAGS = 'Tags';
export const PUBLISHED = 'Published';
export const STATUS = 'Status';
export const VARIANT_SKU = 'Variant SKU';
export const VARIANT_GRAMS = 'Variant Grams';
export const VARIANT_WEIGHT_UNIT = 'Variant Weight Unit';
export const INVENTORY_TRACKER = 'Variant Inventory Tracker';
export const INVENTORY_QTY = 'Variant Inventory Qty';
export const INVENTORY_POLICY = 'Variant Inventory Policy';
export const VARIANT_PRICE = 'Variant Price';
export const COMPARE_AT_PRICE = 'Variant Compare At Price';
export const COST = 'Cost per item';
export const IMAGE_SRC = 'Image Src';
export const IMAGE_POSITION = 'Image Position';
export const IMAGE_ALT = 'Image Alt Text';
export const PRODUCT_CATEGORY = 'Product Category';
export const TYPE = 'Type';
export const FULFILLMENT_SERVICE = 'Variant Fulfillment Service';
export const REQUIRES_SHIPPING = 'Variant Requires Shipping';
export const TAXABLE = 'Variant Taxable';

/** Shopify products have at most three options. */
export const SHOPIFY_OPTIONS = 3;
export const optionName = (index: number) => `Option${index + 1} Name`;
export const optionValue = (index: number) => `Option${index + 1} Value`;
const OPTION_COLUMNS = Array.from({ length: SHOPIFY_OPTIONS }, (_, i) => [optionName(i), optionValue(i)]).flat();

/** The one option Shopify gives a product without options: `Title` = `Default Title`. */
export const DEFAULT_OPTION = { name: 'Title', value: 'Default Title' } as const;

/** Shopify's inventory tracker when Shopify counts the stock. */
export const SHOPIFY_TRACKER = 'shopify';
/** `continue`: sold when the count is 0 or below; `deny`: not (the store's own rule). */
export const POLICY_DENY = 'deny';

/** The columns mapped onto the store (docs/formats/shopify.md). */
export const CARRIED: readonly string[] = [
  HANDLE, TITLE, BODY, VENDOR, TAGS, PUBLISHED, STATUS, ...OPTION_COLUMNS,
  VARIANT_SKU, VARIANT_GRAMS, VARIANT_WEIGHT_UNIT, INVENTORY_TRACKER, INVENTORY_QTY, INVENTORY_POLICY,
  VARIANT_PRICE, COMPARE_AT_PRICE, COST, IMAGE_SRC, IMAGE_POSITION,
];

/** The columns Shopify's description names that the store has no place for (listed as not carried when they have values). */
const NOT_CARRIED: readonly string[] = [
  PRODUCT_CATEGORY, TYPE, 'Option1 Linked To', 'Option2 Linked To', 'Option3 Linked To',
  FULFILLMENT_SERVICE, REQUIRES_SHIPPING, TAXABLE, 'Variant Barcode', IMAGE_ALT,
  'Gift Card', 'SEO Title', 'SEO Description', 'Google Shopping / Google Product Category', 'Google Shopping / Gender',
  'Google Shopping / Age Group', 'Google Shopping / MPN', 'Google Shopping / AdWords Grouping', 'Google Shopping / AdWords Labels',
  'Google Shopping / Condition', 'Google Shopping / Custom Product', 'Google Shopping / Custom Label 0',
  'Google Shopping / Custom Label 1', 'Google Shopping / Custom Label 2', 'Google Shopping / Custom Label 3',
  'Google Shopping / Custom Label 4', 'Variant Image', 'Variant Tax Code', 'Price / International',
  'Compare At Price / International', 'Included / International',
];

export const SHOPIFY_COLUMNS: readonly string[] = [...CARRIED, ...NOT_CARRIED];

/**
 * The header `products export --format shopify` writes: the columns of Shopify's description in its export's order,
 * those the store has a value for and the few Shopify's importer wants on every variant (fulfilment, shipping, tax).
 */
export const SHOPIFY_HEADER: readonly string[] = [
  HANDLE, TITLE, BODY, VENDOR, PRODUCT_CATEGORY, TYPE, TAGS, PUBLISHED, ...OPTION_COLUMNS,
  VARIANT_SKU, VARIANT_GRAMS, INVENTORY_TRACKER, INVENTORY_QTY, INVENTORY_POLICY, FULFILLMENT_SERVICE,
  VARIANT_PRICE, COMPARE_AT_PRICE, REQUIRES_SHIPPING, TAXABLE, IMAGE_SRC, IMAGE_POSITION, IMAGE_ALT,
  VARIANT_WEIGHT_UNIT, COST, STATUS,
];

/** What the export writes where the store has no say: the shop fulfils itself; its goods ship and are taxed (Shopify's defaults). */
export const SELF_FULFILLED = 'manual';
export const SHOPIFY_TRUE = 'TRUE';
export const SHOPIFY_FALSE = 'FALSE';
/** Status of a product Shopify sells, and of one it keeps unpublished. */
export const STATUS_ACTIVE = 'active';
export const STATUS_DRAFT = 'draft';
/** Tags are one comma-separated cell. */
export const TAG_SEPARATOR = ',';

/** A later row that fills none of these is an image-only row (Handle and the Image columns). */
export const VARIANT_CELLS: readonly string[] = [
  ...Array.from({ length: SHOPIFY_OPTIONS }, (_, i) => optionValue(i)),
  VARIANT_SKU, VARIANT_GRAMS, INVENTORY_TRACKER, INVENTORY_QTY, VARIANT_PRICE, COMPARE_AT_PRICE, COST,
];

/** The product's own columns: on the first row; a later row may only repeat them. */
export const PRODUCT_CELLS: readonly string[] = [TITLE, BODY, VENDOR, TAGS, PUBLISHED, STATUS];

/** Own-CSV column (csv-columns.ts) → the Shopify column its value came from. */
export const SHOPIFY_COLUMN_OF: Readonly<Record<string, string>> = {
  slug: HANDLE,
  id: HANDLE,
  name: TITLE,
  description: BODY,
  brand: VENDOR,
  collections: TAGS,
  visible: PUBLISHED,
  media: IMAGE_SRC,
  price: VARIANT_PRICE,
  variant_price: VARIANT_PRICE,
  variant_sale_price: VARIANT_PRICE,
  discount_type: COMPARE_AT_PRICE,
  discount_value: COMPARE_AT_PRICE,
  sku: VARIANT_SKU,
  variant_sku: VARIANT_SKU,
  weight: VARIANT_GRAMS,
  variant_weight: VARIANT_GRAMS,
  cost: COST,
  variant_cost: COST,
  track_quantity: INVENTORY_TRACKER,
  quantity: INVENTORY_QTY,
  in_stock: INVENTORY_TRACKER,
  ...Object.fromEntries(Array.from({ length: SHOPIFY_OPTIONS }, (_, i) => [[`option${i + 1}_name`, optionName(i)], [`option${i + 1}_value`, optionValue(i)]]).flat()),
};
