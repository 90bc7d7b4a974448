// Records of a foreign file kept on disk until the file is read to its end (a product whose rows lie anywhere in
// the file, scattered-groups.ts): an unlinked temporary file (unlinked-file.ts), as the dry run's plan lists
// (plan-spool.ts), so memory holds a record's place in the file (two numbers), never its cells. Read back in any
// order, by that place: what the bulk runs' RowSpool (bulk/row-spool.ts, read once in order) does not do.
import { closeSync, readSync, writeSync } from 'node:fs';
import type { CsvRecord } from '../csv-plan.js';
import { openUnlinkedFile } from '../unlinked-file.js';

/** Where a spooled record lies: its byte offset and length. */
export interface SpoolRef {
  offset: number;
  length: number;
}

const FLUSH_AT = 64 * 1024;

export class RowSpool {
  #fd: number | undefined;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #written = 0;

  add(record: CsvRecord): SpoolRef {
    const bytes = Buffer.from(JSON.stringify(record), 'utf8');
    const ref = { offset: this.#written + this.#pendingBytes, length: bytes.length };
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.length;
    if (this.#pendingBytes >= FLUSH_AT) this.#flush();
    return ref;
  }

  read(ref: SpoolRef): CsvRecord {
    this.#flush();
    const bytes = Buffer.alloc(ref.length);
    readSync(this.#fd!, bytes, 0, ref.length, ref.offset);
    return JSON.parse(bytes.toString('utf8')) as CsvRecord;
  }

  close(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
    this.#pending = [];
  }

  #flush(): void {
    this.#fd ??= openUnlinkedFile('store-rows-');
    for (const bytes of this.#pending) {
      writeSync(this.#fd, bytes, 0, bytes.length, this.#written);
      this.#written += bytes.length;
    }
    this.#pending = [];
    this.#pendingBytes = 0;
  }
}
