// Categories API paths (docs/wire/catalog-v3.md §5 "Categories API"), written once for the client and the sandbox's
// router. On Catalog V3 sites categories replace V1 collections; Wix Stores' tree is `@wix/stores` with no tree key.

const enc = (value: string) => encodeURIComponent(value);

const CATEGORIES = '/categories/v1/categories';
const BULK = '/categories/v1/bulk/categories';

export const categoriesPaths = {
  create: () => CATEGORIES,
  get: (id: string) => `${CATEGORIES}/${enc(id)}`,
  getBySlug: (slug: string) => `${CATEGORIES}/slug/${enc(slug)}`,
  update: (id: string) => `${CATEGORIES}/${enc(id)}`,
  delete: (id: string) => `${CATEGORIES}/${enc(id)}`,
  /** PATCH; more literal segments than `update`, so the router never takes it for a category id. */
  updateVisibility: () => `${CATEGORIES}/visibility`,
  move: (id: string) => `${CATEGORIES}/${enc(id)}/move`,
  /** GET (flat params). */
  listTrees: () => `${CATEGORIES}/list-trees`,
  setArrangedItems: (id: string) => `${CATEGORIES}/${enc(id)}/set-arranged-items`,
  /** GET (flat params). */
  getArrangedItems: (id: string) => `${CATEGORIES}/${enc(id)}/arranged-items`,
  query: () => `${CATEGORIES}/query`,
  search: () => `${CATEGORIES}/search`,
  count: () => `${CATEGORIES}/count`,
  /** GET (flat params) or POST. */
  listItems: (id: string) => `${CATEGORIES}/${enc(id)}/list-items`,
  /** GET (flat params) or POST. */
  listCategoriesForItem: () => `${CATEGORIES}/list-categories-for-item`,
  listCategoriesForItems: () => `${CATEGORIES}/list-categories-for-items`,
  bulkAddItems: (id: string) => `${BULK}/${enc(id)}/add-items`,
  bulkRemoveItems: (id: string) => `${BULK}/${enc(id)}/remove-items`,
  bulkAddItemToCategories: () => `${BULK}/add-item`,
  bulkRemoveItemFromCategories: () => `${BULK}/remove-item`,
  bulkSetItemCategories: () => `${BULK}/set-item-categories`,
  bulkUpdate: () => `${BULK}/update`,
  bulkShow: () => `${BULK}/show`,
} as const;

/** Path prefixes of the Categories API (a V1 site answers 428 on them: categories are V3-only). */
export const CATEGORIES_PREFIXES: readonly string[] = ['/categories/v1/'];
