// The preview rows of a JSON dry run over the whole store, spooled to an owner-only temporary file as the targets
// stream in (one JSON line per row) and read back when the answer is printed: 100,000 rows are never held at once.
import { createReadStream, rmSync } from 'node:fs';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { spoolName, sweepSpools, type SpoolKind } from '../spool-files.js';

/** `$TMPDIR/store-bulk-rows-<pid>-<random>.jsonl` (spool-files.ts removes those of runs that are gone). */
export const ROW_SPOOL: SpoolKind = { prefix: 'store-bulk-rows-', suffix: '.jsonl' };

export class RowSpool<T> {
  private pending = '';
  count = 0;
  private constructor(
    private readonly path: string,
    private readonly file: FileHandle,
  ) {}

  static async open<T>(): Promise<RowSpool<T>> {
    await sweepSpools(tmpdir(), ROW_SPOOL);
    const path = join(tmpdir(), spoolName(ROW_SPOOL));
    return new RowSpool<T>(path, await open(path, 'wx', 0o600));
  }

  /** Queues a row; written in 64 kB pieces (`flush` writes what is left). */
  async add(row: T): Promise<void> {
    this.pending += `${JSON.stringify(row)}\n`;
    this.count++;
    if (this.pending.length >= 64 * 1024) await this.flush();
  }

  async flush(): Promise<void> {
    await this.file.write(this.pending);
    this.pending = '';
  }

  /** The rows in the order they were added. */
  async *rows(): AsyncGenerator<T> {
    await this.flush();
    for await (const line of createInterface({ input: createReadStream(this.path, 'utf8'), crlfDelay: Infinity })) if (line) yield JSON.parse(line) as T;
  }

  /** Removes the file at once (a run ending now: its handle closes with the process). */
  removeNow(): void {
    rmSync(this.path, { force: true });
  }

  async discard(): Promise<void> {
    await this.file.close().catch(() => undefined);
    await unlink(this.path).catch(() => undefined);
  }
}
