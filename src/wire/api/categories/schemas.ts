// Categories API entities and bodies (docs/wire/catalog-v3.md §5). Every call names its tree; Wix Stores' tree is
// `{appNamespace: "@wix/stores", treeKey: null}`, and a store item is `{catalogItemId: productId, appId: STORES_APP_ID}`.
import * as z from 'zod';
import { cursorQuerySchema, CursorPagingMetadataSchema, PAGE_LIMITS, cursorPagingSchema } from '../catalog-v3/paging.js';
import { CategoryFieldsSchema } from '../catalog-v3/fields.js';
import { VERSIONED_ENTITY_FIELDS } from '../catalog-v3/entity.js';


export const MAX_CATEGORIES_PER_TREE = 1000;
export const MAX_CATEGORY_DEPTH = 5;
export const MAX_ITEMS_ADDED_PER_CALL = 1000;
export const MAX_ITEMS_REMOVED_PER_CALL = 100;
export const MAX_CATEGORIES_PER_ITEM_CALL = 100;

export const TreeReferenceSchema = z.looseObject({ appNamespace: z.string().min(1), treeKey: z.string().nullish() });
export type TreeReference = z.infer<typeof TreeReferenceSchema>;

export const ItemReferenceSchema = z.looseObject({ catalogItemId: z.string().min(1), appId: z.string().min(1) });
export type ItemReference = z.infer<typeof ItemReferenceSchema>;

const writableCategoryFields = {
  name: z.string().min(1).max(80),
  slug: z.string().min(1).max(300).optional(),
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
export const CountCategoriesRequestSchema = z.object({
  filter: z.record(z.string(), z.unknown()).nullish(),
  treeReference: TreeReferenceSchema,
  returnNonVisibleCategories: z.boolean().optional(),
});
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
