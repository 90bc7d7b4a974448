// The V3 write errors a person must understand (docs/wire/catalog-v3.md §2): a stale revision (the product changed
// since it was read; nothing was overwritten), a slug (DUPLICATE_SLUG_ERROR, the text both versions give:
// core/slug-taken.ts) or SKU already taken. Each becomes one clear line.
import { ApiError, StoreError } from '../../client/errors.js';
import { slugTakenError } from '../core/slug-taken.js';

const codeOf = (error: ApiError) => String(error.details?.applicationError?.code ?? error.code);

/** Rethrows `error` as a message that names the product and the fix, when it is one of the known cases (`slugSent`: the slug the write asked for). */
export function explainProductWriteError(error: unknown, product: { name?: string; slug?: string }, slugSent = product.slug): never {
  if (!(error instanceof ApiError)) throw error;
  const who = product.slug ? `"${product.name ?? product.slug}" (${product.slug})` : `"${product.name ?? 'the product'}"`;
  const code = codeOf(error);
  if (error.status === 409 && /REVISION/.test(code)) {
    throw new StoreError(`Product ${who} was changed by someone else since it was read: nothing was overwritten.`, {
      hint: `Read it again (store products get ${product.slug ?? ''}) and repeat the change on the current version.`,
      cause: error,
    });
  }
  if (code === 'DUPLICATE_SLUG_ERROR') {
    throw slugTakenError(slugSent ?? '', error);
  }
  if (code === 'SKU_ALREADY_EXIST_ERROR') {
    throw new StoreError('Another product variant already has this SKU (SKUs are unique in a Catalog V3 store).', { hint: 'Pass a different --sku.', cause: error });
  }
  throw error;
}
