// The stores catalog v1 events (docs/wire/cart-identity.md §10.4) as outbox changes: each builder takes what the write
// path already has at hand and returns the payload exactly as the platform sends it.
import { isDeepStrictEqual } from 'node:util';
import { EventType } from '../../../wire/api/events/webhooks.js';
import type { WireCollection } from './collection-render.js';
import type { CatalogV1Change } from '../outbox.js';
import type { WireProduct } from './product-render.js';

/** The sandbox emulates the v1 catalog only. */
const ORIGIN = { originatedFromVersion: 'V1_CATALOG' } as const;

const change = (eventType: string, entityId: string, payload: Record<string, unknown>): CatalogV1Change => ({
  kind: 'catalog-v1',
  eventType,
  entityId,
  payload: { ...payload, ...ORIGIN },
});

/**
 * The fields a patch named whose value on the entity differs between the two renderings (a field written with
 * the value it already showed, e.g. `description: ""` on a product without one, is not a change).
 */
export function changedFields(before: object, after: object, patch: object): string[] {
  const [was, now] = [before as Record<string, unknown>, after as Record<string, unknown>];
  return Object.entries(patch)
    .filter(([key, value]) => value !== undefined && !isDeepStrictEqual(was[key], now[key]))
    .map(([key]) => key);
}

export function productCreated(product: WireProduct): CatalogV1Change {
  return change(EventType.productCreated, product.id, {
    productId: product.id,
    name: product.name,
    price: product.price,
    visible: product.visible,
    media: product.media,
    sku: product.sku,
    productPageUrl: product.productPageUrl,
    ...(product.brand === undefined ? {} : { brand: product.brand }),
    ...(product.costAndProfitData === undefined ? {} : { costAndProfitData: product.costAndProfitData }),
    slug: product.slug,
  });
}

export const productChanged = (productId: string, fields: string[]): CatalogV1Change =>
  change(EventType.productChanged, productId, { productId, changedFields: fields });

export const productDeleted = (productId: string): CatalogV1Change => change(EventType.productDeleted, productId, { productId });

export interface VariantChange {
  variantId: string;
  /** option name → choice description */
  choices: Record<string, string>;
  changedFields: string[];
}

export const variantsChanged = (productId: string, variants: VariantChange[]): CatalogV1Change =>
  change(EventType.variantsChanged, productId, {
    productId,
    variants: variants.map((variant) => ({ ...variant, ...ORIGIN })),
  });

/** The collection key really is spelled `collection_Id` (§10.4). */
export function collectionCreated(collection: Pick<WireCollection, 'id' | 'name' | 'media' | 'slug' | 'visible'>): CatalogV1Change {
  const { id, name, media, slug, visible } = collection;
  return change(EventType.collectionCreated, id, { collection_Id: id, name, media, slug, visible });
}

export const collectionChanged = (collectionId: string, fields: string[]): CatalogV1Change =>
  change(EventType.collectionChanged, collectionId, { collection_Id: collectionId, changedFields: fields });

export const collectionDeleted = (collectionId: string): CatalogV1Change =>
  change(EventType.collectionDeleted, collectionId, { collection_Id: collectionId });
