// Catalog V3's limits in the model's terms (core/model/limits.ts), from its wire facts.
import { V3_PRODUCT_LIMITS } from '../../wire/api/catalog-v3/product-limits.js';
import type { CatalogLimits } from '../core/model/limits.js';

export const V3_LIMITS: CatalogLimits = V3_PRODUCT_LIMITS;
