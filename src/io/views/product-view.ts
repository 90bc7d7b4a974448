// How a product reads to a person: the list columns and the detail lines, from the version-neutral summary, so a
// V1 and a V3 store show the same table. JSON output never goes through here.
import type { Product } from '../../wire/api/catalog-v1/product.js';
import type { ProductSummary } from './summary-types.js';
import { v1ProductSummary } from './v1-summaries.js';
import type { Column } from '../present.js';

export function summaryColumns<P>(summary: (product: P) => ProductSummary): Column<P>[] {
  return [
    { header: 'id', value: (p) => summary(p).id },
    { header: 'name', value: (p) => summary(p).name, flex: true },
    { header: 'slug', value: (p) => summary(p).slug, flex: true },
    { header: 'price', value: (p) => summary(p).price },
    { header: 'sku', value: (p) => summary(p).sku },
    { header: 'visible', value: (p) => (summary(p).visible ? 'yes' : 'no') },
    { header: 'inventory', value: (p) => summary(p).inventory },
  ];
}

export function summaryDetails(s: ProductSummary): Array<[string, unknown]> {
  const lines: Array<[string, unknown]> = [
    ['id', s.id],
    ['name', s.name],
    ['slug', s.slug],
    ['price', s.listPrice !== undefined ? `${s.price} (was ${s.listPrice})` : s.price === undefined ? '' : String(s.price)],
    ['discount', s.discount],
    ['cost', s.cost],
    ['sku', s.sku],
    ['weight', s.weight],
    ['visible', s.visible ? 'yes' : 'no'],
    ['inventory', s.inventory],
    ['brand', s.brand],
    ['ribbon', s.ribbon],
    ['options', s.options.join('; ')],
    ['variants', s.variants],
    ['collections', s.collections],
    ['media', s.media],
    ['description', s.description],
    ['updated', s.updated],
  ];
  return lines.filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== 0);
}

/** V1 products (the browse screens and forms, which speak V1). */
export const PRODUCT_COLUMNS: Column<Product>[] = summaryColumns(v1ProductSummary);
export const productDetails = (product: Product): Array<[string, unknown]> => summaryDetails(v1ProductSummary(product));
