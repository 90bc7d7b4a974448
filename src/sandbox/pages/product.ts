// The product page (`storesProduct` redirect sessions, and every product's `productPageUrl`): name, price,
// options and pictures from the catalog (either version: domain/product-page.ts). Every value is escaped by the `html` tag.
import type { ProductPageView } from '../domain/product-page.js';
import type { RedirectSessionRow } from '../tables/redirect-sessions.js';
import { html, layout, safeHref } from './html.js';

export function renderProductPage(product: ProductPageView, session: RedirectSessionRow | undefined): string {
  const price = product.fullPrice ? html`${product.price} <s class="muted">${product.fullPrice}</s>` : html`${product.price}`;
  const image = safeHref(product.imageUrl);
  const back = safeHref(session?.callbacks.postFlowUrl ?? session?.callbacks.cartPageUrl);
  return layout(
    product.name,
    html`<h1>${product.name}</h1>
${image ? html`<p><img src="${image}" alt="${product.name}" width="320"></p>` : ''}
<p id="price">${price}</p>
${product.ribbon ? html`<p class="muted">${product.ribbon}</p>` : ''}
<p>${product.description}</p>
${product.options.map((option) => html`<p><strong>${option.name}:</strong> ${option.choices.join(', ')}</p>`)}
${product.sku ? html`<p class="muted">SKU ${product.sku}</p>` : ''}
${back ? html`<p><a href="${back}">Back to the store</a></p>` : ''}`,
  );
}
