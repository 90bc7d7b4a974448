// The Media Manager's storage: upload tokens handed out by Generate File Upload URL, and the files uploaded with them.
import type { DatabaseSync } from 'node:sqlite';

export interface UploadTokenRow {
  token: string;
  mimeType: string;
  fileName?: string;
}

export interface MediaFileRow {
  id: string;
  displayName: string;
  mimeType: string;
  /** The bytes' MD5, hex (the descriptor's `hash`). */
  hash: string;
  data: Uint8Array;
  createdAt: string;
}

export function insertUploadToken(db: DatabaseSync, row: UploadTokenRow, createdAt: string): void {
  db.prepare('INSERT INTO media_upload_tokens (token, mime_type, file_name, created_at) VALUES (?, ?, ?, ?)').run(row.token, row.mimeType, row.fileName ?? null, createdAt);
}

/** The token's row, removed: an upload URL takes one file. */
export function takeUploadToken(db: DatabaseSync, token: string): UploadTokenRow | undefined {
  const row = db.prepare('DELETE FROM media_upload_tokens WHERE token = ? RETURNING token, mime_type, file_name').get(token) as
    | { token: string; mime_type: string; file_name: string | null }
    | undefined;
  return row ? { token: row.token, mimeType: row.mime_type, ...(row.file_name !== null ? { fileName: row.file_name } : {}) } : undefined;
}

export function insertMediaFile(db: DatabaseSync, row: MediaFileRow): void {
  db.prepare('INSERT INTO media_files (id, display_name, mime_type, hash, data, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(row.id, row.displayName, row.mimeType, row.hash, row.data, row.createdAt);
}

export function findMediaFile(db: DatabaseSync, id: string): MediaFileRow | undefined {
  const row = db.prepare('SELECT id, display_name, mime_type, hash, data, created_at FROM media_files WHERE id = ?').get(id) as
    | { id: string; display_name: string; mime_type: string; hash: string; data: Uint8Array; created_at: string }
    | undefined;
  return row ? { id: row.id, displayName: row.display_name, mimeType: row.mime_type, hash: row.hash, data: row.data, createdAt: row.created_at } : undefined;
}
