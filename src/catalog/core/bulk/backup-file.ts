// The backup file, format version 2: the one file every bulk change and every undo writes — price, cost, weight,
// brand, ribbon and stock alike — and its reading into the model (backup-model.ts). Files of version 1 are read by
// backup-v1.ts into the same model; backup-read.ts picks the reader by the file's `format` and `version`. For people:
// docs/formats/bulk-backup.md.
//
//   {"format": "store-bulk-backup", "version": 2, "createdAt", "command", "store": {"apiUrl"?, "siteId"?},
//    "catalog": "v1" | "v3", "field": "price" | "cost" | "weight" | "brand" | "ribbon" | "stock",
//    "ids": [product ids], "products": [{"id", "slug", "name", "manageVariants", "value", "after"?,
//                                        "variants": [{"id", "choices", "sku"?, "value", "after"?, "sale"?, "saleAfter"?}]}]}
//
// `value`: what was there before the change; `after`: what the change wrote. By field:
// - price, cost, weight: a canonical decimal string ("19.65", "20", "0.125": no exponent, "+" or trailing zero),
//   `value` within the limits every catalog version keeps (file-limits.ts), `after` as the change planned it (one the
//   store refused may be below 0); null: no value. Money never passes through a
//   JavaScript number between the store and the file. A V3 price is the list price (`sale`, `saleAfter`: what the
//   buyer pays while on sale), the same on both versions; V3 numbers live on the variants (the product's own null).
// - brand, ribbon: text, or null (none).
// - stock: each changed variant's level, `{"quantity": n}` (counted) or `{"inStock": true|false}`, before (`value`)
//   and after (`after`, required), with its `sku` when it has one; the product's own `value` is null and it has no
//   `after`. Stock is read per variant from the inventory, which does not give a product's slug or whether it manages
//   its variants: a stock backup has neither `slug` nor `manageVariants` (a reader ignores them if present).
import * as z from 'zod';
import { toText } from '../../../wire/money.js';
import { boundProblem } from '../model/money.js';
import { SHORT_CATALOG_VERSIONS } from '../../../wire/api/catalog-version.js';
import { FILE_LIMITS } from '../file-limits.js';
import { NUMERIC_FIELDS, TEXT_FIELDS, type ChangeField } from '../model/change.js';
import { backupHeadOf, type Backup, type BackupHead, type ProductBackup, type StockBackup, type StockEntry } from './backup-model.js';

export const BACKUP_FORMAT = 'store-bulk-backup';
export const BACKUP_VERSION = 2;

/** What a backup file holds the values of. */
export const BACKUP_FIELDS = [...NUMERIC_FIELDS, ...TEXT_FIELDS, 'stock'] as const;

/** The head members every version of the file has. */
export const COMMON_HEAD = {
  createdAt: z.string(),
  command: z.string(),
  store: z.object({ apiUrl: z.string().optional(), siteId: z.string().optional() }),
};

export const LevelSchema = z.union([z.object({ quantity: z.number().int() }), z.object({ inStock: z.boolean() })]);

/** A saved product whose values before the change are `value`'s and after it `after`'s (the product, then each variant). */
export const productEntrySchema = <V extends z.ZodType, A extends z.ZodType>(value: V, after: A) =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    manageVariants: z.boolean(),
    value: value.nullable(),
    after: after.nullable().optional(),
    variants: z.array(
      z.object({
        id: z.string(),
        choices: z.record(z.string(), z.string()),
        value: value.nullable(),
        sale: value.optional(),
        after: after.nullable().optional(),
        saleAfter: after.optional(),
      }),
    ),
  });

/** A decimal in its canonical text ("19.65", "-3"), from 0 to `max` when bounded. */
const decimalText = (max?: number) =>
  z.string().superRefine((text, ctx) => {
    let canonical = false;
    try {
      canonical = /^-?\d/.test(text) && toText(text) === text;
    } catch {
      // Not a decimal at all.
    }
    const problem = !canonical ? `must be a decimal in its plain form, like "19.65" (not ${JSON.stringify(text)})` : max !== undefined ? boundProblem(text, max) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Each field's values before the change (what the store held: within the limits every version keeps) and after it
 * (what the change wrote or set out to write: a product the store refused, e.g. below 0, keeps what it was refused).
 */
const VALUE_SCHEMAS = {
  price: [decimalText(FILE_LIMITS.maxPrice), decimalText()],
  cost: [decimalText(FILE_LIMITS.maxPrice), decimalText()],
  weight: [decimalText(FILE_LIMITS.maxWeight), decimalText()],
  brand: [z.string(), z.string()],
  ribbon: [z.string(), z.string()],
} satisfies Record<ChangeField, [z.ZodType<string>, z.ZodType<string>]>;

const StockProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.null(),
  variants: z.array(z.object({ id: z.string(), choices: z.record(z.string(), z.string()), sku: z.string().optional(), value: LevelSchema, after: LevelSchema })),
});

