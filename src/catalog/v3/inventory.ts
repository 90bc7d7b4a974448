// Catalog V3 stock (wire: src/wire/api/catalog-v3/inventory-item.ts): one inventory item per variant in the default
// location — or none: Create Product makes no items ("Inventory items aren't automatically created when you create a
// product", https://dev.wix.com/docs/api-reference/business-solutions/stores/catalog-v3/inventory-items-v3/introduction).
// Read by Query Inventory Items joined with the variants' choices (Search Variants); a variant's own reads (a product,
// a SKU) also show variants without an item, which count as in stock (docs/wire/catalog-v3.md §5). Set by Bulk Update
// Inventory Items (each with its revision), or Bulk Create Inventory Items for a variant without one; moved by Bulk
// Increment/Decrement Inventory Items, which the store applies atomically to what it holds when they arrive
// (https://dev.wix.com/docs/api-reference/business-solutions/stores/catalog-v3/inventory-items-v3/bulk-decrement-inventory-items).
import type { StoreClient } from '../../client/index.js';
import { StoreError } from '../../client/errors.js';
import type { PagingOptions } from '../../client/paging.js';
import type { BulkEnvelope } from '../../wire/api/catalog-v3/bulk.js';
import type { InventoryItem, InventoryItemUpdate } from '../../wire/api/catalog-v3/inventory-item.js';
import { MAX_BULK_INVENTORY_ITEMS, MAX_STOCK_MOVES } from '../../wire/api/catalog-v3/inventory-limits.js';
import { PAGE_LIMITS } from '../../wire/api/catalog-v3/page-limits.js';
import { callsFor } from '../core/request-estimate.js';
import { QUERY_VARIANTS_FIELDS } from '../../wire/api/catalog-v3/query-fields.js';
import { declaresAll } from '../../wire/api/query-fields.js';
import type { ReadOnlyVariant } from '../../wire/api/catalog-v3/variant-readers.js';
import { mapPages, streamedListing } from '../core/streamed-listing.js';
import { inProductRunOrder, inStockRowOrder, stockOrderSort, stockReadPageSize } from '../core/stock-order.js';
import type { CatalogInventory, StockChange, StockFilter, StockRow } from '../core/inventory.js';

type StockPatch = Omit<InventoryItemUpdate, 'id' | 'revision'>;

/** A variant with no inventory item: not counted, in stock; a change to it creates its item. */
function itemlessRow(variant: ReadOnlyVariant): StockRow {
  return {
    productId: variant.productData.productId,
    product: variant.productData.name,
    variantId: variant.variantId,
    choices: choicesOf(variant),
    ...(variant.sku ? { sku: variant.sku } : {}),
    tracked: false,
    inStock: true,
    status: 'IN_STOCK',
    noItem: true,
  };
}

const choicesOf = (variant: ReadOnlyVariant | undefined) => Object.fromEntries((variant?.optionChoices ?? []).map((c) => [c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName]));

export function v3StockRow(item: InventoryItem, variant: ReadOnlyVariant | undefined): StockRow {
  const sku = variant?.sku ?? item.product?.variantSku;
  return {
    productId: item.productId,
    product: variant?.productData.name ?? item.product?.name ?? '',
    variantId: item.variantId,
    choices: choicesOf(variant),
    ...(sku ? { sku } : {}),
    tracked: item.trackQuantity,
    ...(item.trackQuantity ? { quantity: item.quantity ?? 0 } : {}),
    inStock: item.inStock ?? false,
    status: item.availabilityStatus,
    inventoryItemId: item.id,
    revision: item.revision,
  };
}

/**
 * The variants, each with its item's stock (or none): one inventory query per 1,000 variants, a page as large as its
 * ids. The import's stock step reads through it with the variants its look-up already holds.
 */
export async function v3StockRowsOf(client: StoreClient, variants: readonly ReadOnlyVariant[]): Promise<StockRow[]> {
  const items = new Map<string, InventoryItem>();
  for (const ids of chunks(variants.map((v) => v.variantId), PAGE_LIMITS.inventoryItems)) {
    for await (const item of client.catalogV3.inventoryItems.list({ filter: { variantId: { $in: ids } } }, { all: true, pageSize: ids.length })) items.set(item.variantId, item);
  }
  return variants.map((variant) => {
    const item = items.get(variant.variantId);
    return item ? v3StockRow(item, variant) : itemlessRow(variant);
  });
}

/** The stock order's product part as Search Variants (ReadOnlyVariantSearchSpec) and Query Inventory Items (InventoryItemQuerySpec) sort it. */
const VARIANTS_IN_STOCK_ORDER = stockOrderSort({ product: 'productData.name', productId: 'productData.productId' });
const ITEMS_IN_STOCK_ORDER = stockOrderSort({ product: 'product.name', productId: 'productId' });

