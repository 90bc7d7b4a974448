// The Catalog V3 import writer: plans go in batches of ≤ 100, each batch costs two reads (products by slug/id, their
// variants) and then bulk calls — new products by bulk create (≤ 100 products, ≤ 1,000 variants per call; with
// inventory when the rows give stock, so a new product's stock costs no call of its own), changed
// ones by bulk update with their revision and only the fields that differ, brands and ribbons by one bulk
// get-or-create per batch. A bulk call whose answer was lost is never re-sent blind: the batch is looked up again
// and only what is still missing or still different is written (nothing duplicated under faults). Per-item
// refusals of a bulk answer fail only their product, with its row.
import type { StoreClient } from '../../../client/index.js';
import { StoreError } from '../../../client/errors.js';
import { chunkByWeight, slots } from '../../../client/batching.js';
import { withAttempts } from '../../../client/retry-policy.js';
import { MAX_BULK_PRODUCTS, MAX_BULK_VARIANTS, type BulkEnvelope } from '../../../wire/api/catalog-v3/bulk.js';
import type { Product } from '../../../wire/api/catalog-v3/product.js';
import { matchKey, planLabel, type ProductPlan } from '../../core/import/plan.js';
import { Pool } from '../../core/import/pool.js';
import { sendInBatches, type SyncPlansOptions } from '../../core/import/target.js';
import type { ProductResult, SyncSettings } from '../../core/import/product-result.js';
import { NotSentWhileStopping, unlessStopping } from '../../core/import/stopping.js';
import { newProductRefusal } from '../../core/import/check-plan.js';
import { lookUpV3, type CurrentProduct, type FoundV3 } from './current.js';
import type { KnownProducts } from '../../core/import/known-products.js';
import { createBody, stockItemCount, updateBody, variantCount, type NamedRefs } from './desired.js';
import { plannedStock } from '../../core/import/stock-sync.js';
import { callsFor, type PlannedRequests } from '../../core/request-estimate.js';
import type { StockRow } from '../../core/inventory.js';
import { v3StockRowsOf } from '../inventory.js';

/** Runs one request (or a look-up's reads) once a slot of the run's `concurrency` is free, first come, first served. */
type RequestSlot = <T>(task: () => Promise<T>) => Promise<T>;

/** A product's direct categories (the membership phase compares them with the file's collections). */
export const categoriesOf = (product: Product | undefined): string[] =>
  ((product as { directCategoriesInfo?: { categories?: Array<{ id: string }> } } | undefined)?.directCategoriesInfo?.categories ?? []).map((c) => c.id);

/** Groups items into calls of ≤ 100 products and ≤ 1,000 variants. */
const bulkChunks = <T>(items: readonly T[], variantsOf: (item: T) => number): T[][] => chunkByWeight(items, MAX_BULK_PRODUCTS, MAX_BULK_VARIANTS, variantsOf);

/**
 * Bulk-create item errors that mean "someone else created it meanwhile" when another import of the same file runs:
 * the slug (DUPLICATE_SLUG_ERROR) or a variant's SKU (SKU_ALREADY_EXIST_ERROR) is taken. Both are declared errors
 * of Bulk Create Products (BulkCreateProductsApplicationErrors in @wix/auto_sdk_stores_products-v-3); the store
 * may name either first. Such a product is looked up by its match key and updated; only when no product has that
 * key (a SKU used by another product) does the error stand.
 */
const TAKEN_MEANWHILE = new Set(['DUPLICATE_SLUG_ERROR', 'SKU_ALREADY_EXIST_ERROR']);

/** Whether a bulk envelope refused any entry (or was left out of the answer). */
const refusedAny = (envelope: BulkEnvelope<unknown> | undefined): boolean =>
  !envelope || (envelope.bulkActionMetadata?.totalFailures ?? 0) > 0 || envelope.results.some((r) => !r.itemMetadata.success);

/** A refused item of a bulk answer, as the error its product fails with. */
function itemError(result: BulkEnvelope<Product>['results'][number] | undefined): StoreError {
  const error = result?.itemMetadata.error;
  return Object.assign(new StoreError(error?.description ?? 'refused by the store (no reason given)'), { code: error?.code ?? 'BULK_ITEM_FAILED' }) as StoreError;
}

