// Every Catalog V3 REST path (docs/wire/catalog-v3.md §1–§5), written once: the client builds its URLs from these and
// the sandbox routes the same table (built with `param()` placeholders), so the two can never disagree.
// Paths are those of the www.wixapis.com host (the SDK's srcPath → destPath mapping).

const enc = (value: string) => encodeURIComponent(value);

const STORES_V3 = '/stores/v3';
const BULK_V3 = `${STORES_V3}/bulk`;

/** CRUD + query/count + get-or-create of a named V3 entity (brands, ribbons and info sections share the shape). */
function namedEntityPaths(plural: string) {
  const base = `${STORES_V3}/${plural}`;
  const bulk = `${BULK_V3}/${plural}`;
  return {
    create: () => base,
    get: (id: string) => `${base}/${enc(id)}`,
    update: (id: string) => `${base}/${enc(id)}`,
    delete: (id: string) => `${base}/${enc(id)}`,
    query: () => `${base}/query`,
    count: () => `${base}/count`,
    getOrCreate: () => `${base}/get-or-create`,
    bulkCreate: () => `${bulk}/create`,
    bulkUpdate: () => `${bulk}/update`,
    bulkDelete: () => `${bulk}/delete`,
    bulkGetOrCreate: () => `${bulk}/get-or-create`,
  };
}

