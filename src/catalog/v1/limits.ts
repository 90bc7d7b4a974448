// Catalog V1's limits in the model's terms (core/model/limits.ts), from its wire facts.
import { V1_PRODUCT_LIMITS } from '../../wire/api/catalog-v1/product-facts.js';
import type { CatalogLimits } from '../core/model/limits.js';

export const V1_LIMITS: CatalogLimits = V1_PRODUCT_LIMITS;
