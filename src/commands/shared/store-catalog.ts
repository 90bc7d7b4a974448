// The catalog interface of the store's version (docs/design.md "Two catalog versions, one product"): the one place a
// command gets it, over the client it needs (admin, reader or shopper) and the version decided for this run.
import { catalogFor, type StoreCatalog } from '../../catalog/core/catalog-for.js';
import type { Context } from '../../context.js';

export async function storeCatalog(ctx: Context, options: { admin?: boolean; shopper?: boolean } = {}): Promise<StoreCatalog> {
  const [client, { version }] = await Promise.all([ctx.client(options), ctx.catalogVersion()]);
  return catalogFor(client, version);
}

