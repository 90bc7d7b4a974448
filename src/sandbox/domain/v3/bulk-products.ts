// Bulk and by-filter product writes (docs/wire/catalog-v3.md §2, §4): synchronous bulk create/update/delete with the bulk
// envelope (≤ 100 products, ≤ 1,000 variants per call), and the by-filter calls as async jobs over the matching
// products. Each product is changed by the same function a single update uses, so every rule still applies.
import type * as z from 'zod';
import type {
  AdjustVariantsByFilter,
  BulkCreateProductsSchema,
  BulkUpdateProductsSchema,
  UpdateProductTagsByFilterSchema,
  UpdateProductTagsSchema,
  UpdateVariantsByFilterSchema,
  Tags,
} from '../../../wire/api/catalog-v3/bulk.js';
import { adjustAmount, MAX_BULK_VARIANTS } from '../../../wire/api/catalog-v3/bulk.js';
import { MAX_AMOUNT } from '../../../wire/api/catalog-v3/money.js';
import type { Filter } from '../../../wire/api/catalog-v3/paging.js';
import type { ProductUpdate } from '../../../wire/api/catalog-v3/product.js';
import { invalidField } from '../../http-errors.js';
import { runAsyncJob } from './async-jobs.js';
import { runBulk } from './bulk-envelope.js';
import { maskedPatch, PRODUCT_MASK, type FieldMask, type MaskableFields } from './field-mask.js';
import { v3Error, type V3ErrorCode } from './errors.js';
import { addItemsToCategory, removeItemsFromCategory, requireCategory } from './categories.js';
import { compare, subtract, toText } from '../../../wire/money.js';
import { asInput, mergeUpdate } from './product-model.js';
import type { StoredProductV3, StoredVariant } from './product-state.js';
import { createProductV3, deleteProductV3, replaceProductV3, requireProductV3, updateProductV3, type CatalogEnv } from './product-service.js';
import { selectProducts, type TextSearch } from './product-selection.js';
import { checkNamedReferences } from './product-named-references.js';
import { checkInfoSectionReferences } from './info-sections.js';

type Render = (product: StoredProductV3) => unknown;

const variantTotal = (count: number) => `hold ${count} variants in all; one call takes at most ${MAX_BULK_VARIANTS}`;

function checkVariantTotal(count: number): void {
  if (count > MAX_BULK_VARIANTS) throw invalidField('products', variantTotal(count), 'MAX_SIZE');
}

/**
 * The rules of a bulk create, plain or with inventory (the SDK declares them for both: BulkCreateProducts… and
 * BulkCreateProductsWithInventoryValidationErrors): the variants of the whole call within the limit, before any
 * item; then each item without an id (`newProductItem`).
 */
export function checkBulkCreate(products: ReadonlyArray<{ variantsInfo: { variants: readonly unknown[] } }>): void {
  checkVariantTotal(products.reduce((n, p) => n + p.variantsInfo.variants.length, 0));
}

/** One item of a bulk create: the platform assigns its id (ID_NOT_ALLOWED_IN_REQUEST). */
export function newProductItem(input: { id?: string | null }): void {
  if (input.id) throw v3Error('ID_NOT_ALLOWED_IN_REQUEST', 'Bulk create assigns product ids; drop product.id', { field: 'product.id' });
}

/**
 * The rules of a bulk update, plain or with inventory (BulkUpdateProducts… and
 * BulkUpdateProductsWithInventoryValidationErrors): the variants within the limit and each product named once, before
 * any item; then each item's id (`updatedProductId`).
 */
export function checkBulkUpdate(products: ReadonlyArray<{ product: { id?: string | null; variantsInfo?: { variants: readonly unknown[] } | null } }>): void {
  // The bulk updates answer the limit with the application error Bulk Update Products declares (TOO_MANY_VARIANTS);
  // the bulk creates declare none, so theirs stays the generic MAX_SIZE.
  const count = products.reduce((n, p) => n + (p.product.variantsInfo?.variants.length ?? 0), 0);
  if (count > MAX_BULK_VARIANTS) throw v3Error('TOO_MANY_VARIANTS', `products ${variantTotal(count)}`);
  refuseDuplicateIds('products', products.map((p) => p.product.id ?? undefined));
}

/** The id of item `i` of a bulk update, required. */
export function updatedProductId(patch: { id?: string | null }, i: number): string {
  if (!patch.id) throw invalidField(`products[${i}].product.id`, 'is required', 'REQUIRED_FIELD');
  return patch.id;
}

