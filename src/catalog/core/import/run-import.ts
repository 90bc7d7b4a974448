// `store products import`, the domain part: validate the whole file first (nothing is sent if a row is bad), then
// stream it in look-up batches through a bounded pool, journal each finished product, and batch collection
// membership at the end. Returns what happened; the command prints it.
import { UsageError } from '../../../io/cli-errors.js';
import type { ImportTarget } from './target.js';
import type { Clock } from '../../../client/types.js';
import { Journal, journalPath } from './journal.js';
import { MembershipPlan, knownCollections } from './membership.js';
import { describeInvalidCell, matchKey, reportedInvalidCell, type ImportMode, type InvalidCell, type MatchField, type ProductPlan } from './plan.js';
import type { ImportProgress, ImportSummary } from './progress.js';
import { invalidLines, membershipLine, productLine, ReportWriter } from './report.js';
import { countRequests } from './request-counter.js';
import { openImportSource, plansOf, type ImportFormatFlag } from './source.js';
import type { WeightUnit } from './formats/format-names.js';
import type { ProductResult, SyncSettings } from './product-result.js';
import { Tally, type DryRunPlan, type ImportFailure } from './tally.js';
import { rejectProduct, validateSource, type Validation } from './validate.js';
import { unknownCollectionIdCells } from './collection-ids.js';
import { refusedFineAmounts } from './fine-amounts.js';
import { judgeNewProducts } from './new-products.js';
import { plannedStock, StockReads, syncStock } from './stock-sync.js';
import { PlannedRequests } from '../request-estimate.js';
import { syncStockPlans } from './stock-file.js';
import { MediaUploads } from './media-uploads.js';
import { UploadRecord, uploadRecordPath } from './upload-record.js';

/** A file of up to this many products is read once: its plans are kept from the validation pass (~1 KB each). */
const KEPT_PLANS = 5_000;

export interface ImportOptions {
  /** A path, or `-` for stdin. */
  file: string;
  /** A syntax (csv, json, jsonl) or a CSV layout (store, shopify, …); undefined: from the extension and the header. */
  format?: ImportFormatFlag;
  /** The store's weight unit, for formats whose weights are in another unit (Shopify's grams). */
  weightUnit?: WeightUnit;
  match: MatchField;
  mode: ImportMode;
  /** CSV only (csv-delimiter.ts). */
  delimiter?: string;
  ignoreUnknownColumns?: boolean;
  concurrency: number;
  dryRun: boolean;
  skipInvalid: boolean;
  resume: boolean;
  report?: string;
  /** The journal lives in `<dataDir>/journals/`. */
  dataDir: string;
  /** Which store the import writes to (config/settings.ts storeIdentity): the journal belongs to it. */
  store: string;
  clock: Clock;
  stdin: NodeJS.ReadableStream;
  events?: ImportProgress;
  /** Ctrl-C: stop starting writes; what is in flight finishes and is journaled, so --resume continues. */
  isStopping?: () => boolean;
}

export interface ImportOutcome {
  summary: ImportSummary;
  validation: Validation;
  failures: ImportFailure[];
  /** The error behind the first failure, when there are failures. */
  firstError?: unknown;
  /** Dry runs only. */
  plan?: DryRunPlan;
  /** Local media files uploaded to the Media Manager (a dry run: to be uploaded), each once (media-uploads.ts). */
  uploads: number;
  /** Dry runs only: the requests the real run makes — the reads this run made (it makes them again) and the writes planned. */
  estimatedRequests?: number;
  /** Stopped by isStopping before the end of the file; collection membership was not applied. */
  interrupted?: { done: number; total: number };
  /** The journal could not be written (a full disk): the run stopped like an interrupted one. */
  journalFailure?: { error: NodeJS.ErrnoException; path: string };
  journal?: string;
}

/** Bad rows without --skip-invalid: exit 2, nothing written. Lists row, column, value and reason of each. */
export class InvalidRowsError extends UsageError {
  constructor(
    readonly validation: Validation,
    label: string,
  ) {
    const { invalid, invalidRows } = validation;
    const lines = invalid.map((cell) => `  ${describeInvalidCell(cell)}`);
    const shownRows = new Set(invalid.map((c) => c.row)).size;
    if (invalidRows > shownRows) lines.push(`  … and ${invalidRows - shownRows} more rows`);
    super(`${invalidRows} invalid row${invalidRows === 1 ? '' : 's'} in ${label}; nothing was written\n${lines.join('\n')}`, {
      hint: 'Fix the rows, or pass --skip-invalid to import the valid ones (--report FILE lists every problem).',
      details: { invalid: invalid.map((cell) => ({ row: cell.row, ...reportedInvalidCell(cell) })) },
    });
  }
}

/** The file's first valid plan (a large file's plans are not kept from validation). */
async function firstPlan(source: Parameters<typeof plansOf>[0], settings: Parameters<typeof plansOf>[1]) {
  for await (const result of plansOf(source, settings)) if (result.plan) return result.plan;
  return undefined;
}