/**
 * Resolves brand and ribbon names to ids once per run: a name is asked for by the first batch that needs it (one bulk
 * get-or-create per kind for that batch's new names); batches running meanwhile wait for that answer instead of
 * asking again (1,000 products of one brand: one call, not one per batch).
 */
class NamedRefResolver implements NamedRefs {
  readonly brands = new Map<string, string>();
  readonly ribbons = new Map<string, string>();
  private readonly pending = { brands: new Map<string, Promise<void>>(), ribbons: new Map<string, Promise<void>>() };
  constructor(
    private readonly client: StoreClient,
    private readonly request: RequestSlot,
  ) {}

  async resolve(plans: readonly ProductPlan[]): Promise<void> {
    const waits: Array<Promise<void>> = [];
    for (const [kind, map] of [['brands', this.brands], ['ribbons', this.ribbons]] as const) {
      const pending = this.pending[kind];
      const wanted = [...new Set(plans.map((plan) => plan.fields[kind === 'brands' ? 'brand' : 'ribbon']).filter((n): n is string => !!n))];
      const fresh = wanted.filter((name) => !pending.has(name));
      for (let i = 0; i < fresh.length; i += MAX_BULK_PRODUCTS) {
        const names = fresh.slice(i, i + MAX_BULK_PRODUCTS);
        const asked = this.request(() => this.client.catalogV3[kind].bulkGetOrCreate(names)).then((answer) => {
          // Keyed by the name asked for: the store finds "acme" as its "Acme" (names are unique in any case).
          for (const result of answer.results) if (result.item) map.set(names[result.itemMetadata.originalIndex], result.item.id);
        });
        // A failed call is asked again by the next batch that needs one of its names.
        asked.catch(() => names.forEach((name) => pending.delete(name)));
        for (const name of names) pending.set(name, asked);
      }
      waits.push(...wanted.map((name) => pending.get(name)!));
    }
    await Promise.all(waits);
  }

  /** A dry run's share of `resolve`: the get-or-create calls these plans' new names would take (each name once a run). */
  plan(plans: readonly ProductPlan[]): number {
    let calls = 0;
    for (const kind of ['brands', 'ribbons'] as const) {
      const pending = this.pending[kind];
      const fresh = [...new Set(plans.map((plan) => plan.fields[kind === 'brands' ? 'brand' : 'ribbon']).filter((n): n is string => !!n && !pending.has(n)))];
      for (const name of fresh) pending.set(name, Promise.resolve());
      calls += callsFor(fresh.length, MAX_BULK_PRODUCTS);
    }
    return calls;
  }
}

/** `known`: products the import's check read already (ImportTarget.existingKeys), taken instead of asked again. */
export async function syncPlansV3(client: StoreClient, plans: Iterable<ProductPlan> | AsyncIterable<ProductPlan>, options: SyncPlansOptions, known?: KnownProducts<Product>): Promise<void> {
  const { sync, finish } = options;
  // Requests, not batches, are what `concurrency` bounds: twice as many batches are under way, so while some batches
  // wait for their writes the next ones' look-ups are already queued, and each request waits its turn (first come,
  // first served) for one of the `concurrency` slots. 1,000 new products: 10 look-ups and 10 creates in 3 rounds of
  // 8, not 4 (look-ups 9–10 no longer wait for creates 1–8).
  // Ctrl-C: a request still waiting for its slot is not sent (NotSentWhileStopping); its products stay unfinished.
  const slot: RequestSlot = slots(options.concurrency);
  const request: RequestSlot = (task) => slot(() => unlessStopping(options.isStopping, task));
  const batches = new Pool(options.concurrency * 2);
  const refs = new NamedRefResolver(client, request);
  const lookUp = (batch: readonly ProductPlan[]) => withAttempts(sync.clock, () => request(() => lookUpV3(client, batch, sync.match, known)));

  const deliver = async (results: ProductResult[]) => {
    options.beforeFinish?.(results);
    for (const result of results) await finish(result);
  };
  const updates = new UpdateQueue(() => new BatchWriter(client, sync, refs, lookUp, request), deliver, sync.dryRun ? sync.planned : undefined);
  const send = async (plans: ProductPlan[]) => {
    await batches.run(async () => {
      const writer = new BatchWriter(client, sync, refs, lookUp, request);
      try {
        const { results, deferred } = await writer.run(plans);
        await deliver(results);
        await updates.add(deferred);
      } catch (error) {
        // Stopping: what the batch finished is reported; the rest is left for --resume.
        if (error instanceof NotSentWhileStopping) for (const result of writer.finished(plans)) await finish(result);
        else for (const plan of plans) await finish({ plan, outcome: 'failed', changes: [], collectionIds: [], error });
      }
    });
  };
  await sendInBatches(plans, options, send);
  await batches.drain();
  // Stopping: updates not sent yet are left for --resume, as a batch not started is.
  if (!options.isStopping?.()) await updates.flush();
}

