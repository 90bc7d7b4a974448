// The backup a bulk change writes before its first write: every prior value of the field, product and variant
// level, so `store bulk undo` can put back exactly what was there (never by inverse arithmetic).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { link, mkdir, open, readFile, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { spoolName, sweepSpools } from '../spool-files.js';
import * as z from 'zod';
import { UsageError } from '../../../io/cli-errors.js';
import { toNumber, toText } from '../../../wire/money.js';
import { isNumericField, NUMERIC_FIELDS, TEXT_FIELDS, type ChangeField } from '../model/change.js';
import type { PlanRow } from './plan.js';
import { fileProblem } from '../../../io/file-errors.js';
import { issueSentence } from '../../../io/issue-text.js';

export const BACKUP_FORMAT = 'store-bulk-backup';

const VariantBackupSchema = z.object({
  id: z.string(),
  choices: z.record(z.string(), z.string()),
  /** null: the variant had no value (no cost). */
  value: z.number().nullable(),
  /** A V3 price on sale: what the buyer paid (`value` is the list price, the compare-at price). */
  sale: z.number().optional(),
  /**
   * What the change wrote (null: no value), and for a V3 price on sale after it what the buyer pays; absent in
   * backups written before it was recorded. The undo compares the store with it (undo-rule.ts).
   */
  after: z.number().nullable().optional(),
  saleAfter: z.number().optional(),
});

const FileProductBackupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  manageVariants: z.boolean(),
  /** null: the product had no value (no cost, brand or ribbon). */
  value: z.union([z.number(), z.string()]).nullable(),
  /** What the change wrote at product level (null: no value); absent when not recorded (undo-rule.ts). */
  after: z.union([z.number(), z.string()]).nullable().optional(),
  variants: z.array(VariantBackupSchema),
});
type FileProductBackup = z.infer<typeof FileProductBackupSchema>;
export const ProductBackupSchema = FileProductBackupSchema;

/** One variant's saved values in the model's terms: numbers as decimal strings (null: no value). */
export interface VariantBackup {
  id: string;
  choices: Record<string, string>;
  value: string | null;
  sale?: string;
  after?: string | null;
  saleAfter?: string;
}

/** One product's saved values in the model's terms (see the file's schema above for each member). */
export interface ProductBackup {
  id: string;
  slug: string;
  name: string;
  manageVariants: boolean;
  value: string | null;
  after?: string | null;
  variants: VariantBackup[];
}

/** A saved product's values (`value`, `after`, a variant's `sale` and `saleAfter`) each turned by `convert`. */
function withValues<A, B>(entry: ProductValues<A>, convert: (value: A) => B): ProductValues<B> {
  const nullable = (value: A | null): B | null => (value === null ? null : convert(value));
  const { value, after, variants, ...rest } = entry;
  return {
    ...rest,
    value: nullable(value),
    variants: variants.map(({ value, sale, after, saleAfter, ...variant }) => ({
      ...variant,
      value: nullable(value),
      ...(sale !== undefined ? { sale: convert(sale) } : {}),
      ...(after !== undefined ? { after: nullable(after) } : {}),
      ...(saleAfter !== undefined ? { saleAfter: convert(saleAfter) } : {}),
    })),
    ...(after !== undefined ? { after: nullable(after) } : {}),
  };
}

/** A saved product whose values are `T`: the file's JSON numbers (or text), the model's decimal strings. */
type ProductValues<T> = Omit<ProductBackup, 'value' | 'after' | 'variants'> & {
  value: T | null;
  after?: T | null;
  variants: Array<Omit<VariantBackup, 'value' | 'sale' | 'after' | 'saleAfter'> & { value: T | null; sale?: T; after?: T | null; saleAfter?: T }>;
};

/** A brand or ribbon stays text; a number is read as the decimal it prints as. */
const textOf = (value: number | string): string => (typeof value === 'number' ? toText(value) : value);

