// Facts about a V1 product that are not its schema (docs/wire/catalog-v1.md): the fields its query sorts on and the
// paths the platform sends as floats. Apart from catalog-v1/product.ts so a client that only reads never loads zod.

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
