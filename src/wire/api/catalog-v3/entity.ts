// The fields every mutable V3 entity (and every category) carries: id, the optimistic-concurrency revision
// (a string, +1 per update) and its timestamps, all read-only.
import * as z from 'zod';

export const VERSIONED_ENTITY_FIELDS = {
  id: z.string(),
  revision: z.string(),
  createdDate: z.string().optional(),
  updatedDate: z.string().optional(),
};
