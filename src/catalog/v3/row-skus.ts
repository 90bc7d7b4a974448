// The SKU a V3 list row shows when the list itself has none (docs/wire/catalog-v3.md §4). Lists carry no variants:
// a row's SKU is `variantSummary.minPriceVariant`'s, "the variant with the lowest actualPrice among visible variants
// … empty if the product has no visible variants" — so a hidden product (whose only variant is hidden with it) had an
// empty SKU where V1 shows the product's. Read-only variants include hidden ones for a caller allowed to read hidden
// products (the admin key), so one Query Variants per page that needs it fills those rows in: the lowest-priced
// variant, hidden or not, as a V1 admin read shows it.
import type { StoreClient } from '../../client/index.js';
import type { Product } from '../../wire/api/catalog-v3/product.js';
import type { ReadOnlyVariant } from '../../wire/api/catalog-v3/variant-readers.js';
import { compare } from '../../wire/money.js';

/** A row whose list entity names no SKU: several (or unlisted) variants and no visible lowest-priced one. */
const lacksSku = (product: Product): boolean =>
  product.variantsInfo?.variants?.length !== 1 && !product.variantSummary?.minPriceVariant?.sku && (product.variantSummary?.variantCount ?? 1) > 0;

const lower = (a: ReadOnlyVariant, b: ReadOnlyVariant | undefined) => b === undefined || compare(a.price.actualPrice.amount, b.price.actualPrice.amount) < 0;

export class RowSkus {
  private readonly skus = new WeakMap<Product, string>();
  constructor(private readonly client: StoreClient) {}

  /** Reads the SKUs of the rows that lack one (admin key only: a visitor sees no hidden product or variant). */
  async fill(products: readonly Product[]): Promise<void> {
    const lacking = products.filter(lacksSku);
    if (lacking.length === 0 || this.client.auth.kind !== 'api-key') return;
    const lowest = new Map<string, ReadOnlyVariant>();
    const filter = { 'productData.productId': { $in: lacking.map((product) => product.id) } };
    for await (const variant of this.client.catalogV3.variants.list({ filter }, { all: true })) {
      const id = variant.productData.productId;
      if (variant.sku && lower(variant, lowest.get(id))) lowest.set(id, variant);
    }
    for (const product of lacking) {
      const sku = lowest.get(product.id)?.sku;
      if (sku) this.skus.set(product, sku);
    }
  }

  of = (product: Product): string | undefined => this.skus.get(product);
}
