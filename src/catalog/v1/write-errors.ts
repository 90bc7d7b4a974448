// The V1 product write errors a person must understand: a slug already taken. The V1 SDK declares no error codes for
// Create or Update Product (auto_sdk_stores_products), and a V1 product's only unique field is its slug
// (docs/wire/catalog-v1.md §6.1 and §9.4; SKUs may repeat), so a conflict (409, or a code ending in ALREADY_EXISTS:
// client/retry-policy.ts isAlreadyExists) on a write that sets the slug is that slug being taken.
import { isAlreadyExists } from '../../client/retry-policy.js';
import { slugTakenError } from '../core/slug-taken.js';

/** Rethrows `error` as the version-neutral slug message when it is a taken slug; otherwise as it is. */
export function explainV1ProductWriteError(error: unknown, body: Record<string, unknown>): never {
  if (typeof body.slug === 'string' && isAlreadyExists(error)) throw slugTakenError(body.slug, error);
  throw error;
}
