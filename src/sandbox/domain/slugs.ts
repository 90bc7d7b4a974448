// Slugs are generated from names (lowercase, runs of anything but a-z0-9 → '-') and made unique with -2, -3, …
import { applicationError, type SandboxHttpError } from '../http-errors.js';

export { slugify } from '../../wire/slug-rule.js';

/** The first of `base`, `base-2`, `base-3`… that `taken` does not report as used. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Explicit slugs must be free: a clash is a 409, never a silent rename. */
export function slugTakenError(entity: 'product' | 'collection', slug: string): SandboxHttpError {
  return applicationError(409, 'Slug already exists', 'SLUG_ALREADY_EXISTS', `Another ${entity} already uses the slug "${slug}"`, { slug });
}
