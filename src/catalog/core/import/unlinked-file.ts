// A temporary file the import keeps what it must not hold in memory in (a dry run's plan lists: plan-spool.ts; a
// foreign file's waiting rows: formats/row-spool.ts): owner-only, opened and unlinked at once, so nothing is left
// behind whatever happens to the process, and no other run's sweep (spool-files.ts) need know of it.
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The descriptor of a new, already unlinked, read-write temporary file; `prefix` names its folder while it is made. */
export function openUnlinkedFile(prefix: string): number {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return openSync(join(dir, 'spool.jsonl'), 'w+', 0o600);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
