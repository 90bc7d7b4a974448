// Spool files (a bulk run's rows and writes, a backup being written, an import read from stdin) are removed when
// their run ends — but not when it is killed (kill -9, a crash, a closed laptop). Their names carry the pid of the
// run that made them, so the next run that spools in the same place removes those whose run is gone, and any older
// than MAX_SPOOL_AGE_MS (a pid can be reused). A spool sits in a folder other files share (the temporary folder, the
// user's backup folder), so the sweep removes only what this tool made: a name of exactly spoolName's shape, a
// regular file (not a folder, not a symlink) owned by this user, unlinked — never a folder, never recursively.
import { randomBytes } from 'node:crypto';
import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** A spool left this long is removed whoever made it: no run spools for a day. */
export const MAX_SPOOL_AGE_MS = 24 * 60 * 60 * 1000;

export interface SpoolKind {
  /** Text before the run's mark, e.g. `store-bulk-rows-`. */
  prefix: string;
  /** Text after it, e.g. `.jsonl`. */
  suffix: string;
  /** When sweeping: any name ending in `.<mark><suffix>` is of this kind (a spool named after the file it builds). */
  anyStem?: boolean;
}

/** `<prefix><pid>-<random><suffix>`: this run's spool of `kind` (the random part: 12 lower-case hex digits). */
export const spoolName = (kind: SpoolKind): string => `${kind.prefix}${process.pid}-${randomBytes(6).toString('hex')}${kind.suffix}`;

/** The run's mark in spoolName, with the pid captured. */
const MARK = '([1-9]\\d*)-[0-9a-f]{12}';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a process of this pid is alive (this one, or another user's: EPERM). */
export function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists (another user's).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const swept = new Set<string>();

/**
 * Removes the spools of `kind` in `dir` left by runs that are gone or older than MAX_SPOOL_AGE_MS (once per
 * directory and kind in a process). Anything else is kept: a name of another shape, a folder or symlink of that
 * shape, a file of another user.
 */
export async function sweepSpools(dir: string, kind: SpoolKind, now: number = Date.now()): Promise<number> {
  const key = `${dir}\0${kind.prefix}\0${kind.suffix}`;
  if (swept.has(key)) return 0;
  swept.add(key);
  const shape = new RegExp(`^${kind.anyStem ? '[^/]+\\.' : escape(kind.prefix)}${MARK}${escape(kind.suffix)}$`);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const uid = process.getuid?.();
  let removed = 0;
  for (const name of names) {
    const match = shape.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid) continue;
    const path = join(dir, name);
    const info = await lstat(path).catch(() => undefined);
    if (!info?.isFile() || (uid !== undefined && info.uid !== uid)) continue;
    if (isRunning(pid) && now - info.mtimeMs <= MAX_SPOOL_AGE_MS) continue;
    // unlink removes this name only: never a folder's content, never what a symlink swapped in since points at.
    if (await unlink(path).then(() => true, () => false)) removed++;
  }
  return removed;
}
