// A backup is undone at most once (SECURITY.md "A backup is undone at most once"). The store alone cannot always tell
// that an undo already ran: a stock undo moves a counted quantity back by the change's own amount when sales moved it
// since, so a second run would move it again (15 → sale → 14 → undo 9 → undo again 4). So each undo keeps a record
// on this machine, in the data dir, named by the SHA-256 of the backup's bytes — a copy or a renamed backup is the
// same backup — written before its first write:
//   - running (with the pid): another undo of the same backup is refused while that process lives;
//   - finished with nothing left undone: every later undo of that backup is refused (exit 2), naming the undo's own
//     backup, whose undo puts the change back;
//   - unfinished (interrupted, failed in part, or its process gone — a crash): the next undo is allowed and finishes
//     it; it knows each earlier attempt's own backup (what the attempt found and what it wrote), so a variant an
//     attempt already moved back is not moved again (stock.ts planStockUndo).
// The record is replaced atomically (a temporary file renamed into place) and created exclusively (linked into
// place, which fails when the name is taken), so two undos started at once cannot both claim a backup.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import { UsageError } from '../../../io/cli-errors.js';
import { readJsonFile, writePrivateJson } from '../../../io/private-file.js';
import { fileProblem } from '../../../io/file-errors.js';
import { isRunning } from '../spool-files.js';

const RecordSchema = z.object({
  /** The backup as it was named when the record was made. */
  backup: z.string(),
  command: z.string(),
  state: z.enum(['running', 'finished', 'unfinished']),
  pid: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  /** The undo attempts' own backups (what each found and wrote), oldest first. */
  undoBackups: z.array(z.string()),
});
export type UndoRecord = z.infer<typeof RecordSchema>;

/** The SHA-256 of the file's bytes: the backup's identity, whatever its name or place. */
async function fileKey(path: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch (error) {
    throw new UsageError(`backup: ${fileProblem(error, path, 'read')}`);
  }
  return hash.digest('hex');
}

/** Creates `path` with `value` only if no file has that name (false when one has). */
async function createOnly(path: string, value: unknown): Promise<boolean> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

export interface UndoClaim {
  /** An attempt's own backup, as soon as it is written (before its first write). */
  note(undoBackup: string): Promise<void>;
  /** The undo ended: `complete` when nothing of the backup is left undone. */
  finish(complete: boolean, now: Date): Promise<void>;
}

export interface BackupUndoRecord {
  /** An earlier attempt that did not finish (interrupted, failed in part, crashed): this undo finishes it. */
  unfinished?: UndoRecord;
  /** Claims the backup before the first write (refused when another undo claimed it meanwhile). */
  claim(command: string, now: Date): Promise<UndoClaim>;
  /** An undo with nothing to write: an unfinished earlier attempt ends with it (`complete`: nothing left undone). */
  settle(command: string, complete: boolean, now: Date): Promise<void>;
}

const describeRecord = (record: UndoRecord) => `\`${record.command}\` (started ${record.startedAt})`;

/**
 * The record of `backupPath`'s undos in `dir`: refuses (UsageError) a backup already undone, or being undone by a live
 * process; otherwise what an unfinished earlier attempt left, and the claim to make before writing.
 */
export async function undoRecordOf(dir: string, backupPath: string): Promise<BackupUndoRecord> {
  const path = join(dir, `${await fileKey(backupPath)}.json`);
  const read = async () => {
    const parsed = RecordSchema.safeParse(await readJsonFile(path));
    return parsed.success ? parsed.data : undefined;
  };
  const previous = await read();
  refuseIfDone(previous, backupPath, path);
  let record: UndoRecord | undefined;
  const save = async (next: UndoRecord) => {
    record = next;
    await writePrivateJson(path, next);
  };
  const self: BackupUndoRecord = {
    unfinished: previous,
    async settle(command, complete, now) {
      if (previous) await (await self.claim(command, now)).finish(complete, now);
    },
    async claim(command, now) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const fresh: UndoRecord = { backup: backupPath, command, state: 'running', pid: process.pid, startedAt: now.toISOString(), undoBackups: previous?.undoBackups ?? [] };
      if (!(await createOnly(path, fresh))) {
        // Taken: by the unfinished attempt read above (replaced), or by an undo that started meanwhile (refused).
        const current = await read();
        refuseIfDone(current, backupPath, path);
        if (current && current.startedAt !== previous?.startedAt) throw running(current, backupPath);
        await writePrivateJson(path, fresh);
      }
      record = fresh;
      return {
        note: (undoBackup) => save({ ...record!, undoBackups: [...record!.undoBackups, undoBackup] }),
        finish: (complete, at) => save({ ...record!, state: complete ? 'finished' : 'unfinished', finishedAt: at.toISOString() }),
      };
    },
  };
  return self;
}

const running = (record: UndoRecord, backupPath: string) =>
  new UsageError(`${backupPath} is being undone by another run (pid ${record.pid}): ${describeRecord(record)}`, { hint: 'Wait for it to end; run the undo again only if it did not finish.' });

function refuseIfDone(record: UndoRecord | undefined, backupPath: string, recordPath: string): void {
  if (!record) return;
  if (record.state === 'finished') {
    const own = record.undoBackups.at(-1);
    throw new UsageError(`${backupPath} was already undone by ${describeRecord(record)}, finished ${record.finishedAt}: undoing it again would reverse the change twice`, {
      hint: `${own ? `To put the change back, undo that undo: store bulk undo ${own}. ` : ''}(Record of the undo: ${recordPath})`,
    });
  }
  if (record.state === 'running' && record.pid !== process.pid && isRunning(record.pid)) throw running(record, backupPath);
}
