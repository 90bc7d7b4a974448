// Optimistic concurrency of every mutable V3 entity (docs/wire/catalog-v3.md §0): `revision` is a string that grows by
// one per update; an update must name the revision it was based on.
import { applicationError, validationError } from '../../http-errors.js';

/**
 * Missing → 400 with the platform's own words ("revision must not be empty"). Stale → the emulator's decision for
 * an undocumented case: 409 REVISION_MISMATCH naming the entity and both revisions; nothing is written.
 */
export function checkRevision(entity: string, id: string, current: string, given: string | null | undefined, field: string): void {
  if (given === undefined || given === null || given === '') {
    throw validationError([{ field, description: 'revision must not be empty', violatedRule: 'REQUIRED_FIELD', ruleName: null, data: {} }], 'revision must not be empty');
  }
  if (given !== current) {
    throw applicationError(
      409,
      'Revision mismatch',
      'REVISION_MISMATCH',
      `${entity} ${id} is at revision ${current}, not ${given}: it was changed since you read it; get it again and re-apply your change`,
      { id, currentRevision: current, givenRevision: given },
    );
  }
}

/** What every stored V3 entity (and category) carries. */
export interface Versioned {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
}

export const nextRevision = (revision: string): string => String(Number(revision) + 1);
export const FIRST_REVISION = '1';
