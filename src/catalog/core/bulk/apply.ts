// Carrying out a bulk plan: the backup is written first (nothing is sent if that fails), then the changing products
// go out in chunks of at most 100 ids, and every product ends up either changed or listed with why it was not.
import type { BulkChange } from '../model/change.js';
import { ApiError, NetworkError } from '../../../client/errors.js';
import { isRetryableStatus } from '../../../client/retry-policy.js';
import type { AsyncJob } from '../../../wire/api/catalog-v3/async-job.js';
import { namesInBackup } from './backup.js';
import type { BulkPlan } from './plan.js';

export interface ItemFailure {
  id: string;
  slug?: string;
  name?: string;
  /** Set when the failure concerns one variant of the product. */
  variantId?: string;
  code: string;
  description: string;
  /**
   * The request's answer was lost or the store was briefly unavailable (a dropped connection, a 5xx, a 429), or the
   * call never went out because of such a failure: another try may succeed (client/retry-policy.ts decides).
   */
  transient?: boolean;
  /** The answer of a write that cannot be re-sent blind (an adjust) was lost: it may or may not have been applied. */
  unsure?: boolean;
}

export interface ApplyReport {
  /** Products the platform changed. */
  changed: number;
  /** Stopped on request (Ctrl-C) before every chunk was sent; the unsent products are not in `failures`. */
  interrupted: boolean;
  /** Products of chunks never sent because of the stop. */
  notSent: number;
  failures: ItemFailure[];
  /** Where the backup was written. */
  backup: string;
}

export interface ApplyOptions {
  /** After each call (1-based), for progress on stderr. */
  onChunk?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** Checked before each chunk: true stops sending (the chunk in flight has finished by then). */
  isStopping?: () => boolean;
  /** Calls in flight at most (default 1). */
  concurrency?: number;
  /** After each poll of an async job (Catalog V3 by-filter writes), for progress on stderr. */
  onJob?: (job: AsyncJob) => void;
}

/** A write call's answer, one result per id it named (the shape of Catalog V1's bulk answers; V3's are mapped to it). */
export interface CallResult {
  results: Array<{ itemMetadata: { id?: string; originalIndex: number; success: boolean; error?: { code: string; description: string } } }>;
}

/** One bulk call: the ≤100 ids it names and how to send it. */
export interface BulkCall {
  ids: string[];
  send: () => Promise<CallResult>;
}

export type SendOptions = ApplyOptions & { change?: BulkChange };
export type SendResult = { succeeded: string[]; failures: ItemFailure[]; notSent: number };

/**
 * Sends the calls `concurrency` at a time. The first goes alone: a refusal of it (auth, validation) is the error of
 * the whole run, before anything else is sent. A call that fails as a whole is reported per item, and calls not
 * started by then are reported NOT_ATTEMPTED.
 */
export function sendCalls(calls: readonly BulkCall[], options: SendOptions = {}): Promise<SendResult> {
  return sendCallStream(() => calls, { ...options, total: () => calls.length });
}

/**
 * sendCalls over calls made as they are needed (a run that does not hold all its writes at once): `calls` is pulled
 * one call at a time by the senders; `halted()` tells it that nothing more will be sent (a stop, an earlier failed
 * call), so the rest need only name their ids. `total()` is the number of calls for progress (an estimate until the
 * last is made).
 */
export async function sendCallStream(
  calls: (halted: () => boolean) => AsyncIterable<BulkCall> | Iterable<BulkCall>,
  options: SendOptions & { total: () => number },
): Promise<SendResult> {
  const succeeded: string[] = [];
  const failures: ItemFailure[] = [];
  let stopped = false;
  let done = 0;
  let notSent = 0;
  const halted = () => stopped || options.isStopping?.() === true;
  const sendOne = async (call: BulkCall, index: number) => {
    // Ctrl-C: calls not yet sent stay unsent (those in flight finish and are counted).
    if (options.isStopping?.()) {
      notSent += call.ids.length;
      return;
    }
    if (stopped) {
      failures.push(...call.ids.map((id) => ({ id, code: 'NOT_ATTEMPTED', description: 'not sent: an earlier chunk failed', transient: true })));
      return;
    }
    let result: CallResult;
    try {
      result = await call.send();
    } catch (error) {
      if (index === 0 && refused(error)) throw error;
      failures.push(...call.ids.map((id) => ({ id, ...callFailure(error, options.change) })));
      stopped = true;
      return;
    }
    for (const { itemMetadata: item } of result.results) {
      const id = item.id ?? call.ids[item.originalIndex];
      if (item.success) succeeded.push(id);
      else failures.push({ id, code: item.error?.code ?? 'UNKNOWN', description: item.error?.description ?? 'failed' });
    }
    options.onChunk?.(++done, Math.max(done, options.total()));
  };
  const source = calls(halted);
  const iterator = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  // One pull at a time: the senders share the iterator.
  let pulls: Promise<unknown> = Promise.resolve();
  const next = (): Promise<IteratorResult<BulkCall>> => {
    const pulled = pulls.then(() => iterator.next());
    pulls = pulled.catch(() => undefined);
    return pulled;
  };
  let index = 0;
  const first = await next();
  if (first.done) return { succeeded, failures, notSent };
  await sendOne(first.value, index++);
  let failure: { error: unknown } | undefined;
  const sender = async () => {
    while (!failure) {
      let pulled: IteratorResult<BulkCall>;
      try {
        pulled = await next();
        if (pulled.done) return;
        await sendOne(pulled.value, index++);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, sender));
  if (failure) throw failure.error;
  return { succeeded, failures, notSent };
}

/** The platform answered with a refusal (4xx), so the chunk was certainly not applied. */
const refused = (error: unknown): boolean => error instanceof ApiError && error.status < 500;

/** A call that failed as a whole, as the failure of each item it named. */
export function callFailure(error: unknown, change?: Pick<BulkChange, 'kind'>): Omit<ItemFailure, 'id'> {
  const message = error instanceof Error ? error.message : String(error);
  const transient = error instanceof NetworkError || (error instanceof ApiError && isRetryableStatus(error.status));
  const lost = error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  // An adjust is not retried after a lost answer, so it may or may not have been applied.
  const unsure = lost && change?.kind === 'adjust';
  const note = unsure ? ' (the adjustment may or may not have been applied: check the values, or undo from the backup)' : '';
  return { code: error instanceof ApiError || error instanceof NetworkError ? error.code : 'ERROR', description: `${message}${note}`, ...(transient ? { transient } : {}), ...(unsure ? { unsure } : {}) };
}

/** Failures with their products' slugs and names: from the plan, or (a plan that kept no products) the backup. */
export async function named(failures: readonly ItemFailure[], plan: BulkPlan, backupPath: string): Promise<ItemFailure[]> {
  const byId: ReadonlyMap<string, { slug: string; name: string }> =
    plan.products.length > 0 ? new Map(plan.products.map((p) => [p.id, p])) : await namesInBackup(backupPath, new Set(failures.map((f) => f.id)));
  return failures.map((failure) => ({ ...failure, slug: byId.get(failure.id)?.slug, name: byId.get(failure.id)?.name }));
}
