// Look-ups that try one way after another (id, then slug, then name) need to tell "not this way" from a failure.
import { ApiError } from '../errors.js';

/** A 404 (or a 400 for a malformed id) means "not this way"; anything else is a real failure. */
export async function orUndefinedIfMissing<T>(pending: Promise<T>): Promise<T | undefined> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
}
