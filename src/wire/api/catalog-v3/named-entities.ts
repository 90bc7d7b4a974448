// Brands and ribbons (docs/wire/catalog-v3.md §5): named entities with a revision, referenced from products by `{id, name}`.
import * as z from 'zod';
import { VERSIONED_ENTITY_FIELDS } from './entity.js';

function namedEntitySchemas(maxName: number) {
  const entity = z.looseObject({ ...VERSIONED_ENTITY_FIELDS, name: z.string().min(1).max(maxName) });
  const create = z.looseObject({ name: z.string().min(1).max(maxName) });
  const update = z.looseObject({ id: z.string().optional(), revision: z.string().nullish(), name: z.string().min(1).max(maxName).optional() });
  return { entity, create, update };
}

export const BRAND_NAME_MAX = 50;
export const RIBBON_NAME_MAX = 30;
export const BrandSchemas = namedEntitySchemas(BRAND_NAME_MAX);
export const RibbonSchemas = namedEntitySchemas(RIBBON_NAME_MAX);
export type Brand = z.infer<typeof BrandSchemas.entity> & { assignedProductsCount?: number };
export type Ribbon = z.infer<typeof RibbonSchemas.entity> & { assignedProductCount?: number };
