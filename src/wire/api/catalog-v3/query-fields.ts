// Which fields the Catalog V3 queries filter and sort on (docs/wire/catalog-v3.md §3–§4, the SDK's QuerySpec and
// SearchSpec). The platform answers 400 for anything else, so the sandbox refuses the rest and the CLI checks
// `--filter`/`--sort` against the same tables before sending (the shape: wire/api/query-fields.ts).

import { declare, HAS, MATCH_ITEMS, unionFields, V3_ALL, type QueryFields } from '../query-fields.js';

const all = (fields: string[]) => declare(fields, V3_ALL);
const has = (fields: string[]) => declare(fields, HAS);
const matchItems = (fields: string[]) => declare(fields, MATCH_ITEMS);

const QUERY_SORTABLE = ['createdDate', 'updatedDate', 'slug', 'visible'];

export const QUERY_PRODUCTS_FIELDS: QueryFields = {
  entity: 'product',
  filterable: { ...all(['id', 'handle', ...QUERY_SORTABLE]), ...has(['options.id']) },
  sortable: QUERY_SORTABLE,
};

const SEARCH_SORTABLE = [
  'createdDate', 'updatedDate', 'name', 'actualPriceRange.minValue.amount', 'actualPriceRange.maxValue.amount',
  'compareAtPriceRange.minValue.amount', 'compareAtPriceRange.maxValue.amount', 'minVariantPriceInfo.sku',
  'physicalProperties.shippingWeightRange.minValue', 'physicalProperties.shippingWeightRange.maxValue',
];

export const SEARCH_PRODUCTS_FIELDS: QueryFields = {
  entity: 'product',
  filterable: {
    ...all([
      'id', 'handle', 'slug', 'importId', 'productType', 'visible', 'visibleInPos', 'brand.id', 'brand.name', 'ribbon.id', 'ribbon.name',
      'taxGroupId', 'inventory.availabilityStatus', 'inventory.preorderStatus', 'inventory.preorderAvailability',
      'physicalProperties.deliveryProfileId', 'physicalProperties.fulfillerId', 'subscriptionDetails.allowOneTimePurchases',
      ...SEARCH_SORTABLE,
    ]),
    ...has([
      'options.id', 'options.name', 'options.choicesSettings.choices.choiceId', 'options.choicesSettings.choices.name',
      'modifiers.id', 'modifiers.name', 'modifiers.choicesSettings.choices.choiceId', 'modifiers.choicesSettings.choices.name',
      'infoSections.id', 'infoSections.uniqueName', 'additionalRibbons.id', 'additionalRibbons.name', 'tags.publicTags.tagIds', 'tags.privateTags.tagIds',
    ]),
    ...matchItems(['variantsInfo.variants', 'directCategoriesInfo.categories', 'allCategoriesInfo.categories']),
  },
  sortable: SEARCH_SORTABLE,
  searchable: ['name', 'plainDescription', 'variantsInfo.variants.sku', 'variantsInfo.variants.barcode'],
  // The SDK's V3ProductSearchSpec `aggregatable`, with the wire's `id` for the SDK's `_id`.
  aggregatable: [
    'createdDate', 'id', 'updatedDate', 'actualPriceRange.maxValue.amount', 'actualPriceRange.minValue.amount', 'additionalRibbons.id',
    'additionalRibbons.name', 'allCategoriesInfo.categories', 'allCategoriesInfo.categories.id', 'allCategoriesInfo.categories.index',
    'brand.id', 'brand.name', 'compareAtPriceRange.maxValue.amount', 'compareAtPriceRange.minValue.amount', 'directCategoriesInfo.categories',
    'directCategoriesInfo.categories.id', 'directCategoriesInfo.categories.index', 'handle', 'importId', 'infoSections.id',
    'infoSections.uniqueName', 'inventory.availabilityStatus', 'inventory.preorderAvailability', 'inventory.preorderStatus',
    'minVariantPriceInfo.sku', 'modifiers.id', 'modifiers.choicesSettings.choices.choiceId', 'modifiers.choicesSettings.choices.name',
    'modifiers.name', 'name', 'options.id', 'options.choicesSettings.choices.choiceId', 'options.choicesSettings.choices.name', 'options.name',
    'physicalProperties.deliveryProfileId', 'physicalProperties.fulfillerId', 'physicalProperties.shippingWeightRange.maxValue',
    'physicalProperties.shippingWeightRange.minValue', 'productType', 'ribbon.id', 'ribbon.name', 'slug',
    'subscriptionDetails.allowOneTimePurchases', 'tags.privateTags.tagIds', 'tags.publicTags.tagIds', 'taxGroupId', 'variantsInfo.variants',
    'variantsInfo.variants.barcode', 'variantsInfo.variants.choices.optionChoiceIds.choiceId', 'variantsInfo.variants.choices.optionChoiceIds.optionId',
    'variantsInfo.variants.physicalProperties.weight', 'variantsInfo.variants.price.actualPrice.amount', 'variantsInfo.variants.price.compareAtPrice.amount',
    'variantsInfo.variants.sku', 'variantsInfo.variants.visible', 'visible', 'visibleInPos',
  ],
};

