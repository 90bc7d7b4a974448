// Catalog V1 stock (Inventory V2, wire: src/wire/api/catalog-v1/variant.ts): read from the products' variants,
// set with Update Inventory Variants (one item per product, tracked or not as a whole), moved with the REST
// reference's Increment/Decrement Inventory (https://dev.wix.com/docs/rest/business-solutions/stores/inventory).
import type { StoreClient } from '../../client/index.js';
import type { PagingOptions } from '../../client/paging.js';
import { UsageError } from '../../io/cli-errors.js';
import type { Product, Variant } from '../../wire/api/catalog-v1/product.js';
import { streamedListing } from '../core/streamed-listing.js';
import { inVariantOrder, stockOrderSort, stockReadPageSize } from '../core/stock-order.js';
import { MAX_PAGE_SIZE } from '../../wire/api/page-sizes.js';
import { findIn } from '../../client/resources/platform-query.js';
import { NO_OPTIONS_VARIANT_ID } from '../../wire/api/catalog-v1/variant-facts.js';
import { matchesStockFilter, type CatalogInventory, type StockChange, type StockFilter, type StockLevel, type StockRow } from '../core/inventory.js';

/** A V1 stock (Product.stock names it `trackInventory`, Variant.stock `trackQuantity`) as a level. */
export function v1StockLevel(stock: { trackInventory?: boolean; trackQuantity?: boolean; quantity?: number | null; inStock?: boolean } | undefined): StockLevel | undefined {
  if (!stock) return undefined;
  if (stock.trackQuantity ?? stock.trackInventory) return { quantity: stock.quantity ?? 0 };
  return stock.inStock === undefined ? undefined : { inStock: stock.inStock };
}

export function v1StockRow(product: Pick<Product, 'id' | 'name'>, variant: Variant): StockRow {
  const stock = variant.stock ?? { trackQuantity: false, inStock: true };
  const tracked = stock.trackQuantity;
  const quantity = tracked ? (stock.quantity ?? 0) : undefined;
  const inStock = tracked ? (quantity ?? 0) > 0 : stock.inStock;
  return {
    productId: product.id,
    product: product.name,
    variantId: variant.id,
    choices: variant.choices ?? {},
    ...(variant.variant.sku ? { sku: variant.variant.sku } : {}),
    tracked,
    ...(quantity !== undefined ? { quantity } : {}),
    inStock,
    status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
  };
}

/**
 * A product's stock rows from the product itself, when it holds them: its `variants` (sent with a product that has
 * options), or for a product without options its one variant, whose stock is the product's `stock`
 * (docs/wire/catalog-v1.md §6.2). Undefined when only a variants read can tell.
 */
export function v1StockRowsOf(product: Product): StockRow[] | undefined {
  if (product.variants) return inVariantOrder(product.variants.map((variant) => v1StockRow(product, variant)));
  if (product.productOptions.length > 0) return undefined;
  const { trackInventory, quantity, inStock } = product.stock;
  const stock = trackInventory ? { trackQuantity: true, quantity: quantity ?? 0, inStock } : { trackQuantity: false, inStock };
  return [v1StockRow(product, { id: NO_OPTIONS_VARIANT_ID, choices: {}, variant: { sku: product.sku ?? '' }, stock } as Variant)];
}

/** Query Products sorts by name and id (ProductQuerySpec); a product's variants come inside it, ordered here (rowsOf). */
const PRODUCTS_IN_STOCK_ORDER = { sort: stockOrderSort({ product: 'name', productId: 'id' }) };

/** A level as Update Inventory Variants takes it for one variant. */
const wireLevel = (level: StockLevel) => ('quantity' in level ? { quantity: level.quantity } : { inStock: level.inStock });

class V1Inventory implements CatalogInventory {
  constructor(private readonly client: StoreClient) {}

  /** A product's variants in stock-row order (from the product when it holds them; else they are asked for). */
  private async rowsOf(product: Product): Promise<StockRow[]> {
    const known = v1StockRowsOf(product);
    if (known) return known;
    const variants = await this.client.products.listVariants(product.id, {}, { all: true }).toArray();
    return inVariantOrder(variants.map((variant) => v1StockRow(product, variant)));
  }

  list(filter: StockFilter, paging?: PagingOptions) {
    const client = this.client;
    const rowsOf = (product: Product) => this.rowsOf(product);
    // Query Products cannot filter per-variant stock: with a stock filter, rows are dropped here, so whole pages are read.
    const filtered = filter.outOfStock === true || filter.below !== undefined;
    const pageSize = stockReadPageSize(filtered ? { all: true } : paging, MAX_PAGE_SIZE);
    return streamedListing(async function* () {
      for await (const product of client.products.list(PRODUCTS_IN_STOCK_ORDER, { all: true, pageSize })) {
        for (const row of await rowsOf(product)) if (matchesStockFilter(row, filter)) yield row;
      }
    }, paging);
  }

  ofProduct = async (productId: string) => this.rowsOf(await this.client.products.get(productId));

