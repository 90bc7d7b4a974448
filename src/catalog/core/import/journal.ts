// The import journal: one JSON line per product finished, appended as it happens (synchronously, so a killed
// process loses at most the line being written). `--resume` skips what it lists; a plain re-run ignores it and is
// still correct, because every write is decided from what the store holds.
// A journal belongs to one store and one file (its name hashes both), so `--resume` against another store or
// profile finds none and checks every row by look-up. A store can also change under its journal (`sandbox reset`,
// products deleted by hand): on resume, what the journal lists is confirmed to still exist (one `id $in` look-up
// per 100 products) and anything missing is imported again instead of skipped.
import { createHash } from 'node:crypto';
import { createReadStream, closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ProductOutcome } from './product-result.js';

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

/** `<data dir>/journals/<hash>.jsonl`, the hash covering the store (storeIdentity) and the file's path and content. */
export function journalPath(dataDir: string, store: string, fileHash: string): string {
  const hash = createHash('sha256').update(store).update('\0').update(fileHash).digest('hex').slice(0, 32);
  return join(dataDir, 'journals', `${hash}.jsonl`);
}

/** Which of these product ids the store still has. */
export type ConfirmIds = (ids: string[]) => Promise<Set<string>>;

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
  static async open(path: string, resume: boolean, confirm: ConfirmIds): Promise<Journal> {
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
    if (done.size > 0) {
      const existing = await confirm([...new Set([...done.values()].map((entry) => entry.id))]);
      let vanished = 0;
      for (const [key, entry] of done) {
        if (!existing.has(entry.id)) {
          done.delete(key);
          vanished++;
        }
      }
      // The store changed since: its collections are checked again too.
      if (vanished > 0) membershipDone = false;
    }
    const fd = openSync(path, resume ? 'a' : 'w', 0o600);
    return new Journal(path, fd, done, membershipDone);
  }

  /**
   * The first write that failed (a full disk, a quota): from then on nothing more is written, and the import stops
   * starting products (run-import.ts), since what it finishes could no longer be skipped by `--resume`.
   */
  failure?: NodeJS.ErrnoException;

  record(entry: JournalEntry): void {
    this.append(entry);
  }

  recordMembershipDone(): void {
    this.append({ membership: 'done' } satisfies MembershipMark);
  }

  /** A write error is kept, never thrown: the product it records is written to the store all the same. */
  private append(line: JournalEntry | MembershipMark): void {
    if (this.failure) return;
    try {
      writeSync(this.fd, `${JSON.stringify(line)}\n`);
    } catch (error) {
      this.failure = error as NodeJS.ErrnoException;
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}