/** A stock backup's product → its variants' entries. */
const stockEntriesOf = (product: z.infer<typeof StockProductSchema>): StockEntry[] =>
  product.variants.map((variant) => ({
    productId: product.id,
    product: product.name,
    variantId: variant.id,
    choices: variant.choices,
    ...(variant.sku !== undefined ? { sku: variant.sku } : {}),
    before: variant.value,
    after: variant.after,
  }));

/**
 * How the file of one format version is read, known from its head: the head in the model's terms, and the list
 * whose items (`entry`, each read into the model) hold the saved values. A values backup's list is `products`
 * (with `ids`); a stock backup's may be another (version 1: `variants`), and it is read whole.
 */
export type Layout =
  | { field: ChangeField; head: BackupHead; entry: z.ZodType<ProductBackup> }
  | { field: 'stock'; head: Omit<StockBackup, 'variants'>; list: 'products' | 'variants'; entry: z.ZodType<StockEntry[]> };

export const HeadSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  ...COMMON_HEAD,
  catalog: z.enum(SHORT_CATALOG_VERSIONS),
  field: z.enum(BACKUP_FIELDS),
});

/** A version 2 head → its layout. */
export const LayoutSchema = HeadSchema.transform(({ createdAt, command, store, catalog, field }): Layout => {
  if (field === 'stock') return { field, head: { createdAt, command, store, catalog }, list: 'products', entry: StockProductSchema.transform(stockEntriesOf) };
  return { field, head: backupHeadOf(field, { createdAt, command, store }, catalog), entry: productEntrySchema(...VALUE_SCHEMAS[field]) };
});

// ---- writing ----

/** A head as the file has it. */
const fileHead = (head: Omit<BackupHead, 'field' | 'buyersPrices'>, field: (typeof BACKUP_FIELDS)[number]) => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: head.createdAt,
  command: head.command,
  store: head.store,
  catalog: head.catalog,
  field,
});

/** A saved product as the file has it (the model's values are the file's: decimal strings, text). */
export const fileEntry = ({ id, slug, name, manageVariants, value, after, variants }: ProductBackup) => ({
  id,
  slug,
  name,
  manageVariants,
  value,
  ...(after !== undefined ? { after } : {}),
  variants: variants.map(({ id, choices, value, after, sale, saleAfter }) => ({
    id,
    choices,
    value,
    ...(after !== undefined ? { after } : {}),
    ...(sale !== undefined ? { sale } : {}),
    ...(saleAfter !== undefined ? { saleAfter } : {}),
  })),
});

/** A stock backup's variants as the file's products: each product once, with its variants, in order. */
function stockProducts(variants: readonly StockEntry[]) {
  const products = new Map<string, z.input<typeof StockProductSchema>>();
  for (const entry of variants) {
    const product = products.get(entry.productId) ?? { id: entry.productId, name: entry.product, value: null, variants: [] };
    product.variants.push({ id: entry.variantId, choices: entry.choices, ...(entry.sku !== undefined ? { sku: entry.sku } : {}), value: entry.before, after: entry.after });
    products.set(entry.productId, product);
  }
  return [...products.values()];
}

/** An array member of the file as `JSON.stringify(file, null, 2)` writes it, one item at a time. */
function* arrayText(key: string, items: readonly unknown[], last: boolean): Generator<string> {
  const end = last ? '' : ',';
  if (items.length === 0) {
    yield `  ${JSON.stringify(key)}: []${end}\n`;
    return;
  }
  yield `  ${JSON.stringify(key)}: [\n`;
  for (const [i, item] of items.entries()) yield `    ${itemText(item)}${i < items.length - 1 ? ',' : ''}\n`;
  yield `  ]${end}\n`;
}

/** One item of the file's products, as it is indented there. */
export const itemText = (item: unknown): string => JSON.stringify(item, null, 2).replaceAll('\n', '\n    ');

/**
 * The file's text, exactly `JSON.stringify(file, null, 2)` plus a newline, in pieces: a 100,000-product backup is
 * written without building one string of it. The products are given as the file has them.
 */
function* fileText(head: ReturnType<typeof fileHead>, ids: readonly string[], products: readonly unknown[]): Generator<string> {
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n`;
  yield* arrayText('ids', ids, false);
  yield* arrayText('products', products, true);
  yield '}\n';
}

/** A values backup's file text. */
export const backupText = (backup: Backup): Generator<string> => fileText(fileHead(backup, backup.field), backup.ids, backup.products.map(fileEntry));

/** A stock backup's file text. */
export function stockBackupText(backup: StockBackup): Generator<string> {
  const products = stockProducts(backup.variants);
  return fileText(fileHead(backup, 'stock'), products.map((product) => product.id), products);
}
