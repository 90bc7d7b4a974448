// Which product fields Query and Search Products filter and sort on (wire/catalog-v3.md §3, the SDK's QuerySpec and
// SearchSpec). Anything else answers 400, as on the platform.
import type { FieldSpec, FilterKind } from './cursor-query.js';

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
