// The backups of bulk changes in memory, as the changes and their undos use them: a values backup (price, cost,
// weight, brand, ribbon) and a stock backup. Both are written to, and read from, one file format (backup-file.ts,
// version 2; the files of version 1 are read too: backup-v1.ts) — only the file is shared, not these types.
import type { CatalogVersion } from '../../../wire/api/catalog-version.js';
import type { StockLevel } from '../inventory.js';
import type { ChangeField } from '../model/change.js';

/** The store a backup's values belong to. */
export interface BackupStore {
  apiUrl?: string;
  siteId?: string;
}

/** One variant's saved values: decimals as canonical strings (null: no value). */
export interface VariantBackup {
  id: string;
  choices: Record<string, string>;
  /** What was there before the change (null: the variant had no value, e.g. no cost). */
  value: string | null;
  /** A V3 price on sale: what the buyer paid (`value` is the list price, the compare-at price). */
  sale?: string;
  /**
   * What the change wrote (null: no value), and for a V3 price on sale what the buyer pays after it; absent in
   * backups written before it was recorded. The undo compares the store with it (undo-rule.ts).
   */
  after?: string | null;
  saleAfter?: string;
}

/** One product's saved values (on V3 the numbers are per variant: the product's own `value` is null for them). */
export interface ProductBackup {
  id: string;
  slug: string;
  name: string;
  manageVariants: boolean;
  /** null: the product had no value (no cost, brand or ribbon). */
  value: string | null;
  /** What the change wrote at product level (null: no value); absent when not recorded (undo-rule.ts). */
  after?: string | null;
  variants: VariantBackup[];
}

/** A values backup's head: everything but its ids and products. */
export interface BackupHead {
  createdAt: string;
  /** The command line that made the change, for people reading the file. */
  command: string;
  store: BackupStore;
  catalog: CatalogVersion;
  /**
   * Its prices are what buyers paid, not list prices: only a V3 price backup of file version 1 written before "price"
   * meant the list price (backup-v1.ts), which an undo refuses — restoring them as list prices would drop every sale.
   * Absent on every other backup: a price is the list price, with a sale price in `sale` (README "Catalog V1 and V3").
   */
  buyersPrices?: true;
  field: ChangeField;
}

export interface Backup extends BackupHead {
  ids: string[];
  products: ProductBackup[];
}

/** The head of the backup of a change of `field` (and of its undo). */
export function backupHeadOf(field: ChangeField, meta: Pick<BackupHead, 'command' | 'createdAt' | 'store'>, catalog: CatalogVersion): BackupHead {
  return { ...meta, catalog, field };
}

/** One variant's stock in a stock backup. */
export interface StockEntry {
  productId: string;
  /** The product's name. */
  product: string;
  variantId: string;
  choices: Record<string, string>;
  sku?: string;
  /** The level before the change, and the level the change left (what an untouched variant still holds). */
  before: StockLevel;
  after: StockLevel;
}

/** The backup of `bulk set|adjust stock` (and of its undo): each changed variant's level before and after. */
export interface StockBackup {
  createdAt: string;
  command: string;
  store: BackupStore;
  catalog: CatalogVersion;
  variants: StockEntry[];
}
