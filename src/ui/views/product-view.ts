// How a product reads to a person: the list columns and the detail lines, from the version-neutral summary, so a
// V1 and a V3 store show the same table. JSON output never goes through here.
import type { ProductSummary } from '../../catalog/core/summary-types.js';
import type { Column } from '../../io/present.js';
import { priceText as priceWithSale } from '../../catalog/core/summary-text.js';

const priceText = (s: ProductSummary): string => priceWithSale(s.price, s.listPrice);

export function summaryColumns<P>(summary: (product: P) => ProductSummary): Column<P>[] {
  return [
    // At 80 columns the id and slug stay whole (to be copied); the name narrows, then the last columns go, the id
    // last of them (the slug names the product as well).
    { header: 'id', value: (p) => summary(p).id, whole: true, drop: 5 },
    { header: 'name', value: (p) => summary(p).name, flex: true },
    { header: 'slug', value: (p) => summary(p).slug, whole: true },
    { header: 'price', value: (p) => priceText(summary(p)), drop: 4 },
    { header: 'sku', value: (p) => summary(p).sku, drop: 3 },
    { header: 'visible', value: (p) => (summary(p).visible ? 'yes' : 'no'), drop: 2 },
    { header: 'inventory', value: (p) => summary(p).inventory, drop: 1 },
  ];
}

/** `collectionNames`: the product's collections by name, when the caller looked them up (else their count). */
export function summaryDetails(s: ProductSummary, collectionNames?: readonly string[]): Array<[string, unknown]> {
  const lines: Array<[string, unknown]> = [
    ['id', s.id],
    ['name', s.name],
    ['slug', s.slug],
    ['price', priceText(s)],
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
    ['collections', collectionNames?.length ? collectionNames.join(', ') : s.collections],
    ['media', s.media],
    ['description', s.description],
    ['updated', s.updated],
  ];
  return lines.filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== 0);
}
