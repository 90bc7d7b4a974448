// V1's write bodies with the zod schemas that check them (StoreCatalog's ProductWriter and CollectionSchemas):
// loaded only by a command that writes, so reads never build a schema.
import { CollectionInputSchema, CollectionPatchSchema } from '../../wire/api/catalog-v1/collection.js';
import { ProductInputSchema, ProductPatchSchema, type Product } from '../../wire/api/catalog-v1/product.js';
import type { CollectionSchemas, PreparedBody, ProductDraft, ProductWriter, UpdateOptions } from '../core/store-catalog.js';
import { refuseDiscountOverPrice, type DiscountedPrice } from '../core/discount-fit.js';
import type { Discount } from '../../wire/money.js';
import { priceMoveNote, variantsMovedByPrice } from '../core/variant-price-move.js';
import { v1ProductBody } from './product-body.js';
import type { Money } from '../core/model/money.js';
import { optionChangeLosses } from '../core/option-change.js';

export const v1ProductWriter: ProductWriter<Product> = {
  prepareCreate: (draft, base) => {
    const body = { ...base, ...v1ProductBody(draft) };
    refuseDiscountOverPrice(draft, body.discount as Discount | undefined, typeof body.priceData === 'object' ? [{ name: '', list: (body.priceData as { price: number }).price }] : []);
    return { body, schema: ProductInputSchema };
  },
  // New options say first what they cannot keep of managed variants (catalog/core/option-change.ts).
  prepareUpdate: (existing, draft, base, options = {}) => {
    refuseDiscountOverPrice(draft, draft.discount ?? existing.discount, pricesAfter(existing, draft, options));
    const variants = existing.manageVariants && draft.options ? (existing.variants ?? []).map((v) => ({ choices: v.choices, sku: v.variant.sku })) : [];
    return {
      body: { ...base, ...v1ProductBody(draft) },
      schema: ProductPatchSchema,
      ...(draft.options && variants.length > 0 ? { losses: optionChangeLosses(variants, draft.options) } : {}),
      ...(draft.price !== undefined && !draft.options ? priceMove(existing, draft.price, options) : {}),
    };
  },
};

/** The prices the product's discount applies to after the update: the product's and each managed variant's. */
function pricesAfter(existing: Product, draft: ProductDraft, options: UpdateOptions): DiscountedPrice[] {
  const productPrice = existing.priceData?.price;
  const price = draft.price ?? productPrice;
  const variants = (existing.manageVariants ? (existing.variants ?? []) : []).map((v) => ({ name: Object.values(v.choices ?? {}).join(' / '), list: v.variant.priceData?.price ?? productPrice ?? 0 }));
  const { moved } = variantsMovedByPrice(productPrice, variants, options.allVariants === true);
  return [
    ...(price === undefined ? [] : [{ name: '', list: price }]),
    ...variants.map((v) => (draft.price !== undefined && moved.includes(v) ? { ...v, list: draft.price } : v)),
  ];
}

/**
 * A new product price on V1: the store moves the variants that follow the product's price and keeps a variant's own
 * (core/variant-price-move.ts says which, seen as a variant's price other than the product's); `--all-variants` sets
 * those too, by their ids, once the product is written.
 */
function priceMove(existing: Product, price: Money, options: UpdateOptions): Pick<PreparedBody, 'notes' | 'variantsToo'> {
  const productPrice = existing.priceData?.price;
  const managed = existing.manageVariants ? (existing.variants ?? []) : [];
  const priced = managed.map((v) => ({ id: v.id, name: Object.values(v.choices ?? {}).join(' / '), list: v.variant.priceData?.price ?? productPrice ?? 0 }));
  const move = variantsMovedByPrice(productPrice, priced, false);
  const all = options.allVariants === true && move.kept.length > 0;
  const note = priceMoveNote(price, productPrice, all ? variantsMovedByPrice(productPrice, priced, true) : move);
  return {
    ...(note ? { notes: [note] } : {}),
    ...(all ? { variantsToo: { selection: { variantIds: move.kept.map((v) => v.id) }, values: { price } } } : {}),
  };
}

export const v1CollectionSchemas: CollectionSchemas = { create: CollectionInputSchema, update: CollectionPatchSchema };
