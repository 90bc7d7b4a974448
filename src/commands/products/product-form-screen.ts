// `store products create` / `update` with no flags: on a terminal the product form (validated like the flags, on
// the store's catalog version), anywhere else the error the command gives (naming the flags to pass).
import type { StoreError } from '../../client/errors.js';
import type { CatalogProduct, StoreCatalog } from '../../catalog/core/store-catalog.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { printEntity } from '../../io/present.js';
import { canRenderScreens, renderForm } from '../../ui/render.js';
import { productCreateForm, productUpdateForm } from './product-form.js';
import { summaryDetails } from '../../ui/views/product-view.js';
import { storeCatalog } from '../shared/store-catalog.js';

async function finish(ctx: Context, catalog: StoreCatalog, product: CatalogProduct | undefined, cancelled: string): Promise<void> {
  if (product) await printEntity(ctx.output(), product, { view: summaryDetails(catalog.products.summary(product)) });
  else await write(ctx.io.stderr, `${cancelled}\n`);
}

/** The create form; `orElse` is the error for when no form can be shown. */
export async function createProductInForm(ctx: Context, orElse: () => StoreError): Promise<void> {
  // Refuse before any request when no form can be shown (nothing is sent on a usage error).
  if (!canRenderScreens(ctx)) throw orElse();
  const catalog = await storeCatalog(ctx, { admin: true });
  const form = productCreateForm(await catalog.products.writer());
  const created = await renderForm(ctx, form.spec, (values) => catalog.products.create(form.body(values)), () => Promise.reject(orElse()));
  await finish(ctx, catalog, created, 'Cancelled: nothing was created.');
}

/** The update form, filled with the product's current values; only changed fields are sent. */
export async function updateProductInForm(ctx: Context, key: string, orElse: () => StoreError): Promise<void> {
  if (!canRenderScreens(ctx)) throw orElse();
  const catalog = await storeCatalog(ctx, { admin: true });
  const existing = await catalog.products.resolve(key);
  const form = productUpdateForm(catalog.products, await catalog.products.writer(), existing);
  const updated = await renderForm(
    ctx,
    form.spec,
    async (values) => {
      const body = form.body(values);
      return Object.keys(body).length === 0 ? existing : catalog.products.update(existing, body);
    },
    () => Promise.reject(orElse()),
  );
  await finish(ctx, catalog, updated, 'Cancelled: nothing was changed.');
}