/** A product the file changes, held until a bulk update has room: its product as looked up, its stock as read then. */
interface PendingUpdate {
  now: CurrentProduct;
  stockRows?: StockRow[];
}

/**
 * The updates of several look-up batches, sent together: a file that changes one product in five costs one bulk
 * update per 100 changed products, not one per look-up batch (1,000 products, 200 prices changed: 2 updates, not 10).
 * A batch hands its changed products over and is done; whoever fills a call sends it, the rest goes at the end.
 * Each call goes through a writer of its own (BatchWriter.updateAll: revisions, a lost answer re-checked, per-item
 * refusals), and its products are finished once it has answered.
 */
class UpdateQueue {
  private readonly pending = new Map<ProductPlan, PendingUpdate>();
  constructor(
    private readonly writer: () => BatchWriter,
    private readonly deliver: (results: ProductResult[]) => Promise<void>,
    /** A dry run: each call is counted here instead of sent (its products were finished by their batch). */
    private readonly planned?: PlannedRequests,
  ) {}

  async add(updates: ReadonlyMap<ProductPlan, PendingUpdate>): Promise<void> {
    for (const [plan, update] of updates) this.pending.set(plan, update);
    while (this.pending.size >= MAX_BULK_PRODUCTS) await this.send(MAX_BULK_PRODUCTS);
  }

  /** Sends everything still held. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await this.send(MAX_BULK_PRODUCTS);
  }

  private async send(count: number): Promise<void> {
    const taken = [...this.pending].slice(0, count);
    for (const [plan] of taken) this.pending.delete(plan);
    const writer = this.writer();
    if (this.planned) return this.planned.add(writer.updateCalls(taken.map(([plan, { now }]) => [plan, now])));
    const plans = taken.map(([plan]) => plan);
    try {
      await writer.updateAll(new Map(taken.map(([plan, { now }]) => [plan, now])), new Map());
    } catch (error) {
      // Stopping: what was answered is reported; the rest is left for --resume. Anything else fails what is left.
      if (!(error instanceof NotSentWhileStopping)) {
        for (const [plan, { now }] of taken) if (!writer.results.has(plan)) writer.results.set(plan, { plan, outcome: 'failed', id: now.product.id, changes: [], collectionIds: categoriesOf(now.product), error });
      }
    }
    const rows = new Map(taken.map(([plan, { stockRows }]) => [plan, stockRows]));
    await this.deliver(writer.finished(plans).map((result) => (result.outcome === 'failed' || !rows.get(result.plan) ? result : { ...result, stockRows: rows.get(result.plan) })));
  }
}

/** One batch's writes: its plans' results, the look-up that re-checks a chunk, the brand/ribbon ids. */
class BatchWriter {
  readonly results = new Map<ProductPlan, ProductResult>();
  constructor(
    private readonly client: StoreClient,
    private readonly sync: SyncSettings,
    private readonly refs: NamedRefResolver,
    private readonly lookUp: (plans: readonly ProductPlan[]) => Promise<FoundV3>,
    private readonly request: RequestSlot,
  ) {}

