// Which local files an import already uploaded to a store's Media Manager (README "Local images"): one JSON line per
// file, `{"sha256","id","url"}`, in `<data dir>/media-uploads/<hash of the store>.jsonl`, beside the journals.
// Decided: a file is known by its content (SHA-256), so a re-run — of this file or another naming the same picture,
// from any folder — uploads nothing and attaches the URL it got the first time; the product then shows no change.
// The record belongs to one store (site and API URL, as a journal does). It is not asked of the Media Manager: the
// platform's file names carry no content hash, and one look-up per file per run would cost a re-run requests. A file
// deleted from the Media Manager by hand stays listed here: remove the record's file to upload everything again.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface UploadedFile {
  sha256: string;
  /** The Media Manager's file id. */
  id: string;
  /** The URL a product's media takes. */
  url: string;
}

export function uploadRecordPath(dataDir: string, store: string): string {
  return join(dataDir, 'media-uploads', `${createHash('sha256').update(store).digest('hex').slice(0, 32)}.jsonl`);
}

export class UploadRecord {
  private readonly files = new Map<string, UploadedFile>();

  private constructor(readonly path: string) {}

  /** The record as earlier runs left it (none yet: empty). A line cut short by a kill is passed over. */
  static open(path: string): UploadRecord {
    const record = new UploadRecord(path);
    if (!existsSync(path)) return record;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      try {
        const entry = JSON.parse(line) as Partial<UploadedFile>;
        if (typeof entry.sha256 === 'string' && typeof entry.id === 'string' && typeof entry.url === 'string') record.files.set(entry.sha256, entry as UploadedFile);
      } catch {
        continue;
      }
    }
    return record;
  }

  get(sha256: string): UploadedFile | undefined {
    return this.files.get(sha256);
  }

  /** Kept at once (synchronously, owner-only), so an import stopped right after an upload still knows it. */
  add(file: UploadedFile): void {
    this.files.set(file.sha256, file);
    mkdirSync(join(this.path, '..'), { recursive: true, mode: 0o700 });
    appendFileSync(this.path, `${JSON.stringify(file)}\n`, { mode: 0o600 });
  }
}
