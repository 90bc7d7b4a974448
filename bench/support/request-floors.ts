// The request floor of each job `bench/requests.bench.mjs` runs: the fewest requests any client needs for that job,
// worked out from the platform's page and batch sizes as the client's wire files write them down (docs/wire/*.md).
// Bundled by the bench with esbuild (the bench runs plain Node on dist/; this file imports src/wire's zod-free facts).
// Each floor comes with its formula, printed beside it. Calls the API offers only per product (V1's create, its
// Update Inventory Variants, a product update of a value of its own) count as floor: no client can do them in fewer.
import { MAX_PAGE_SIZE } from '../../src/wire/api/page-sizes.js';
import { MAX_BULK_IDS } from '../../src/wire/api/catalog-v1/bulk-facts.js';
import { PAGE_LIMITS } from '../../src/wire/api/catalog-v3/page-limits.js';
import { MAX_BULK_PRODUCTS } from '../../src/wire/api/catalog-v3/bulk-limits.js';
import { MAX_BULK_INVENTORY_ITEMS } from '../../src/wire/api/catalog-v3/inventory-limits.js';

/** The page and batch sizes the floors divide by, named as the bench prints them. */
export const SIZES = {
  /** V1 Query Products (and its slug/SKU look-ups): 100 a page (wire/api/page-sizes.ts). */
  v1Page: MAX_PAGE_SIZE,
  /** V1 bulk set/adjust: 100 ids a call (wire/api/catalog-v1/bulk-facts.ts). */
  v1Bulk: MAX_BULK_IDS,
  /** V3 Query Products: 100 a page (wire/api/catalog-v3/page-limits.ts). */
  v3Page: PAGE_LIMITS.products,
  /** V3 read-only variants: 1,000 a page. */
  v3VariantsPage: PAGE_LIMITS.readOnlyVariants,
  /** V3 Query Inventory Items: 1,000 a page. */
  v3InventoryPage: PAGE_LIMITS.inventoryItems,
  /** V3 bulk product create/update (with inventory too): 100 products a call (wire/api/catalog-v3/bulk-limits.ts). */
  v3Bulk: MAX_BULK_PRODUCTS,
  /** V3 bulk inventory update: 1,000 items a call (wire/api/catalog-v3/inventory-limits.ts). */
  v3BulkInventory: MAX_BULK_INVENTORY_ITEMS,
} as const;

/** What a job's floor depends on: the catalog and what the job's file or command names. */
export interface JobShape {
  /** Products in the catalog. */
  products: number;
  /** Products with options (each of `variantsPerOption` variants, some with values of their own). */
  withOptions: number;
  /** Every variant (a product without options has one). */
  variants: number;
  /** Products whose price the "prices changed" file moves. */
  pricesChanged: number;
  /** SKUs in the stock file, and the products they belong to. */
  stockSkus: number;
  stockProducts: number;
  /** Collections (V3: categories) in the seed fixture. */
  collections: number;
  /** V1 undo: the fewest requests any exact undo needs (support/undo-floor.mjs, from the undo's own --dry-run plan). */
  v1Undo?: { requests: number; reads: number; bulkCalls: number; variantCalls: number };
}

export interface Floor {
  requests: number;
  formula: string;
}

const up = (count: number, size: number) => Math.ceil(count / size);

/** Each job's floor on a Catalog V1 store. */
export function v1Floors(s: JobShape): Record<string, Floor> {
  const P = SIZES.v1Page;
  const B = SIZES.v1Bulk;
  const lookups = up(s.products, P);
  return {
    'import (new)': {
      requests: lookups + 2 * s.products + s.withOptions,
      formula: `⌈N/${P}⌉ look-ups + N creates + N inventory + O variant updates (V1: no bulk create, inventory or variant call)`,
    },
    'import (unchanged export)': { requests: lookups, formula: `⌈N/${P}⌉ look-ups (variants and stock come inside)` },
    'import (prices changed)': { requests: lookups + s.pricesChanged, formula: `⌈N/${P}⌉ look-ups + C product updates (each its own price: no bulk call)` },
    export: { requests: lookups + 1, formula: `⌈N/${P}⌉ pages + 1 collections page` },
    'bulk adjust price +10%': { requests: lookups + up(s.products, B), formula: `⌈N/${P}⌉ reads (the backup) + ⌈N/${B}⌉ bulk adjusts` },
    'bulk undo': {
      requests: s.v1Undo!.requests,
      formula: `2⌈N/${P}⌉ reads (before, after) + ${s.v1Undo!.bulkCalls} bulk sets/adjusts (fewest groups of ≤${B} by saved value or amount back) + ${s.v1Undo!.variantCalls} variant updates`,
    },
    'inventory set (stock file)': {
      requests: up(s.stockSkus, P) + s.stockProducts,
      formula: `⌈S/${P}⌉ SKU look-ups + one inventory update per product (${s.stockProducts}; V1: no bulk call)`,
    },
    'seed (first run)': {
      requests: 1 + s.collections + lookups + s.products + s.withOptions + s.collections,
      formula: `1 collections page + K creates + ⌈N/${P}⌉ look-ups + N creates + O variant updates + K membership adds`,
    },
    'seed re-run': { requests: 1 + lookups, formula: `1 collections page + ⌈N/${P}⌉ look-ups` },
  };
}

/** Each job's floor on a Catalog V3 store. */
export function v3Floors(s: JobShape): Record<string, Floor> {
  const P = SIZES.v3Page;
  const VP = SIZES.v3VariantsPage;
  const IP = SIZES.v3InventoryPage;
  const B = SIZES.v3Bulk;
  const pages = up(s.products, P);
  // A page of 100 products has at most 1,000 variants (and items): one read of each per page.
  const perPage = `⌈N/${P}⌉ × (products + their variants (≤${VP} a read) + their stock (≤${IP}))`;
  return {
    'import (new)': { requests: pages + up(s.products, B), formula: `⌈N/${P}⌉ look-ups + ⌈N/${B}⌉ bulk creates with inventory` },
    'import (unchanged export)': { requests: 3 * pages, formula: perPage },
    'import (prices changed)': { requests: 3 * pages + up(s.pricesChanged, B), formula: `${perPage} + ⌈C/${B}⌉ bulk updates` },
    export: { requests: 3 * pages + 1, formula: `${perPage} + 1 categories page` },
    'bulk adjust price +10%': {
      requests: up(s.variants, VP) + 2,
      formula: `⌈V/${VP}⌉ variant reads (the backup) + 1 adjust-by-filter + 1 job poll`,
    },
    'bulk undo': {
      requests: 2 * up(s.variants, VP) + up(s.withOptions, P) + up(s.products, B),
      formula: `2⌈V/${VP}⌉ variant reads (before, after) + ⌈O/${P}⌉ option reads (variants go with their options) + ⌈N/${B}⌉ bulk updates`,
    },
    'inventory set (stock file)': {
      requests: up(s.stockSkus, VP) + up(s.stockSkus, IP) + up(s.stockSkus, SIZES.v3BulkInventory),
      formula: `⌈S/${VP}⌉ variant look-ups + ⌈S/${IP}⌉ stock reads + ⌈S/${SIZES.v3BulkInventory}⌉ bulk inventory updates`,
    },
    'seed (first run)': {
      requests: 1 + s.collections + 2 * pages + s.collections,
      formula: `1 categories page + K creates + ⌈N/${P}⌉ look-ups + ⌈N/${B}⌉ bulk creates + K item adds`,
    },
    'seed re-run': { requests: 1 + 2 * pages, formula: `1 categories page + ⌈N/${P}⌉ × (look-up + variants read)` },
  };
}
