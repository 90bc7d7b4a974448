// A file of product ids, one a line (`#` starts a comment): what `--ids-from FILE` reads, and what a bulk change that
// partly failed writes beside its backup — the products that failed, so the same change can be sent to them alone
// and never again to the products it already changed.
import { readFile } from 'node:fs/promises';
import { UsageError } from '../../../io/cli-errors.js';
import { writePrivateText } from '../../../io/private-file.js';

/** Beside the backup: `bulk-….json` → `bulk-….failed.txt`. */
export const failedIdsPath = (backupPath: string): string => `${backupPath.replace(/\.json$/, '')}.failed.txt`;

/** Writes the ids, each with its slug as a comment, under a comment saying what they are; returns the file's path. */
export async function writeFailedIds(backupPath: string, products: ReadonlyArray<{ id: string; slug?: string }>, about: string): Promise<string> {
  const path = failedIdsPath(backupPath);
  await writePrivateText(path, `# ${about}\n${products.map(({ id, slug }) => (slug ? `${id}  # ${slug}` : id)).join('\n')}\n`);
  return path;
}

/** The ids or slugs of a file (blank lines and `#` comments skipped); a UsageError naming `flag` when there are none. */
export async function readIdsFile(path: string, flag: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${flag}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { hint: 'Give a file of product ids or slugs, one a line.' });
  }
  const ids = [...new Set(text.split(/\r?\n/).map((line) => line.replace(/#.*/, '').trim()).filter(Boolean))];
  if (ids.length === 0) throw new UsageError(`${flag}: ${path} names no product`, { hint: 'Give a file of product ids or slugs, one a line.' });
  return ids;
}
