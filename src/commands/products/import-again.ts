// How to go on after an import that did not do every row — stopped (Ctrl-C, a full disk) or with rows that failed:
// the same import, with the flags it was given, and `--resume`. The journal (catalog/core/import/journal.ts) lists
// every product a run finished, so `--resume` skips those and sends only the rows that failed or never started. A
// file changed since (the failed rows fixed) has no journal: every row is then looked up and a row that landed is
// left unchanged, since an import writes only what differs from the store — either way nothing is written twice.
import type { ImportFailure } from '../../catalog/core/import/tally.js';
import { commandLine } from '../../io/command-line.js';

/** The import's own flags that decide what a row does (`--report` and `--concurrency` are the run's, not the rows'). */
export interface ImportAgainFlags {
  format?: string;
  match?: string;
  mode?: string;
  delimiter?: string;
  ignoreUnknownColumns?: boolean;
  skipInvalid?: boolean;
}

/** `store products import FILE …its flags… --resume`, or for stdin how to pipe the same file to it. */
export function resumeAdvice(file: string, flags: ImportAgainFlags): string {
  const command = commandLine([
    'store',
    'products',
    'import',
    file,
    ...(flags.format !== undefined ? ['--format', flags.format] : []),
    ...(flags.match !== undefined ? ['--match', flags.match] : []),
    ...(flags.mode !== undefined ? ['--mode', flags.mode] : []),
    ...(flags.delimiter !== undefined ? ['--delimiter', flags.delimiter] : []),
    flags.ignoreUnknownColumns ? '--ignore-unknown-columns' : undefined,
    flags.skipInvalid ? '--skip-invalid' : undefined,
    '--resume',
  ]);
  return file === '-' ? `pipe the same file again to \`${command}\`` : command;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The hint after rows failed: retry those alone, the ones that landed said not to be written again. */
export function retryFailedRowsHint(file: string, flags: ImportAgainFlags, failures: readonly ImportFailure[], landed: number): string {
  const rows = failures.filter((f) => !f.collection).length;
  const collections = failures.length - rows;
  const what = [rows > 0 ? plural(rows, 'failed row') : '', collections > 0 ? plural(collections, 'failed collection') : ''].filter(Boolean).join(' and ');
  return (
    `Retry only the ${what} (the ${plural(landed, 'product')} that landed ${landed === 1 ? 'is' : 'are'} not written again): ${resumeAdvice(file, flags)}\n` +
    'Fix them in the file first if they need it: with the file unchanged the journal skips the rows that landed; ' +
    'once it is changed they are looked up and left as they are (an import writes only what differs from the store).'
  );
}
