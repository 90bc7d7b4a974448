// `store products create` / `update` with no flags: on a terminal the product form (validated like the flags),
// anywhere else the error the command gives (naming the flags to pass).
import type { StoreError } from '../../client/errors.js';
import type { Product } from '../../wire/api/catalog-v1/product.js';
import type { Context } from '../../context.js';
import { write } from '../../io/io.js';
import { printEntity } from '../../io/present.js';
import { canRenderScreens, renderForm } from '../../ui/render.js';
import { productFormSpec, productInputFromForm, productPatchFromForm } from './product-form.js';
import { productDetails } from '../../io/views/product-view.js';

async function finish(ctx: Context, product: Product | undefined, cancelled: string): Promise<void> {
  if (product) await printEntity(ctx.output(), product, { view: productDetails(product) });
  else await write(ctx.io.stderr, `${cancelled}\n`);
}

/** The create form; `orElse` is the error for when no form can be shown. */
export async function createProductInForm(ctx: Context, orElse: () => StoreError): Promise<void> {
  const created = await renderForm(
    ctx,
    productFormSpec('create'),
    async (values) => (await ctx.client({ admin: true })).products.create(productInputFromForm(values)),
    () => Promise.reject(orElse()),
  );
  await finish(ctx, created, 'Cancelled: nothing was created.');
}

/** The update form, filled with the product's current values; only changed fields are sent. */
export async function updateProductInForm(ctx: Context, key: string, orElse: () => StoreError): Promise<void> {
  // Refuse before any request when no form can be shown (nothing is sent on a usage error).
  if (!canRenderScreens(ctx)) throw orElse();
  const client = await ctx.client({ admin: true });
  const existing = await client.products.resolve(key);
  const updated = await renderForm(
    ctx,
    productFormSpec('update', existing),
    async (values) => {
      const patch = productPatchFromForm(existing, values);
      return Object.keys(patch).length === 0 ? existing : client.products.update(existing.id, patch);
    },
    () => Promise.reject(orElse()),
  );
  await finish(ctx, updated, 'Cancelled: nothing was changed.');
}
