// The import journal: one JSON line per product finished, appended as it happens (synchronously, so a killed
// process loses at most the line being written). `--resume` skips what it lists; a plain re-run ignores it and is
// still correct, because every write is decided from what the store holds.
import { createReadStream, closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ProductOutcome } from './sync-product.js';

export interface JournalEntry {
  /** The product's match key (slug, sku or id, as the run matched). */
  key: string;
  id: string;
  outcome: ProductOutcome;
  /** The product's collections after its own writes: what membership starts from on resume. */
  collectionIds: string[];
}

interface MembershipMark {
  membership: 'done';
}

/** `<data dir>/journals/<hash>.jsonl`, the hash covering the file's path and content. */
export function journalPath(dataDir: string, hash: string): string {
  return join(dataDir, 'journals', `${hash}.jsonl`);
}

export class Journal {
  private constructor(
    readonly path: string,
    private readonly fd: number,
    /** Products an earlier run finished (filled only when resuming). */
    readonly done: ReadonlyMap<string, JournalEntry>,
    /** An earlier run also finished collection membership. */
    readonly membershipDone: boolean,
  ) {}

  /** Opens the journal: resuming reads what it holds and appends; otherwise it starts empty. */
  static async open(path: string, resume: boolean): Promise<Journal> {
    mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
    const done = new Map<string, JournalEntry>();
    let membershipDone = false;
    if (resume && existsSync(path)) {
      for await (const line of createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })) {
        let entry: JournalEntry | MembershipMark;
        try {
          entry = JSON.parse(line) as JournalEntry | MembershipMark;
        } catch {
          continue; // a line cut short by a kill
        }
        if ('membership' in entry) membershipDone = true;
        else if (typeof entry.key === 'string' && typeof entry.id === 'string') done.set(entry.key, entry);
      }
    }
    const fd = openSync(path, resume ? 'a' : 'w', 0o600);
    return new Journal(path, fd, done, membershipDone);
  }

  record(entry: JournalEntry): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
  }

  recordMembershipDone(): void {
    writeSync(this.fd, `${JSON.stringify({ membership: 'done' } satisfies MembershipMark)}\n`);
  }

  close(): void {
    closeSync(this.fd);
  }
}