/** A saved product as the file holds it → the model: the file's JSON numbers as decimal strings. */
export const modelEntry = (entry: FileProductBackup): ProductBackup => withValues(entry, textOf);

/**
 * A saved product as the file holds it: the numbers of `numeric` fields as JSON numbers. No rounding and no float
 * noise on the way: a value read from a file is the decimal its double prints as, and one the change computed is
 * canonical with at most 12 significant digits (≤ 999999999.99, ≤ 3 decimals) — the double of a decimal of up to 15
 * prints back as that same decimal (JSON.stringify's shortest form).
 */
function fileEntry(entry: ProductBackup, numeric: boolean): FileProductBackup {
  return numeric ? withValues(entry, toNumber) : (entry as FileProductBackup);
}

export const BackupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  /** The command line that made the change, for people reading the file. */
  command: z.string(),
  /** The store the values belong to. */
  store: z.object({ apiUrl: z.string().optional(), siteId: z.string().optional() }),
  /** The catalog version the values belong to; absent: Catalog V1 (files written before V3 bulk). On V3 the values
   * are per variant (each product's own `value` is its brand or ribbon, null for numbers). */
  catalog: z.literal('v3').optional(),
  /**
   * A V3 price backup whose `value`s are list prices, with each sale price in `sale` (README "Catalog V1 and V3").
   * Absent on V3 price backups written before: their values were the buyers' prices, which an undo now refuses.
   */
  v3Price: z.literal('list').optional(),
  field: z.enum([...NUMERIC_FIELDS, ...TEXT_FIELDS]),
  ids: z.array(z.string()),
  products: z.array(FileProductBackupSchema),
});
/** A backup in the model's terms (its products' numbers as decimal strings). */
export type Backup = Omit<z.infer<typeof BackupSchema>, 'products'> & { products: ProductBackup[] };

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/**
 * The prior values with what the change writes (`rows`: its plan's rows, product level without a variant id): the
 * undo compares the store with both (undo-rule.ts). A value with no row is not recorded (a Catalog V1 variant of a
 * product that does not manage its variants follows the product's own value).
 */
export function withAfter(prior: ProductBackup, rows: readonly PlanRow[]): ProductBackup {
  const product = rows.find((row) => row.variantId === undefined);
  const byVariant = new Map(rows.flatMap((row) => (row.variantId === undefined ? [] : [[row.variantId, row] as const])));
  return {
    ...prior,
    ...(product ? { after: orNull(product.after) } : {}),
    variants: prior.variants.map((variant) => {
      const row = byVariant.get(variant.id);
      if (!row) return variant;
      return { ...variant, after: orNull(row.after), ...(row.sale?.after !== undefined ? { saleAfter: row.sale.after } : {}) };
    }),
  };
}

/**
 * An undo's own backup entry: `now`, the values it replaces, and what it writes — every saved value of a product it
 * restores, nothing of one it leaves as is — so undoing the undo is held to the same rule.
 */
export function undoneEntry(now: ProductBackup, saved: ProductBackup | undefined, restoring: boolean): ProductBackup {
  const source = restoring && saved ? saved : now;
  const variants = new Map(source.variants.map((variant) => [variant.id, variant]));
  return {
    ...now,
    after: source.value,
    variants: now.variants.map((variant) => {
      const written = variants.get(variant.id);
      if (!written) return variant;
      return { ...variant, after: written.value, ...(written.sale !== undefined ? { saleAfter: written.sale } : {}) };
    }),
  };
}

/** A backup's head: everything but its ids and products (a spooled backup's products follow it: BackupSpool.save). */
export type BackupHead = Omit<Backup, 'ids' | 'products'>;

export function backupHeadOf(field: ChangeField, meta: { command: string; createdAt: string; store: Backup['store'] }): BackupHead {
  return { format: BACKUP_FORMAT, version: 1, ...meta, field };
}

