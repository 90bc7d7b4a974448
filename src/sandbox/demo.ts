// The demo catalog a fresh data file starts with: a few collections and products that show every computed field
// (discounts, cost/profit, options and variants with overrides, media, a hidden product, memberships).
import type { ProductInput } from '../wire/api/catalog-v1/product.js';
import { writeTransaction } from './db.js';
import { addProductsToCollection, createCollection } from './domain/v1/collection-service.js';
import { CREDENTIALS_KEY } from './domain/credentials.js';
import { imageMediaItem } from './domain/v1/media-items.js';
import { withoutChanges } from './domain/outbox.js';
import { createProduct, type CatalogEnv } from './domain/v1/product-service.js';
import { variantSpecs } from './domain/v1/variant-generation.js';
import { getMeta, setMeta } from './tables/meta.js';
import { SiteCatalogVersionConflict, DEFAULT_SANDBOX_CATALOG, setSiteCatalogVersion, siteCatalogVersion } from './domain/site-catalog-version.js';
import { type CatalogVersion } from '../wire/api/catalog-version.js';
import { createDemoCatalogV3 } from './demo-v3.js';
import { V3_TABLES } from './tables/v3/products.js';
import { saveProduct } from './tables/v1/products.js';
import { DEMO_GROUPS, DEMO_IMAGE_BASE } from './demo-shared.js';

const INITIALIZED = 'catalog_initialized';

interface DemoProduct {
  input: ProductInput;
  images?: string[];
  collections: string[];
  /** Variant price overrides keyed by one choice (e.g. Size L costs more in every color). */
  priceByChoice?: Record<string, number>;
}


const PRODUCTS: DemoProduct[] = [
  {
    input: { name: 'Ceramic Mug', priceData: { price: 12.5 }, sku: 'MUG-001', weight: 0.4, costAndProfitData: { itemCost: 4 }, description: 'A stoneware mug that keeps coffee warm.' },
    images: ['mug.jpg'],
    collections: ['Kitchen', 'Gifts'],
  },
  {
    input: { name: "Chef's Knife", priceData: { price: 89 }, sku: 'KNF-210', weight: 0.3, costAndProfitData: { itemCost: 35 }, discount: { type: 'PERCENT', value: 15 }, ribbon: 'Sale' },
    images: ['knife.jpg'],
    collections: ['Kitchen'],
  },
  {
    input: { name: 'Oak Cutting Board', priceData: { price: 34 }, sku: 'BRD-100', weight: 1.2, costAndProfitData: { itemCost: 12 }, brand: 'Homestead' },
    images: ['board.jpg', 'board-side.jpg'],
    collections: ['Kitchen'],
  },
  {
    input: { name: 'Striped Beach Towel', priceData: { price: 24 }, sku: 'TWL-300', weight: 0.6, costAndProfitData: { itemCost: 8 }, discount: { type: 'AMOUNT', value: 4 } },
    images: ['towel.jpg'],
    collections: ['Summer'],
  },
  {
    input: {
      name: 'Sun Hat',
      priceData: { price: 29 },
      manageVariants: true,
      sku: 'HAT-050',
      weight: 0.2,
      costAndProfitData: { itemCost: 9 },
      ribbon: 'New',
      productOptions: [
        { name: 'Size', choices: ['S', 'M', 'L'].map((v) => ({ value: v, description: v })) },
        { name: 'Color', choices: ['Sand', 'Navy'].map((v) => ({ value: v, description: v })) },
      ],
    },
    images: ['hat.jpg'],
    collections: ['Summer', 'Gifts'],
    priceByChoice: { L: 32 },
  },
  {
    input: { name: 'Picnic Basket', priceData: { price: 59 }, sku: 'BSK-020', weight: 2.1, costAndProfitData: { itemCost: 22 } },
    collections: ['Summer', 'Gifts'],
  },
  {
    input: { name: 'Linen Apron', priceData: { price: 39 }, sku: 'APR-010', weight: 0.3, brand: 'Homestead' },
    images: ['apron.jpg'],
    collections: ['Kitchen', 'Gifts'],
  },
  {
    input: { name: 'Prototype Blender', priceData: { price: 149 }, sku: 'BLN-999', weight: 3.5, visible: false, description: 'Not for sale yet.' },
    collections: ['Kitchen'],
  },
];

function createDemoCatalog(env: CatalogEnv): void {
  const collectionIds = new Map(DEMO_GROUPS.map((c) => [c.name, createCollection(env, c).id]));
  const members = new Map<string, string[]>();
  for (const demo of PRODUCTS) {
    const state = createProduct(env, demo.input);
    state.media = (demo.images ?? []).map((file) => imageMediaItem(`${DEMO_IMAGE_BASE}/${file}`, { width: 1200, height: 1200 }));
    for (const spec of variantSpecs(state.id, demo.input.productOptions)) {
      const price = Object.values(spec.choices).map((choice) => demo.priceByChoice?.[choice]).find((p) => p !== undefined);
      if (price !== undefined) state.variantOverrides[spec.id] = { price };
    }
    saveProduct(env.db, state);
    for (const name of demo.collections) members.set(name, [...(members.get(name) ?? []), state.id]);
  }
  for (const [name, productIds] of members) addProductsToCollection(env, collectionIds.get(name)!, productIds);
}

/** The demo catalog in the site's own version (the same products and collections/categories in both). */
function createDemo(env: CatalogEnv, version: CatalogVersion): void {
  withoutChanges(env.db, () => (version === 'v3' ? createDemoCatalogV3(env) : createDemoCatalog(env)));
}

/**
 * Creates the demo catalog the first time a data file is used (unless `demo` is false), exactly once per file, as a
 * site of version `catalog` (default DEFAULT_SANDBOX_CATALOG). A file that already holds a site keeps its version.
 */
export function initializeCatalog(env: CatalogEnv, demo: boolean, catalog?: CatalogVersion): void {
  writeTransaction(env.db, () => {
    if (getMeta(env.db, INITIALIZED)) {
      const held = siteCatalogVersion(env.db);
      if (catalog && catalog !== held) {
        throw new SiteCatalogVersionConflict(held, catalog);
      }
      return;
    }
    const version = catalog ?? DEFAULT_SANDBOX_CATALOG;
    setSiteCatalogVersion(env.db, version);
    if (demo) createDemo(env, version);
    setMeta(env.db, INITIALIZED, '1');
  });
}

/**
 * Wipes catalog data and tokens (credentials stay), then re-creates the demo catalog unless `demo` is false. The
 * site keeps its catalog version unless `catalog` names one (a reset is a new store).
 */
export function resetCatalog(env: CatalogEnv, demo: boolean, catalog?: CatalogVersion): void {
  writeTransaction(env.db, () => {
    const version = catalog ?? siteCatalogVersion(env.db);
    env.db.exec('DELETE FROM memberships; DELETE FROM products; DELETE FROM collections; DELETE FROM tokens; DELETE FROM carts; DELETE FROM checkouts; DELETE FROM redirect_sessions; DELETE FROM members; DELETE FROM identity_tickets; DELETE FROM mailbox; DELETE FROM member_factors;');
    for (const table of V3_TABLES) env.db.exec(`DELETE FROM ${table}`);
    env.db.prepare('DELETE FROM meta WHERE key <> ?').run(CREDENTIALS_KEY);
    setSiteCatalogVersion(env.db, version);
    if (demo) createDemo(env, version);
    setMeta(env.db, INITIALIZED, '1');
  });
}
