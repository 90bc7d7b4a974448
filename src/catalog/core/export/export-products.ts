// `store products export`: streams the catalog page by page (pages of 100) from the source of the store's catalog
// version (source.ts, v3-source.ts) as CSV rows, JSON lines or one JSON
// array, in a form `products import` reads back to the same catalog with no writes.
import { stringify } from 'csv-stringify/sync';
import { escapeFormulaCell } from '../formula-cells.js';
import type { PagingOptions } from '../../../client/paging.js';
import type { PlatformQuery } from '../../../wire/api/query.js';
import { write, type IO } from '../../../io/io.js';
import { printList } from '../../../io/present.js';
import { stripControl } from '../../../io/terminal-text.js';
import { CSV_HEADER } from '../import/csv-columns.js';
import type { ExportSource } from './source.js';

export type ExportFormat = 'csv' | 'json' | 'jsonl';

export interface ExportOptions {
  format: ExportFormat;
  query: PlatformQuery;
  paging: PagingOptions;
}

/** Writes the export to `io.stdout`; returns how many products it holds. */
export async function exportProducts(source: ExportSource, io: IO, options: ExportOptions): Promise<number> {
  const names = await source.collectionNames();
  const products = source.products(options.query, options.paging, names);
  if (options.format !== 'csv') return printList({ io, format: options.format }, products, { columns: [] });
  await write(io.stdout, stringify([CSV_HEADER as string[]]));
  // A NUL is never written (import refuses it: csv-plan.ts); on a terminal every cell goes through the one sanitizer.
  const shown = io.isStdoutTTY ? stripControl : (text: string) => text;
  const cell = (text: string) => escapeFormulaCell(shown(text.replaceAll('\u0000', '')));
  let count = 0;
  for await (const product of products) {
    await write(io.stdout, stringify(source.rows(product, names).map((row) => row.map(cell))));
    count++;
  }
  return count;
}
