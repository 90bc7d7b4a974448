// How long, how large and how many a store lets a product's fields be. Each catalog version has its own
// (src/catalog/v1/limits.ts, src/catalog/v3/limits.ts, from its wire facts); core checks a file against the limits
// it is handed, never against one version's schema.

/** A version's limits: lengths in characters, counts, and the largest amounts. */
export interface CatalogLimits {
  name: number;
  slug: number;
  description: number;
  sku: number;
  brand: number;
  ribbon: number;
  optionName: number;
  /** A choice's label (and value). */
  choice: number;
  choicesPerOption: number;
  optionsPerProduct: number;
  /** The largest price or cost, in the shop's currency. */
  maxPrice: number;
  maxWeight: number;
  collectionName: number;
  collectionDescription: number;
  /** The largest counted stock quantity. */
  maxStock: number;
}

/** The limits every one of `versions` keeps: the smallest of each. */
export function limitsEveryVersionKeeps(...versions: readonly CatalogLimits[]): CatalogLimits {
  const [first, ...rest] = versions;
  const keys = Object.keys(first) as Array<keyof CatalogLimits>;
  return Object.fromEntries(keys.map((key) => [key, Math.min(first[key], ...rest.map((limits) => limits[key]))])) as unknown as CatalogLimits;
}
