// `store products export`: streams the catalog page by page (pages of 100) from the source of the store's catalog
// version (source.ts, v3-source.ts) as CSV rows (the own layout, the platform dashboard's: dashboard-rows.ts, or
// Shopify's: shopify-rows.ts, over the same rows), JSON lines or one JSON array, in a form `products import` reads back to the same catalog with no writes.
import { stringify } from 'csv-stringify/sync';
import { escapeFormulaCell } from '../formula-cells.js';
import type { PagingOptions } from '../../../client/paging.js';
import type { PlatformQuery } from '../../../wire/api/query.js';
import { write, type IO } from '../../../io/io.js';
import { printList } from '../../../io/present.js';
import { stripControl } from '../../../io/terminal-text.js';
import { CSV_HEADER } from '../import/csv-columns.js';
import type { ExportSource } from './source.js';
import { DASHBOARD_HEADER } from '../import/formats/dashboard-columns.js';
import { dashboardRows } from './dashboard-rows.js';
import { SHOPIFY_HEADER } from '../import/formats/shopify-columns.js';
import type { WeightUnit } from '../import/formats/format-names.js';
import { shopifyRows } from './shopify-rows.js';
import { UNSAID, type LayoutProduct, type Unsaid } from './unsaid.js';

export type ExportFormat = 'csv' | 'dashboard' | 'shopify' | 'json' | 'jsonl';

export interface ExportOptions {
  format: ExportFormat;
  /** The store's weight unit, for a layout that writes weights in grams (Shopify); default kg. */
  weightUnit?: WeightUnit;
  query: PlatformQuery;
  paging: PagingOptions;
  /** Ctrl-C: no further page is read; what was written stays (the output is then incomplete). */
  isStopping?: () => boolean;
  /** Called after each product written. */
  onProduct?: (count: number) => void;
  /** Hears how many products the export will write, when the store tells (see ExportSource.products). */
  onTotal?: (total: number) => void;
}

export interface ExportOutcome {
  /** Products written. */
  count: number;
  /** Stopped by isStopping before the last product: the output holds only `count` of them. */
  interrupted: boolean;
  /** What the file could not say (the dashboard's and Shopify's layouts): per reason, how many products were written with less. */
  unsaid: Array<{ reason: Unsaid; products: number; message: string }>;
  /** Products the layout cannot hold at all (Shopify: more than 3 options): not written, each with why. */
  refused: Array<{ slug: string; reason: string }>;
}

/** A CSV layout: its header, and a product's own rows (CSV_HEADER order) as its rows, with what they could not say. */
interface CsvLayout {
  header: readonly string[];
  rows(own: string[][]): LayoutProduct;
}

const layoutOf = (format: 'csv' | 'dashboard' | 'shopify', options: ExportOptions): CsvLayout =>
  ({
    csv: { header: CSV_HEADER, rows: (own: string[][]) => ({ rows: own, unsaid: [] }) },
    dashboard: { header: DASHBOARD_HEADER, rows: dashboardRows },
    shopify: { header: SHOPIFY_HEADER, rows: (own: string[][]) => shopifyRows(own, options.weightUnit ?? 'kg') },
  })[format];

/** Writes the export to `io.stdout`. */
export async function exportProducts(source: ExportSource, io: IO, options: ExportOptions): Promise<ExportOutcome> {
  const names = await source.collectionNames();
  const outcome: ExportOutcome = { count: 0, interrupted: false, unsaid: [], refused: [] };
  const products = counted(source.products(options.query, options.paging, names, options.onTotal), outcome, options);
  if (options.format === 'json' || options.format === 'jsonl') {
    await printList({ io, format: options.format }, products, { columns: [] });
    return outcome;
  }
  const layout = layoutOf(options.format, options);
  await write(io.stdout, stringify([[...layout.header]]));
  // A NUL is never written (import refuses it: csv-plan.ts); on a terminal every cell goes through the one sanitizer.
  const shown = io.isStdoutTTY ? stripControl : (text: string) => text;
  const cell = (text: string) => escapeFormulaCell(shown(text.replaceAll('\u0000', '')));
  const unsaid = new Map<Unsaid, number>();
  for await (const product of products) {
    const own = source.rows(product, names);
    const written = layout.rows(own);
    if (written.refused !== undefined) {
      outcome.refused.push({ slug: own[0][CSV_HEADER.indexOf('slug')], reason: written.refused });
      continue;
    }
    for (const reason of written.unsaid) unsaid.set(reason, (unsaid.get(reason) ?? 0) + 1);
    await write(io.stdout, stringify(written.rows.map((row) => row.map(cell))));
  }
  // `counted` counted every product read; the refused ones were not written.
  outcome.count -= outcome.refused.length;
  outcome.unsaid = [...unsaid].map(([reason, count]) => ({ reason, products: count, message: UNSAID[reason] }));
  return outcome;
}

/**
 * `products` until the run is stopping, counting what was handed on. Asked before each next product, so no page
 * (or variants) request starts after Ctrl-C; a JSON array is still closed.
 */
async function* counted<T>(products: AsyncIterable<T>, outcome: ExportOutcome, options: ExportOptions): AsyncGenerator<T> {
  const iterator = products[Symbol.asyncIterator]();
  for (;;) {
    if (options.isStopping?.()) {
      outcome.interrupted = true;
      await iterator.return?.();
      return;
    }
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
    outcome.count++;
    options.onProduct?.(outcome.count);
  }
}
