// Stock as both catalog versions hold it, one row per variant: what `store inventory` lists and changes, through
// StoreCatalog.inventory(). V1 keeps it per product (Inventory V2: one item, tracked or not as a whole); V3 keeps an
// inventory item per variant. The rows hide that: commands never ask which version they speak to.
import type { Paginated, PagingOptions } from '../../client/paging.js';

/** V1 has no preorder in its stock rows: its variants are in or out of stock. */
export type AvailabilityStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PREORDER';

/** One variant's stock (what `--json` prints, the same on both versions). */
export interface StockRow {
  productId: string;
  product: string;
  variantId: string;
  /** Option name → choice name; empty for a product without options. */
  choices: Record<string, string>;
  sku?: string;
  /** Counted (a quantity) or not (only in or out of stock). */
  tracked: boolean;
  /** The counted quantity (tracked variants only). */
  quantity?: number;
  inStock: boolean;
  status: AvailabilityStatus;
  /** V3: the inventory item that holds this stock, and its revision as read. */
  inventoryItemId?: string;
  revision?: string;
  /** V3: the variant has no inventory item (Create Product makes none); a change to its stock makes one. */
  noItem?: true;
}

/** What `inventory list` narrows to: variants out of stock, or counted below a quantity. */
export interface StockFilter {
  outOfStock?: boolean;
  below?: number;
}

/** An absolute stock level: a counted quantity (the variant becomes tracked), or in/out of stock (untracked). */
export type StockLevel = { quantity: number } | { inStock: boolean };

/** One variant's new level. */
export interface StockChange {
  row: StockRow;
  level: StockLevel;
}

/** The level a row holds now. */
export const levelOf = (row: StockRow): StockLevel => (row.tracked ? { quantity: row.quantity ?? 0 } : { inStock: row.inStock });

/** A level as a person reads it: the quantity, or in / out of stock. */
export const levelText = (level: StockLevel): string => ('quantity' in level ? String(level.quantity) : level.inStock ? 'in stock' : 'out of stock');

/**
 * The quantity an adjust moves the row's stock from — the one rule of `store inventory adjust` and `store bulk adjust
 * stock`: a counted quantity; 0 for a V3 variant with no inventory item yet (the adjust makes its item, counting
 * from 0); undefined for stock kept only as in or out of stock, which has no quantity to move (`store inventory
 * track` counts it first).
 */
export const adjustFrom = (row: StockRow): number | undefined => (row.tracked ? (row.quantity ?? 0) : row.noItem ? 0 : undefined);

/** Whether the row already holds `level` (then setting it would change nothing); a variant with no item holds none. */
export const holdsLevel = (row: StockRow, level: StockLevel): boolean =>
  !row.noItem && ('quantity' in level ? row.tracked && (row.quantity ?? 0) === level.quantity : !row.tracked && row.inStock === level.inStock);

export interface CatalogInventory {
  /** Every variant's stock, filtered, paged as the list flags ask. */
  list(filter: StockFilter, paging?: PagingOptions): Paginated<StockRow>;
  /** Every variant of one product (by id). */
  ofProduct(productId: string): Promise<StockRow[]>;
  /** Every variant of these products, by product id, in as few reads as the store allows (an import's stock step). */
  ofProducts(productIds: readonly string[]): Promise<Map<string, StockRow[]>>;
  /** The variants whose SKU is `sku` (none: an empty list). */
  bySku(sku: string): Promise<StockRow[]>;
  /** The variants of each SKU (an SKU no variant has: absent), in one look-up per page of SKUs (a stock file's batch). */
  bySkus(skus: readonly string[]): Promise<Map<string, StockRow[]>>;
  /**
   * How set() writes: V1 one Update Inventory Variants per product, one after another (a caller with many products
   * overlaps them by calling set() per product); V3 one bulk call per 1,000 variants (a caller sends them together).
   */
  readonly writesPerProduct: boolean;
  /**
   * Sets each variant's absolute level. On V1 tracking belongs to the whole product, so changes that switch
   * tracking must name every variant of the product, all counted or all not (else a UsageError saying to use
   * `inventory track`). `allRows`: every row of the changed products when the caller holds them already (V1 then
   * checks tracking against them instead of reading each product again).
   */
  set(changes: readonly StockChange[], allRows?: readonly StockRow[]): Promise<void>;
  /** The requests `set` sends for changes to these rows (with `allRows` given): a dry run's count. */
  setCalls(rows: ReadonlyArray<Pick<StockRow, 'productId' | 'noItem'>>): number;
  /**
   * The requests `set(changes)` sends without `allRows` (V1 then reads a product whose tracking switches first): what
   * a `bulk set stock` preview counts.
   */
  changeCalls(changes: readonly StockChange[]): number;
  /** The requests `adjust(rows, by)` sends: what a `bulk adjust stock` preview and a stock undo count. */
  adjustCalls(rows: ReadonlyArray<Pick<StockRow, 'noItem'>>): number;
  /**
   * Moves tracked quantities by `by` relative to what the store holds when the change arrives (V3: bulk
   * increment/decrement; V1: Increment/Decrement Inventory), so a sale made meanwhile is kept. A row with `noItem`
   * gets its item first, counting from 0.
   */
  adjust(rows: readonly StockRow[], by: number): Promise<void>;
  /**
   * Turns counting on for every variant of the product (variants not counted yet start at `startQuantity`, counted
   * ones keep theirs), or off (each variant stays in or out of stock as it is).
   */
  track(productId: string, on: boolean, startQuantity: number): Promise<void>;
}

/** Whether a row passes the filter. */
export function matchesStockFilter(row: StockRow, filter: StockFilter): boolean {
  if (filter.outOfStock && row.inStock) return false;
  if (filter.below !== undefined && !(row.tracked && (row.quantity ?? 0) < filter.below)) return false;
  return true;
}
