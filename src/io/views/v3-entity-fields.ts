// What `--sort` and `--fields` are checked against on a Catalog V3 store. Sorts: the fields the V3 queries declare
// sortable (the same tables the sandbox enforces; a products list sorts through Query or Search Products, so
// either's sortable fields). Fields: not checked — a V3 entity carries more fields than the client's schemas
// declare (media, SEO, info sections …), so an unknown-looking path is left for the output to show or omit.
import * as z from 'zod';
import { CATEGORY_FIELDS, QUERY_PRODUCTS_FIELDS, QUERY_VARIANTS_FIELDS, SEARCH_PRODUCTS_FIELDS } from '../../wire/api/catalog-v3/query-fields.js';
import type { EntityFields } from '../entity-fields.js';

const anyFields = z.unknown();

export const V3_PRODUCT_FIELDS: EntityFields = {
  name: 'product',
  schema: anyFields,
  sortable: [...new Set([...QUERY_PRODUCTS_FIELDS.sortable, ...SEARCH_PRODUCTS_FIELDS.sortable])],
};
export const V3_COLLECTION_FIELDS: EntityFields = { name: 'collection', schema: anyFields, sortable: [...CATEGORY_FIELDS.sortable] };
export const V3_VARIANT_FIELDS: EntityFields = { name: 'store variant', schema: anyFields, sortable: [...QUERY_VARIANTS_FIELDS.sortable] };
