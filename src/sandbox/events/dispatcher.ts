// Delivers the outbox to webhook subscribers: every sandbox process runs one. Each poll (or nudge after a write)
// looks for subscribers with undelivered events, takes a subscriber's lease in a write transaction, then POSTs
// its events in outbox order, one at a time, each as a freshly signed JWT. A failure is retried with exponential
// backoff up to `maxAttempts`, then the event is dropped (counted, with the error) and the next one goes out.
// The cursor moves only after a 2xx, so delivery is at least once; leases keep it at most once per process set.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SandboxClock } from '../clock.js';
import { writeTransaction } from '../db.js';
import { changesSince, type OutboxRow } from '../domain/outbox.js';
import type { EventSite } from './envelope.js';
import {
  advanceCursor,
  claimSubscription,
  dueSubscriptions,
  postpone,
  pruneOutbox,
  releaseLease,
  type CursorOutcome,
  type Subscription,
} from './subscriptions.js';

export interface DispatcherOptions {
  /** How often other processes' writes are looked for (default 250 ms). */
  pollMs: number;
  /** How long a claimed subscriber stays this process's without progress (default 30 s). */
  leaseMs: number;
  requestTimeoutMs: number;
  /** Failed attempts wait baseMs, 2×, 4×… up to maxMs; after maxAttempts the event is dropped. */
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** A subscriber whose events were dropped this many times in a row is disabled. */
  disableAfterDrops: number;
  /** How long close() lets a delivery in flight finish before aborting it (it is then retried later). */
  closeGraceMs: number;
  /** Wall clock for leases and backoff (the sandbox clock may be moved by tests; this must not). */
  now: () => number;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  pollMs: 250,
  leaseMs: 30_000,
  requestTimeoutMs: 10_000,
  retryBaseMs: 500,
  retryMaxMs: 30_000,
  maxAttempts: 6,
  disableAfterDrops: 3,
  closeGraceMs: 2_000,
  now: Date.now,
};

const PRUNE_EVERY_MS = 60_000;
const KEEP_DELIVERED = 500;
const BATCH = 100;

export interface EventDispatcher {
  /** Look for work now (after a write in this process). */
  nudge(): void;
  close(): Promise<void>;
}

type Attempt = { ok: true } | { ok: false; error: string; aborted: boolean };

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export function startEventDispatcher(
  deps: {
    db: DatabaseSync;
    clock: SandboxClock;
    site: EventSite;
    /** Why a delivery to this URL may not go out now (exposure.ts), or undefined; a refusal counts as a failure. */
    refusedTarget?: (url: string) => Promise<string | undefined>;
  },
  overrides: Partial<DispatcherOptions> = {},
): EventDispatcher {
  const options: DispatcherOptions = { ...DEFAULT_DISPATCHER_OPTIONS, ...overrides };
  const { db, clock, site } = deps;
  const owner = randomUUID();
  const active = new Map<string, Promise<void>>();
  const aborter = new AbortController();
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;

  const backoff = (attempts: number) => Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** (attempts - 1));

  async function post(sub: Subscription, row: OutboxRow, attempt: number): Promise<Attempt> {
    try {
      const refused = await deps.refusedTarget?.(sub.url);
      if (refused) return { ok: false, error: `refused: ${refused}`, aborted: false };
      // jose loads only once there is something to sign (not in every embedded-sandbox command).
      const { signEvent, webhookEvent } = await import('./envelope.js');
      const token = await signEvent(webhookEvent(row, site), site.privateKey, clock.now());
      const response = await fetch(sub.url, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'user-agent': 'store-sandbox-webhooks',
          'x-sandbox-event-id': row.id,
          'x-sandbox-delivery-attempt': String(attempt),
        },
        body: token,
        redirect: 'manual',
        signal: AbortSignal.any([aborter.signal, AbortSignal.timeout(options.requestTimeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { ok: true };
      return { ok: false, error: `HTTP ${response.status}`, aborted: false };
    } catch (error) {
      return { ok: false, error: describeFailure(error), aborted: aborter.signal.aborted };
    }
  }

  /** Delivers to one claimed subscriber until it is up to date, a failure postpones it, or the lease is lost. */
  async function deliverTo(sub: Subscription): Promise<void> {
    const ref = { id: sub.id, owner };
    const wants = (type: string) => sub.types.length === 0 || sub.types.includes(type);
    const move = (seq: number, outcome: CursorOutcome, error?: string) =>
      writeTransaction(db, () =>
        advanceCursor(db, ref, seq, outcome, {
          leaseUntil: options.now() + options.leaseMs,
          error,
          disableAfterDrops: options.disableAfterDrops,
          disabledAt: clock.nowIso(),
        }),
      );
    let cursor = sub.cursor;
    let attempts = sub.attempts;
    for (;;) {
      const rows = changesSince(db, cursor, BATCH);
      if (rows.length === 0 || closing) break;
      let skippedTo = 0;
      for (const row of rows) {
        if (!wants(row.change.eventType)) {
          skippedTo = row.seq;
          continue;
        }
        if (skippedTo && !move(skippedTo, 'skipped')) return;
        skippedTo = 0;
        if (closing) return writeTransaction(db, () => releaseLease(db, ref));
        const result = await post(sub, row, attempts + 1);
        if (result.ok) {
          if (!move(row.seq, 'delivered')) return;
          attempts = 0;
        } else if (result.aborted) {
          return writeTransaction(db, () => releaseLease(db, ref));
        } else if (++attempts >= options.maxAttempts) {
          if (!move(row.seq, 'dropped', result.error)) return;
          attempts = 0;
        } else {
          const retryAt = options.now() + backoff(attempts);
          return writeTransaction(db, () => postpone(db, ref, attempts, retryAt, result.error));
        }
        cursor = row.seq;
      }
      if (skippedTo && !move(skippedTo, 'skipped')) return;
      cursor = rows[rows.length - 1].seq;
    }
    writeTransaction(db, () => releaseLease(db, ref));
  }

  function tick(): void {
    timer = undefined;
    if (closing) return;
    try {
      const now = options.now();
      for (const due of dueSubscriptions(db, now)) {
        if (active.has(due.id)) continue;
        const claimed = writeTransaction(db, () => claimSubscription(db, due.id, owner, now, options.leaseMs));
        if (!claimed) continue;
        const run = deliverTo(claimed)
          .catch(() => {
            // Most likely a busy database: hand the subscriber back rather than sit on it until the lease ends.
            try {
              writeTransaction(db, () => releaseLease(db, { id: claimed.id, owner }));
            } catch {
              // the lease then simply expires
            }
          })
          .finally(() => {
            active.delete(claimed.id);
            schedule(0);
          });
        active.set(claimed.id, run);
      }
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        writeTransaction(db, () => pruneOutbox(db, KEEP_DELIVERED));
      }
    } catch {
      // A busy or closing database: the next poll tries again.
    }
    schedule(options.pollMs);
  }

  function schedule(delayMs: number): void {
    if (closing) return;
    if (timer && delayMs > 0) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    nudge: () => schedule(0),
    async close() {
      closing = true;
      clearTimeout(timer);
      const running = Promise.allSettled([...active.values()]);
      const grace = new Promise<void>((resolve) => setTimeout(resolve, options.closeGraceMs).unref());
      await Promise.race([running, grace]);
      aborter.abort();
      await running;
    },
  };
}
