// Categories API entities and bodies (docs/wire/catalog-v3.md §5). Every call names its tree; Wix Stores' tree is
// `{appNamespace: "@wix/stores", treeKey: null}`, and a store item is `{catalogItemId: productId, appId: STORES_APP_ID}`.
import * as z from 'zod';
import { cursorQuerySchema, cursorSearchSchema, CursorPagingMetadataSchema, PAGE_LIMITS, cursorPagingSchema, SearchDetailsSchema } from '../catalog-v3/paging.js';
import { CategoryFieldsSchema } from '../catalog-v3/fields.js';
import { VERSIONED_ENTITY_FIELDS } from '../catalog-v3/entity.js';
import { SlugSchema } from '../catalog-v3/slug.js';
import { MAX_CATEGORIES_PER_TREE, MAX_ITEMS_ADDED_PER_CALL, MAX_ITEMS_REMOVED_PER_CALL, MAX_CATEGORIES_PER_ITEM_CALL } from './limits.js';
export { MAX_CATEGORIES_PER_TREE, MAX_CATEGORY_DEPTH, MAX_ITEMS_ADDED_PER_CALL, MAX_ITEMS_REMOVED_PER_CALL, MAX_CATEGORIES_PER_ITEM_CALL } from './limits.js';

/** Bulk Update / Bulk Show Categories: 1..100 categories per call (SDK BulkUpdateCategoriesRequest, BulkShowCategoriesRequest). */
export const MAX_CATEGORIES_PER_BULK_CALL = 100;
/** Set Arranged Items: "Limited to 100 items" (SDK doc comment); List Categories For Items: ≤ 100 items. */
export const MAX_ARRANGED_ITEMS = 100;
export const MAX_ITEMS_PER_LIST_CALL = 100;
/** Where Move Category puts the category among its new siblings (SDK enum Position). */
export const MOVE_POSITIONS = ['FIRST', 'LAST', 'AFTER'] as const;
export type MovePosition = (typeof MOVE_POSITIONS)[number];

export const TreeReferenceSchema = z.looseObject({ appNamespace: z.string().min(1), treeKey: z.string().nullish() });
export type TreeReference = z.infer<typeof TreeReferenceSchema>;

export const ItemReferenceSchema = z.looseObject({ catalogItemId: z.string().min(1), appId: z.string().min(1) });
export type ItemReference = z.infer<typeof ItemReferenceSchema>;

const writableCategoryFields = {
  name: z.string().min(1).max(80),
  slug: SlugSchema.optional(),
  visible: z.boolean().optional(),
  description: z.string().max(600).nullish(),
  parentCategory: z.looseObject({ id: z.string().nullish() }).nullish(),
  image: z.looseObject({}).nullish(),
  seoData: z.looseObject({}).nullish(),
};

export const CategoryCreateSchema = z.looseObject({ id: z.string().optional(), ...writableCategoryFields });
export const CategoryUpdateSchema = z.looseObject(writableCategoryFields).partial().extend({ id: z.string().optional(), revision: z.string().nullish() });
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

export const CategorySchema = z.looseObject({
  ...VERSIONED_ENTITY_FIELDS,
  name: z.string(),
  slug: z.string(),
  visible: z.boolean(),
  parentCategory: z.looseObject({ id: z.string().nullish(), index: z.number().int().optional() }).optional(),
  itemCounter: z.number().int(),
  description: z.string().optional(),
  treeReference: TreeReferenceSchema,
  // Documented fields the client reads nowhere, declared so `--fields` knows every field.
  ...Object.fromEntries(['image', 'richContentDescription', 'breadcrumbsInfo', 'seoData', 'managingAppId', 'extendedFields'].map((key) => [key, z.unknown().optional()])),
});
export type Category = z.infer<typeof CategorySchema>;

