// A backup file read a window of products at a time, for an undo that does not hold the whole file: the head (what
// was changed, where, when) and the count up front, every entry checked before anything is sent; then the saved
// products as often as the undo needs them (to plan, to name failures, to verify). Any values backup readValuesBackup reads
// (either format version: backup-read.ts) is read the same way (pretty or compact, members in any order). A small
// file is simply read whole, and so is every stock backup (its undo holds every variant: stock-undo-runner.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { JSONParser } from '@streamparser/json';
import type * as z from 'zod';
import { UsageError } from '../../../io/cli-errors.js';
import { fileProblem } from '../../../io/file-errors.js';
import type { ChangeField } from '../model/change.js';
import type { Backup, BackupHead, ProductBackup, StockBackup } from './backup-model.js';
import type { Layout } from './backup-file.js';
import { HEAD_KEYS, layoutOf, notABackup, notValues, readSavedBackup, readValuesBackup, valuesLists, type SavedBackup } from './backup-read.js';

/** A backup as opened: a stock backup (read whole), or a values backup's reader. */
export type OpenedBackup = { field: 'stock'; stock: StockBackup } | { field: ChangeField; values: BackupReader };

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

// Each member of the head (of any version) given whole; the items of both lists one by one, each dropped by the parser
// once given (keepStack false), so neither list is ever held. The ids repeat the products' own: passed over.
const LISTS = ['ids', 'products'];
const PATHS = [...HEAD_KEYS.map((key) => `$.${key}`), ...LISTS.map((key) => `$.${key}.*`)];

type Piece = { member: string; value: unknown } | { item: unknown; index: number };

/**
 * The file's head members (each list as an empty array, when it opens) and saved products, in file order. Its
 * problems are the user errors readValuesBackup gives.
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
 * Backups up to this size are read whole, as readValuesBackup does (about 2,500 products of one variant each, a few undo
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

const held = (path: string, saved: SavedBackup): OpenedBackup => (saved.field === 'stock' ? saved : { field: saved.field, values: heldBackup(path, saved.backup) });

type ValuesLayout = Exclude<Layout, { field: 'stock' }>;

/** A saved product checked by the file's layout, or the user error naming where it is. */
function entryOf(path: string, layout: ValuesLayout, item: unknown, index: number): ProductBackup {
  const entry = layout.entry.safeParse(item);
  if (entry.success) return entry.data;
  const issue = entry.error.issues[0];
  throw notABackup(path, { ...issue, path: ['products', index, ...issue.path] } as z.core.$ZodIssue);
}

/**
 * Reads the head and checks every saved product (nothing of them is kept, unless the file is small). The head comes
 * before the products in every file store writes, so each is checked as it passes; a file whose head follows them is
 * read once more to check them.
 */
export async function openSavedBackup(path: string): Promise<OpenedBackup> {
  let bytes: number;
  try {
    bytes = (await stat(path)).size;
  } catch (error) {
    throw new UsageError(`backup: ${fileProblem(error, path, 'read')}`);
  }
  if (bytes <= WHOLE_BACKUP.maxBytes) return held(path, await readSavedBackup(path));
  const head: Record<string, unknown> = {};
  let early: Layout | undefined;
  let count = 0;
  for await (const piece of pieces(path)) {
    if ('member' in piece) head[piece.member] = piece.value;
    else {
      if (count === 0) early = layoutFound(head);
      if (early?.field === 'stock') break;
      if (early) entryOf(path, early, piece.item, piece.index);
      count++;
    }
  }
  const found = layoutOf(head);
  if ('issue' in found) throw notABackup(path, found.issue);
  const { layout } = found;
  if (layout.field === 'stock') return held(path, await readSavedBackup(path));
  // The lists are checked here only for being there (as empty arrays): the products were checked one by one.
  const lists = valuesLists(layout.entry).safeParse(head);
  if (!lists.success) throw notABackup(path, lists.error.issues[0]);
  if (!early) for await (const piece of pieces(path)) if ('item' in piece) entryOf(path, layout, piece.item, piece.index);
  return { field: layout.field, values: streamedBackup(path, layout, count) };
}

/** The layout of a head read so far, if it is complete. */
function layoutFound(head: Record<string, unknown>): Layout | undefined {
  const found = layoutOf(head);
  return 'layout' in found ? found.layout : undefined;
}

function streamedBackup(path: string, layout: ValuesLayout, count: number): BackupReader {
  return {
    path,
    head: layout.head,
    count,
    async *windows(size) {
      let window: ProductBackup[] = [];
      for await (const piece of pieces(path)) {
        if (!('item' in piece)) continue;
        // (Checked when the file was opened.)
        window.push(entryOf(path, layout, piece.item, piece.index));
        if (window.length >= size) {
          yield window;
          window = [];
        }
      }
      if (window.length > 0) yield window;
    },
    read: () => readValuesBackup(path),
  };
}

/** A values backup: its reader (a stock backup is refused). */
export async function openBackup(path: string): Promise<BackupReader> {
  const opened = await openSavedBackup(path);
  if (opened.field === 'stock') throw notValues(path);
  return opened.values;
}