  private keyOf = (plan: ProductPlan) => matchKey(plan, this.sync.match) ?? '';

  /**
   * The batch's results, and its changed products (`deferred`), which the UpdateQueue sends with other batches'; their
   * stock is read here with the rest of the batch's.
   */
  async run(plans: readonly ProductPlan[]): Promise<{ results: ProductResult[]; deferred: Map<ProductPlan, PendingUpdate> }> {
    const { sync, results } = this;
    const found = await this.lookUp(plans);
    const toCreate: ProductPlan[] = [];
    const toUpdate = new Map<ProductPlan, CurrentProduct>();
    /** Products whose options this run replaces: their variants will be new, so their stock is not read here. */
    const newOptions = new Set<ProductPlan>();
    // Brand and ribbon names are resolved for new products and for updates that change them, not for every update.
    const naming: ProductPlan[] = [];
    for (const plan of plans) {
      const existing = found.get(this.keyOf(plan));
      const base = { plan, changes: [] as string[], collectionIds: categoriesOf(existing?.product) };
      if (!existing && sync.mode === 'update') {
        results.set(plan, { ...base, outcome: 'failed', error: new Error(`no product with ${sync.match} "${planLabel(plan)}" (--mode update creates nothing)`) });
      } else if (existing && sync.mode === 'create') {
        results.set(plan, { ...base, outcome: 'skipped', id: existing.product.id, note: 'exists (--mode create changes nothing)' });
      } else if (!existing) {
        const refusal = newProductRefusal(plan, sync.match);
        if (refusal) results.set(plan, { ...base, outcome: 'failed', error: refusal });
        else {
          // The create would carry the rows' stock (bulk create with inventory): no stock step of its own.
          const stock = sync.dryRun ? stockItemCount(createBody(plan, this.refs)) : 0;
          if (sync.dryRun) results.set(plan, { ...base, outcome: 'created', changes: ['create'], ...(stock > 0 ? { stockWritten: stock } : {}) });
          toCreate.push(plan);
          naming.push(plan);
        }
      } else {
        const { changes } = updateBody(plan, existing, this.refs);
        if (changes.length === 0 || sync.dryRun) {
          results.set(plan, { ...base, outcome: changes.length === 0 ? 'unchanged' : 'updated', id: existing.product.id, changes });
        }
        if (changes.length > 0) {
          toUpdate.set(plan, existing);
          if (changes.includes('options')) newOptions.add(plan);
          if (changes.includes('brand') || changes.includes('ribbon')) naming.push(plan);
        }
      }
    }
    if (sync.dryRun) sync.planned?.add(this.plannedWrites(toCreate, toUpdate, naming));
    else if (toCreate.length + toUpdate.size > 0) {
      await this.refs.resolve(naming);
      const landed = await this.createAll(toCreate);
      const adopted = await this.adoptTaken(toCreate);
      if (landed.size + adopted.size > 0) await this.updateAll(adopted, landed);
    }
    const stock = await this.readStock(plans, found, (plan) => toUpdate.has(plan) && !newOptions.has(plan));
    const deferred = new Map([...toUpdate].map(([plan, now]) => [plan, { now, stockRows: stock.get(plan) }]));
    // A dry run finishes its changed products here; the queue only counts their updates.
    return { results: this.finished(sync.dryRun ? plans : plans.filter((plan) => !toUpdate.has(plan))), deferred };
  }

