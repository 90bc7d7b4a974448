// What an undo that left something undone says to do next: values changed since the bulk change need a person's look
// (and --force), anything else is fixed and run again (catalog/core/bulk/undo-rule.ts).
import type { ItemFailure } from '../../catalog/core/bulk/apply.js';
import { CHANGED_SINCE, FORCE_HINT } from '../../catalog/core/bulk/undo-rule.js';

export const undoHint = (failures: readonly ItemFailure[]): string | undefined => (failures.some((f) => f.code === CHANGED_SINCE) ? FORCE_HINT : undefined);
