// A product slug another product already has: the one text both catalog versions give. Each version recognises its
// store's answer and calls this (v1/write-errors.ts, v3/errors.ts).
import { StoreError } from '../../client/errors.js';

export function slugTakenError(slug: string, cause: unknown): StoreError {
  return new StoreError(`Another product already has the slug "${slug}".`, { hint: 'Pass a different --slug.', cause });
}