/** The backup of products already reduced one by one (productBackup). */
export function backupFrom(entries: ProductBackup[], field: ChangeField, meta: { command: string; createdAt: string; store: Backup['store'] }): Backup {
  return { ...backupHeadOf(field, meta), ids: entries.map((entry) => entry.id), products: entries };
}

/** `<dir>/bulk-2030-01-31T12-00-00-000Z.json` */
export function defaultBackupPath(backupDir: string, now: Date): string {
  return join(backupDir, `bulk-${now.toISOString().replace(/[:.]/g, '-')}.json`);
}

/** An array member of the backup as `JSON.stringify(backup, null, 2)` writes it, one item at a time. */
function* arrayText(key: string, items: readonly unknown[], last: boolean): Generator<string> {
  const end = last ? '' : ',';
  if (items.length === 0) {
    yield `  ${JSON.stringify(key)}: []${end}\n`;
    return;
  }
  yield `  ${JSON.stringify(key)}: [\n`;
  for (const [i, item] of items.entries()) yield `    ${JSON.stringify(item, null, 2).replaceAll('\n', '\n    ')}${i < items.length - 1 ? ',' : ''}\n`;
  yield `  ]${end}\n`;
}

/**
 * The backup's text, exactly `JSON.stringify(backup, null, 2)` plus a newline, in pieces: a 100,000-product backup is
 * written without building one string of it.
 */
