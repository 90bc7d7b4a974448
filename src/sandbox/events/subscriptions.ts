// Webhook subscribers and their delivery state, in the data file so that every process sharing it agrees on who
// gets what. A subscriber's `cursor` is the last outbox seq it is done with (delivered, filtered out or dropped);
// a lease says which process is delivering to it right now, so two processes never send the same event twice.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

import type { Subscription } from '../../wire/control/subscriptions.js';

export type { Subscription };

interface Row {
  id: string;
  url: string;
  types: string;
  created_at: string;
  cursor: number;
  attempts: number;
  next_attempt_at: number;
  delivered: number;
  dropped: number;
  consecutive_drops: number;
  last_error: string | null;
  disabled_at: string | null;
}

const fromRow = (row: Row): Subscription => ({
  id: row.id,
  url: row.url,
  types: JSON.parse(row.types) as string[],
  createdAt: row.created_at,
  cursor: Number(row.cursor),
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  delivered: Number(row.delivered),
  dropped: Number(row.dropped),
  consecutiveDrops: Number(row.consecutive_drops),
  ...(row.last_error ? { lastError: row.last_error } : {}),
  ...(row.disabled_at ? { disabledAt: row.disabled_at } : {}),
});

export function latestOutboxSeq(db: DatabaseSync): number {
  const row = db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM outbox').get() as { seq: number };
  return Number(row.seq);
}

/** A new subscriber receives only what happens from now on. Call inside a write transaction. */
export function addSubscription(db: DatabaseSync, input: { url: string; types: string[] }, createdAt: string): Subscription {
  const id = randomUUID();
  db.prepare('INSERT INTO event_subscriptions (id, url, types, created_at, cursor) VALUES (?, ?, ?, ?, ?)').run(
    id,
    input.url,
    JSON.stringify(input.types),
    createdAt,
    latestOutboxSeq(db),
  );
  return getSubscription(db, id)!;
}

export function getSubscription(db: DatabaseSync, id: string): Subscription | undefined {
  const row = db.prepare('SELECT * FROM event_subscriptions WHERE id = ?').get(id) as Row | undefined;
  return row && fromRow(row);
}

export function listSubscriptions(db: DatabaseSync): Subscription[] {
  return (db.prepare('SELECT * FROM event_subscriptions ORDER BY created_at, id').all() as unknown as Row[]).map(fromRow);
}

export function removeSubscription(db: DatabaseSync, id: string): boolean {
  return Number(db.prepare('DELETE FROM event_subscriptions WHERE id = ?').run(id).changes) > 0;
}

/** Active subscribers with undelivered events that are due and that no live lease holds. */
export function dueSubscriptions(db: DatabaseSync, nowMs: number): Subscription[] {
  const rows = db
    .prepare(
      `SELECT * FROM event_subscriptions WHERE disabled_at IS NULL AND next_attempt_at <= ? AND lease_until < ?
       AND cursor < (SELECT COALESCE(MAX(seq), 0) FROM outbox)`,
    )
    .all(nowMs, nowMs) as unknown as Row[];
  return rows.map(fromRow);
}

/** Takes the lease when it is free (or expired); the subscription as claimed, or undefined when another process has it. */
export function claimSubscription(db: DatabaseSync, id: string, owner: string, nowMs: number, leaseMs: number): Subscription | undefined {
  const claimed = db
    .prepare('UPDATE event_subscriptions SET lease_owner = ?, lease_until = ? WHERE id = ? AND lease_until < ? AND disabled_at IS NULL')
    .run(owner, nowMs + leaseMs, id, nowMs);
  return Number(claimed.changes) > 0 ? getSubscription(db, id) : undefined;
}

export type CursorOutcome = 'delivered' | 'skipped' | 'dropped';

/**
 * Moves the cursor past `seq` while still holding the lease (and extends it). false when the caller must stop:
 * the lease was lost, the subscription is gone, or this drop disabled it.
 */
export function advanceCursor(
  db: DatabaseSync,
  sub: { id: string; owner: string },
  seq: number,
  outcome: CursorOutcome,
  options: { leaseUntil: number; error?: string; disableAfterDrops: number; disabledAt: string },
): boolean {
  const counters =
    outcome === 'delivered'
      ? 'delivered = delivered + 1, consecutive_drops = 0'
      : outcome === 'dropped'
        ? 'dropped = dropped + 1, consecutive_drops = consecutive_drops + 1, last_error = :error'
        : 'delivered = delivered';
  const result = db
    .prepare(
      `UPDATE event_subscriptions SET cursor = :seq, attempts = 0, next_attempt_at = 0, lease_until = :leaseUntil, ${counters}
       WHERE id = :id AND lease_owner = :owner AND cursor < :seq`,
    )
    .run({ seq, leaseUntil: options.leaseUntil, id: sub.id, owner: sub.owner, ...(outcome === 'dropped' ? { error: options.error ?? null } : {}) });
  if (Number(result.changes) === 0) return false;
  if (outcome === 'dropped') {
    const disabled = db
      .prepare('UPDATE event_subscriptions SET disabled_at = ?, lease_owner = NULL, lease_until = 0 WHERE id = ? AND consecutive_drops >= ?')
      .run(options.disabledAt, sub.id, options.disableAfterDrops);
    if (Number(disabled.changes) > 0) return false;
  }
  return true;
}

/** A failed attempt: try the same event again at `nextAttemptAt`, by whichever process gets there first. */
export function postpone(db: DatabaseSync, sub: { id: string; owner: string }, attempts: number, nextAttemptAt: number, error: string): void {
  db.prepare(
    'UPDATE event_subscriptions SET attempts = ?, next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = 0 WHERE id = ? AND lease_owner = ?',
  ).run(attempts, nextAttemptAt, error, sub.id, sub.owner);
}

export function releaseLease(db: DatabaseSync, sub: { id: string; owner: string }): void {
  db.prepare('UPDATE event_subscriptions SET lease_owner = NULL, lease_until = 0 WHERE id = ? AND lease_owner = ?').run(sub.id, sub.owner);
}

/**
 * Forgets events every subscriber is done with, keeping the newest `keep` for inspection. With no subscribers,
 * everything but those is done with (a new subscriber starts at the newest event anyway).
 */
export function pruneOutbox(db: DatabaseSync, keep: number): void {
  db.prepare(
    `DELETE FROM outbox WHERE seq <= (SELECT COALESCE(MIN(cursor), (SELECT COALESCE(MAX(seq), 0) FROM outbox)) FROM event_subscriptions WHERE disabled_at IS NULL)
     AND seq <= (SELECT COALESCE(MAX(seq), 0) FROM outbox) - ?`,
  ).run(keep);
}
