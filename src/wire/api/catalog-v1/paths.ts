// Catalog V1 REST paths (docs/wire/catalog-v1.md §4): products, store variants, inventory, bulk, collections (V1 writes +
// V2 reads). A second catalog version gets its own paths file beside this one, never a branch in here.
import { encodePathSegment as enc, PREFIX } from '../hosts.js';

export const catalogV1Paths = {
  products: {
    get: (id: string) => `${PREFIX.catalogRead}/v1/products/${enc(id)}`,
    query: () => `${PREFIX.catalogRead}/v1/products/query-platformized`,
    /** The REST reference's Query Products (string filter/sort, `metadata.items`, `totalResults`); the SDK never calls it. */
    queryClassic: () => `${PREFIX.catalogRead}/v1/products/query`,
    optionsAvailability: (id: string) => `${PREFIX.catalogRead}/v1/products/${enc(id)}/productOptionsAvailability`,
    queryVariants: (id: string) => `${PREFIX.catalogRead}/v1/products/${enc(id)}/variants/query`,
    create: () => `${PREFIX.catalogWrite}/v1/products`,
    update: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}`,
    delete: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}`,
    updateVariants: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/variants`,
    resetVariants: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/variants/resetToDefault`,
    addMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/media`,
    removeMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/media/delete`,
    addChoiceMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/choices/media`,
    removeChoiceMedia: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/choices/media/delete`,
    deleteOptions: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/options`,
    removeBrand: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/remove-brand`,
    removeRibbon: (id: string) => `${PREFIX.catalogWrite}/v1/products/${enc(id)}/remove-ribbon`,
  },
  storeVariants: {
    query: () => `${PREFIX.catalogRead}/v1/variants/query`,
    get: (id: string) => `${PREFIX.catalogRead}/v1/variants/${enc(id)}`,
  },
  inventory: {
    updateVariants: (productId: string) => `${PREFIX.catalogWrite}/v2/inventoryItems/product/${enc(productId)}`,
    /** The REST reference's Increment/Decrement Inventory (the SDK has no builder for them). */
    increment: () => `${PREFIX.catalogWrite}/v2/inventoryItems/increment`,
    decrement: () => `${PREFIX.catalogWrite}/v2/inventoryItems/decrement`,
    /** The REST reference's Inventory V2 reads (the SDK has no builder for them). */
    query: () => `${PREFIX.catalogRead}/v2/inventoryItems/query`,
    getVariants: (inventoryId: string) => `${PREFIX.catalogRead}/v2/inventoryItems/${enc(inventoryId)}/getVariants`,
    getVariantsByProduct: (productId: string) => `${PREFIX.catalogRead}/v2/inventoryItems/product/${enc(productId)}/getVariants`,
  },
  bulk: {
    update: () => `${PREFIX.catalogWrite}/v1/bulk/products/update`,
    adjust: () => `${PREFIX.catalogWrite}/v1/bulk/products/adjust-properties`,
  },
  collections: {
    create: () => `${PREFIX.catalogWrite}/v1/collections`,
    update: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}`,
    delete: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}`,
    addProducts: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}/productIds`,
    removeProducts: (id: string) => `${PREFIX.catalogWrite}/v1/collections/${enc(id)}/productIds/delete`,
    getBySlugV1: (slug: string) => `${PREFIX.catalogRead}/v1/collections/slug/${enc(slug)}`,
    /** The REST reference's V1 Get Collection and Query Collections (the SDK reads collections on V2). */
    getV1: (id: string) => `${PREFIX.catalogRead}/v1/collections/${enc(id)}`,
    queryClassic: () => `${PREFIX.catalogRead}/v1/collections/query`,
    get: (id: string) => `${PREFIX.collectionsV2}/${enc(id)}`,
    getBySlug: (slug: string) => `${PREFIX.collectionsV2}/slug/${enc(slug)}`,
    query: () => `${PREFIX.collectionsV2}/query`,
  },
} as const;

/**
 * The REST reference's curl examples send catalog reads to the write prefix (`/stores/v1/products/query` where the
 * endpoint line says `/stores-reader/v1/products/query`); the platform answers both, so the sandbox does too.
 */
export const curlExamplePath = (readPath: string): string =>
  readPath.startsWith(`${PREFIX.catalogRead}/`) ? PREFIX.catalogWrite + readPath.slice(PREFIX.catalogRead.length) : readPath;