export function* backupText(backup: Backup): Generator<string> {
  const { ids, products, ...head } = backup;
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n`;
  yield* arrayText('ids', ids, false);
  yield* arrayText('products', products.map((entry) => fileEntry(entry, isNumericField(backup.field))), true);
  yield '}\n';
}

/** Writes text pieces to a file in 64 kB writes. */
async function writePieces(file: FileHandle, pieces: Iterable<string>): Promise<void> {
  let buffered = '';
  for (const piece of pieces) {
    buffered += piece;
    if (buffered.length >= 64 * 1024) {
      await file.write(buffered);
      buffered = '';
    }
  }
  await file.write(buffered);
}

/**
 * Writes a backup owner-only (0600) and never over an existing file: the content (`fill`) goes to a temporary file
 * first, flushed to disk, then is linked into place (which fails if the name is taken), so the file is complete or
 * absent. `unique` picks the next free name instead of failing (for default names).
 */
export async function writeBackupWith(path: string, fill: (file: FileHandle) => Promise<void>, options: { unique?: boolean } = {}): Promise<string> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const file = await open(temporary, 'wx', 0o600);
  try {
    await fill(file);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    for (let attempt = 0; ; attempt++) {
      const target = attempt === 0 ? path : path.replace(/(\.json)?$/, `-${attempt}$1`);
      try {
        await link(temporary, target);
        return target;
      } catch (error) {
        const taken = (error as NodeJS.ErrnoException).code === 'EEXIST';
        if (!taken) throw error;
        if (!options.unique) throw new UsageError(`backup file ${path} already exists`, { hint: 'Pass --backup with a new file name.' });
      }
    }
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

export function writeBackup(path: string, backup: Backup, options: { unique?: boolean } = {}): Promise<string> {
  return writeBackupWith(path, (file) => writePieces(file, backupText(backup)), options);
}

/**
 * A backup written as the targets stream in: each product's prior values go to an owner-only spool file next to the
 * backup as they arrive (only the ids stay in memory), and `save` writes the backup file from it — the same text
 * `writeBackup` writes — before anything is changed. `discard` removes the spool (a dry run, a "no").
 */
export class BackupSpool {
  private readonly ids: string[] = [];
  private pending = '';
  private constructor(
    private readonly spoolPath: string,
    private readonly file: FileHandle,
    private readonly numeric: boolean,
  ) {}

  /** A spool for a backup of `field`, next to `nextTo`. */
  static async open(nextTo: string, field: ChangeField): Promise<BackupSpool> {
    await mkdir(dirname(nextTo), { recursive: true, mode: 0o700 });
    // Spools of killed runs beside any backup in this folder go first (spool-files.ts).
    await sweepSpools(dirname(nextTo), { prefix: '', suffix: '.spool', anyStem: true });
    const spoolPath = join(dirname(nextTo), spoolName({ prefix: `${basename(nextTo)}.`, suffix: '.spool' }));
    return new BackupSpool(spoolPath, await open(spoolPath, 'wx+', 0o600), isNumericField(field));
  }

  async add(entry: ProductBackup): Promise<void> {
    this.pending += `${this.ids.length > 0 ? ',\n' : ''}    ${JSON.stringify(fileEntry(entry, this.numeric), null, 2).replaceAll('\n', '\n    ')}`;
    this.ids.push(entry.id);
    if (this.pending.length >= 64 * 1024) await this.flush();
  }

  private async flush(): Promise<void> {
    await this.file.write(this.pending);
    this.pending = '';
  }

  /** Writes the backup (`head`: everything but ids and products) at `path`; where it went. The spool is removed. */
  async save(path: string, head: BackupHead, options: { unique?: boolean } = {}): Promise<string> {
    await this.flush();
    try {
      return await writeBackupWith(
        path,
        async (out) => {
          const pieces = [...backupText({ ...head, ids: this.ids, products: [] } as Backup)];
          // Everything up to the products, then the spooled products, then the end (as backupText lays them out).
          await writePieces(out, pieces.slice(0, -2));
          if (this.ids.length === 0) {
            await writePieces(out, pieces.slice(-2));
            return;
          }
          await out.write('  "products": [\n');
          const buffer = Buffer.alloc(64 * 1024);
          for (let position = 0; ; ) {
            const { bytesRead } = await this.file.read(buffer, 0, buffer.length, position);
            if (bytesRead === 0) break;
            await out.write(buffer.subarray(0, bytesRead));
            position += bytesRead;
          }
          await out.write('\n  ]\n}\n');
        },
        options,
      );
    } finally {
      await this.discard();
    }
  }

  async discard(): Promise<void> {
    await this.file.close().catch(() => undefined);
    await unlink(this.spoolPath).catch(() => undefined);
  }

  /** Removes the spool at once (a run ending now: its handle closes with the process). */
  removeNow(): void {
    rmSync(this.spoolPath, { force: true });
  }
}

/** Where a run's backup goes: the values and a path, or a spool that writes itself (BackupSpool.save). */
export type BackupFile = { data: Backup; path: string; unique?: boolean } | { save: () => Promise<string> };

/** Writes the backup; where it went. */
export const saveBackup = (file: BackupFile): Promise<string> => ('save' in file ? file.save() : writeBackup(file.path, file.data, { unique: file.unique }));

/**
 * Slugs and names of these products as the backup at `path` holds them (for naming failures when the plan did not
 * keep its products: read only when something failed).
 */
export async function namesInBackup(path: string, ids: ReadonlySet<string>): Promise<Map<string, { slug: string; name: string }>> {
  if (ids.size === 0) return new Map();
  const backup = await readBackup(path);
  return new Map(backup.products.filter((entry) => ids.has(entry.id)).map((entry) => [entry.id, { slug: entry.slug, name: entry.name }]));
}

export async function readBackup(path: string): Promise<Backup> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`backup: ${fileProblem(error, path, 'read')}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`backup ${path} is not valid JSON: ${(error as Error).message}`);
  }
  const result = BackupSchema.safeParse(parsed);
  if (!result.success) throw notABackup(path, result.error.issues[0]);
  return { ...result.data, products: result.data.products.map(modelEntry) };
}

/** The error for a file that is JSON but not a backup (`issue`: the first thing wrong with it). */
export function notABackup(path: string, issue: z.core.$ZodIssue): UsageError {
  return new UsageError(`${path} is not a bulk backup: ${issueSentence(issue.path.join('.') || 'file', issue)}`, {
    hint: 'Pass a file written by `store bulk set` or `store bulk adjust`.',
  });
}