export function bulkCreateProducts(env: CatalogEnv, request: z.infer<typeof BulkCreateProductsSchema>, render: Render) {
  checkBulkCreate(request.products);
  return runBulk(env.db, request.products, (input) => {
    newProductItem(input);
    const product = createProductV3(env, input);
    return { id: product.id, render: () => render(product) };
  }, request.returnEntity === true);
}

export function bulkUpdateProducts(env: CatalogEnv, request: z.infer<typeof BulkUpdateProductsSchema>, render: Render) {
  checkBulkUpdate(request.products);
  return runBulk(env.db, request.products, ({ product: sent, fieldMask }, i) => {
    const patch = maskedPatch(sent, fieldMask, PRODUCT_MASK, `products[${i}]`);
    const product = updateProductV3(env, updatedProductId(patch, i), patch, `products[${i}].product.revision`);
    return { id: product.id, render: () => render(product) };
  }, request.returnEntity === true);
}

/**
 * A product named twice in one bulk update or delete refuses the whole request with the validation rule the SDK
 * declares for both (BulkUpdateProductsValidationErrors, BulkDeleteProductsValidationErrors: DUPLICATE_PRODUCT_IDS_REQUEST).
 */
function refuseDuplicateIds(field: string, ids: ReadonlyArray<string | undefined>): void {
  const twice = ids.find((id, i) => id !== undefined && ids.indexOf(id) !== i);
  if (twice !== undefined) throw v3Error('DUPLICATE_PRODUCT_IDS_REQUEST', `product ${twice} is named more than once: name each product at most once per call`, { field, data: { id: twice } });
}

export function bulkDeleteProducts(env: CatalogEnv, productIds: string[]) {
  refuseDuplicateIds('productIds', productIds);
  return runBulk(env.db, productIds, (id) => {
    deleteProductV3(env, id);
    return { id };
  }, false);
}

export interface ByFilter {
  filter?: Filter | null;
  search?: TextSearch;
}

/** Runs `apply` on every product the filter selects, as one async job; answers the job id. */
export function productJob(env: CatalogEnv, kind: string, request: ByFilter, apply: (product: StoredProductV3) => void): string {
  const products = selectProducts(env, request.filter, request.search, true).map((e) => e.item);
  return runAsyncJob(env.db, env.clock.nowIso(), { kind }, products, (p) => p.id, apply);
}

const NOT_BY_FILTER = ['slug', 'options', 'modifiers', 'variantsInfo', 'id', 'revision', 'handle', 'productType'] as const;

export function updateProductsByFilter(env: CatalogEnv, request: ByFilter & { product: ProductUpdate; fieldMask?: FieldMask }): string {
  const patch = maskedPatch(request.product, request.fieldMask, PRODUCT_MASK, 'product');
  const refused = NOT_BY_FILTER.filter((key) => patch[key as keyof ProductUpdate] !== undefined && key !== 'id');
  if (refused.length > 0) throw invalidField('product', `update-by-filter cannot change ${refused.join(', ')}`, 'FIELD_NOT_ALLOWED');
  // The entities the patch names are the same for every product: their rules answer the call, before any product
  // (the SDK declares RIBBON_NOT_FOUND, BRAND_CREATION_FAILED, INFO_SECTION_ERROR_OCCURRED, DUPLICATE_RIBBON_* on it).
  checkNamedReferences(env.db, request.product);
  checkInfoSectionReferences(env.db, request.product.infoSections ?? [], 'product.infoSections', 'update');
  return productJob(env, 'UPDATE_PRODUCTS_BY_FILTER', request, (product) => {
    replaceProductV3(env, product, mergeUpdate(product, patch));
  });
}

export function deleteProductsByFilter(env: CatalogEnv, request: ByFilter): string {
  return productJob(env, 'DELETE_PRODUCTS_BY_FILTER', request, (product) => deleteProductV3(env, product.id));
}

/** Replaces the product's variants by `change(variant)` and stores it as the next revision. */
function changeVariants(env: CatalogEnv, product: StoredProductV3, change: (variant: StoredVariant) => StoredVariant): void {
  const input = asInput(product);
  replaceProductV3(env, product, { ...input, variantsInfo: { variants: product.variantsInfo.variants.map(change) } } as typeof input);
}

