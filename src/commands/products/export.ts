import { createWriteStream } from 'node:fs';
import { basename, extname } from 'node:path';
import { once } from 'node:events';
import type { Command } from 'commander';
import * as z from 'zod';
import { UsageError } from '../../io/cli-errors.js';
import type { ExportOutcome } from '../../catalog/core/export/export-products.js';
import type { IO } from '../../io/io.js';
import type { Context } from '../../context.js';
import { withExamples } from '../shared/help.js';
import { progressFor } from '../shared/progress.js';
import { addListFlags, checkListFields, toListRequest, type ListFlags } from '../shared/list-flags.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { PRODUCT_SORT_NAMES, withStoreSorts } from './sort-aliases.js';
import { inCreationOrderUnlessSorted } from '../../catalog/core/product-order.js';
import { completeOption } from '../shared/completion-values.js';
import { checkFilterFields } from '../shared/query-flags.js';
import { parseFlags } from '../shared/parse-flags.js';
import { fileProblem } from '../../io/file-errors.js';
import { WEIGHT_UNIT_OPTION, weightUnitFlag } from '../shared/weight-unit-flag.js';
import { reportExport } from './export-report.js';

export interface ProductsExportFlags extends ListFlags {
  format?: string;
  output?: string;
  weightUnit?: string;
}

const FORMATS = ['csv', 'dashboard', 'shopify', 'json', 'jsonl'] as const;
type ExportFormat = (typeof FORMATS)[number];

const ExportFlagsSchema = z.object({
  format: z.enum(FORMATS, { error: 'expected csv, dashboard, shopify, json or jsonl' }).optional(),
  output: z.string().min(1).optional(),
  weightUnit: weightUnitFlag,
});

/** The format a file name says (`.ndjson` is the other common name for JSON lines). */
const EXTENSION_FORMATS: Record<string, ExportFormat> = { '.csv': 'csv', '.json': 'json', '.jsonl': 'jsonl', '.ndjson': 'jsonl' };
/** The kind of file a format writes: the dashboard's and Shopify's product CSVs are .csv files too. */
const fileKind = (format: ExportFormat): ExportFormat => (format === 'dashboard' || format === 'shopify' ? 'csv' : format);

/**
 * --format, else what --output's extension says, else CSV. A --format that contradicts the extension is refused:
 * `--output x.json --format csv` would write a file every other tool misreads.
 */
export function exportFormat(format: ExportFormat | undefined, output: string | undefined): ExportFormat {
  const named = output === undefined ? undefined : EXTENSION_FORMATS[extname(output).toLowerCase()];
  if (format && named && fileKind(format) !== named) {
    throw new UsageError(`--output ${output} names a ${named.toUpperCase()} file, but --format is ${format}`, {
      hint: `Drop --format (the extension decides), or name the file ${basename(output!, extname(output!))}.${fileKind(format)}.`,
    });
  }
  return format ?? named ?? 'csv';
}

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('export')
    .description("Write the catalog as CSV, the platform dashboard's or Shopify's product CSV, JSON or JSON lines (imports back to the same catalog)")
    .option('--format <csv|dashboard|shopify|json|jsonl>', "the file format (default: --output's extension, else csv; dashboard, shopify: that product CSV)")
    .option('-o, --output <file>', 'write to this file instead of stdout (.csv, .json or .jsonl sets the format)')
    .option(WEIGHT_UNIT_OPTION, "the store's weight unit, for a file that gives weights in grams (shopify): default kg");
  addListFlags(command, { limitHelp: 'export only this many (default: every product the filter matches)' });
  completeOption(command, '--sort', { words: PRODUCT_SORT_NAMES });
  withExamples(
    command,
    'store products export --output catalog.csv',
    'store products export --output catalog.jsonl          # the extension sets the format',
    'store products export --format jsonl > catalog.jsonl',
    "store products export --format dashboard --output dashboard.csv   # the platform dashboard's product CSV (its importer takes it)",
    'store products export --format shopify --output shopify.csv       # Shopify\'s product CSV (Products → Import in Shopify\'s admin)',
    `store products export --filter '{"name":{"$startsWith":"Sun"}}' --format json`,
    `store products export --filter '{"collectionIds":{"$hasSome":["<collection id>"]}}' --format json   # Catalog V1`,
    `store products export --filter '{"directCategoriesInfo.categories":{"$matchItems":[{"id":"<category id>"}]}}' --format json   # Catalog V3`,
    'store products export --output backup.csv && store products import backup.csv --dry-run',
  );
  command.action((flags: ProductsExportFlags) => runProductsExport(flags, ctx));
}

export async function runProductsExport(flags: ProductsExportFlags, ctx: Context): Promise<void> {
  const parsed = parseFlags(ExportFlagsSchema, flags);
  const { output } = parsed;
  const format = exportFormat(parsed.format, output);
  // --fields does not apply to an export (the file format is fixed), so only --sort is checked.
  const request = toListRequest(flags);
  const catalog = await storeCatalog(ctx, { admin: true });
  const query = withStoreSorts(request.query, catalog.products.sortFields);
  const { paging } = request;
  await checkListFields(query, undefined, catalog.products.fields);
  checkFilterFields(query.filter, catalog.products.queryFields, catalog.products.fields);
  const ordered = inCreationOrderUnlessSorted(query, catalog.products.createdSortField);
  // Unless --limit says otherwise, an export is the whole (filtered) catalog.
  const pages = flags.limit === undefined ? { ...paging, all: true } : paging;
  const [source, { exportProducts }] = await Promise.all([catalog.exportSource(), import('../../catalog/core/export/export-products.js')]);
  const where = output === undefined ? 'the output' : output;
  const interrupt = ctx.interruptible({ unfinished: `${where} is incomplete; export again to have every product.` });
  const progress = progressFor(ctx, 'Exporting', 'products', { dataOnStdout: output === undefined });
  let outcome: ExportOutcome;
  try {
    outcome = await writeExport(output, ctx, (io) =>
      exportProducts(source, io, {
        format,
        ...(parsed.weightUnit ? { weightUnit: parsed.weightUnit } : {}),
        query: ordered,
        paging: pages,
        isStopping: interrupt.isStopping,
        onProduct: () => progress.add(),
        // The whole catalog on a terminal: its size gives the line a time left (--limit N stops at N or the end).
        ...(progress.shown && pages.all ? { onTotal: (total: number) => progress.setTotal(total) } : {}),
      }),
    );
  } finally {
    progress.end();
    interrupt.dispose();
  }
  await reportExport(outcome, output, ctx);
}

/** Runs `exportTo` on stdout, or on the --output file (opened first: a bad path is a usage error, nothing read). */
async function writeExport(output: string | undefined, ctx: Context, exportTo: (io: IO) => Promise<ExportOutcome>): Promise<ExportOutcome> {
  if (output === undefined) return exportTo(ctx.io);
  const file = createWriteStream(output, { flags: 'w' });
  try {
    await once(file, 'open');
  } catch (error) {
    throw new UsageError(`--output: ${fileProblem(error, output, 'write')}`);
  }
  try {
    return await exportTo({ ...ctx.io, stdout: file, isStdoutTTY: false });
  } finally {
    file.end();
    await once(file, 'finish');
  }
}