/** The product's result after its stock step: `stock(n)` among the changes; a stock failure fails the product. */
async function withStock(reads: StockReads, result: ProductResult, sync: SyncSettings): Promise<ProductResult> {
  try {
    // Stock the product's own write set (V3's create with inventory) is not read back.
    const changed = result.stockWritten ?? (await syncStock(reads, result.plan, result.id, sync.dryRun, result.stockRows, sync.planned));
    if (changed === 0) return result;
    return { ...result, outcome: result.outcome === 'unchanged' ? 'updated' : result.outcome, changes: [...result.changes, `stock(${changed})`] };
  } catch (error) {
    return { ...result, outcome: 'failed', error };
  }
}

export async function importProducts(getTarget: () => Promise<ImportTarget>, options: ImportOptions): Promise<ImportOutcome> {
  const settings = { mode: options.mode, match: options.match, delimiter: options.delimiter, ignoreUnknownColumns: options.ignoreUnknownColumns, weightUnit: options.weightUnit };
  const source = await openImportSource(options.file, options.format, options.stdin);
  if (source.format !== 'csv' && (options.delimiter !== undefined || options.ignoreUnknownColumns)) {
    await source.dispose();
    throw new UsageError(`${options.delimiter !== undefined ? '--delimiter' : '--ignore-unknown-columns'} applies to CSV files only; ${source.label} is ${source.format}`);
  }
  const report = await ReportWriter.open(options.report);
  try {
    options.events?.emit('phase', { phase: 'validating' });
    const { validation, plans: checkedPlans } = await validateSource(
      source,
      settings,
      async (cells: InvalidCell[]) => {
        for (const line of invalidLines(cells)) await report.write(line);
      },
      KEPT_PLANS,
    );
    // A file whose rows are bad is refused before the store is asked anything, unless a row's verdict needs the
    // store (a product that lacks what a new one needs, a collection id): then the read-only look-ups come first, and
    // every problem is told at once.
    const needsStore = validation.incomplete.length > 0 || validation.collectionIds.size > 0 || validation.fineAmounts.length > 0;
    if (validation.invalidRows > 0 && !needsStore && !options.skipInvalid && !options.dryRun) throw new InvalidRowsError(validation, source.label);
    const target = await getTarget();
    const onInvalid = async (cells: InvalidCell[]) => {
      for (const line of invalidLines(cells)) await report.write(line);
    };
    // Ids of another store's collections are invalid rows too: the store is asked which it has before any write.
    const unknownIds = await unknownCollectionIdCells(target.collections, validation.collectionIds);
    for (const row of new Set(unknownIds.map((cell) => cell.row))) {
      const cells = unknownIds.filter((cell) => cell.row === row);
      rejectProduct(validation, row, 1, cells);
      await onInvalid(cells);
    }
    // Amounts finer than this store keeps (V1: cents) are invalid rows too, never rounded.
    for (const [product, { rows, cells }] of refusedFineAmounts(validation.fineAmounts, target.amountDecimals, target.title)) {
      if (validation.rejected.has(product)) continue;
      rejectProduct(validation, product, rows, cells);
      await onInvalid(cells);
    }
    // A stock-only file (its plans say so) changes only stock, by SKU, whatever --match says.
    const stockFile = (checkedPlans?.[0] ?? (await firstPlan(source, settings)))?.stockOnly === true;
    const refusal = stockFile ? undefined : target.matchRefusal(options.match);
    if (refusal) {
      throw new UsageError(`--match ${options.match} cannot work here: ${refusal}. Nothing was imported`, {
        hint: 'Match by slug (the default) or by id: leave out --match, or pass --match id with an id column.',
      });
    }
    await judgeNewProducts(target, validation, options.match, onInvalid);
    options.events?.emit('validated', { rows: validation.rows, products: validation.products, invalidRows: validation.invalidRows });
    if (validation.invalidRows > 0 && !options.skipInvalid && !options.dryRun) throw new InvalidRowsError(validation, source.label);
    const included = (plan: ProductPlan) => !validation.rejected.has(plan.row);
    const keptPlans = checkedPlans?.filter(included);
    const counter = countRequests(target.client);
    const journal = options.dryRun ? undefined : await Journal.open(journalPath(options.dataDir, options.store, source.hash), options.resume, target.existingIds);
    try {
      const tally = new Tally();
      tally.summary.invalid = validation.invalidRows;
      const membership = new MembershipPlan(await knownCollections(target.collections, validation.collectionNames), target.collections.nests);
      // A dry run counts the writes the real run would send beside the reads it makes itself: the real run's requests.
      const planned = options.dryRun ? new PlannedRequests() : undefined;
      const sync: SyncSettings = { ...settings, dryRun: options.dryRun, clock: options.clock, planned };
      const uploads = new MediaUploads(target.client.mediaFiles, UploadRecord.open(uploadRecordPath(options.dataDir, options.store)), { dryRun: options.dryRun, planned });

      // The journal's key: the match field, or the SKU for a stock-only file's rows.
      const stockReads = new StockReads(target.inventory);
      const keyOf = (plan: ProductPlan) => matchKey(plan, plan.stockOnly ? 'sku' : options.match);
      const finish = async (result: ProductResult) => {
        const { plan } = result;
        if (!plan.stockOnly && result.outcome !== 'failed' && result.outcome !== 'skipped') result = await withStock(stockReads, result, sync);
        // A dry run has no id for a product it would create; a stand-in still shows the collections it needs.
        const id = result.id ?? (options.dryRun && result.outcome === 'created' ? `new-product-row-${plan.row}` : undefined);
        if (id !== undefined && result.outcome !== 'failed' && result.outcome !== 'skipped') {
          const joined = membership.record(id, plan.row, { names: plan.collectionNames, ids: plan.collectionIds }, result.collectionIds);
          if (joined && result.outcome === 'unchanged') result = { ...result, outcome: 'updated', changes: [...result.changes, 'collections'] };
          else if (joined) result.changes.push('collections');
        }
        const key = keyOf(plan);
        if (journal && key !== undefined && result.id !== undefined && result.outcome !== 'failed') {
          journal.record({ key, id: result.id, outcome: result.outcome, collectionIds: result.collectionIds });
        }
        tally.add(result, options.dryRun);
        await report.write(productLine(result));
        options.events?.emit('product', { result, done: tally.products, total: validation.products, rowsDone: tally.rows, failed: tally.summary.failed });
      };

      options.events?.emit('phase', { phase: 'importing' });
      const validPlans = async function* () {
        for await (const result of plansOf(source, settings)) if (result.plan && included(result.plan)) yield result.plan;
      };
      // Local media files are uploaded before their product is written; a failed upload fails the product alone.
      const withUploads = async function* (plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>) {
        for await (const plan of plans) {
          let resolved: ProductPlan;
          try {
            resolved = await uploads.resolve(plan);
          } catch (error) {
            await finish({ plan, outcome: 'failed', error, changes: [], collectionIds: [] });
            continue;
          }
          yield resolved;
        }
      };
      const syncPlans = stockFile ? (plans: Parameters<ImportTarget['syncPlans']>[0], sync: Parameters<ImportTarget['syncPlans']>[1]) => syncStockPlans(target.inventory, plans, sync) : target.syncPlans;
      const plans = keptPlans ?? validPlans();
      await syncPlans(validation.localMedia ? withUploads(plans) : plans, {
        sync,
        concurrency: options.concurrency,
        finish,
        // The stock step of a batch's products (those whose plan has stock) is read in one go.
        beforeFinish: (results) => stockReads.prefetch(results.flatMap((r) => (r.id !== undefined && r.outcome !== 'failed' && r.stockWritten === undefined && r.stockRows === undefined && plannedStock(r.plan).length > 0 ? [r.id] : []))),
        // A journal that can no longer be written stops the run as Ctrl-C does: what is in flight finishes.
        isStopping: () => options.isStopping?.() === true || journal?.failure !== undefined,
        // --resume: what the journal lists is done; its membership is redone unless that finished too.
        skip: (plan) => {
          const done = journal?.done.get(keyOf(plan) ?? '');
          if (!done) return undefined;
          if (!journal!.membershipDone) membership.record(done.id, plan.row, { names: plan.collectionNames, ids: plan.collectionIds }, done.collectionIds);
          return { plan, outcome: 'skipped', id: done.id, changes: [], collectionIds: done.collectionIds, note: 'done by an earlier run (--resume)' };
        },
      });

      if (options.isStopping?.() || journal?.failure) {
        // Membership is applied at the end, for every product at once: a --resume run does it (the journal says
        // it is not done), so nothing is lost by leaving it now.
        tally.summary.requests = counter.count;
        return {
          summary: tally.summary,
          validation,
          failures: tally.failures,
          firstError: tally.firstError,
          interrupted: { done: tally.products, total: validation.products },
          uploads: uploads.uploads,
          ...(journal ? { journal: journal.path } : {}),
          ...(journal?.failure ? { journalFailure: { error: journal.failure, path: journal.path } } : {}),
        };
      }
      if (options.dryRun) {
        tally.plan.newCollections = membership.missingCollections();
        tally.plan.uploads = uploads.uploads;
        planned!.add(membership.plannedCalls(target.collections));
      } else {
        options.events?.emit('phase', { phase: 'collections' });
        const applied = await membership.apply(target.collections, options.clock);
        for (const failure of applied.failures) {
          tally.addMembershipFailure(failure);
          await report.write(membershipLine(failure));
        }
        if (applied.failures.length === 0) journal?.recordMembershipDone();
      }
      tally.summary.requests = counter.count;
      options.events?.emit('phase', { phase: 'done' });
      const estimate = planned ? { estimatedRequests: counter.count + planned.count } : {};
      options.events?.emit('finished', { summary: tally.summary });
      return {
        summary: tally.summary,
        validation,
        failures: tally.failures,
        firstError: tally.firstError,
        ...(options.dryRun ? { plan: tally.plan } : {}),
        uploads: uploads.uploads,
        ...estimate,
        ...(journal ? { journal: journal.path } : {}),
      };
    } finally {
      counter.stop();
      journal?.close();
    }
  } finally {
    await report.close();
    await source.dispose();
  }
}
