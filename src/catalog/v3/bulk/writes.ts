// Writing bulk values to a Catalog V3 store in as few requests as it takes (docs/wire/catalog-v3.md §2, §4). Two ways:
// a by-filter job sets one value on every variant (or the product field) of up to 1,000 products named by id — two
// requests (start, poll) whatever the count — and bulk update writes up to 100 products per request with each one's
// own values (their revision and every variant, options too when they have some). Products whose variants all get
// the same value form groups; each group goes by job when that is cheaper than its share of bulk update calls.
import { chunk, chunkByWeight } from '../../../client/batching.js';
import type { StoreClient, V3ProductInput } from '../../../client/index.js';
import type { AsyncJob } from '../../../wire/api/catalog-v3/async-job.js';
import { compare, round, subtract, toNumber, toStoredAmount, toText } from '../../../wire/money.js';
import { MAX_BULK_PRODUCTS, MAX_BULK_VARIANTS } from '../../../wire/api/catalog-v3/bulk.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import { callsFor } from '../../core/request-estimate.js';
import type { BulkCall, CallResult } from '../../core/bulk/apply.js';
import type { NumericField } from '../../core/model/change.js';
import { priceOfV3, variantValueV3 } from './plan.js';
import type { V3Target, V3TargetVariant, VariantBody } from './targets.js';

type Field = NumericField | 'brand' | 'ribbon';

/** The most product ids one by-filter job names (`$in` takes at most 1,000 values). */
export const MAX_JOB_IDS = 1000;

/** Requests a by-filter job takes when it is done by its first poll: its start and that poll (more polls while it runs). */
export const JOB_REQUESTS = 2;

/**
 * What one product should hold afterwards: new numbers by variant id (the others keep theirs) — for a price, the
 * list price and in `sales` what the buyer pays when on sale — or a brand/ribbon.
 */
export type ProductWrite =
  | { target: V3Target; values: ReadonlyMap<string, string | undefined>; sales?: ReadonlyMap<string, string | undefined> }
  | { target: V3Target; text: string | undefined };

export interface WriteOptions {
  /** After each job poll: items done of items to do. */
  onJob?: (job: AsyncJob) => void;
  /** Brand or ribbon ids by name, filled as names are looked up (a run written a window at a time looks each up once). */
  referenceIds?: Map<string, string>;
}

/** A by-filter job as one bulk call: started, polled to the end, its per-item results read when some failed. */
export function jobCall(client: StoreClient, ids: string[], start: () => Promise<string>, options: WriteOptions = {}): BulkCall {
  return {
    ids,
    send: async (): Promise<CallResult> => {
      const jobs = client.catalogV3.asyncJobs;
      const jobId = await start();
      const job = await jobs.waitFor(jobId, { onPoll: options.onJob });
      const ok = (id: string, i: number) => ({ itemMetadata: { id, originalIndex: i, success: true } });
      if (job.status === 'FINISHED' && job.counters.itemsFailed === 0 && job.counters.itemsSucceeded === ids.length) return { results: ids.map(ok) };
      const items = new Map((await jobs.listItems(jobId)).map((item) => [item.id, item]));
      const results = ids.map((id, i) => {
        const item = items.get(id);
        if (item?.success) return ok(id, i);
        const error = item?.error ?? (job.status === 'FAILED' ? { code: 'JOB_FAILED', description: `job ${jobId} failed` } : { code: 'NOT_CHANGED', description: `job ${jobId} did not reach this product` });
        return { itemMetadata: { id, originalIndex: i, success: false, error } };
      });
      return { results };
    },
  };
}

/** A V3 price for a list price and, on sale, what the buyer pays (the list price is then the compare-at price). */
function priceBody(list: string | undefined, sale: string | undefined): VariantBody['price'] {
  const listAmount = { amount: toStoredAmount(list ?? 0) };
  return sale !== undefined && compare(sale, list ?? 0) < 0 ? { actualPrice: { amount: toStoredAmount(sale) }, compareAtPrice: listAmount } : { actualPrice: listAmount };
}

