// Store variants (docs/wire/catalog-v1.md §6.2): one row per variant of a product that manages its variants, one row for any
// other product. Ids are `<productId>-<variantId>`; media is the variant's choice image, else the product's main one.
import { canSeeProduct, canSeeVariant } from '../read-policy.js';
import type { PlatformQuery } from '../../../wire/api/query.js';
import type { MediaItem } from '../../../wire/api/catalog-v1/product.js';
import { storeVariantId } from '../../../wire/api/catalog-v1/variant.js';
import { notFound } from '../../http-errors.js';
import { allCollectionIds, collectionIdsOf } from '../../tables/memberships.js';
import { listProducts, productsTable } from '../../tables/v1/products.js';
import { choiceMediaItems } from './choice-render.js';
import type { CatalogEnv } from './product-service.js';
import type { ProductState } from './product-state.js';
import { indexedConstraint, runQuery, type QueryPage } from '../query.js';
import { productStock } from './stock.js';
import { DEFAULT_VARIANT_ID, productVariants, type WireVariant } from './variant-generation.js';

/** Variant ids are GUIDs, so the last 36 characters are the variant and what precedes the hyphen is the product. */
const VARIANT_ID_LENGTH = DEFAULT_VARIANT_ID.length;

function wireMedia(item: MediaItem | undefined) {
  if (!item) return undefined;
  if (item.image) return { image: { id: item.id, url: item.image.url, width: item.image.width, height: item.image.height } };
  if (item.video) return { video: { id: item.id, ...(item.video as object) } };
  return undefined;
}

type ProductStock = ReturnType<typeof productStock>;

/** One row: a managed `variant`, or (without one) the product itself with its rolled-up stock. */
function row(state: ProductState, collectionIds: string[], variant: WireVariant | undefined, productLevel: ProductStock) {
  const choices = variant?.choices ?? {};
  const choiceImage = Object.entries(choices).map(([option, choice]) => choiceMediaItems(state, option, choice)[0]).find(Boolean);
  const media = wireMedia(choiceImage ?? state.media[0]);
  const { trackInventory, quantity, inStock } = productLevel;
  const names = Object.values(choices);
  return {
    id: storeVariantId(state.id, variant?.id ?? DEFAULT_VARIANT_ID),
    variantId: variant?.id ?? DEFAULT_VARIANT_ID,
    productId: state.id,
    variantName: names.length > 0 ? names.join(' / ') : state.input.name,
    productName: state.input.name,
    managedVariant: variant !== undefined,
    sku: variant ? variant.variant.sku : (state.input.sku ?? ''),
    stock: variant ? variant.stock : { trackQuantity: trackInventory, ...(quantity === undefined ? {} : { quantity }), inStock },
    choices,
    collectionIds,
    ...(media ? { media } : {}),
    preorderInfo: { enabled: false },
    // The reference's examples always carry it; the sandbox has no custom fields to put in it.
    customFields: {},
  };
}

export type WireStoreVariant = ReturnType<typeof row>;

/** The store variants of one product that the caller may see (hidden variants only for the admin). */
export function storeVariantsOf(state: ProductState, collectionIds: string[], includeHidden: boolean): WireStoreVariant[] {
  if (!canSeeProduct(state, includeHidden)) return [];
  const variants = productVariants(state);
  const stock = productStock(state, variants);
  if (state.input.manageVariants !== true) return [row(state, collectionIds, undefined, stock)];
  return variants.filter((v) => canSeeVariant(v.variant, includeHidden)).map((v) => row(state, collectionIds, v, stock));
}

/** A `productId` equality or `$in` in the filter narrows the products read before the query runs. */
export function queryStoreVariants(env: CatalogEnv, query: PlatformQuery, includeHidden: boolean): QueryPage<WireStoreVariant> {
  const narrow = indexedConstraint(query.filter, ['productId'] as const);
  const memberships = allCollectionIds(env.db);
  const states = listProducts(env.db, narrow ? { column: 'id', values: narrow.values } : undefined);
  const rows = states.flatMap((state) => storeVariantsOf(state, memberships.get(state.id) ?? [], includeHidden));
  return runQuery(rows, query);
}

export function getStoreVariant(env: CatalogEnv, id: string, includeHidden: boolean): WireStoreVariant {
  const split = id.length - VARIANT_ID_LENGTH - 1;
  const state = split > 0 && id[split] === '-' ? productsTable.get(env.db, id.slice(0, split)) : undefined;
  const found = state && storeVariantsOf(state, collectionIdsOf(env.db, state.id), includeHidden).find((v) => v.id === id);
  if (!found) throw notFound('Variant', id);
  return found;
}