export const CreateCategoryRequestSchema = z.object({ category: CategoryCreateSchema, treeReference: TreeReferenceSchema, fields: CategoryFieldsSchema.optional() });
export const UpdateCategoryRequestSchema = z.object({ category: CategoryUpdateSchema, treeReference: TreeReferenceSchema.optional(), fields: CategoryFieldsSchema.optional() });
export const QueryCategoriesRequestSchema = z.object({
  query: cursorQuerySchema(PAGE_LIMITS.categories).optional(),
  treeReference: TreeReferenceSchema,
  returnNonVisibleCategories: z.boolean().optional(),
  fields: CategoryFieldsSchema.optional(),
});
/** Search Categories' default page size ("cursorPaging.limit set to 100", SDK doc comment of searchCategories). */
export const SEARCH_CATEGORIES_LIMIT = 100;
export const SearchCategoriesRequestSchema = z.object({
  search: cursorSearchSchema(PAGE_LIMITS.categories).optional(),
  treeReference: TreeReferenceSchema,
  returnNonVisibleCategories: z.boolean().optional(),
  fields: CategoryFieldsSchema.optional(),
});
export const CountCategoriesRequestSchema = z.object({
  filter: z.record(z.string(), z.unknown()).nullish(),
  search: SearchDetailsSchema.optional(),
  treeReference: TreeReferenceSchema,
  returnNonVisibleCategories: z.boolean().optional(),
});
export const MoveCategoryRequestSchema = z.object({
  treeReference: TreeReferenceSchema,
  parentCategoryId: z.string().nullish(),
  position: z.enum(MOVE_POSITIONS),
  moveAfterCategoryId: z.string().nullish(),
});
export const MoveCategoryResponseSchema = z.object({ parentCategoryId: z.string().nullish(), categoriesAfterMove: z.array(z.string()) });
export const UpdateCategoryVisibilityRequestSchema = z.object({
  categoryId: z.string().min(1),
  visible: z.boolean(),
  treeReference: TreeReferenceSchema,
  revision: z.string().nullish(),
  fields: CategoryFieldsSchema.optional(),
});
const bulkCategoryOptions = { treeReference: TreeReferenceSchema, returnEntity: z.boolean().optional(), fields: CategoryFieldsSchema.optional() };
export const BulkUpdateCategoriesRequestSchema = z.object({
  categories: z.array(z.object({ category: CategoryUpdateSchema.extend({ id: z.string().min(1) }) })).min(1).max(MAX_CATEGORIES_PER_BULK_CALL),
  ...bulkCategoryOptions,
});
export const BulkShowCategoriesRequestSchema = z.object({ categoryIds: z.array(z.string().min(1)).min(1).max(MAX_CATEGORIES_PER_BULK_CALL), ...bulkCategoryOptions });
export const SetArrangedItemsRequestSchema = z.object({ treeReference: TreeReferenceSchema, items: z.array(ItemReferenceSchema).max(MAX_ARRANGED_ITEMS).optional() });
export const ArrangedItemsResponseSchema = z.object({ items: z.array(ItemReferenceSchema) });
/** `items` has no minimum (SDK ListCategoriesForItemsRequest): none asked, none answered. */
export const ListCategoriesForItemsRequestSchema = z.object({ items: z.array(ItemReferenceSchema).max(MAX_ITEMS_PER_LIST_CALL).default([]), treeReference: TreeReferenceSchema });
export const ListTreesResponseSchema = z.object({ trees: z.array(TreeReferenceSchema) });
export const CategoriesPageSchema = z.looseObject({ categories: z.array(CategorySchema), pagingMetadata: CursorPagingMetadataSchema });

export const BulkAddItemsRequestSchema = z.object({ items: z.array(ItemReferenceSchema).min(1).max(MAX_ITEMS_ADDED_PER_CALL), treeReference: TreeReferenceSchema });
export const BulkRemoveItemsRequestSchema = z.object({ items: z.array(ItemReferenceSchema).min(1).max(MAX_ITEMS_REMOVED_PER_CALL), treeReference: TreeReferenceSchema });
export const ItemCategoriesRequestSchema = z.object({ item: ItemReferenceSchema, categoryIds: z.array(z.string().min(1)).min(1).max(MAX_CATEGORIES_PER_ITEM_CALL), treeReference: TreeReferenceSchema });
export const SetItemCategoriesRequestSchema = z.object({ item: ItemReferenceSchema, categoryIds: z.array(z.string().min(1)).max(MAX_CATEGORIES_PER_TREE), treeReference: TreeReferenceSchema });
export const ListItemsRequestSchema = z.object({
  treeReference: TreeReferenceSchema,
  cursorPaging: cursorPagingSchema(PAGE_LIMITS.categoryItems).optional(),
  includeItemsFromSubcategories: z.boolean().optional(),
  useCategoryArrangement: z.boolean().optional(),
});
export const ListItemsResponseSchema = z.looseObject({ items: z.array(ItemReferenceSchema), pagingMetadata: CursorPagingMetadataSchema });
export const ListCategoriesForItemRequestSchema = z.object({ item: ItemReferenceSchema, treeReference: TreeReferenceSchema });
export const ListCategoriesForItemResponseSchema = z.object({ directCategoryIds: z.array(z.string()), allCategoryIds: z.array(z.string()) });
export const AllProductsCategoryResponseSchema = z.object({ categoryId: z.string(), treeReference: TreeReferenceSchema });
