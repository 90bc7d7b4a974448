import type { Command } from 'commander';
import * as z from 'zod';
import { UsageError } from '../../io/cli-errors.js';
import type { ImportOutcome } from '../../catalog/core/import/run-import.js';
import { dataDir } from '../../config/paths.js';
import { storeIdentity } from '../../config/settings.js';
import type { Context } from '../../context.js';
import { concurrencyFlag } from '../shared/concurrency-flag.js';
import { withExamples } from '../shared/help.js';
import { completeOption } from '../shared/completion-values.js';
import { parseFlags } from '../shared/parse-flags.js';
import { resumeAdvice } from './import-again.js';
import { showImportProgress } from './import-progress.js';
import { sayIgnoredColumns, tellOutcome } from './import-outcome.js';
import { storeCatalog } from '../shared/store-catalog.js';
import { DELIMITER_CHOICES, delimiterFromFlag } from '../../catalog/core/import/csv-delimiter.js';
import type { Validation } from '../../catalog/core/import/validate.js';
import { CSV_LAYOUT_NAMES } from '../../catalog/core/import/formats/format-names.js';
import { WEIGHT_UNIT_OPTION, weightUnitFlag } from '../shared/weight-unit-flag.js';

export interface ProductsImportFlags {
  format?: string;
  weightUnit?: string;
  match?: string;
  mode?: string;
  delimiter?: string;
  ignoreUnknownColumns?: boolean;
  concurrency?: string;
  dryRun?: boolean;
  skipInvalid?: boolean;
  resume?: boolean;
  report?: string;
}

const FORMATS = ['csv', 'json', 'jsonl', ...CSV_LAYOUT_NAMES] as const;

const ImportFlagsSchema = z.object({
  format: z.enum(FORMATS, { error: `expected ${FORMATS.join(', ')}` }).optional(),
  weightUnit: weightUnitFlag,
  match: z.enum(['slug', 'sku', 'id'], { error: 'expected slug, sku or id' }).default('slug'),
  mode: z.enum(['merge', 'create', 'update'], { error: 'expected merge, create or update' }).default('merge'),
  delimiter: z
    .string()
    .transform((flag, context) => delimiterFromFlag(flag) ?? (context.addIssue({ code: 'custom', message: `expected ${DELIMITER_CHOICES}, got "${flag}"` }), z.NEVER))
    .optional(),
  ignoreUnknownColumns: z.boolean().default(false),
  concurrency: concurrencyFlag,
  dryRun: z.boolean().default(false),
  skipInvalid: z.boolean().default(false),
  resume: z.boolean().default(false),
  report: z.string().min(1).optional(),
});

export function register(parent: Command, ctx: Context): void {
  const command = parent
    .command('import')
    .argument('<file>', 'a .csv, .json or .jsonl file, or - for stdin (with --format)')
    .description('Create and update products from a CSV, JSON or JSON-lines file (re-runs change nothing)')
    .option('--format <format>', `the file's format: a syntax, or a CSV's layout — the store's own or a shop's export: ${FORMATS.join(', ')} (default: from the extension and the header)`)
    .option(WEIGHT_UNIT_OPTION, "the store's weight unit, for files that give weights in grams (Shopify): default kg")
    .option('--match <slug|sku|id>', 'how rows find existing products (default slug)')
    .option('--mode <merge|create|update>', 'merge: create and update; create: only new products; update: only existing ones (default merge)')
    .option('--delimiter <char>', "the CSV delimiter: ',' (default), ';', tab or '|'")
    .option('--ignore-unknown-columns', 'import a CSV whose header has columns the importer does not know, leaving them out')
    .option('--concurrency <n>', 'requests in flight at most (default 8)')
    .option('--dry-run', 'print the plan (create / update / unchanged / invalid, with row numbers) and write nothing')
    .option('--skip-invalid', 'import the valid rows even if some are invalid')
    .option('--resume', 'skip products an earlier run of the same file finished (after a stop, or to retry only the rows that failed)')
    .option('--report <file>', 'write one JSON line per row with its outcome');
  completeOption(command, '--format', { words: FORMATS });
  withExamples(
    command,
    'store products import examples/catalog.csv --dry-run',
    'store products import catalog.csv --json',
    "store products import examples/catalog-semicolons.csv --delimiter ';' --ignore-unknown-columns --dry-run",
    'store products import catalog.csv --resume --report import-report.jsonl',
    'store products export --format jsonl | store products import - --format jsonl --mode update',
  );
  command.action((file: string, flags: ProductsImportFlags) => runProductsImport(file, flags, ctx));
}

export async function runProductsImport(file: string, flags: ProductsImportFlags, ctx: Context): Promise<void> {
  const options = parseFlags(ImportFlagsSchema, flags);
  if (file === '-' && ctx.io.isStdinTTY) throw new UsageError('import -: pipe the file on stdin (nothing is piped)');
  if (options.dryRun && options.resume) {
    // A dry run neither reads nor writes the journal: with --resume it would plan every row again as if none were done.
    throw new UsageError('--resume and --dry-run do not go together: a dry run reads no journal, so it would plan every row as if none were done', {
      hint: 'Leave out --resume to see the whole plan, or --dry-run to continue the import.',
    });
  }
  const [{ importProducts }, { ImportProgress }, { showTextProgress, showLogProgress }] = await Promise.all([
    import('../../catalog/core/import/run-import.js'),
    import('../../catalog/core/import/progress.js'),
    import('../../catalog/core/import/progress-text.js'),
  ]);
  const events = new ImportProgress();
  const resume = resumeAdvice(file, flags);
  const label = file === '-' ? 'stdin' : file;
  // Held before the progress screen is up: Ctrl-C is the import's to answer, never the screen's.
  const interrupt = ctx.interruptible({ unfinished: `the products being written may or may not be saved. Continue with: ${resume}` });
  let outcome: ImportOutcome;
  let validation: Validation | undefined;
  try {
    // The progress screen on a terminal; the plain text line where only stderr is one; lines at each tenth in a log.
    // --quiet: none of them.
    const stopProgress = ctx.globals.quiet
      ? undefined
      : await showImportProgress(ctx, events, file, interrupt, options.dryRun, () =>
          ctx.io.isStderrTTY ? showTextProgress(events, ctx.io.stderr, ctx.clock, options.dryRun) : showLogProgress(events, ctx.io.stderr, options.dryRun),
        );
    try {
      // The store's version is asked only once the file is valid: a bad file sends nothing at all.
      const target = async () => (await storeCatalog(ctx, { admin: true })).importTarget();
      outcome = await importProducts(target, {
        file,
        ...options,
        dataDir: dataDir(ctx.env),
        store: storeIdentity(await ctx.settings()),
        clock: ctx.clock,
        stdin: ctx.io.stdin,
        events,
        isStopping: interrupt.isStopping,
      });
      validation = outcome.validation;
    } catch (error) {
      // A file with bad rows still says which columns it left out (InvalidRowsError carries the validation).
      validation = (error as { validation?: Validation }).validation;
      throw error;
    } finally {
      await stopProgress?.();
      sayIgnoredColumns(ctx, validation, label, options.dryRun);
    }
  } finally {
    interrupt.dispose();
  }
  await tellOutcome(outcome, { file, flags, label, resume, dryRun: options.dryRun, skipInvalid: options.skipInvalid }, ctx);
}
