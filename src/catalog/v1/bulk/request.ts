// The model's bulk change (core/model/change.ts) as Catalog V1's bulk call asks it (docs/wire/catalog-v1.md §8): V1
// takes JSON numbers, so a decimal string becomes one here, at the edge, and nowhere before.
import type { BulkRequest } from '../../../wire/api/catalog-v1/bulk.js';
import { toNumber } from '../../../wire/money.js';
import { isNumericChange, type BulkChange } from '../../core/model/change.js';

export function bulkRequestOf(change: BulkChange): BulkRequest {
  if (change.kind === 'adjust') {
    const { by } = change;
    const adjust = by.percent !== undefined ? { percentage: { rate: by.percent, roundToInt: by.roundToWhole } } : { amount: toNumber(by.amount) };
    return { kind: 'adjust', field: change.field, adjust };
  }
  return isNumericChange(change) ? { kind: 'set', field: change.field, value: toNumber(change.value) } : change;
}
