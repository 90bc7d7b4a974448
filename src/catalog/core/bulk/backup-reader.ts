// A backup file read a window of products at a time, for an undo that does not hold the whole file: the head (what
// was changed, where, when) and the count up front, every entry checked before anything is sent; then the saved
// products as often as the undo needs them (to plan, to name failures, to verify). Any backup readBackup reads is
// read the same way (pretty or compact, members in any order). A small file is simply read whole.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { JSONParser } from '@streamparser/json';
import * as z from 'zod';
import { UsageError } from '../../../io/cli-errors.js';
import { fileProblem } from '../../../io/file-errors.js';
import { BackupSchema, modelEntry, notABackup, ProductBackupSchema, readBackup, type Backup, type ProductBackup } from './backup.js';

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

// Each member of the head given whole; the items of both lists one by one, each dropped by the parser once given
// (keepStack false), so neither list is ever held. The ids repeat the products' own: passed over.
const LISTS = ['ids', 'products'];
const PATHS = [...Object.keys(BackupSchema.shape).filter((key) => !LISTS.includes(key)).map((key) => `$.${key}`), ...LISTS.map((key) => `$.${key}.*`)];

type Piece = { member: string; value: unknown } | { item: unknown; index: number };

/**
 * The file's head members (each list as an empty array, when it opens) and saved products, in file order. Its
 * problems are the user errors readBackup gives.
 */
async function* pieces(path: string): AsyncGenerator<Piece> {
  // Partial values: a list's opening bracket is given too (each list is there, even if empty).
  const parser = new JSONParser({ paths: PATHS, keepStack: false, emitPartialValues: true });
  let found: Piece[] = [];
  // stack: the root object, then (for a list's item) the list.
  parser.onValue = ({ value, key, stack, partial }) => {
    if (stack.length === 1) {
      if (!partial) found.push({ member: key as string, value });
    } else if (partial) {
      // The list opens.
      if (key === 0) found.push({ member: stack[1].key as string, value: [] });
    } else if (stack[1].key === 'products') found.push({ item: value, index: key as number });
  };
  try {
    for await (const chunk of createReadStream(path)) {
      parser.write(chunk as Buffer);
      const ready = found;
      found = [];
      yield* ready;
    }
    if (!parser.isEnded) parser.end();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== undefined) throw new UsageError(`backup: ${fileProblem(error, path, 'read')}`);
    // The parser's (a file that ends early is a plain Error, not a TokenizerError or TokenParserError).
    throw new UsageError(`backup ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

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
  let count = 0;
  for await (const piece of pieces(path)) {
    if ('member' in piece) head[piece.member] = piece.value;
    else {
      const entry = ProductBackupSchema.safeParse(piece.item);
      if (!entry.success) {
        const issue = entry.error.issues[0];
        throw notABackup(path, { ...issue, path: ['products', piece.index, ...issue.path] } as z.core.$ZodIssue);
      }
      count++;
    }
  }
  // The lists are checked here only for being there (as empty arrays): the products were checked one by one.
  const checked = BackupSchema.safeParse(head);
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
        window.push(modelEntry(ProductBackupSchema.parse(piece.item)));
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
