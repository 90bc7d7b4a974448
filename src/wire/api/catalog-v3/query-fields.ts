// Which fields the Catalog V3 queries filter and sort on (wire/catalog-v3.md §3–§4, the SDK's QuerySpec and
// SearchSpec). The platform answers 400 for anything else, so the sandbox refuses the rest and the CLI checks
// `--sort` against the same tables before sending.

/** How a field may be filtered: every operator, only `$hasSome`/`$hasAll`, or only `$matchItems`. */
export type FilterKind = 'all' | 'has' | 'matchItems';

export interface FieldSpec {
  filterable: Readonly<Record<string, FilterKind>>;
  sortable: ReadonlySet<string>;
  /** Free-text searchable fields (search endpoints). */
  searchable?: readonly string[];
}

const all = (fields: string[]): Record<string, FilterKind> => Object.fromEntries(fields.map((f) => [f, 'all' as const]));
const has = (fields: string[]): Record<string, FilterKind> => Object.fromEntries(fields.map((f) => [f, 'has' as const]));
const matchItems = (fields: string[]): Record<string, FilterKind> => Object.fromEntries(fields.map((f) => [f, 'matchItems' as const]));

const QUERY_SORTABLE = ['createdDate', 'updatedDate', 'slug', 'visible'];

export const QUERY_PRODUCTS_FIELDS: FieldSpec = {
  filterable: { ...all(['id', 'handle', ...QUERY_SORTABLE]), ...has(['options.id']) },
  sortable: new Set(QUERY_SORTABLE),
};

const SEARCH_SORTABLE = [
  'createdDate', 'updatedDate', 'name', 'actualPriceRange.minValue.amount', 'actualPriceRange.maxValue.amount',
  'compareAtPriceRange.minValue.amount', 'compareAtPriceRange.maxValue.amount', 'minVariantPriceInfo.sku',
  'physicalProperties.shippingWeightRange.minValue', 'physicalProperties.shippingWeightRange.maxValue',
];

export const SEARCH_PRODUCTS_FIELDS: FieldSpec = {
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
  sortable: new Set(SEARCH_SORTABLE),
  searchable: ['name', 'plainDescription', 'variantsInfo.variants.sku', 'variantsInfo.variants.barcode'],
};

/** Free-text field names of the search request → where they live on the sandbox's entity view. */
export const SEARCH_FIELD_PATHS: Readonly<Record<string, string>> = { description: 'plainDescription', 'directCategoryIdsInfo.categoryIds': 'directCategoriesInfo.categories.id' };

export const QUERY_VARIANTS_FIELDS: FieldSpec = {
  filterable: all(['id', 'productData.productId']),
  sortable: new Set(['productData.productId']),
};

export const SEARCH_VARIANTS_FIELDS: FieldSpec = {
  filterable: {
    ...all([
      'id', 'variantId', 'productData.productId', 'productData.name', 'productData.slug', 'productData.handle', 'productData.productType',
      'productData.visible', 'productData.visibleInPos', 'sku', 'barcode', 'visible', 'price.actualPrice.amount', 'price.compareAtPrice.amount',
      'optionChoices.optionChoiceIds.optionId', 'optionChoices.optionChoiceIds.choiceId', 'inventoryStatus.inStock',
    ]),
    'productData.directCategoryIds': 'has',
  },
  sortable: new Set(['productData.productId', 'productData.name', 'sku', 'price.actualPrice.amount', 'price.compareAtPrice.amount']),
  searchable: ['productData.name', 'sku', 'barcode'],
};

/** Categories (Query/Search Categories; wire/catalog-v3.md, Categories API). */
export const CATEGORY_FIELDS: FieldSpec = {
  filterable: Object.fromEntries(
    ['id', 'slug', 'visible', 'treeReference.appNamespace', 'treeReference.treeKey', 'createdDate', 'updatedDate', 'name', 'managingAppId', 'parentCategory.id', 'parentCategory.index'].map((f) => [f, 'all' as const]),
  ),
  sortable: new Set(['createdDate', 'updatedDate', 'name', 'managingAppId', 'parentCategory.id', 'parentCategory.index']),
};