/** The variant with `field` at `value` (`sale`: a price's sale price). */
function variantWith(body: VariantBody, field: NumericField, value: string | undefined, sale: string | undefined): VariantBody {
  if (field === 'price') return { ...body, price: priceBody(value, sale) };
  if (field === 'weight') {
    const { weight: _, ...others } = body.physicalProperties ?? {};
    return { ...body, physicalProperties: value === undefined ? others : { ...others, weight: toNumber(value) } };
  }
  const { revenueDetails: _, ...rest } = body;
  return value === undefined ? rest : { ...rest, revenueDetails: { cost: { amount: toStoredAmount(value) } } };
}

/** What update-variants-by-filter sends to set `value` (and a price's `sale`) on a variant. */
function variantPatch(field: NumericField, value: string | undefined, sale: string | undefined): Record<string, unknown> {
  if (field === 'price') return { price: priceBody(value, sale) };
  if (field === 'weight') return { physicalProperties: { weight: value === undefined ? null : toNumber(value) } };
  return { revenueDetails: { cost: value === undefined ? null : { amount: toStoredAmount(value) } } };
}

type NumbersWrite = Extract<ProductWrite, { values: unknown }>;

const newValue = (write: NumbersWrite, variant: V3TargetVariant, field: NumericField) =>
  write.values.has(variant.id) ? write.values.get(variant.id) : variantValueV3(variant, field);

/** A price's sale price afterwards: the written one, else the variant's own. */
const newSale = (write: NumbersWrite, variant: V3TargetVariant) => (write.values.has(variant.id) ? write.sales?.get(variant.id) : priceOfV3(variant).sale);

/** The one patch every variant of the product gets, when they all get the same: `set:<patch JSON>`; undefined otherwise. */
function uniformPatch(write: ProductWrite, field: Field): string | undefined {
  if ('text' in write) return `set:${JSON.stringify(write.text ?? null)}`;
  const patches = new Set(write.target.variants.map((variant) => JSON.stringify(variantPatch(field as NumericField, newValue(write, variant, field as NumericField), newSale(write, variant)))));
  return patches.size === 1 ? `set:${[...patches][0]}` : undefined;
}

/**
 * The one amount (cents) that, added to every variant's price or cost, gives each exactly its new value:
 * `add:<amount>` for adjust-variants-by-filter (an exact decimal sum, never a percentage; a price's sale price, the
 * actual price, moves by the same amount as its list price, the compare-at price); undefined when there is none.
 */
function uniformAmount(write: ProductWrite, field: Field): string | undefined {
  if ('text' in write || (field !== 'price' && field !== 'cost')) return undefined;
  const amounts = new Set<string>();
  const moved = (now: string, next: string) => toText(subtract(toStoredAmount(next), toStoredAmount(now)));
  for (const variant of write.target.variants) {
    if (field === 'price') {
      const [saleNow, saleNext] = [priceOfV3(variant).sale, newSale(write, variant)];
      if ((saleNow === undefined) !== (saleNext === undefined)) return undefined;
      if (saleNow !== undefined && saleNext !== undefined) amounts.add(moved(saleNow, saleNext));
    }
    const now = variantValueV3(variant, field);
    const next = newValue(write, variant, field);
    if (now === undefined && next === undefined) continue;
    if (now === undefined || next === undefined) return undefined;
    amounts.add(moved(now, next));
  }
  const [amount] = amounts;
  // The adjust call takes at most 2 decimals.
  return amounts.size === 1 && compare(round(amount, 2), amount) === 0 ? `add:${amount}` : undefined;
}

export interface WritePlan {
  /** Groups written by one job per ≤ 1,000 products: `set:<patch JSON>` or `add:<amount>`, and the products. */
  jobs: Array<{ key: string; writes: ProductWrite[] }>;
  /** Products written by bulk update. */
  bulk: ProductWrite[];
  /** The requests its calls send when nothing fails (jobs at one poll; brand and ribbon look-ups not included). */
  requests: number;
}

