// The name a product field has on the other catalog version, for refusals: a V1 name typed on a V3 store (or the
// reverse) is refused naming what to type instead (README "Catalog V1 and V3"). `--sort` aliases (sort-aliases.ts)
// are named where one exists, since they work on both versions.

/** V1 product field → what means the same on a V3 store. */
export const ON_V3_FOR_V1_FIELD: Readonly<Record<string, string>> = {
  'priceData.price': '--sort price (on every version), or actualPriceRange.minValue.amount',
  'priceData.discountedPrice': '--sort price (on every version), or actualPriceRange.minValue.amount',
  collectionIds: '--collection NAME, or directCategoriesInfo.categories ($matchItems)',
  lastUpdated: '--sort updated (on every version), or updatedDate',
  sku: 'variantsInfo.variants.sku',
  productOptions: 'options',
  description: 'plainDescription',
  'costAndProfitData.itemCost': 'costRange.minValue.amount',
  stock: 'inventory',
  numericId: 'id (V3 products have no numeric id)',
};

/** V3 product field → what means the same on a V1 store. */
export const ON_V1_FOR_V3_FIELD: Readonly<Record<string, string>> = {
  'actualPriceRange.minValue.amount': '--sort price (on every version), or priceData.price',
  updatedDate: '--sort updated (on every version), or lastUpdated',
  'directCategoriesInfo.categories': '--collection NAME, or collectionIds',
  'brand.name': 'brand',
  'ribbon.name': 'ribbon',
  options: 'productOptions',
  'variantsInfo.variants.sku': 'sku',
  plainDescription: 'description',
  inventory: 'stock',
};