  /**
   * The stock rows of the batch's products found at the look-up whose rows give stock, in one inventory query for
   * the whole batch on the variants the look-up read (ProductResult.stockRows: the stock step reads nothing more).
   * A product whose options this run replaced has new variants: its stock step reads them itself, as does every
   * product when this read fails.
   */
  private async readStock(plans: readonly ProductPlan[], found: FoundV3, pending: (plan: ProductPlan) => boolean): Promise<Map<ProductPlan, StockRow[]>> {
    const read = new Map<ProductPlan, StockRow[]>();
    const wanting = plans.flatMap((plan) => {
      const result = this.results.get(plan);
      const existing = found.get(this.keyOf(plan));
      const kept = pending(plan) || (result && (result.outcome === 'unchanged' || result.outcome === 'updated') && !result.changes.includes('options'));
      return existing && kept && plannedStock(plan).length > 0 ? [{ plan, result, existing }] : [];
    });
    if (wanting.length === 0) return read;
    let rows: StockRow[];
    try {
      rows = await withAttempts(this.sync.clock, () => this.request(() => v3StockRowsOf(this.client, wanting.flatMap((w) => w.existing.readOnly))));
    } catch {
      return read;
    }
    for (const { plan, result, existing } of wanting) {
      const stockRows = rows.filter((row) => row.productId === existing.product.id);
      if (result) this.results.set(plan, { ...result, stockRows });
      else read.set(plan, stockRows);
    }
    return read;
  }

  /** The calls run() sends for these writes when nothing fails: names and bulk creates, in their chunks (updates: updateCalls). */
  private plannedWrites(toCreate: readonly ProductPlan[], toUpdate: ReadonlyMap<ProductPlan, CurrentProduct>, naming: readonly ProductPlan[]): number {
    if (toCreate.length + toUpdate.size === 0) return 0;
    return this.refs.plan(naming) + bulkChunks(toCreate, (plan) => variantCount(createBody(plan, this.refs))).length;
  }

  /** The bulk update calls updateAll sends for these products when nothing fails (its chunks). */
  updateCalls(products: ReadonlyArray<[ProductPlan, CurrentProduct]>): number {
    return bulkChunks(products, ([plan, now]) => variantCount(updateBody(plan, now, this.refs).patch)).length;
  }

  /** The results so far, in file order (all of them once run() has returned; fewer when it stopped). */
  finished(plans: readonly ProductPlan[]): ProductResult[] {
    return plans.flatMap((plan) => this.results.get(plan) ?? []);
  }

  /**
   * Sends `chunk` through `step` until it succeeds or fails for good. Before a retry the plans still pending are
   * looked up again and handed to `step`, so a call whose answer was lost is never re-sent blind. `step` narrows
   * `pending` to what it is about to send; those still without a result when it gives up fail with the error.
   */
  private async checkedWrite(chunk: ProductPlan[], step: (state: { pending: ProductPlan[] }, found?: FoundV3) => Promise<void>): Promise<void> {
    const state = { pending: chunk };
    try {
      await withAttempts(this.sync.clock, async (attempt) => step(state, attempt > 0 ? await this.lookUp(state.pending) : undefined));
    } catch (error) {
      if (error instanceof NotSentWhileStopping) throw error;
      for (const plan of state.pending) if (!this.results.has(plan)) this.results.set(plan, { plan, outcome: 'failed', changes: [], collectionIds: [], error });
    }
  }

  /** Bulk creates. Products a lost try did create come back for the update pass (what still differs, if anything). */
  private async createAll(plans: readonly ProductPlan[]): Promise<Map<ProductPlan, CurrentProduct>> {
    const landed = new Map<ProductPlan, CurrentProduct>();
    const bodies = new Map(plans.map((plan) => [plan, createBody(plan, this.refs)]));
    for (const chunk of bulkChunks(plans, (plan) => variantCount(bodies.get(plan)!))) {
      await this.checkedWrite(chunk, async (state, found) => {
        for (const plan of state.pending) {
          const now = found?.get(this.keyOf(plan));
          if (now) landed.set(plan, now);
        }
        state.pending = state.pending.filter((plan) => !landed.has(plan));
        if (state.pending.length === 0) return;
        const sent = state.pending;
        const items = sent.map((plan) => bodies.get(plan)!);
        // Only the new ids are needed (a new product is in no category yet): no entities back, a small answer. A chunk
        // whose rows give stock is created with it (one call, not one inventory call per product afterwards).
        const withStock = sent.some((plan) => stockItemCount(bodies.get(plan)!) > 0);
        const products = this.client.catalogV3.products;
        const { answer, stockFailed } = withStock
          ? await this.request(() => products.bulkCreateWithInventory(items, { returnEntity: false })).then((a) => ({ answer: a.productResults, stockFailed: refusedAny(a.inventoryResults) }))
          : { answer: await this.request(() => products.bulkCreate(items, { returnEntity: false })), stockFailed: false };
        sent.forEach((plan, index) => {
          const result = answer.results.find((r) => r.itemMetadata.originalIndex === index) ?? answer.results[index];
          if (result?.itemMetadata.success) {
            // A refused stock entry cannot be told apart by product: then every product's stock step checks its own.
            const stockWritten = withStock && !stockFailed ? { stockWritten: stockItemCount(bodies.get(plan)!) } : {};
            this.results.set(plan, { plan, outcome: 'created', id: result.item?.id ?? result.itemMetadata.id ?? undefined, changes: ['create'], collectionIds: [], ...stockWritten });
          } else this.results.set(plan, { plan, outcome: 'failed', changes: [], collectionIds: [], error: itemError(result) });
        });
      });
    }
    return landed;
  }