const VARIANT_FIELDS_BY_FILTER = new Set(['visible', 'price', 'revenueDetails', 'physicalProperties']);

/** What a variant update by filter may set, and which of those are objects a field mask may go inside. */
const VARIANT_MASK: MaskableFields = { fields: VARIANT_FIELDS_BY_FILTER, objects: new Set(['price', 'revenueDetails', 'physicalProperties']) };

export function updateVariantsByFilter(env: CatalogEnv, sent: z.infer<typeof UpdateVariantsByFilterSchema>): string {
  const request = { ...sent, variant: maskedPatch(sent.variant, sent.fieldMask, VARIANT_MASK, 'variant', []) };
  const given = Object.entries(request.variant).filter(([, v]) => v !== undefined).map(([k]) => k);
  if (given.length === 0) throw v3Error('EMPTY_FIELD_MASK', 'variant names no field to set (visible, price, revenueDetails.cost, physicalProperties)', { field: 'variant' });
  const refused = given.filter((k) => !VARIANT_FIELDS_BY_FILTER.has(k));
  if (refused.length > 0) throw invalidField('variant', `update-variants-by-filter sets only visible, price, revenueDetails.cost and physicalProperties, not ${refused.join(', ')}`, 'FIELD_NOT_ALLOWED');
  const { visible, price, revenueDetails, physicalProperties } = request.variant;
  const actualPrice = price?.actualPrice;
  if (price && !actualPrice) throw v3Error('CANNOT_REMOVE_VARIANT_ACTUAL_PRICE', 'variant.price needs actualPrice', { field: 'variant.price.actualPrice' });
  return productJob(env, 'UPDATE_VARIANTS_BY_FILTER', request, (product) =>
    changeVariants(env, product, (v) => ({
      ...v,
      ...(visible === undefined ? {} : { visible }),
      ...(price && actualPrice ? { price: { actualPrice, ...(price.compareAtPrice ? { compareAtPrice: price.compareAtPrice } : {}) } } : {}),
      ...(revenueDetails?.cost !== undefined ? { revenueDetails: revenueDetails.cost ? { cost: revenueDetails.cost } : {} } : {}),
      ...(physicalProperties ? { physicalProperties: { ...v.physicalProperties, ...physicalProperties } } : {}),
    })),
  );
}

/** An adjusted amount, refused when out of the stored range. */
function finalAmount(amount: string, code: V3ErrorCode, what: string, productId: string): { amount: string } {
  if (compare(amount, 0) < 0 || compare(amount, MAX_AMOUNT) > 0) {
    throw v3Error(code, `Product ${productId}: the adjusted ${what} ${amount} is out of range (0..${MAX_AMOUNT})`);
  }
  return { amount };
}

/**
 * Adjusts each matching variant's prices and cost. Only the named fields move: a percentage on `actualPrice` does
 * not touch an existing `compareAtPrice` (a decision; the docs are silent) — so a rise above the compare-at price
 * fails that product with COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE unless `compareAtPrice` is adjusted in the same
 * call. `compareAtPriceDiscount` makes compareAtPrice (or the actual price, when there is none) the strike-through
 * price and sets actualPrice = compareAtPrice − discount.
 */
export function adjustVariantsByFilter(env: CatalogEnv, request: AdjustVariantsByFilter): string {
  const { actualPrice, compareAtPrice, cost, compareAtPriceDiscount, rounding } = request;
  if (!actualPrice && !compareAtPrice && !cost && !compareAtPriceDiscount) {
    throw v3Error('NO_VARIANT_ADJUSTMENTS_PASSED', 'Name at least one of actualPrice, compareAtPrice, cost, compareAtPriceDiscount');
  }
  if (actualPrice && compareAtPriceDiscount) {
    throw v3Error('INVALID_PRICES_ADJUSTMENTS', 'actualPrice and compareAtPriceDiscount both set the actual price; send one', { field: 'compareAtPriceDiscount' });
  }
  return productJob(env, 'ADJUST_VARIANTS_BY_FILTER', request, (product) =>
    changeVariants(env, product, (v) => {
      let actual = v.price.actualPrice;
      let compareAt = v.price.compareAtPrice;
      if (compareAtPrice && compareAt) compareAt = finalAmount(adjustAmount(compareAt.amount, compareAtPrice, rounding), 'ADJUSTED_COMPARE_AT_PRICE_OUT_OF_RANGE', 'compareAtPrice', product.id);
      if (actualPrice) actual = finalAmount(adjustAmount(actual.amount, actualPrice, rounding), 'ADJUSTED_ACTUAL_PRICE_OUT_OF_RANGE', 'actualPrice', product.id);
      if (compareAtPriceDiscount) {
        compareAt ??= actual;
        const { amount, percentage } = compareAtPriceDiscount;
        // The compare-at price less the discount: an adjustment by its negative.
        const off = amount !== undefined ? { amount: toText(subtract(0, amount)) } : { percentage: -percentage! };
        actual = finalAmount(adjustAmount(compareAt.amount, off, rounding), 'ADJUSTED_ACTUAL_PRICE_OUT_OF_RANGE', 'actualPrice', product.id);
      }
      const costNow = v.revenueDetails?.cost;
      const newCost = cost && costNow ? finalAmount(adjustAmount(costNow.amount, cost, rounding), 'ADJUSTED_COST_OUT_OF_RANGE', 'cost', product.id) : costNow;
      return { ...v, price: { actualPrice: actual, ...(compareAt ? { compareAtPrice: compareAt } : {}) }, ...(newCost ? { revenueDetails: { cost: newCost } } : {}) };
    }),
  );
}

