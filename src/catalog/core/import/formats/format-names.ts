// The names `products import --format` takes for a CSV's layout (zod-free, so the command's flag schema reads it
// without loading the import engine): the tool's own CSV, and the foreign product CSVs a format module maps onto it
// (docs/formats/). A new format adds its name here and its module to registry.ts.
export const FOREIGN_FORMAT_NAMES = ['shopify', 'dashboard', 'woocommerce'] as const;
export type ForeignFormatName = (typeof FOREIGN_FORMAT_NAMES)[number];

/** `store` is the tool's own CSV (README "The CSV format"). */
export type CsvLayoutName = 'store' | ForeignFormatName;
export const CSV_LAYOUT_NAMES: readonly CsvLayoutName[] = ['store', ...FOREIGN_FORMAT_NAMES];

export const isForeignFormatName = (name: string): name is ForeignFormatName => (FOREIGN_FORMAT_NAMES as readonly string[]).includes(name);

/** The weight unit a format's grams (or other unit) are converted to: the store's (a site setting). */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
