// Key/value rows: credentials, counters, flags and the clock offset.
import type { DatabaseSync } from 'node:sqlite';

export function getMeta(db: DatabaseSync, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

export function deleteMeta(db: DatabaseSync, key: string): void {
  db.prepare('DELETE FROM meta WHERE key = ?').run(key);
}

/** Increments a counter and returns its new value; call inside a write transaction. */
export function nextCounter(db: DatabaseSync, key: string): number {
  const next = Number(getMeta(db, key) ?? '0') + 1;
  setMeta(db, key, String(next));
  return next;
}