export function categoriesByFilter(env: CatalogEnv, request: ByFilter & { categoryIds: string[] }, action: 'add' | 'remove'): string {
  for (const id of request.categoryIds) requireCategory(env, id);
  return productJob(env, action === 'add' ? 'ADD_PRODUCTS_TO_CATEGORIES_BY_FILTER' : 'REMOVE_PRODUCTS_FROM_CATEGORIES_BY_FILTER', request, (product) => {
    for (const categoryId of request.categoryIds) {
      if (action === 'add') addItemsToCategory(env, categoryId, [product.id]);
      else removeItemsFromCategory(env, categoryId, [product.id]);
    }
  });
}

type TagKind = 'privateTags' | 'publicTags';
const TAG_KINDS: readonly TagKind[] = ['privateTags', 'publicTags'];
const MAX_TAGS_PER_PRODUCT = 100;

/** A tag named in both lists ends up assigned (the platform's rule); at most 100 tags of each kind per product. */
function retag(env: CatalogEnv, product: StoredProductV3, assign: Tags | undefined, unassign: Tags | undefined): void {
  const current = (product.tags ?? {}) as Partial<Record<TagKind, { tagIds: string[] }>>;
  const tags = Object.fromEntries(TAG_KINDS.map((kind) => {
    const removed = new Set(unassign?.[kind]?.tagIds ?? []);
    const ids = [...new Set([...(current[kind]?.tagIds ?? []).filter((id) => !removed.has(id)), ...(assign?.[kind]?.tagIds ?? [])])];
    if (ids.length > MAX_TAGS_PER_PRODUCT) throw v3Error('TOO_MANY_TAGS', `Product ${product.id} would have ${ids.length} ${kind}; at most ${MAX_TAGS_PER_PRODUCT}`);
    return [kind, { tagIds: ids }];
  }));
  replaceProductV3(env, product, { ...asInput(product), tags } as ReturnType<typeof asInput>);
}

/** A tag update that names no tag to assign or unassign is refused (the SDK declares EMPTY_ASSIGN_AND_UNASSIGN_LISTS for both tag calls). */
function requireTagChange(request: { assignTags?: Tags; unassignTags?: Tags }): void {
  const named = [request.assignTags, request.unassignTags].flatMap((tags) => TAG_KINDS.flatMap((kind) => tags?.[kind]?.tagIds ?? []));
  if (named.length === 0) throw v3Error('EMPTY_ASSIGN_AND_UNASSIGN_LISTS', 'Name at least one tag id to assign or unassign (assignTags, unassignTags)');
}

export function updateProductTags(env: CatalogEnv, request: z.infer<typeof UpdateProductTagsSchema>) {
  requireTagChange(request);
  return runBulk(env.db, request.productIds, (id) => {
    retag(env, requireProductV3(env, id), request.assignTags, request.unassignTags);
    return { id };
  }, false);
}

export function updateProductTagsByFilter(env: CatalogEnv, request: z.infer<typeof UpdateProductTagsByFilterSchema>): string {
  requireTagChange(request);
  return productJob(env, 'UPDATE_PRODUCT_TAGS_BY_FILTER', request, (product) => retag(env, product, request.assignTags, request.unassignTags));
}