/** What bulk update costs are made of: products, variants and option look-ups, each summed over products. */
const weights = (write: ProductWrite) => [1, write.target.variants.length, withOptions(write) ? 1 : 0];

/** Requests bulk update takes for these sums (≤ 100 products and ≤ 1,000 variants per call; options read 100 at a time). */
const bulkCost = ([products, variants, withOptions]: number[]) =>
  Math.max(Math.ceil(products / MAX_BULK_PRODUCTS), Math.ceil(variants / MAX_BULK_VARIANTS)) + Math.ceil(withOptions / PAGE_LIMITS.products);

/**
 * Which products go by job and which by bulk update: the split with the fewest requests. A product that could go
 * by a set job or an amount job joins the larger group; the largest groups go by job as long as that saves requests.
 */
export function planWrites(writes: readonly ProductWrite[], field: Field): WritePlan {
  const keys = writes.map((write) => [uniformPatch(write, field), uniformAmount(write, field)].filter((key): key is string => key !== undefined));
  const sizes = new Map<string, number>();
  for (const key of keys.flat()) sizes.set(key, (sizes.get(key) ?? 0) + 1);
  const groups = new Map<string, ProductWrite[]>();
  const mixed: ProductWrite[] = [];
  writes.forEach((write, i) => {
    const key = keys[i].sort((a, b) => sizes.get(b)! - sizes.get(a)!)[0];
    if (key === undefined) mixed.push(write);
    else groups.set(key, [...(groups.get(key) ?? []), write]);
  });
  const bySize = [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
  // What bulk update would carry if the first k groups went by job, taken off group by group (linear, not quadratic).
  const total = [...bySize.map(([, group]) => group).flat(), ...mixed].reduce((sum, w) => sum.map((n, j) => n + weights(w)[j]), [0, 0, 0]);
  let carried = total;
  let jobCost = 0;
  let best = { cost: bulkCost(total), jobs: 0 };
  bySize.forEach(([, group], k) => {
    carried = carried.map((n, j) => n - group.reduce((m, w) => m + weights(w)[j], 0));
    jobCost += JOB_REQUESTS * Math.ceil(group.length / MAX_JOB_IDS);
    if (jobCost + bulkCost(carried) < best.cost) best = { cost: jobCost + bulkCost(carried), jobs: k + 1 };
  });
  const jobs = bySize.slice(0, best.jobs).map(([key, group]) => ({ key, writes: group }));
  const bulk = [...mixed, ...bySize.slice(best.jobs).flatMap(([, group]) => group)];
  // What writeCalls sends for this split, counted by its own chunks (bulkCost above only compares splits).
  const requests =
    jobs.reduce((sum, job) => sum + JOB_REQUESTS * callsFor(job.writes.length, MAX_JOB_IDS), 0) +
    callsFor(bulk.filter(withOptions).length, PAGE_LIMITS.products) +
    bulkChunks(bulk).length;
  return { jobs, bulk, requests };
}

/** The get-or-create requests referenceIds sends for these writes' names (`known`: names asked for already, added to). */
export function referenceRequests(writes: readonly ProductWrite[], field: Field, known: Set<string>): number {
  if (field !== 'brand' && field !== 'ribbon') return 0;
  const before = known.size;
  for (const write of writes) if ('text' in write && write.text) known.add(write.text);
  return known.size - before;
}

/** Brand or ribbon names → `{id}` of the entity (created when missing), once per name (`ids`: those known already). */
async function referenceIds(client: StoreClient, field: 'brand' | 'ribbon', names: Iterable<string | undefined>, ids = new Map<string, string>()): Promise<Map<string, string>> {
  const entities = field === 'brand' ? client.catalogV3.brands : client.catalogV3.ribbons;
  for (const name of new Set(names)) if (name && !ids.has(name)) ids.set(name, (await entities.getOrCreate(name)).id);
  return ids;
}

/** Bulk update sends these products' current options with their variants (read 100 at a time). */
const withOptions = (write: ProductWrite) => write.target.hasOptions && !('text' in write);

/** The current options of products that have some (bulk update sends them with the variants). */
async function optionsOf(client: StoreClient, writes: readonly ProductWrite[]): Promise<Map<string, ProductOptions>> {
  const options = new Map<string, ProductOptions>();
  const ids = writes.filter(withOptions).map((w) => w.target.id);
  for (const part of chunk(ids, PAGE_LIMITS.products)) {
    for await (const product of client.catalogV3.products.list({ filter: { id: { $in: part } } }, { all: true })) options.set(product.id, product.options ?? []);
  }
  return options;
}

/** One product of a Bulk Update Products call. */
type BulkProductUpdate = Partial<V3ProductInput> & { id: string; revision: string };
type ProductOptions = NonNullable<V3ProductInput['options']>;

/** The product fields that set a brand or a ribbon (null: none). */
function referencePatch(field: Field, reference: { id: string } | null): Partial<V3ProductInput> {
  if (field === 'brand') return { brand: reference };
  if (field === 'ribbon') return { ribbon: reference };
  throw new Error(`${field} is not a brand or a ribbon`);
}

/** Bulk update chunks: ≤ 100 products and ≤ 1,000 variants each. */
const bulkChunks = (writes: readonly ProductWrite[]) => chunkByWeight(writes, MAX_BULK_PRODUCTS, MAX_BULK_VARIANTS, (write) => write.target.variants.length);

/** The calls that carry out a write plan (jobs first, then bulk update), ready for sendCalls. */
export async function writeCalls(client: StoreClient, plan: WritePlan, field: Field, options: WriteOptions = {}): Promise<BulkCall[]> {
  const text = field === 'brand' || field === 'ribbon';
  const all = [...plan.jobs.flatMap((job) => job.writes), ...plan.bulk];
  const refs = text ? await referenceIds(client, field, all.map((w) => ('text' in w ? w.text : undefined)), options.referenceIds) : new Map<string, string>();
  const reference = (name: string | undefined) => (name ? { id: refs.get(name)! } : null);
  const calls: BulkCall[] = [];
  const products = client.catalogV3.products;
  for (const { key, writes } of plan.jobs) {
    const [kind, value] = [key.slice(0, 4), key.slice(4)];
    for (const part of chunk(writes, MAX_JOB_IDS)) {
      const ids = part.map((w) => w.target.id);
      const filter = { id: { $in: ids } };
      const start = (): Promise<string> => {
        if (kind === 'add:') {
          const by = { amount: value };
          return products.adjustVariantsByFilter(filter, { ...(field === 'price' ? { actualPrice: by, compareAtPrice: by } : { cost: by }), rounding: 'NO_ROUNDING' });
        }
        const patch = JSON.parse(value) as Record<string, unknown> | string | null;
        return text ? products.updateByFilter(filter, referencePatch(field, reference((patch as string | null) ?? undefined))) : products.updateVariantsByFilter(filter, patch as Record<string, unknown>);
      };
      calls.push(jobCall(client, ids, start, options));
    }
  }
  const productOptions = await optionsOf(client, plan.bulk);
  for (const part of bulkChunks(plan.bulk)) {
    const ids = part.map((w) => w.target.id);
    const bodies = part.map((write): BulkProductUpdate => {
      const { id, revision } = write.target;
      if ('text' in write) return { id, revision, ...referencePatch(field, reference(write.text)) };
      const numeric = field as NumericField;
      const variants = write.target.variants.map((variant) => variantWith(variant.body, numeric, newValue(write, variant, numeric), newSale(write, variant)));
      // Options travel with the variants (MISSING_OPTIONS_ON_UPDATE_VARIANTS); a product without options sends [].
      return { id, revision, options: write.target.hasOptions ? (productOptions.get(id) ?? []) : [], variantsInfo: { variants } };
    });
    calls.push({ ids, send: () => client.catalogV3.products.bulkUpdate(bodies) as unknown as Promise<CallResult> });
  }
  return calls;
}
