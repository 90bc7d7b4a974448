// After a bulk change that partly failed: the products that failed go to a file beside the backup, and the hint is the
// same command aimed at that file alone (`--ids-from`), so a second run never changes again what the first changed
// (an adjust run again over every product would add its amount twice to those). A product whose write answer was
// lost may already be changed, and a product some of whose variants changed (a stock change writes variant by
// variant): both are left out of the file, and the hint says how many to look at.
import type { ItemFailure } from '../../catalog/core/bulk/apply.js';
import { writeFailedIds } from '../../catalog/core/bulk/ids-file.js';
import { commandLine } from '../../io/command-line.js';
import { variantKey } from '../../catalog/core/bulk/stock.js';

/** What a run did, as the hint needs it (an ApplyReport is one). */
export interface RunResult {
  /** Products changed (in whole or in part); variants, for a run `byVariant`. */
  changed: number;
  failures: readonly ItemFailure[];
  /** Where the backup was written: the ids file goes beside it. */
  backup: string;
  /** Failed products some of whose variants did change: sent the change again, those variants would change twice. */
  changedInPart?: ReadonlySet<string>;
  /**
   * The run wrote variant by variant (stock): the file names each failed variant (`product/variant`, which
   * `--ids-from` takes for stock: catalog/core/bulk/stock.ts), so a product changed in part is retried exactly.
   */
  byVariant?: boolean;
}

const counted = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const them = (n: number) => (n === 1 ? 'it' : 'them');

/** Nothing when nothing failed; otherwise the hint, and the ids file it names (when some failure can be re-sent). */
export async function retryHint(report: RunResult, words: ReadonlyArray<string | undefined>): Promise<{ file?: string; hint: string } | undefined> {
  if (report.failures.length === 0) return undefined;
  const unit = report.byVariant ? 'variant' : 'product';
  const keyOf = (f: ItemFailure) => (report.byVariant && f.variantId ? variantKey(f.id, f.variantId) : f.id);
  const unsure = new Set(report.failures.filter((f) => f.unsure).map(keyOf));
  const partly = report.byVariant ? new Set<string>() : new Set([...(report.changedInPart ?? [])].filter((id) => !unsure.has(id)));
  const retry = [...new Map(report.failures.filter((f) => !unsure.has(keyOf(f)) && !partly.has(f.id)).map((f) => [keyOf(f), { id: keyOf(f), slug: f.slug }])).values()];
  const file = retry.length > 0 ? await writeFailedIds(report.backup, retry, `${commandLine([...words, '--ids-from'])} …: the ${counted(retry.length, unit)} that failed`) : undefined;
  const lines = [
    ...(file ? [`Retry only the ${counted(retry.length, unit)} that failed (the ${report.changed} changed are not in it): ${commandLine([...words, '--ids-from', file])}`] : []),
    ...(unsure.size > 0 ? [`${counted(unsure.size, unit)} may or may not have changed (the answer was lost): check ${them(unsure.size)} above before sending ${them(unsure.size)} again.`] : []),
    ...(partly.size > 0 ? [`${counted(partly.size, 'product')} changed in part (not in the file: sent again, the variants that changed would change twice): change the failed variants listed above alone.`] : []),
    `Or put every ${unit} back: store bulk undo ${report.backup}`,
  ];
  return { file, hint: lines.join('\n') };
}
