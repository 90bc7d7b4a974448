// The `fields` values (RequestedFields) each V3 endpoint accepts (docs/wire/catalog-v3.md §2.1, §4, §5). Gated parts of an
// entity are returned only when asked for; MERCHANT_DATA only to admin callers.
import * as z from 'zod';
import { VARIANT_FIELDS } from './variant-fields.js';
export { VARIANT_FIELDS } from './variant-fields.js';

export const PRODUCT_FIELDS = [
  'URL', 'CURRENCY', 'INFO_SECTION', 'MERCHANT_DATA', 'PLAIN_DESCRIPTION', 'INFO_SECTION_PLAIN_DESCRIPTION',
  'SUBSCRIPTION_PRICES_INFO', 'BREADCRUMBS_INFO', 'WEIGHT_MEASUREMENT_UNIT_INFO', 'VARIANT_OPTION_CHOICE_NAMES',
  'MEDIA_ITEMS_INFO', 'DESCRIPTION', 'DIRECT_CATEGORIES_INFO', 'ALL_CATEGORIES_INFO', 'INFO_SECTION_DESCRIPTION',
  'THUMBNAIL', 'PRODUCT_CHOICES_MEDIA_REFERENCES', 'PRODUCT_CHOICES_DISPLAY_IMAGE', 'MIN_PRICE_VARIANT', 'DISCOUNT_INFO',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
/** Query/search/bulk accept every product field (≤ 100 entries). */
export const ProductFieldsSchema = z.array(z.enum(PRODUCT_FIELDS)).max(100);
/** Single-entity calls (get, get by slug, create, update) accept the same list minus MIN_PRICE_VARIANT. */
export const SingleProductFieldsSchema = z.array(z.enum(PRODUCT_FIELDS).exclude(['MIN_PRICE_VARIANT'])).max(100);

export const VariantFieldsSchema = z.array(z.enum(VARIANT_FIELDS)).max(100);

export const BRAND_FIELDS = ['ASSIGNED_PRODUCTS_COUNT'] as const;
export const RIBBON_FIELDS = ['ASSIGNED_PRODUCT_COUNT'] as const;

export const CATEGORY_FIELDS = ['DESCRIPTION', 'RICH_CONTENT_DESCRIPTION', 'BREADCRUMBS_INFO'] as const;
export const CategoryFieldsSchema = z.array(z.enum(CATEGORY_FIELDS)).max(100);

/** Admin-only data: cost, profit, margin (`revenueDetails`, `costRange`). */
export const MERCHANT_DATA: ProductField = 'MERCHANT_DATA';