  /**
   * Creates the store refused because the slug or a SKU was taken meanwhile (another import into the same store
   * created the product after this batch's look-up): looked up again and handed to the update pass, as V1 does —
   * never a failure.
   */
  private async adoptTaken(created: readonly ProductPlan[]): Promise<Map<ProductPlan, CurrentProduct>> {
    const taken = created.filter((plan) => TAKEN_MEANWHILE.has((this.results.get(plan)?.error as { code?: string } | undefined)?.code ?? ''));
    const adopted = new Map<ProductPlan, CurrentProduct>();
    if (taken.length === 0) return adopted;
    const found = await this.lookUp(taken);
    for (const plan of taken) {
      const now = found.get(this.keyOf(plan));
      if (!now) continue;
      this.results.delete(plan);
      adopted.set(plan, now);
    }
    return adopted;
  }

  /** Bulk updates with revisions; `created` were made by a lost create and report as created. */
  async updateAll(existing: ReadonlyMap<ProductPlan, CurrentProduct>, created: ReadonlyMap<ProductPlan, CurrentProduct>): Promise<void> {
    const state = new Map([...existing, ...created]);
    const itemOf = (plan: ProductPlan) => ({ plan, now: state.get(plan)!, ...updateBody(plan, state.get(plan)!, this.refs) });
    const changesOf = new Map<ProductPlan, string[]>();
    const done = (plan: ProductPlan, now: CurrentProduct) => {
      const outcome = created.has(plan) ? 'created' : changesOf.has(plan) ? 'updated' : 'unchanged';
      this.results.set(plan, { plan, outcome, id: now.product.id, changes: outcome === 'created' ? ['create'] : (changesOf.get(plan) ?? []), collectionIds: categoriesOf(now.product) });
    };
    for (const chunk of bulkChunks([...state.keys()], (plan) => variantCount(itemOf(plan).patch))) {
      await this.checkedWrite(chunk, async (pending, found) => {
        for (const plan of pending.pending) {
          const now = found?.get(this.keyOf(plan));
          if (now) state.set(plan, now);
        }
        const items = pending.pending.map(itemOf);
        for (const item of items) if (item.changes.length > 0 && !changesOf.has(item.plan)) changesOf.set(item.plan, item.changes);
        for (const item of items) if (item.changes.length === 0) done(item.plan, item.now);
        const writes = items.filter((item) => item.changes.length > 0);
        pending.pending = writes.map((item) => item.plan);
        if (writes.length === 0) return;
        const answer = await this.request(() =>
          this.client.catalogV3.products.bulkUpdate(
            writes.map((item) => ({ ...item.patch, id: item.now.product.id, revision: String(item.now.product.revision ?? '') })),
            { returnEntity: false },
          ),
        );
        writes.forEach((item, index) => {
          const result = answer.results.find((r) => r.itemMetadata.originalIndex === index) ?? answer.results[index];
          if (result?.itemMetadata.success) done(item.plan, item.now);
          else this.results.set(item.plan, { plan: item.plan, outcome: 'failed', id: item.now.product.id, changes: [], collectionIds: categoriesOf(item.now.product), error: itemError(result) });
        });
      });
    }
  }
}
