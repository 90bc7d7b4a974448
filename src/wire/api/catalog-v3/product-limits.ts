// The lengths and ranges a V3 product write keeps (docs/wire/catalog-v3.md §2.1, the schemas of product.ts,
// categories/schemas.ts and inventory-item.ts), zod-free, so a catalog edge can hand them on as numbers.
import { MAX_STOCK_QUANTITY, MAX_STORED_NUMBER } from '../value-limits.js';

export const V3_PRODUCT_LIMITS = {
  name: 80,
  slug: 100,
  description: 16_000,
  sku: 40,
  brand: 50,
  ribbon: 30,
  optionName: 50,
  choice: 50,
  choicesPerOption: 1000,
  optionsPerProduct: 6,
  maxPrice: MAX_STORED_NUMBER,
  maxWeight: MAX_STORED_NUMBER,
  /** A category's name (V3's collections). */
  collectionName: 80,
  collectionDescription: 600,
  maxStock: MAX_STOCK_QUANTITY,
} as const;