/** Free-text field names of the search request → where they live on the sandbox's entity view. */
export const SEARCH_FIELD_PATHS: Readonly<Record<string, string>> = { description: 'plainDescription', 'directCategoryIdsInfo.categoryIds': 'directCategoriesInfo.categories.id' };

/** The SDK's ReadOnlyVariantQuerySpec: `_id` (wire `id`), `productData.productId`, `variantId`, every operator, sortable both ways. */
const QUERY_VARIANTS_KEYS = ['id', 'productData.productId', 'variantId'];
export const QUERY_VARIANTS_FIELDS: QueryFields = {
  entity: 'variant',
  filterable: all(QUERY_VARIANTS_KEYS),
  sortable: QUERY_VARIANTS_KEYS,
};

export const SEARCH_VARIANTS_FIELDS: QueryFields = {
  entity: 'variant',
  filterable: {
    ...all([
      'id', 'variantId', 'productData.productId', 'productData.name', 'productData.slug', 'productData.handle', 'productData.productType',
      'productData.visible', 'productData.visibleInPos', 'sku', 'barcode', 'visible', 'price.actualPrice.amount', 'price.compareAtPrice.amount',
      'optionChoices.optionChoiceIds.optionId', 'optionChoices.optionChoiceIds.choiceId', 'inventoryStatus.inStock', 'productData.updatedDate',
    ]),
    ...has(['productData.directCategoryIds']),
  },
  sortable: ['productData.productId', 'productData.name', 'productData.updatedDate', 'variantId', 'sku', 'price.actualPrice.amount', 'price.compareAtPrice.amount'],
  searchable: ['productData.name', 'sku', 'barcode'],
  // The SDK's ReadOnlyVariantSearchSpec `aggregatable`, with the wire's `id` / `updatedDate` for the SDK's `_id` / `_updatedDate`.
  aggregatable: [
    'id', 'barcode', 'inventoryStatus.inStock', 'inventoryStatus.preorderEnabled', 'optionChoices.optionChoiceIds.choiceId',
    'optionChoices.optionChoiceIds.optionId', 'price.actualPrice.amount', 'price.compareAtPrice.amount', 'productData.updatedDate',
    'productData.brand.id', 'productData.handle', 'productData.name', 'productData.physicalProperties.fulfillerId', 'productData.productId',
    'productData.productType', 'productData.slug', 'productData.visible', 'productData.visibleInPos', 'sku', 'variantId', 'visible',
  ],
};

/**
 * Search Variants with no `sort` (the SDK's SearchVariantsSignature doc comment): "ordered by
 * `productData.updatedDate` (descending), then `productData.productId` (ascending), then `variantId` (ascending)".
 */
export const SEARCH_VARIANTS_DEFAULT_SORT = [
  { fieldName: 'productData.updatedDate', order: 'DESC' },
  { fieldName: 'productData.productId', order: 'ASC' },
  { fieldName: 'variantId', order: 'ASC' },
] as const;

/** Categories (Query/Search Categories; docs/wire/catalog-v3.md, Categories API). */
export const CATEGORY_FIELDS: QueryFields = {
  entity: 'category',
  filterable: all(['id', 'slug', 'visible', 'treeReference.appNamespace', 'treeReference.treeKey', 'createdDate', 'updatedDate', 'name', 'managingAppId', 'parentCategory.id', 'parentCategory.index']),
  sortable: ['createdDate', 'updatedDate', 'name', 'managingAppId', 'parentCategory.id', 'parentCategory.index'],
  // Search Categories' free text and aggregations (the SDK's CategorySearchSpec `searchable`, `aggregatable`).
  searchable: ['name', 'description'],
  aggregatable: [
    'createdDate', 'id', 'updatedDate', 'managingAppId', 'name', 'parentCategory.id', 'parentCategory.index', 'slug',
    'treeReference.appNamespace', 'treeReference.treeKey', 'visible',
  ],
};

/**
 * What a products list may filter and sort on: it asks Query Products when that declares every field used, else
 * Search Products (store-catalog/v3.ts listV3Products), so either's fields with either's operators.
 */
export const LIST_PRODUCTS_FIELDS: QueryFields = unionFields('product', QUERY_PRODUCTS_FIELDS, SEARCH_PRODUCTS_FIELDS);

/** What a variants list may filter and sort on: Query Variants when it declares the fields used, else Search Variants. */
export const LIST_VARIANTS_FIELDS: QueryFields = unionFields('variant', QUERY_VARIANTS_FIELDS, SEARCH_VARIANTS_FIELDS);
