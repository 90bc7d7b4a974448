// Catalog line items read from the catalog: a `catalogReference` resolves to one product variant, with the
// price, name, image, option lines, weight and stock a line item shows. Nothing here writes.
import { visibleProduct } from '../read-policy.js';
import { choiceMediaItems } from '../v1/choice-render.js';
import { STORES_APP_ID, type CatalogReference } from '../../../wire/api/cart/cart.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { productsTable } from '../../tables/v1/products.js';
import type { DatabaseSync } from 'node:sqlite';
import type { ProductState } from '../v1/product-state.js';
import { DEFAULT_VARIANT_ID, renderVariant, variantSpecs, type VariantSpec } from '../v1/variant-generation.js';
import { toCents } from '../../../wire/money.js';
import type { CatalogItem } from './catalog-item.js';
import { siteCatalogVersion } from '../site-catalog-version.js';
import { currentCatalogItemV3, resolveCatalogReferenceV3 } from './catalog-items-v3.js';

const txt = (value: string) => ({ original: value, translated: value });

function imageOf(product: ProductState, choices: Record<string, string>): CatalogItem['image'] {
  // A chosen choice's own picture (choice media) wins over the product's main picture.
  const choiceMedia = Object.entries(choices).flatMap(([option, choice]) => choiceMediaItems(product, option, choice));
  const media = choiceMedia[0] ?? product.media[0];
  const image = media?.image;
  if (!media || !image) return undefined;
  return { id: media.id, url: image.url, width: image.width, height: image.height, ...(image.altText ? { altText: image.altText } : {}) };
}

function descriptionLines(product: ProductState, choices: Record<string, string>): Array<Record<string, unknown>> {
  return (product.input.productOptions ?? []).flatMap((option): Array<Record<string, unknown>> => {
    const chosen = choices[option.name];
    const choice = option.choices.find((c) => c.description === chosen);
    if (!choice) return [];
    const name = txt(option.name);
    return option.optionType === 'color'
      ? [{ name, colorInfo: { ...txt(choice.description), code: choice.value } }]
      : [{ name, plainText: txt(choice.description) }];
  });
}

function itemFor(baseUrl: string, product: ProductState, spec: VariantSpec): CatalogItem {
  const variant = renderVariant(product, spec);
  const relativePath = `/product-page/${product.slug}`;
  return {
    productId: product.id,
    variantId: spec.id,
    choices: spec.choices,
    variantVisible: variant.variant.visible,
    unit: toCents(variant.variant.priceData.discountedPrice),
    fullUnit: toCents(variant.variant.priceData.price),
    name: product.input.name,
    sku: variant.variant.sku,
    weightKg: variant.variant.weight,
    shippable: (product.input.productType ?? 'physical') === 'physical',
    image: imageOf(product, spec.choices),
    descriptionLines: descriptionLines(product, spec.choices),
    url: { relativePath, url: `${baseUrl}${relativePath}` },
    stock: variant.stock.trackQuantity ? (variant.stock.quantity ?? 0) : variant.stock.inStock ? null : 0,
  };
}

/** A stored line item's product variant as the catalog has it now; undefined when gone or hidden from the caller. */
export function currentCatalogItem(db: DatabaseSync, baseUrl: string, productId: string, variantId: string, seesHidden: boolean, referenceOptions?: Record<string, unknown>): CatalogItem | undefined {
  if (siteCatalogVersion(db) === 'v3') return currentCatalogItemV3(db, baseUrl, productId, variantId, seesHidden, referenceOptions);
  const product = visibleProduct(productsTable.get(db, productId), seesHidden);
  if (!product) return undefined;
  const spec = variantSpecs(product.id, product.input.productOptions).find((s) => s.id === variantId);
  return spec && itemFor(baseUrl, product, spec);
}

const sameText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** `{options: {Size: "S"}}` → the variant with those choices (a choice is named by its description or value). */
function specByChoices(product: ProductState, specs: VariantSpec[], wanted: Record<string, unknown>, field: string): VariantSpec {
  const options = product.input.productOptions ?? [];
  const choices: Record<string, string> = {};
  const missing: string[] = [];
  for (const option of options) {
    const key = Object.keys(wanted).find((k) => sameText(k, option.name));
    const value = key === undefined ? undefined : String(wanted[key]);
    const choice = value === undefined ? undefined : option.choices.find((c) => c.description === value || c.value === value) ??
      option.choices.find((c) => sameText(c.description, value) || sameText(c.value, value));
    if (!choice) missing.push(`${option.name} (${option.choices.map((c) => c.description).join(', ')})`);
    else choices[option.name] = choice.description;
  }
  if (missing.length > 0) throw invalidField(field, `choose one of each option: ${missing.join('; ')}`, 'VALIDATION');
  return specs.find((s) => options.every((o) => s.choices[o.name] === choices[o.name]))!;
}

/**
 * The catalog item a line item names, for add-to-cart. Unknown or hidden products, unknown variants and
 * incomplete option choices are errors here (a stored line item that goes stale is shown, not refused).
 */
export function resolveCatalogReference(
  env: { db: DatabaseSync; baseUrl: string },
  reference: CatalogReference,
  options: { seesHidden: boolean; field: string },
): CatalogItem {
  if (reference.appId !== STORES_APP_ID) {
    throw applicationError(400, 'Unsupported catalog', 'UNSUPPORTED_CATALOG_APP', `Only Wix Stores items (appId ${STORES_APP_ID}) can be added to this cart, not appId ${reference.appId}`, { appId: reference.appId });
  }
  if (siteCatalogVersion(env.db) === 'v3') return resolveCatalogReferenceV3(env, reference, options);
  const productId = reference.catalogItemId;
  const product = visibleProduct(productsTable.get(env.db, productId), options.seesHidden);
  if (!product) {
    throw applicationError(404, 'Product not found', 'PRODUCT_NOT_FOUND', `Product ${productId} is not in the store's catalog`, { catalogItemId: productId });
  }
  const specs = variantSpecs(product.id, product.input.productOptions);
  const refOptions = reference.options ?? {};
  const field = `${options.field}.catalogReference.options`;
  let spec: VariantSpec | undefined;
  if (typeof refOptions.variantId === 'string' && refOptions.variantId !== '') {
    spec = specs.find((s) => s.id === refOptions.variantId);
    if (!spec) throw applicationError(404, 'Variant not found', 'VARIANT_NOT_FOUND', `Product ${productId} has no variant ${refOptions.variantId}`, { variantId: refOptions.variantId });
  } else if (refOptions.options && typeof refOptions.options === 'object') {
    spec = specByChoices(product, specs, refOptions.options as Record<string, unknown>, `${field}.options`);
  } else if (specs.length === 1 && specs[0].id === DEFAULT_VARIANT_ID) {
    spec = specs[0];
  } else {
    specByChoices(product, specs, {}, field);
  }
  const item = itemFor(env.baseUrl, product, spec!);
  if (!item.variantVisible) {
    throw applicationError(400, 'Item not available', 'ITEM_NOT_AVAILABLE', `${item.name} (${Object.values(item.choices).join(', ')}) is not for sale`, { variantId: item.variantId });
  }
  return item;
}
