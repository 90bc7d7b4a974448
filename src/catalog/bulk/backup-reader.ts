// A backup file read a window of products at a time, for an undo that does not hold the whole file: the head (what
// was changed, where, when) and the count up front, every entry checked before anything is sent; then the saved
// products as often as the undo needs them (to plan, to name failures, to verify). Any backup readBackup reads is
// read the same way (pretty or compact, members in any order). A small file is simply read whole.
import { stat } from 'node:fs/promises';
import * as z from 'zod';
import { UsageError } from '../../io/cli-errors.js';
import { fileProblem } from '../../io/file-errors.js';
import { jsonObjectPieces, JsonShapeError } from '../../io/json-object-reader.js';
import { BackupSchema, notABackup, ProductBackupSchema, readBackup, type Backup, type ProductBackup } from './backup.js';

export type BackupHead = Omit<Backup, 'ids' | 'products'>;

export interface BackupReader {
  path: string;
  head: BackupHead;
  /** Products in the backup. */
  count: number;
  /** The saved products, at most `size` at a time, in file order. */
  windows(size: number): AsyncGenerator<ProductBackup[]>;
  /** The whole backup at once (for an undo that holds it). */
  read(): Promise<Backup>;
}

// The backup's ids list repeats the products' ids: never read here.
const SKIPPED = new Set(['ids']);
const ITEMS = new Set(['products']);

/** The file's pieces, its problems as the user errors readBackup gives. */
async function* pieces(path: string) {
  try {
    yield* jsonObjectPieces(path, ITEMS, SKIPPED);
  } catch (error) {
    if (error instanceof JsonShapeError || error instanceof SyntaxError) throw new UsageError(`backup ${path} is not valid JSON: ${error.message}`);
    if ((error as NodeJS.ErrnoException).code !== undefined) throw new UsageError(`backup: ${fileProblem(error, path, 'read')}`);
    throw error;
  }
}

const parse = (path: string, text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`backup ${path} is not valid JSON: ${(error as Error).message}`);
  }
};

/**
 * Backups up to this size are read whole, as readBackup does (about 2,500 products of one variant each, a few undo
 * windows: memory stays bounded, and the common undo pays no streaming); larger ones a window at a time.
 */
export const WHOLE_BACKUP = { maxBytes: 1024 * 1024 };

/** A backup held whole, given a window at a time like a streamed one. */
function heldBackup(path: string, backup: Backup): BackupReader {
  const { ids: _ids, products, ...head } = backup;
  return {
    path,
    head,
    count: products.length,
    async *windows(size) {
      for (let at = 0; at < products.length; at += size) yield products.slice(at, at + size);
    },
    read: async () => backup,
  };
}

/** Reads the head and checks every saved product (nothing of them is kept, unless the file is small). */
export async function openBackup(path: string): Promise<BackupReader> {
  let bytes: number;
  try {
    bytes = (await stat(path)).size;
  } catch (error) {
    throw new UsageError(`backup: ${fileProblem(error, path, 'read')}`);
  }
  if (bytes <= WHOLE_BACKUP.maxBytes) return heldBackup(path, await readBackup(path));
  const head: Record<string, unknown> = {};
  const seen = new Set<string>();
  let count = 0;
  for await (const piece of pieces(path)) {
    seen.add(piece.key);
    if ('skipped' in piece || 'items' in piece) continue;
    if ('value' in piece) {
      head[piece.key] = parse(path, piece.value);
      continue;
    }
    const entry = ProductBackupSchema.safeParse(parse(path, piece.item));
    if (!entry.success) {
      const issue = entry.error.issues[0];
      throw notABackup(path, { ...issue, path: ['products', piece.index, ...issue.path] } as z.core.$ZodIssue);
    }
    count++;
  }
  // Only checked here for being there: the ids are the products' own.
  const checked = BackupSchema.safeParse({ ...head, ids: seen.has('ids') ? [] : undefined, products: seen.has('products') ? [] : undefined });
  if (!checked.success) throw notABackup(path, checked.error.issues[0]);
  const { ids: _ids, products: _products, ...backupHead } = checked.data;
  return {
    path,
    head: backupHead,
    count,
    async *windows(size) {
      let window: ProductBackup[] = [];
      for await (const piece of pieces(path)) {
        if (!('item' in piece)) continue;
        // (Checked when the file was opened.)
        window.push(JSON.parse(piece.item) as ProductBackup);
        if (window.length >= size) {
          yield window;
          window = [];
        }
      }
      if (window.length > 0) yield window;
    },
    read: () => readBackup(path),
  };
}