  /** The products by one `id $in` query per 100 (the query sends their variants). */
  async ofProducts(productIds: readonly string[]) {
    const products = await this.client.products.findByIds([...new Set(productIds)]);
    return new Map(await Promise.all(products.map(async (product) => [product.id, await this.rowsOf(product)] as const)));
  }

  readonly writesPerProduct = true;

  bySku = async (sku: string) => (await this.bySkus([sku])).get(sku) ?? [];

  /**
   * Store variants by SKU, one query per 100 SKUs: a managed variant's row is its stock row. A product that does not
   * manage its variants is one store variant with the product's SKU, whatever options it has, so those products are
   * read (one `id $in` query per 100) and their variants with the SKU taken.
   */
  async bySkus(skus: readonly string[]) {
    const wanted = new Set(skus);
    const found = await findIn((query, paging) => this.client.storeVariants.list(query, paging), 'sku', [...wanted]);
    const managed = found.filter((v) => v.managedVariant).map((v) => v1StockRow({ id: v.productId, name: v.productName }, { id: v.variantId, choices: v.choices, variant: { sku: v.sku }, stock: v.stock } as Variant));
    const unmanaged = await this.ofProducts(found.filter((v) => !v.managedVariant).map((v) => v.productId));
    const bySku = new Map<string, StockRow[]>();
    for (const row of [...managed, ...[...unmanaged.values()].flat()]) {
      if (row.sku !== undefined && wanted.has(row.sku)) bySku.set(row.sku, [...(bySku.get(row.sku) ?? []), row]);
    }
    return bySku;
  }

  async set(changes: readonly StockChange[], allRows?: readonly StockRow[]) {
    for (const [productId, chosen] of byProduct(changes)) {
      const counted = chosen.map(({ level }) => 'quantity' in level);
      const tracked = counted[0];
      const known = allRows?.filter((row) => row.productId === productId) ?? [];
      // Tracking belongs to the whole product: when no chosen variant switches it, none of the others does either.
      const keeps = !switchesTracking(chosen);
      const all = known.length > 0 ? known : keeps ? chosen.map(({ row }) => row) : await this.ofProduct(productId);
      const switching = all.some((row) => row.tracked !== tracked);
      const name = chosen[0].row.product;
      if (counted.some((c) => c !== tracked) || (switching && chosen.length < all.length)) {
        throw new UsageError(`${name}: Catalog V1 counts the stock of all ${all.length} variants of a product or of none.`, {
          hint: `Run \`store inventory ${tracked ? 'track' : 'untrack'} ${productId}\` first, or give every variant a quantity (or every one in-stock/out-of-stock).`,
        });
      }
      await this.client.products.updateInventory(productId, { trackQuantity: tracked, variants: chosen.map(({ row, level }) => ({ variantId: row.variantId, ...wireLevel(level) })) });
    }
  }

  /** One Update Inventory Variants call per product (and a read of a product whose tracking switches, rows not given). */
  setCalls(rows: ReadonlyArray<Pick<StockRow, 'productId'>>): number {
    return new Set(rows.map((row) => row.productId)).size;
  }

  /** One write per product, after a read of each product (Get Product) whose tracking the changes switch. */
  changeCalls(changes: readonly StockChange[]): number {
    return [...byProduct(changes).values()].reduce((calls, chosen) => calls + 1 + (switchesTracking(chosen) ? 1 : 0), 0);
  }

  /** One Increment (or Decrement) Inventory call for the rows (one amount, so one direction). */
  adjustCalls = (rows: readonly unknown[]): number => (rows.length > 0 ? 1 : 0);

  async adjust(rows: readonly StockRow[], by: number) {
    if (by === 0 || rows.length === 0) return;
    await this.client.products.moveInventory(rows.map((row) => ({ productId: row.productId, variantId: row.variantId, by })));
  }

  async track(productId: string, on: boolean, startQuantity: number) {
    const rows = await this.ofProduct(productId);
    if (rows.every((row) => row.tracked === on)) return;
    const variants = rows.map((row) => ({ variantId: row.variantId, ...(on ? { quantity: row.tracked ? (row.quantity ?? 0) : startQuantity } : { inStock: row.inStock }) }));
    await this.client.products.updateInventory(productId, { trackQuantity: on, variants });
  }
}

/** Whether some of one product's changes switch its tracking (a counted level on a row not counted, or the reverse). */
const switchesTracking = (chosen: readonly StockChange[]): boolean => chosen.some(({ row }) => row.tracked !== 'quantity' in chosen[0].level);

/** Changes grouped by product, in the order products first appear. */
function byProduct(changes: readonly StockChange[]): Map<string, StockChange[]> {
  const groups = new Map<string, StockChange[]>();
  for (const change of changes) groups.set(change.row.productId, [...(groups.get(change.row.productId) ?? []), change]);
  return groups;
}

export const v1Inventory = (client: StoreClient): CatalogInventory => new V1Inventory(client);
