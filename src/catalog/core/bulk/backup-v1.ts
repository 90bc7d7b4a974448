// The backup files of version 1, written before format version 2 (backup-file.ts), read into the same model:
// - `store-bulk-backup` version 1 (price, cost, weight, brand, ribbon): numbers as JSON numbers (read as the decimal
//   each prints as), `catalog` absent on V1, and on V3 `v3Price: "list"` when its prices are list prices (absent on
//   those written before: their prices are the buyers', `buyersPrices` in the model, which an undo refuses);
// - `store-stock-backup` version 1: `catalog` and a flat `variants` list of {productId, product, variantId, choices,
//   sku?, before, after} (levels as in version 2).
// The fixtures of each kind, on both catalogs, are in test/fixtures/bulk-backups/v1-format.
import * as z from 'zod';
import { toText } from '../../../wire/money.js';
import { SHORT_CATALOG_VERSIONS } from '../../../wire/api/catalog-version.js';
import { NUMERIC_FIELDS, TEXT_FIELDS } from '../model/change.js';
import type { ProductBackup } from './backup-model.js';
import { BACKUP_FORMAT, COMMON_HEAD, LevelSchema, productEntrySchema, type Layout } from './backup-file.js';

export const STOCK_BACKUP_FORMAT = 'store-stock-backup';

/** A brand or ribbon stays text; a number is read as the decimal it prints as. */
const textOf = (value: number | string): string => (typeof value === 'number' ? toText(value) : value);
const orNull = (value: number | string | null): string | null => (value === null ? null : textOf(value));

const NUMBER_OR_TEXT = z.union([z.number(), z.string()]);

const EntrySchema = productEntrySchema(NUMBER_OR_TEXT, NUMBER_OR_TEXT).transform(
  ({ value, after, variants, ...product }): ProductBackup => ({
    ...product,
    value: orNull(value),
    ...(after !== undefined ? { after: orNull(after) } : {}),
    variants: variants.map(({ value, sale, after, saleAfter, ...variant }) => ({
      ...variant,
      value: orNull(value),
      ...(sale !== undefined ? { sale: textOf(sale) } : {}),
      ...(after !== undefined ? { after: orNull(after) } : {}),
      ...(saleAfter !== undefined ? { saleAfter: textOf(saleAfter) } : {}),
    })),
  }),
);

export const HeadSchemaV1 = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  ...COMMON_HEAD,
  /** Absent: Catalog V1 (files written before V3 bulk). */
  catalog: z.literal('v3').optional(),
  v3Price: z.literal('list').optional(),
  field: z.enum([...NUMERIC_FIELDS, ...TEXT_FIELDS]),
});

export const LayoutSchemaV1 = HeadSchemaV1.transform(
  ({ createdAt, command, store, catalog, v3Price, field }): Layout => ({
    field,
    head: { createdAt, command, store, catalog: catalog ?? 'v1', field, ...(catalog === 'v3' && field === 'price' && v3Price === undefined ? { buyersPrices: true as const } : {}) },
    entry: EntrySchema,
  }),
);

const StockEntrySchema = z.object({
  productId: z.string(),
  product: z.string(),
  variantId: z.string(),
  choices: z.record(z.string(), z.string()),
  sku: z.string().optional(),
  before: LevelSchema,
  after: LevelSchema,
});

export const StockHeadSchemaV1 = z.object({
  format: z.literal(STOCK_BACKUP_FORMAT),
  version: z.literal(1),
  ...COMMON_HEAD,
  catalog: z.enum(SHORT_CATALOG_VERSIONS),
});

export const StockLayoutSchemaV1 = StockHeadSchemaV1.transform(
  ({ createdAt, command, store, catalog }): Layout => ({
    field: 'stock',
    head: { createdAt, command, store, catalog },
    list: 'variants',
    entry: StockEntrySchema.transform((entry) => [entry]),
  }),
);
