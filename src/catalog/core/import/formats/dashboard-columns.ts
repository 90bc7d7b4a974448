// The platform dashboard's product CSV (Store Products → More Actions → Import / Export; the import template of
// support.wix.com "Wix Stores: Importing Products from Another eCommerce Platform" and the CSV field guide it links):
// its columns, which of them this tool carries, and for each own-CSV column the dashboard column it comes from
// (docs/formats/dashboard.md is the mapping table, with the reasons).

export const HANDLE_ID = 'handleId';
export const FIELD_TYPE = 'fieldType';
export const NAME = 'name';
export const DESCRIPTION = 'description';
export const IMAGE_URL = 'productImageUrl';
export const COLLECTION = 'collection';
export const SKU = 'sku';
export const RIBBON = 'ribbon';
export const PRICE = 'price';
export const SURCHARGE = 'surcharge';
export const VISIBLE = 'visible';
export const DISCOUNT_MODE = 'discountMode';
export const DISCOUNT_VALUE = 'discountValue';
export const INVENTORY = 'inventory';
export const WEIGHT = 'weight';
export const COST = 'cost';
export const BRAND = 'brand';

/** The dashboard's products have at most six options, as the store's. */
export const DASHBOARD_OPTIONS = 6;
export const optionName = (index: number) => `productOptionName${index + 1}`;
export const optionType = (index: number) => `productOptionType${index + 1}`;
/** On the product row the option's choices (`;`-separated); on a variant row that variant's choice. */
export const optionDescription = (index: number) => `productOptionDescription${index + 1}`;
const OPTION_COLUMNS = Array.from({ length: DASHBOARD_OPTIONS }, (_, i) => [optionName(i), optionType(i), optionDescription(i)]).flat();

/** The option types the dashboard writes: a colour option's choices may carry their colour (`#RRGGBB:Name`). */
export const OPTION_TYPES = ['DROP_DOWN', 'COLOR'] as const;

/** Row kinds (fieldType): the product, then one row per variant; the new catalog's template adds image rows. */
export const ROW_KINDS = ['product', 'variant', 'media'] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/** `inventory` words for stock that is not counted, as the dashboard writes them (read in any case). */
export const IN_STOCK = 'InStock';
export const OUT_OF_STOCK = 'OutOfStock';

const ADDITIONAL_INFO_COLUMNS = Array.from({ length: 6 }, (_, i) => [`additionalInfoTitle${i + 1}`, `additionalInfoDescription${i + 1}`]).flat();
const CUSTOM_TEXT_COLUMNS = Array.from({ length: 2 }, (_, i) => [`customTextField${i + 1}`, `customTextCharLimit${i + 1}`, `customTextMandatory${i + 1}`]).flat();

/** The columns mapped onto the store (docs/formats/dashboard.md). */
export const CARRIED: readonly string[] = [
  HANDLE_ID, FIELD_TYPE, NAME, DESCRIPTION, IMAGE_URL, COLLECTION, SKU, RIBBON, PRICE, SURCHARGE, VISIBLE,
  DISCOUNT_MODE, DISCOUNT_VALUE, INVENTORY, WEIGHT, COST, BRAND, ...OPTION_COLUMNS,
];

/** Columns the dashboard names that the import does not carry (info sections, custom text fields): counted. */
const NOT_CARRIED: readonly string[] = [...ADDITIONAL_INFO_COLUMNS, ...CUSTOM_TEXT_COLUMNS];

export const DASHBOARD_COLUMNS: readonly string[] = [...CARRIED, ...NOT_CARRIED];

/** The dashboard's full header in the order its export writes it (53 columns; older exports lack `cost` and `brand`). */
export const DASHBOARD_HEADER: readonly string[] = [
  HANDLE_ID, FIELD_TYPE, NAME, DESCRIPTION, IMAGE_URL, COLLECTION, SKU, RIBBON, PRICE, SURCHARGE, VISIBLE,
  DISCOUNT_MODE, DISCOUNT_VALUE, INVENTORY, WEIGHT, COST, ...OPTION_COLUMNS, ...NOT_CARRIED, BRAND,
];

/** fieldType as the dashboard writes it (case-sensitive there). */
export const PRODUCT_ROW = 'Product';
export const VARIANT_ROW = 'Variant';
/** The option type written for the store's options (its choices are text; COLOR would need a colour per choice). */
export const DROP_DOWN = OPTION_TYPES[0];

/** The product's own columns: on its Product row only. */
export const PRODUCT_CELLS: readonly string[] = [NAME, DESCRIPTION, COLLECTION, RIBBON, PRICE, DISCOUNT_MODE, DISCOUNT_VALUE, BRAND];

/** Own-CSV column (csv-columns.ts) → the dashboard column its value came from. */
export const DASHBOARD_COLUMN_OF: Readonly<Record<string, string>> = {
  slug: HANDLE_ID,
  id: HANDLE_ID,
  name: NAME,
  description: DESCRIPTION,
  media: IMAGE_URL,
  collections: COLLECTION,
  sku: SKU,
  variant_sku: SKU,
  ribbon: RIBBON,
  brand: BRAND,
  price: PRICE,
  variant_price: SURCHARGE,
  visible: VISIBLE,
  variant_visible: VISIBLE,
  discount_type: DISCOUNT_MODE,
  discount_value: DISCOUNT_VALUE,
  weight: WEIGHT,
  variant_weight: WEIGHT,
  cost: COST,
  variant_cost: COST,
  track_quantity: INVENTORY,
  quantity: INVENTORY,
  in_stock: INVENTORY,
  ...Object.fromEntries(Array.from({ length: DASHBOARD_OPTIONS }, (_, i) => [[`option${i + 1}_name`, optionName(i)], [`option${i + 1}_value`, optionDescription(i)]]).flat()),
};
