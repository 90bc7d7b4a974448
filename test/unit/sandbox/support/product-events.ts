// Each catalog's product events, for sandbox tests whose body runs on a V1 and a V3 store: V1 sends its catalog
// events (com.wix.ecommerce.catalog.api.v1.Product*), V3 the domain events (wix.stores.catalog.v3.product_*).
import { paths } from '../../../../src/wire/api/paths.js';
import { catalogV3Paths } from '../../../../src/wire/api/catalog-v3/paths.js';
import type { CatalogVersion } from '../../../../src/wire/api/catalog-version.js';
import type { TestSandbox } from '../../../helpers/sandbox.js';
import type { createProduct } from '../../../helpers/store-products.js';

type Written = Awaited<ReturnType<typeof createProduct>>;

/** A product's life on each catalog's wire: the admin writes after Create Product, and the events they send. */
export interface ProductEvents {
  rename(t: TestSandbox, product: Written, name: string): Promise<unknown>;
  remove(t: TestSandbox, product: Written): Promise<unknown>;
  types: { created: string; changed: string; deleted: string };
  /** The created product's name, read from a created event's payload. */
  createdName(payload: any): string;
}

const V1: ProductEvents = {
  rename: (t, product, name) => t.admin('PATCH', paths.products.update(product.id), { product: { name, description: '' } }),
  remove: (t, product) => t.admin('DELETE', paths.products.delete(product.id)),
  types: {
    created: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
    changed: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    deleted: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  },
  createdName: (payload) => payload.name,
};

const V3: ProductEvents = {
  rename: (t, product, name) => t.admin('PATCH', catalogV3Paths.products.update(product.id), { product: { id: product.id, revision: product.revision, name } }),
  remove: (t, product) => t.admin('DELETE', catalogV3Paths.products.delete(product.id)),
  types: { created: 'wix.stores.catalog.v3.product_created', changed: 'wix.stores.catalog.v3.product_updated', deleted: 'wix.stores.catalog.v3.product_deleted' },
  createdName: (payload) => payload.createdEvent.entity.name,
};

export const productEvents = (catalog: CatalogVersion): ProductEvents => (catalog === 'v1' ? V1 : V3);