/** The platform filter of a StockFilter (inStock, quantity and trackQuantity are filterable on inventory items). */
function itemFilter(filter: StockFilter): Record<string, unknown> {
  return {
    ...(filter.outOfStock ? { inStock: false } : {}),
    ...(filter.below !== undefined ? { trackQuantity: true, quantity: { $lt: filter.below } } : {}),
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Fails when the store refused some entries of a bulk inventory call, naming them and why. */
function checkEnvelope(answer: BulkEnvelope<InventoryItem>, rows: readonly StockRow[], what: string): void {
  const failed = answer.results.filter((r) => !r.itemMetadata.success);
  if (failed.length === 0) return;
  const reasons = failed.map((r) => {
    const row = rows[r.itemMetadata.originalIndex ?? -1];
    const name = row ? `${row.product}${Object.keys(row.choices).length ? ` (${Object.values(row.choices).join(' / ')})` : ''}` : (r.itemMetadata.id ?? '?');
    const error = r.itemMetadata.error;
    return `${name}: ${[error?.code, error?.description].filter(Boolean).join(' — ') || 'refused'}`;
  });
  throw new StoreError(`${failed.length} of ${rows.length} stock change(s) could not be ${what}: ${reasons.join('; ')}`);
}

class V3Inventory implements CatalogInventory {
  constructor(private readonly client: StoreClient) {}
  private get api() {
    return this.client.catalogV3;
  }

  /** Items with their variants' choices and SKUs (one Search Variants call per page of items). */
  private async rowsOf(items: InventoryItem[]): Promise<StockRow[]> {
    if (items.length === 0) return [];
    const variantIds = [...new Set(items.map((item) => item.variantId))];
    const variants = new Map<string, ReadOnlyVariant>();
    for (const ids of chunks(variantIds, PAGE_LIMITS.readOnlyVariants)) {
      for await (const variant of this.api.variants.listSearch({ filter: { variantId: { $in: ids } } }, { all: true, pageSize: ids.length })) variants.set(variant.variantId, variant);
    }
    return items.map((item) => v3StockRow(item, variants.get(item.variantId)));
  }

  /**
   * Every variant the filter selects, each with its item's stock (or none), in stock-row order (all are read, then
   * ordered here). Query Variants when it declares the filter's fields (by product); else Search Variants (a SKU).
   */
  private async variantRows(filter: Record<string, unknown>): Promise<StockRow[]> {
    const paging = { all: true, pageSize: PAGE_LIMITS.readOnlyVariants };
    const variants = declaresAll(QUERY_VARIANTS_FIELDS, filter, undefined) ? this.api.variants.list({ filter }, paging) : this.api.variants.listSearch({ filter }, paging);
    return inStockRowOrder(await this.withItems(await variants.toArray()));
  }

  private withItems = (variants: readonly ReadOnlyVariant[]) => v3StockRowsOf(this.client, variants);

  /**
   * In stock-row order (the store sorts by product, each product's rows are ordered here), read in pages no larger
   * than the listing needs (stockReadPageSize). Unfiltered: every
   * variant, with its item or without (Search Variants). Filtered: the items that match (a variant without an item is
   * in stock and not counted, so no stock filter selects it).
   */
  list(filter: StockFilter, paging?: PagingOptions) {
    const query = itemFilter(filter);
    const rows =
      Object.keys(query).length === 0
        ? mapPages(this.api.variants.listSearch({ sort: VARIANTS_IN_STOCK_ORDER }, { all: true, pageSize: stockReadPageSize(paging, PAGE_LIMITS.readOnlyVariants) }), (variants) => this.withItems(variants))
        : mapPages(this.api.inventoryItems.list({ filter: query, sort: ITEMS_IN_STOCK_ORDER }, { all: true, pageSize: stockReadPageSize(paging, PAGE_LIMITS.inventoryItems) }), (items) => this.rowsOf(items));
    return streamedListing(() => inProductRunOrder(rows), paging);
  }

  ofProduct = (productId: string) => this.variantRows({ 'productData.productId': productId });

  /** One variants search (and one inventory query) per 100 products. */
  async ofProducts(productIds: readonly string[]) {
    const byProduct = new Map<string, StockRow[]>();
    for (const ids of chunks([...new Set(productIds)], PAGE_LIMITS.products)) {
      for (const row of await this.variantRows({ 'productData.productId': { $in: ids } })) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    }
    return byProduct;
  }
  readonly writesPerProduct = false;

  bySku = async (sku: string) => (await this.bySkus([sku])).get(sku) ?? [];

  /** One variants search (and one inventory query) per 1,000 SKUs. */
  async bySkus(skus: readonly string[]) {
    const bySku = new Map<string, StockRow[]>();
    for (const part of chunks([...new Set(skus)], PAGE_LIMITS.readOnlyVariants)) {
      for (const row of await this.variantRows({ sku: { $in: part } })) if (row.sku !== undefined) bySku.set(row.sku, [...(bySku.get(row.sku) ?? []), row]);
    }
    return bySku;
  }

  /**
   * Bulk Update Inventory Items: each row's item (with the revision read) gets its patch; a variant without an item
   * gets one made with it (Bulk Create Inventory Items).
   */
  private async update(patches: ReadonlyArray<{ row: StockRow; patch: StockPatch }>): Promise<void> {
    const made = patches.filter(({ row }) => row.noItem);
    for (const part of chunks(made, MAX_BULK_INVENTORY_ITEMS)) {
      const items = part.map(({ row, patch }) => ({ productId: row.productId, variantId: row.variantId, ...patch }));
      checkEnvelope(await this.api.inventoryItems.bulkCreate(items), part.map((p) => p.row), 'created');
    }
    for (const part of chunks(patches.filter(({ row }) => !row.noItem), PAGE_LIMITS.inventoryItems)) {
      const items = part.map(({ row, patch }) => ({ id: itemId(row), revision: row.revision, ...patch }));
      checkEnvelope(await this.api.inventoryItems.bulkUpdate(items, { reason: 'MANUAL' }), part.map((p) => p.row), 'saved');
    }
  }

  /** update()'s calls: new items in bulk creates, the others in bulk updates. */
  setCalls(rows: ReadonlyArray<Pick<StockRow, 'noItem'>>): number {
    const made = rows.filter((row) => row.noItem).length;
    return callsFor(made, MAX_BULK_INVENTORY_ITEMS) + callsFor(rows.length - made, PAGE_LIMITS.inventoryItems);
  }

  changeCalls = (changes: readonly StockChange[]): number => this.setCalls(changes.map(({ row }) => row));

  /** adjust()'s calls: items made for variants without one, then the moves, 300 a call. */
  adjustCalls(rows: ReadonlyArray<Pick<StockRow, 'noItem'>>): number {
    return callsFor(rows.filter((row) => row.noItem).length, MAX_BULK_INVENTORY_ITEMS) + callsFor(rows.length, MAX_STOCK_MOVES);
  }

  set = (changes: readonly StockChange[]) => this.update(changes.map(({ row, level }) => ({ row, patch: 'quantity' in level ? { quantity: level.quantity } : { inStock: level.inStock } })));

  /** A variant without an item gets one counting from 0 first, then every row moves by `by`. */
  async adjust(rows: readonly StockRow[], by: number) {
    if (by === 0) return;
    const made = await this.created(rows.filter((row) => row.noItem), { quantity: 0 });
    rows = rows.map((row) => made.get(row.variantId) ?? row);
    for (const part of chunks(rows, MAX_STOCK_MOVES)) {
      const answer =
        by > 0
          ? await this.api.inventoryItems.bulkIncrement(part.map((row) => ({ inventoryItemId: itemId(row), incrementBy: by })), { reason: 'MANUAL' })
          : await this.api.inventoryItems.bulkDecrement(part.map((row) => ({ inventoryItemId: itemId(row), decrementBy: -by })), { reason: 'MANUAL' });
      checkEnvelope(answer, part, by > 0 ? 'incremented' : 'decremented');
    }
  }

  /** Items made for variants that had none, as rows (Bulk Create Inventory Items, returning them). */
  private async created(rows: readonly StockRow[], patch: StockPatch): Promise<Map<string, StockRow>> {
    const made = new Map<string, StockRow>();
    for (const part of chunks(rows, MAX_BULK_INVENTORY_ITEMS)) {
      const answer = await this.api.inventoryItems.bulkCreate(part.map((row) => ({ productId: row.productId, variantId: row.variantId, ...patch })), { returnEntity: true });
      checkEnvelope(answer, part, 'created');
      for (const [i, result] of answer.results.entries()) {
        const row = part[result.itemMetadata.originalIndex ?? i];
        if (result.item) made.set(row.variantId, { ...v3StockRow(result.item, undefined), product: row.product, choices: row.choices, ...(row.sku ? { sku: row.sku } : {}) });
      }
    }
    return made;
  }

  async track(productId: string, on: boolean, startQuantity: number) {
    // A variant without an item gets one either way: counting from `startQuantity`, or in stock.
    const rows = (await this.ofProduct(productId)).filter((row) => row.tracked !== on || row.noItem);
    await this.update(rows.map((row) => ({ row, patch: on ? { quantity: startQuantity } : { inStock: row.inStock } })));
  }
}

function itemId(row: StockRow): string {
  if (!row.inventoryItemId) throw new StoreError(`${row.product} has no inventory item for variant ${row.variantId}`);
  return row.inventoryItemId;
}

export const v3Inventory = (client: StoreClient): CatalogInventory => new V3Inventory(client);
