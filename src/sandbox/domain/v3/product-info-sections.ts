// Bulk Add / Remove Info Sections To|From Products, by ids or by filter (docs/wire/catalog-v3.md §5.2;
// `auto_sdk_stores_products-v-3` doc comments): each named section must exist; a product holds at most 20
// (TOO_MANY_INFO_SECTIONS_ERROR); a product that already has (or lacks) every named section is left as it is.
import { MAX_PRODUCT_INFO_SECTIONS } from '../../../wire/api/catalog-v3/info-section.js';
import { applicationError } from '../../http-errors.js';
import { runBulk } from './bulk-envelope.js';
import { productJob, type ByFilter } from './bulk-products.js';
import { requireInfoSection } from './info-sections.js';
import { reviseProducts } from './product-references.js';
import { requireProductV3, type CatalogEnv } from './product-service.js';
import type { StoredProductV3 } from './product-state.js';
import { checkRevision } from './revisions.js';

type Change = 'add' | 'remove';

function changeSections(env: CatalogEnv, product: StoredProductV3, ids: readonly string[], change: Change): StoredProductV3 {
  const held = (product.infoSections ?? []).map((s) => s.id);
  const next = change === 'add' ? [...held, ...ids.filter((id, i) => !held.includes(id) && ids.indexOf(id) === i)] : held.filter((id) => !ids.includes(id));
  if (next.length > MAX_PRODUCT_INFO_SECTIONS) {
    throw applicationError(400, 'Too many info sections', 'TOO_MANY_INFO_SECTIONS_ERROR', `Product ${product.id} would hold ${next.length} info sections; the limit is ${MAX_PRODUCT_INFO_SECTIONS}`, { productId: product.id });
  }
  if (next.length === held.length && next.every((id, i) => id === held[i])) return product;
  return reviseProducts(env, [product], () => ({ infoSections: next.map((id) => ({ id })) }))[0];
}

function checkSections(env: CatalogEnv, ids: readonly string[], change: Change): void {
  if (change === 'add') for (const id of ids) requireInfoSection(env.db, id);
}

export function changeProductsInfoSections(
  env: CatalogEnv,
  request: { products: Array<{ productId: string; revision?: string }>; infoSectionIds: string[]; returnEntity?: boolean },
  change: Change,
  render: (product: StoredProductV3) => unknown,
) {
  checkSections(env, request.infoSectionIds, change);
  return runBulk(env.db, request.products, ({ productId, revision }, i) => {
    const product = requireProductV3(env, productId);
    if (revision) checkRevision('Product', productId, product.revision, revision, `products[${i}].revision`);
    const changed = changeSections(env, product, request.infoSectionIds, change);
    return { id: changed.id, render: () => render(changed) };
  }, request.returnEntity === true);
}

export function changeInfoSectionsByFilter(env: CatalogEnv, request: ByFilter & { infoSectionIds: string[] }, change: Change): string {
  checkSections(env, request.infoSectionIds, change);
  const kind = change === 'add' ? 'BULK_ADD_INFO_SECTIONS_TO_PRODUCTS_BY_FILTER' : 'BULK_REMOVE_INFO_SECTIONS_FROM_PRODUCTS_BY_FILTER';
  return productJob(env, kind, request, (product) => void changeSections(env, product, request.infoSectionIds, change));
}
