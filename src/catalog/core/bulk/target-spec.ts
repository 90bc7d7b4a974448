// Which products a bulk command acts on, as the flags say it: `--ids`, `--collection`, `--filter` or `--all` (exactly
// one). Each catalog version resolves the spec its own way (v1/bulk/targets.ts, v3/bulk/targets.ts).
import { UsageError } from '../../../io/cli-errors.js';

export type TargetSpec =
  | { kind: 'ids'; keys: string[] }
  | { kind: 'collection'; key: string }
  | { kind: 'filter'; filter: Record<string, unknown> }
  | { kind: 'all' };

export interface TargetFlags {
  ids?: string;
  collection?: string;
  filter?: Record<string, unknown>;
  all?: boolean;
}

const TARGET_FLAGS = '--ids, --ids-from, --collection, --filter or --all';

/** How many target flags were given: exactly one is allowed. */
export const targetFlagCount = (flags: TargetFlags): number =>
  [flags.ids !== undefined, flags.collection !== undefined, flags.filter !== undefined, flags.all === true].filter(Boolean).length;

/** The refusal of `given` target flags, none or more than one (nothing is sent). */
export function wrongTargetCount(given: number): UsageError {
  return new UsageError(given === 0 ? `say which products: pass ${TARGET_FLAGS}` : `pass only one of ${TARGET_FLAGS}`, {
    hint: 'e.g. --collection summer, --ids ceramic-mug,sun-hat, or --all',
  });
}

/** Exactly one target flag; a UsageError otherwise (nothing is sent). */
export function targetSpec(flags: TargetFlags): TargetSpec {
  const given = targetFlagCount(flags);
  if (given !== 1) throw wrongTargetCount(given);
  if (flags.ids !== undefined) {
    const keys = [...new Set(flags.ids.split(',').map((key) => key.trim()).filter(Boolean))];
    if (keys.length === 0) throw new UsageError('--ids: give product ids or slugs, separated by commas');
    return { kind: 'ids', keys };
  }
  if (flags.collection !== undefined) return { kind: 'collection', key: flags.collection };
  if (flags.filter !== undefined) return { kind: 'filter', filter: flags.filter };
  return { kind: 'all' };
}