export const catalogV3Paths = {
  /** GET → `{catalogVersion}`; the one V3 path that answers on every site. */
  catalogVersion: () => `${STORES_V3}/provision/version`,
  products: {
    create: () => `${STORES_V3}/products`,
    createWithInventory: () => `${STORES_V3}/products-with-inventory`,
    get: (id: string) => `${STORES_V3}/products/${enc(id)}`,
    getBySlug: (slug: string) => `${STORES_V3}/products/slug/${enc(slug)}`,
    update: (id: string) => `${STORES_V3}/products/${enc(id)}`,
    updateWithInventory: (id: string) => `${STORES_V3}/products-with-inventory/${enc(id)}`,
    delete: (id: string) => `${STORES_V3}/products/${enc(id)}`,
    /** GET (`.r`) or POST. */
    query: () => `${STORES_V3}/products/query`,
    /** GET (`.r`) or POST. */
    search: () => `${STORES_V3}/products/search`,
    /** GET (`.r`) or POST. */
    count: () => `${STORES_V3}/products/count`,
    allProductsCategory: () => `${STORES_V3}/all-products-category`,
  },
  bulkProducts: {
    create: () => `${BULK_V3}/products/create`,
    createWithInventory: () => `${BULK_V3}/products-with-inventory/create`,
    update: () => `${BULK_V3}/products/update`,
    updateWithInventory: () => `${BULK_V3}/products-with-inventory/update`,
    delete: () => `${BULK_V3}/products/delete`,
    updateByFilter: () => `${BULK_V3}/products/update-by-filter`,
    deleteByFilter: () => `${BULK_V3}/products/delete-by-filter`,
    updateVariantsByFilter: () => `${BULK_V3}/products/update-variants-by-filter`,
    adjustVariantsByFilter: () => `${BULK_V3}/products/adjust-variants-by-filter`,
    addToCategoriesByFilter: () => `${BULK_V3}/products/add-to-categories-by-filter`,
    removeFromCategoriesByFilter: () => `${BULK_V3}/products/remove-from-categories-by-filter`,
    addInfoSections: () => `${BULK_V3}/products/add-info-sections`,
    removeInfoSections: () => `${BULK_V3}/products/remove-info-sections`,
    addInfoSectionsByFilter: () => `${BULK_V3}/products/add-info-sections-by-filter`,
    removeInfoSectionsByFilter: () => `${BULK_V3}/products/remove-info-sections-by-filter`,
    updateTags: () => `${BULK_V3}/products/update-tags`,
    updateTagsByFilter: () => `${BULK_V3}/products/update-tags-by-filter`,
  },
  /** Read-only variants (ProductVariantsReader): POST only. */
  readOnlyVariants: {
    query: () => `${STORES_V3}/products/query-variants`,
    search: () => `${STORES_V3}/products/search-variants`,
  },
  inventoryItems: {
    create: () => `${STORES_V3}/inventory-items`,
    get: (id: string) => `${STORES_V3}/inventory-items/${enc(id)}`,
    update: (id: string) => `${STORES_V3}/inventory-items/${enc(id)}`,
    delete: (id: string) => `${STORES_V3}/inventory-items/${enc(id)}`,
    query: () => `${STORES_V3}/inventory-items/query`,
    search: () => `${STORES_V3}/inventory-items/search`,
    count: () => `${STORES_V3}/inventory-items/count`,
    bulkCreate: () => `${BULK_V3}/inventory-items/create`,
    bulkUpdate: () => `${BULK_V3}/inventory-items/update`,
    bulkUpsert: () => `${BULK_V3}/inventory-items/upsert`,
    bulkDelete: () => `${BULK_V3}/inventory-items/delete`,
    bulkIncrement: () => `${BULK_V3}/inventory-items/increment`,
    bulkDecrement: () => `${BULK_V3}/inventory-items/decrement`,
    bulkIncrementByVariant: () => `${BULK_V3}/inventory-items/increment-by-variant-and-location`,
    bulkDecrementByVariant: () => `${BULK_V3}/inventory-items/decrement-by-variant-and-location`,
    bulkUpdateByFilter: () => `${BULK_V3}/inventory-items/update-by-filter`,
    bulkDeleteByFilter: () => `${BULK_V3}/inventory-items/delete-by-filter`,
    bulkSetOrAdjustByFilter: () => `${BULK_V3}/inventory-items/set-or-adjust-by-filter`,
    bulkAdjustByFilter: () => `${BULK_V3}/inventory-items/adjust-by-filter`,
    bulkCreateByVariantFilter: () => `${BULK_V3}/inventory-items/create-by-variant-filter`,
  },
  brands: namedEntityPaths('brands'),
  ribbons: namedEntityPaths('ribbons'),
  infoSections: namedEntityPaths('info-sections'),
  customizations: {
    create: () => `${STORES_V3}/customizations`,
    get: (id: string) => `${STORES_V3}/customizations/${enc(id)}`,
    update: (id: string) => `${STORES_V3}/customizations/${enc(id)}`,
    delete: (id: string) => `${STORES_V3}/customizations/${enc(id)}`,
    query: () => `${STORES_V3}/customizations/query`,
    count: () => `${STORES_V3}/customizations/count`,
    addChoices: (id: string) => `${STORES_V3}/customizations/${enc(id)}/add-choices`,
    setChoices: (id: string) => `${STORES_V3}/customizations/${enc(id)}/set-choices`,
    removeChoices: (id: string) => `${STORES_V3}/customizations/${enc(id)}/remove-choices`,
    updateChoices: (id: string) => `${STORES_V3}/customizations/${enc(id)}/update-choices`,
    reorderChoices: (id: string) => `${STORES_V3}/customizations/${enc(id)}/reorder-choices`,
    bulkCreate: () => `${BULK_V3}/customizations/create`,
    bulkUpdate: () => `${BULK_V3}/customizations/update`,
    bulkAddChoices: () => `${BULK_V3}/customizations/add-choices`,
  },
  /** Stores locations (StoresLocationService): get, query (POST only), the default one. */
  locations: {
    default: () => `${STORES_V3}/locations/default`,
    get: (id: string) => `${STORES_V3}/locations/${enc(id)}`,
    query: () => `${STORES_V3}/locations/query`,
  },
  /** The Async Job API: by-filter bulk methods answer `{jobId}`; progress is polled here. */
  asyncJobs: {
    get: (jobId: string) => `/async-jobs/v1/async-jobs/${enc(jobId)}`,
    listItems: (jobId: string) => `/async-jobs/v1/async-jobs/${enc(jobId)}/items`,
  },
} as const;

/** Every V3-only path prefix: a V1 site answers 428 on these (with the categories prefix of the Categories API). */
export const CATALOG_V3_PREFIXES: readonly string[] = [`${STORES_V3}/`];
/** The version probe answers on every site, whatever its catalog version. */
export const VERSION_PROBE_PATH = catalogV3Paths.catalogVersion();
