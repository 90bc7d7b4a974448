// An undo that meets transient faults goes on like the change it undoes: the change's writes are retried by the
// transport (client/retry-policy.ts), and so are the undo's, but an undo also adds amounts (V1) and starts
// by-filter jobs whose lost answer cannot be re-sent blind. So when a round ends with transient failures (a lost
// answer, a 5xx, a 429, or a call not sent because of one: ItemFailure.transient), the undo is planned again from
// the store as it is now — what is already back in place is not written again, an amount already added is never
// added twice — and run again, up to MAX_OPERATION_ATTEMPTS rounds with the operation backoff of the same policy.
import { rm } from 'node:fs/promises';
import { MAX_OPERATION_ATTEMPTS, operationBackoffMs } from '../../../client/retry-policy.js';
import type { Clock } from '../../../client/types.js';
import type { UndoOptions, UndoReport } from './undo-report.js';
import type { BackupMeta, PlannedUndo, UndoPlanOptions } from './engine.js';

/** Plans the undo again (reading the store as it is now), its own backup going to `saveTo`. */
export type Replan = (saveTo: NonNullable<UndoPlanOptions['saveTo']>) => Promise<PlannedUndo>;

export async function undoInRounds(first: PlannedUndo, replan: Replan, meta: BackupMeta, options: UndoOptions & { clock: Clock }): Promise<UndoReport> {
  const firstReport = await first.undo(meta, options);
  let report = firstReport;
  for (let round = 1; round < MAX_OPERATION_ATTEMPTS && !report.interrupted && report.failures.some((failure) => failure.transient); round++) {
    await options.clock.sleep(operationBackoffMs(round - 1));
    if (options.isStopping?.()) break;
    // The values replaced by the first round are its backup; a later round's own backup only holds what that
    // round found, so it is written beside it and removed.
    const roundBackup = firstReport.backup.replace(/(\.json)?$/, `.round-${round}.json`);
    const plan = await replan({ path: roundBackup, unique: false });
    try {
      report = { ...(await plan.undo(meta, options)), backup: firstReport.backup };
    } finally {
      await plan.discard();
      await rm(roundBackup, { force: true });
    }
  }
  return report;
}
