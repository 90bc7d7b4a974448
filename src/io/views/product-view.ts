// How a product reads to a person: the list columns and the detail lines. JSON output never goes through here.
import { PRODUCT_SORTABLE_FIELDS, ProductSchema, type Product } from '../../wire/api/catalog-v1/product.js';
import type { Column } from '../present.js';
import type { EntityFields } from '../entity-fields.js';

/** What --fields and --sort may name on a product. */
export const PRODUCT_FIELDS: EntityFields = { name: 'product', schema: ProductSchema, sortable: PRODUCT_SORTABLE_FIELDS };

function inventory(product: Product): string {
  const stock = product.stock;
  if (!stock) return '';
  if (stock.trackInventory && typeof stock.quantity === 'number') return `${stock.quantity} in stock`;
  return stock.inventoryStatus.toLowerCase().replace(/_/g, ' ');
}


function listPrice(product: Product): string {
  const formatted = product.priceData?.formatted;
  if (!formatted) return String(product.priceData?.price ?? '');
  return formatted.discountedPrice !== formatted.price ? `${formatted.price} (sale ${formatted.discountedPrice})` : formatted.price;
}

export const PRODUCT_COLUMNS: Column<Product>[] = [
  // At 80 columns the id and slug stay whole (to be copied); the name narrows, then the last columns go.
  { header: 'id', value: (p) => p.id, whole: true },
  { header: 'name', value: (p) => p.name, flex: true },
  { header: 'slug', value: (p) => p.slug, whole: true },
  // The price lists sort by (the base price) comes first; a sale price follows it.
  { header: 'price', value: listPrice, drop: 4 },
  { header: 'sku', value: (p) => p.sku, drop: 3 },
  { header: 'visible', value: (p) => (p.visible ? 'yes' : 'no'), drop: 2 },
  { header: 'inventory', value: inventory, drop: 1 },
];

/** `collectionNames`: the product's collections by name, when the caller looked them up (else their count). */
export function productDetails(product: Product, collectionNames?: readonly string[]): Array<[string, unknown]> {
  const options = (product.productOptions ?? []).map((o) => `${o.name}: ${o.choices.map((c) => c.description).join(', ')}`);
  const discount = product.discount && product.discount.type !== 'NONE' && product.discount.value > 0
    ? `${product.discount.type === 'PERCENT' ? `${product.discount.value}%` : product.discount.value} off`
    : undefined;
  const lines: Array<[string, unknown]> = [
    ['id', product.id],
    ['name', product.name],
    ['slug', product.slug],
    ['price', listPrice(product)],
    ['discount', discount],
    ['cost', product.costAndProfitData?.formattedItemCost],
    ['sku', product.sku],
    ['weight', product.weight],
    ['visible', product.visible ? 'yes' : 'no'],
    ['inventory', inventory(product)],
    ['brand', product.brand],
    ['ribbon', product.ribbon],
    ['options', options.join('; ')],
    ['variants', product.variants?.length],
    ['collections', collectionNames ? collectionNames.join(', ') : product.collectionIds?.length],
    ['media', product.media?.items?.length],
    ['description', product.description],
    ['updated', product.lastUpdated],
  ];
  return lines.filter(([, value]) => value !== undefined && value !== '' && value !== 0);
}
