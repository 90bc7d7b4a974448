// Redirect sessions, kept so the hosted pages they point at can find their intent and callbacks.
import type { DatabaseSync } from 'node:sqlite';

export interface RedirectSessionRow {
  id: string;
  intent: string;
  createdDate: string;
  /** The intent's own object, e.g. `{checkoutId}`. */
  intentBody: Record<string, unknown>;
  callbacks: Record<string, string>;
  preferences: Record<string, unknown>;
  origin?: string;
  fullUrl: string;
  sessionToken: string;
}

export function insertRedirectSession(db: DatabaseSync, row: RedirectSessionRow): void {
  db.prepare('INSERT INTO redirect_sessions (id, intent, created_at, doc) VALUES (?, ?, ?, ?)').run(row.id, row.intent, row.createdDate, JSON.stringify(row));
}

export function findRedirectSession(db: DatabaseSync, id: string): RedirectSessionRow | undefined {
  const row = db.prepare('SELECT doc FROM redirect_sessions WHERE id = ?').get(id) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as RedirectSessionRow) : undefined;
}
