// Facts about a V1 product that are not its schema (docs/wire/catalog-v1.md): the fields its query sorts on and the
// paths the platform sends as floats. Apart from catalog-v1/product.ts so a client that only reads never loads zod.
import { MAX_STOCK_QUANTITY, MAX_STORED_NUMBER } from '../value-limits.js';

/** Fields a product query may sort on (docs/wire/catalog-v1.md §5.3, ProductQuerySpec; `_id` is sent as `id`). */
export const PRODUCT_SORTABLE_FIELDS = ['id', 'lastUpdated', 'name', 'sku', 'price', 'priceData.price', 'numericId', 'productType', 'slug'] as const;

/** Float fields of a product (docs/wire/catalog-v1.md §3.6, set P): non-finite values travel as strings. */
export const PRODUCT_FLOAT_PATHS = [
  'weight',
  ...['price', 'priceData', 'convertedPriceData'].flatMap((p) => ['price', 'pricePerUnit', 'discountedPrice'].map((f) => `${p}.${f}`)),
  'costAndProfitData.itemCost',
  'costAndProfitData.profit',
  'costAndProfitData.profitMargin',
  ...['weightRange', 'priceRange', 'costRange'].flatMap((p) => [`${p}.minValue`, `${p}.maxValue`]),
  'pricePerUnitData.totalQuantity',
  'pricePerUnitData.baseQuantity',
  'discount.value',
  'variants.variant.weight',
  ...['priceData', 'convertedPriceData'].flatMap((p) =>
    ['price', 'pricePerUnit', 'discountedPrice'].map((f) => `variants.variant.${p}.${f}`),
  ),
  'variants.variant.costAndProfitData.itemCost',
  'variants.variant.costAndProfitData.profit',
  'variants.variant.costAndProfitData.profitMargin',
] as const;

/**
 * The lengths and ranges a V1 product write keeps (docs/wire/catalog-v1.md §6.1; the schemas in product.ts,
 * collection.ts and variant.ts are built from them). Zod-free, so a catalog edge can hand them on as numbers.
 */
export const V1_PRODUCT_LIMITS = {
  name: 80,
  slug: 100,
  description: 8000,
  sku: 40,
  brand: 50,
  ribbon: 30,
  optionName: 50,
  choice: 50,
  choicesPerOption: 100,
  optionsPerProduct: 6,
  maxPrice: MAX_STORED_NUMBER,
  maxWeight: MAX_STORED_NUMBER,
  collectionName: 50,
  collectionDescription: 600,
  maxStock: MAX_STOCK_QUANTITY,
} as const;
