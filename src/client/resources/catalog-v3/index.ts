// The Catalog V3 resources as one group: `client.catalogV3.products`, `.variants`, … (docs/wire/catalog-v3.md).
import type { Transport } from '../../transport.js';
import type { Clock } from '../../types.js';
import { AsyncJobsResource } from './async-jobs.js';
import { CustomizationsResource } from './customizations.js';
import { InventoryItemsResource } from './inventory-items.js';
import { BrandsResource, RibbonsResource } from './named-entities.js';
import { ProductsV3Resource } from './products.js';
import { ReadOnlyVariantsResource } from './read-only-variants.js';
import { CatalogVersioningResource } from './versioning.js';

export interface CatalogV3Resources {
  versioning: CatalogVersioningResource;
  products: ProductsV3Resource;
  variants: ReadOnlyVariantsResource;
  inventoryItems: InventoryItemsResource;
  brands: BrandsResource;
  ribbons: RibbonsResource;
  customizations: CustomizationsResource;
  asyncJobs: AsyncJobsResource;
}

export function catalogV3Resources(transport: Transport, clock: Clock): CatalogV3Resources {
  const asyncJobs = new AsyncJobsResource(transport, clock);
  return {
    versioning: new CatalogVersioningResource(transport),
    products: new ProductsV3Resource(transport, asyncJobs),
    variants: new ReadOnlyVariantsResource(transport),
    inventoryItems: new InventoryItemsResource(transport),
    brands: new BrandsResource(transport),
    ribbons: new RibbonsResource(transport),
    customizations: new CustomizationsResource(transport),
    asyncJobs,
  };
}

export * from './async-jobs.js';
export * from './customizations.js';
export * from './inventory-items.js';
export * from './named-entities.js';
export * from './products.js';
export * from './read-only-variants.js';
export * from './versioning.js';
