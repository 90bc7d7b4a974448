// A backup file of any version read into the model (backup-model.ts): the file's `format` and `version` pick its
// layout (backup-file.ts: version 2; backup-v1.ts: the two formats of version 1), whose head says what it holds — a
// values backup or a stock backup, by its `field`. Read whole here; a large values backup is read a window at a time
// by backup-reader.ts, with the same layouts.
import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { UsageError } from '../../../io/cli-errors.js';
import { fileProblem } from '../../../io/file-errors.js';
import { issueSentence } from '../../../io/issue-text.js';
import type { ChangeField } from '../model/change.js';
import type { Backup, ProductBackup, StockBackup } from './backup-model.js';
import { BACKUP_FORMAT, HeadSchema, LayoutSchema, type Layout } from './backup-file.js';
import { HeadSchemaV1, LayoutSchemaV1, STOCK_BACKUP_FORMAT, StockHeadSchemaV1, StockLayoutSchemaV1 } from './backup-v1.js';

/** A backup as read: a stock backup, or one of values. */
export type SavedBackup = { field: 'stock'; stock: StockBackup } | { field: ChangeField; backup: Backup };

/** Each format's versions, and the layout each reads its head into. */
const VERSIONS: Record<string, Record<number, z.ZodType<Layout>>> = {
  [BACKUP_FORMAT]: { 1: LayoutSchemaV1, 2: LayoutSchema },
  [STOCK_BACKUP_FORMAT]: { 1: StockLayoutSchemaV1 },
};

/** The head members of every version (everything but the lists). */
export const HEAD_KEYS = [...new Set([HeadSchema, HeadSchemaV1, StockHeadSchemaV1].flatMap((schema) => Object.keys(schema.shape)))];

/** The file's layout, from its head members (any other member is passed over), or the first thing wrong with them. */
export function layoutOf(head: unknown): { layout: Layout } | { issue: z.core.$ZodIssue } {
  const format = z.object({ format: z.enum(Object.keys(VERSIONS)) }).safeParse(head);
  if (!format.success) return { issue: format.error.issues[0] };
  const versions = VERSIONS[format.data.format];
  const version = z.object({ version: z.literal(Object.keys(versions).map(Number)) }).safeParse(head);
  if (!version.success) return { issue: version.error.issues[0] };
  const layout = versions[version.data.version].safeParse(head);
  return layout.success ? { layout: layout.data } : { issue: layout.error.issues[0] };
}

/** A values backup's lists: its products' ids, and the products (each read by `entry`). */
export const valuesLists = (entry: z.ZodType<ProductBackup>) => z.object({ ids: z.array(z.string()), products: z.array(entry) });

/** A stock backup's list of variants (version 2: its products, with their ids), each read by the layout's `entry`. */
const stockVariants = ({ list, entry }: Extract<Layout, { field: 'stock' }>) =>
  list === 'products' ? z.object({ ids: z.array(z.string()), products: z.array(entry) }).transform(({ products }) => products.flat()) : z.object({ variants: z.array(entry) }).transform(({ variants }) => variants.flat());

/** `value` read by `schema`, or the user error notABackup. */
function checked<T>(path: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw notABackup(path, result.error.issues[0]);
  return result.data;
}

/** A file's parsed JSON as a backup; anything else is the user error notABackup. */
export function savedBackupOf(path: string, value: unknown): SavedBackup {
  const found = layoutOf(value);
  if ('issue' in found) throw notABackup(path, found.issue);
  const { layout } = found;
  if (layout.field === 'stock') return { field: 'stock', stock: { ...layout.head, variants: checked(path, stockVariants(layout), value) } };
  const { ids, products } = checked(path, valuesLists(layout.entry), value);
  return { field: layout.field, backup: { ...layout.head, ids, products } };
}

/** The backup at `path`, read whole. */
export async function readSavedBackup(path: string): Promise<SavedBackup> {
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
  return savedBackupOf(path, parsed);
}

/** The backup at `path`, which must be a values backup (any version), read whole. */
export async function readValuesBackup(path: string): Promise<Backup> {
  const saved = await readSavedBackup(path);
  if (saved.field === 'stock') throw notValues(path);
  return saved.backup;
}

/** The error for a stock backup where one of values is needed. */
export const notValues = (path: string): UsageError => new UsageError(`${path} is a stock backup, not one of prices, costs, weights, brands or ribbons`);

/** The error for a file that is JSON but not a backup (`issue`: the first thing wrong with it). */
export function notABackup(path: string, issue: z.core.$ZodIssue): UsageError {
  return new UsageError(`${path} is not a bulk backup: ${issueSentence(issue.path.join('.') || 'file', issue)}`, {
    hint: 'Pass a file written by `store bulk set` or `store bulk adjust`.',
  });
}
