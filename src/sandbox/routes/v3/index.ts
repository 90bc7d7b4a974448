// Every Catalog V3 route family (and the Categories API), on the API router. A V1 site answers 428 on them
// (domain/catalog-version.ts decides that for every route at once).
import type { Router } from '../../router.js';
import { registerBulkProductsV3 } from './bulk-products.js';
import { registerProductsV3 } from './products.js';
import { registerProductsWithInventory } from './products-with-inventory.js';
import { registerCategories } from './categories.js';
import { registerCustomizations } from './customizations.js';
import { registerInfoSections } from './info-sections.js';
import { registerNamedEntities } from './named-entities.js';
import { registerVariantsAndInventory } from './variants-inventory.js';
import { registerInventoryMoves } from './inventory-moves.js';
import { registerInventoryItems } from './inventory-items.js';
import { registerInventoryJobs } from './inventory-jobs.js';
import { registerLocations } from './locations.js';
import { registerUnservedV3 } from './unserved.js';

export function registerCatalogV3(router: Router): void {
  registerProductsV3(router);
  registerProductsWithInventory(router);
  registerBulkProductsV3(router);
  registerCategories(router);
  registerCustomizations(router);
  registerInfoSections(router);
  registerNamedEntities(router);
  registerVariantsAndInventory(router);
  registerInventoryItems(router);
  registerInventoryMoves(router);
  registerInventoryJobs(router);
  registerLocations(router);
  registerUnservedV3(router);
}
