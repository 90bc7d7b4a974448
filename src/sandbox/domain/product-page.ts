// What a hosted product page shows (`storesProduct` redirect sessions and every product's page URL), read from the
// site's own catalog version: the public view of the product with that slug, or undefined when there is none.
import type { CatalogEnv } from './v1/product-service.js';
import { renderOne } from './v1/product-service.js';
import { PUBLIC_VIEW, visibleProduct } from './read-policy.js';
import { siteCatalogVersion } from './site-catalog-version.js';
import { productsTable } from '../tables/v1/products.js';
import { getProductV3BySlug } from '../tables/v3/products.js';
import { formatMoney, fromMilli, toMilli } from '../../wire/money.js';

export interface ProductPageView {
  name: string;
  /** Formatted price the buyer pays (the lowest, for a V3 product whose variants differ). */
  price: string;
  /** Formatted strike-through price, when higher. */
  fullPrice?: string;
  imageUrl?: string;
  ribbon?: string;
  description: string;
  options: Array<{ name: string; choices: string[] }>;
  sku: string;
}

const stripTags = (text: string) => text.replace(/<[^>]*>/g, '');

export function productPageView(env: CatalogEnv, slug: string): ProductPageView | undefined {
  if (siteCatalogVersion(env.db) === 'v3') {
    const product = visibleProduct(getProductV3BySlug(env.db, slug), PUBLIC_VIEW);
    if (!product) return undefined;
    const variants = product.variantsInfo.variants.filter((v) => v.visible);
    const cheapest = [...variants].sort((a, b) => toMilli(a.price.actualPrice.amount) - toMilli(b.price.actualPrice.amount))[0] ?? product.variantsInfo.variants[0];
    const full = cheapest.price.compareAtPrice;
    const media = product.media?.itemsInfo.items[0];
    return {
      name: product.name,
      price: formatMoney(fromMilli(toMilli(cheapest.price.actualPrice.amount))),
      ...(full && toMilli(full.amount) > toMilli(cheapest.price.actualPrice.amount) ? { fullPrice: formatMoney(full.amount) } : {}),
      ...(typeof media?.url === 'string' ? { imageUrl: media.url } : {}),
      ...(product.ribbon ? { ribbon: product.ribbon.name } : {}),
      description: stripTags(product.plainDescription ?? ''),
      options: product.options.map((o) => ({ name: o.name, choices: o.choicesSettings.choices.map((c) => c.name) })),
      sku: variants.length === 1 ? (variants[0].sku ?? '') : '',
    };
  }
  const state = visibleProduct(productsTable.getBySlug(env.db, slug), PUBLIC_VIEW);
  if (!state) return undefined;
  const product = renderOne(env, state);
  const { formatted } = product.priceData;
  return {
    name: product.name,
    price: formatted.discountedPrice,
    ...(formatted.discountedPrice !== formatted.price ? { fullPrice: formatted.price } : {}),
    ...(product.media.mainMedia?.image?.url ? { imageUrl: product.media.mainMedia.image.url } : {}),
    ...(product.ribbon ? { ribbon: product.ribbon } : {}),
    // A V1 description is rich text (HTML) too, like V3's plainDescription: the page shows its text.
    description: stripTags(product.description),
    options: product.productOptions.map((o) => ({ name: o.name, choices: o.choices.map((c) => c.description) })),
    sku: product.sku,
  };
}
