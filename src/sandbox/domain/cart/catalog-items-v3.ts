// Catalog line items of a V3 site (docs/wire/catalog-v3.md §7 "Cart add"): `catalogReference.options.variantId` names
// the variant (a product with one variant may omit it); the price is the variant's actualPrice, the strike-through
// price its compareAtPrice, stock comes from its inventory item. Nothing here writes.
import type { DatabaseSync } from 'node:sqlite';
import type { CatalogReference } from '../../../wire/api/cart/cart.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { getProductV3 } from '../../tables/v3/products.js';
import { inventoryItemOfVariant, preorderRoom } from '../v3/inventory.js';
import type { StoredProductV3, StoredVariant } from '../v3/product-state.js';
import { choiceNames } from '../v3/product-render.js';
import { visibleProduct } from '../read-policy.js';
import type { CatalogItem } from './catalog-item.js';
import { toCents } from '../../../wire/money.js';
import { chosenModifiers, type ChosenModifiers } from './cart-modifiers.js';

const txt = (value: string) => ({ original: value, translated: value });

/**
 * How many a buyer may take (null: no limit): a counted item's stock, plus the preorders it still takes when
 * preorder is enabled (domain/v3/inventory.ts preorderRoom); an uncounted one, any number while in stock or taking
 * preorders. A variant with no item has no limit.
 */
function stockOf(db: DatabaseSync, variantId: string): number | null {
  const item = inventoryItemOfVariant(db, variantId);
  if (!item) return null;
  const preorders = item.preorderInfo.enabled;
  if (item.trackQuantity) return Math.max(item.quantity ?? 0, 0) + (preorders ? Math.max(preorderRoom(item), 0) : 0);
  return item.inStock || preorders ? null : 0;
}

function itemFor(db: DatabaseSync, baseUrl: string, product: StoredProductV3, variant: StoredVariant, modifiers: ChosenModifiers): CatalogItem {
  const names = variant.choices.map((c) => choiceNames(product, c.optionChoiceIds));
  const main = product.media?.itemsInfo.items[0];
  const relativePath = `/product-page/${product.slug}`;
  const weight = variant.physicalProperties?.weight;
  return {
    productId: product.id,
    variantId: variant.id,
    choices: Object.fromEntries(names.map((n) => [n.optionName, n.choiceName])),
    variantVisible: product.visible && variant.visible,
    unit: toCents(variant.price.actualPrice.amount) + modifiers.addedCents,
    fullUnit: toCents((variant.price.compareAtPrice ?? variant.price.actualPrice).amount) + modifiers.addedCents,
    name: product.name,
    sku: variant.sku ?? '',
    weightKg: typeof weight === 'number' ? weight : 0,
    shippable: product.productType === 'PHYSICAL',
    ...(main && typeof main.url === 'string' ? { image: { id: String(main.id), url: main.url, width: 0, height: 0 } } : {}),
    descriptionLines: [...names.map((n) => ({ name: txt(n.optionName), plainText: txt(n.choiceName) })), ...modifiers.descriptionLines],
    url: { relativePath, url: `${baseUrl}${relativePath}` },
    stock: stockOf(db, variant.id),
    ...(modifiers.descriptionLines.length > 0 ? { modifiers: JSON.stringify(modifiers.descriptionLines) } : {}),
  };
}

/** A stored line's variant as the catalog has it now, priced with the modifiers its reference chose. */
export function currentCatalogItemV3(db: DatabaseSync, baseUrl: string, productId: string, variantId: string, seesHidden: boolean, referenceOptions?: Record<string, unknown>): CatalogItem | undefined {
  const product = visibleProduct(getProductV3(db, productId), seesHidden);
  if (!product) return undefined;
  const variant = product.variantsInfo.variants.find((v) => v.id === variantId);
  return variant && itemFor(db, baseUrl, product, variant, chosenModifiers(product, referenceOptions));
}

export function resolveCatalogReferenceV3(
  env: { db: DatabaseSync; baseUrl: string },
  reference: CatalogReference,
  options: { seesHidden: boolean; field: string },
): CatalogItem {
  const productId = reference.catalogItemId;
  const product = visibleProduct(getProductV3(env.db, productId), options.seesHidden);
  if (!product) {
    throw applicationError(404, 'Product not found', 'PRODUCT_NOT_FOUND', `Product ${productId} is not in the store's catalog`, { catalogItemId: productId });
  }
  const variantId = reference.options?.variantId;
  const variants = product.variantsInfo.variants;
  let variant: StoredVariant | undefined;
  if (typeof variantId === 'string' && variantId !== '') {
    variant = variants.find((v) => v.id === variantId);
    if (!variant) throw applicationError(404, 'Variant not found', 'VARIANT_NOT_FOUND', `Product ${productId} has no variant ${variantId}`, { variantId });
  } else if (variants.length === 1) {
    variant = variants[0];
  } else {
    throw invalidField(`${options.field}.catalogReference.options.variantId`, `is required: product ${productId} has ${variants.length} variants`, 'REQUIRED_FIELD');
  }
  const item = itemFor(env.db, env.baseUrl, product, variant, chosenModifiers(product, reference.options, `${options.field}.catalogReference.options`));
  if (!item.variantVisible) {
    throw applicationError(400, 'Item not available', 'ITEM_NOT_AVAILABLE', `${item.name} (${Object.values(item.choices).join(', ')}) is not for sale`, { variantId: item.variantId });
  }
  return item;
}
