// Where an import reads from: a file (read twice: once to validate, once to import) or stdin, spooled to a
// private temporary file first so it can be read twice too. The format comes from the extension or --format.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { spoolName, sweepSpools, type SpoolKind } from '../spool-files.js';
import { UsageError } from '../../../io/cli-errors.js';
import { csvPlans, type SourceSettings } from './csv-source.js';
import { jsonPlans } from './json-source.js';
import type { PlanResult } from './plan.js';
import { fileProblem } from '../../../io/file-errors.js';
import { CSV_LAYOUT_NAMES, isForeignFormatName, type CsvLayoutName } from './formats/format-names.js';

export const IMPORT_FORMATS = ['csv', 'json', 'jsonl'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What --format may name: a file syntax, or a CSV's layout (the own `store` one, or a foreign format). */
export type ImportFormatFlag = ImportFormat | CsvLayoutName;

const BY_EXTENSION: Record<string, ImportFormat> = { '.csv': 'csv', '.json': 'json', '.jsonl': 'jsonl', '.ndjson': 'jsonl' };

export interface ImportSource {
  /** For messages: the path as given, or "stdin". */
  label: string;
  format: ImportFormat;
  /** A CSV's layout named by --format; undefined: found from the header (formats/detect.ts). */
  layout?: CsvLayoutName;
  /** Identifies the file for the journal: absolute path + content. */
  hash: string;
  /** The file's folder (stdin: the working folder): where its media cells' relative paths start. */
  folder: string;
  open(): NodeJS.ReadableStream;
  dispose(): Promise<void>;
}

/** The file's syntax: a foreign layout is a CSV; `store` (the own layout) and no flag go by the extension. */
export function formatOf(file: string, format: ImportFormatFlag | undefined): ImportFormat {
  if (format !== undefined && format !== 'store') return isForeignFormatName(format) ? 'csv' : format;
  const byExtension = BY_EXTENSION[extname(file).toLowerCase()];
  if (file === '-' || !byExtension) {
    throw new UsageError(`cannot tell the format of ${file === '-' ? 'stdin' : file}`, { hint: `Pass --format csv|json|jsonl (or a CSV's layout: ${CSV_LAYOUT_NAMES.join('|')}).` });
  }
  return byExtension;
}

/** The CSV layout --format names, if it names one. */
const layoutOf = (format: ImportFormatFlag | undefined): CsvLayoutName | undefined => (format === 'store' || (format !== undefined && isForeignFormatName(format)) ? format : undefined);

async function fileHash(path: string, identity: string): Promise<string> {
  const hash = createHash('sha256').update(identity).update('\0');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 32);
}

/** `$TMPDIR/store-import-<pid>-<random>.stdin`: stdin kept for the import's passes (spool-files.ts sweeps them). */
const STDIN_SPOOL: SpoolKind = { prefix: 'store-import-', suffix: '.stdin' };

/** The file's absolute path, once it is known to be a readable file (a folder is said to be one, before its format). */
async function checkedFile(file: string): Promise<string> {
  const path = resolve(file);
  try {
    const found = await stat(path);
    if (found.isDirectory()) throw new UsageError(`${file} is a folder, not a file`, { hint: 'Name the .csv, .json or .jsonl file to import.' });
    if (!found.isFile()) throw new UsageError(`${file} is not a file`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(fileProblem(error, file, 'read'));
  }
  return path;
}

export async function openImportSource(file: string, format: ImportFormatFlag | undefined, stdin: NodeJS.ReadableStream): Promise<ImportSource> {
  const path = file === '-' ? undefined : await checkedFile(file);
  const resolvedFormat = formatOf(file, format);
  const layout = layoutOf(format);
  if (path === undefined) {
    await sweepSpools(tmpdir(), STDIN_SPOOL);
    // A new owner-only file ('wx': never one that exists, nor a symlink's target), a file the sweep may remove.
    const spooled = join(tmpdir(), spoolName(STDIN_SPOOL));
    await pipeline(stdin, createWriteStream(spooled, { mode: 0o600, flags: 'wx' }));
    return {
      label: 'stdin',
      format: resolvedFormat,
      layout,
      hash: await fileHash(spooled, '-'),
      folder: process.cwd(),
      open: () => createReadStream(spooled),
      dispose: () => unlink(spooled).catch(() => undefined),
    };
  }
  return {
    label: file,
    format: resolvedFormat,
    layout,
    hash: await fileHash(path, path),
    folder: dirname(path),
    open: () => createReadStream(path),
    dispose: async () => {},
  };
}

/** The source's products, one PlanResult each, streamed. */
export function plansOf(source: ImportSource, settings: Omit<SourceSettings, 'label'>): AsyncGenerator<PlanResult> {
  const sourceSettings: SourceSettings = { ...settings, label: source.label, layout: source.layout, mediaFolder: source.folder };
  return source.format === 'csv' ? csvPlans(source.open(), sourceSettings) : jsonPlans(source.open(), source.format, sourceSettings);
}
