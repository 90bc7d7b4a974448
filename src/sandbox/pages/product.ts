// The product page (`storesProduct` redirect sessions, and every product's `productPageUrl`): name, price,
// options and pictures from the catalog. Every value is escaped by the `html` tag.
import type { WireProduct } from '../domain/products.js';
import type { RedirectSessionRow } from '../tables/redirect-sessions.js';
import { html, layout, safeHref } from './html.js';

export function renderProductPage(product: WireProduct, session: RedirectSessionRow | undefined): string {
  const { formatted } = product.priceData;
  const price = formatted.discountedPrice !== formatted.price ? html`${formatted.discountedPrice} <s class="muted">${formatted.price}</s>` : html`${formatted.price}`;
  const image = safeHref(product.media.mainMedia?.image?.url);
  const back = safeHref(session?.callbacks.postFlowUrl ?? session?.callbacks.cartPageUrl);
  return layout(
    product.name,
    html`<h1>${product.name}</h1>
${image ? html`<p><img src="${image}" alt="${product.name}" width="320"></p>` : ''}
<p id="price">${price}</p>
${product.ribbon ? html`<p class="muted">${product.ribbon}</p>` : ''}
<p>${product.description}</p>
${product.productOptions.map((option) => html`<p><strong>${option.name}:</strong> ${option.choices.map((c) => c.description).join(', ')}</p>`)}
<p class="muted">SKU ${product.sku}</p>
${back ? html`<p><a href="${back}">Back to the store</a></p>` : ''}`,
  );
}
