// The one rule by which `store bulk undo` decides, for every value a backup saved — a price, a cost, a weight, a
// brand, a ribbon, a variant's stock — whether to put it back (README "Bulk changes", SECURITY.md "Undo never
// overwrites a later change"). A backup records two values: the one the change replaced (saved) and the one the
// change wrote (after). Now, the store holds:
//   - the saved value: nothing to do (already undone, or the change never reached it);
//   - the value the change wrote: put the saved value back;
//   - anything else: something changed it since the bulk change — left as is and listed (CHANGED_SINCE), unless the
//     undo is forced (`--force`), which puts the saved value back over it.
// A backup written before the written value was recorded (no `after`) cannot tell the last two apart: it restores.
// Stock has one exception of its own (catalog/core/bulk/stock.ts): a counted quantity that moved since is moved back
// by the change's own amount, which keeps those moves, rather than refused.

export type UndoVerdict = 'as-saved' | 'restore' | 'changed-since';

/**
 * `holds(value)`: whether the store holds `value` now. `after` undefined: the backup did not record what the change
 * wrote.
 */
export function undoVerdict<T>(holds: (value: T) => boolean, saved: T, after: T | undefined): UndoVerdict {
  if (holds(saved)) return 'as-saved';
  if (after === undefined || holds(after)) return 'restore';
  return 'changed-since';
}

/** The code of a value left as is because it changed since the change the backup undoes. */
export const CHANGED_SINCE = 'CHANGED_SINCE';

/** The hint of an undo that left values as is because they changed since. */
export const FORCE_HINT = 'Values changed since the bulk change were left as is (CHANGED_SINCE, listed above). Check them; pass --force to put the saved values back over those changes.';
