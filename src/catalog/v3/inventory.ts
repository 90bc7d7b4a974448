// Catalog V3 stock (wire: src/wire/api/catalog-v3/inventory-item.ts): one inventory item per variant in the default
// location. Read by Query Inventory Items joined with the variants' choices (Search Variants); set by Bulk Update
// Inventory Items (each with its revision); moved by Bulk Increment/Decrement Inventory Items, which the store applies
// atomically to what it holds when they arrive
// (https://dev.wix.com/docs/api-reference/business-solutions/stores/catalog-v3/inventory-items-v3/bulk-decrement-inventory-items).
import type { StoreClient } from '../../client/index.js';
import { StoreError } from '../../client/errors.js';
import type { PagingOptions } from '../../client/paging.js';
import type { BulkEnvelope } from '../../wire/api/catalog-v3/bulk.js';
import { MAX_STOCK_MOVES, type InventoryItem, type InventoryItemUpdate } from '../../wire/api/catalog-v3/inventory-item.js';
import { PAGE_LIMITS } from '../../wire/api/catalog-v3/paging.js';
import type { ReadOnlyVariant } from '../../wire/api/catalog-v3/variant-readers.js';
import { mapPages } from '../core/streamed-listing.js';
import type { CatalogInventory, StockChange, StockFilter, StockRow } from '../core/inventory.js';

export function v3StockRow(item: InventoryItem, variant: ReadOnlyVariant | undefined): StockRow {
  const sku = variant?.sku ?? item.product?.variantSku;
  return {
    productId: item.productId,
    product: variant?.productData.name ?? item.product?.name ?? '',
    variantId: item.variantId,
    choices: Object.fromEntries((variant?.optionChoices ?? []).map((c) => [c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName])),
    ...(sku ? { sku } : {}),
    tracked: item.trackQuantity,
    ...(item.trackQuantity ? { quantity: item.quantity ?? 0 } : {}),
    inStock: item.inStock ?? false,
    status: item.availabilityStatus,
    inventoryItemId: item.id,
    revision: item.revision,
  };
}

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

  private async rowsWhere(filter: Record<string, unknown>): Promise<StockRow[]> {
    return this.rowsOf(await this.api.inventoryItems.list({ filter }, { all: true }).toArray());
  }

  list(filter: StockFilter, paging?: PagingOptions) {
    const query = itemFilter(filter);
    return mapPages(this.api.inventoryItems.list(Object.keys(query).length ? { filter: query } : {}, paging), (items) => this.rowsOf(items));
  }

  ofProduct = (productId: string) => this.rowsWhere({ productId });

  /** One inventory query (and one variants search) per 100 products. */
  async ofProducts(productIds: readonly string[]) {
    const byProduct = new Map<string, StockRow[]>();
    for (const ids of chunks([...new Set(productIds)], PAGE_LIMITS.products)) {
      for (const row of await this.rowsWhere({ productId: { $in: ids } })) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    }
    return byProduct;
  }
  bySku = (sku: string) => this.rowsWhere({ 'product.variantSku': sku });

  /** Bulk Update Inventory Items: each row's item (with the revision read) gets its patch. */
  private async update(patches: ReadonlyArray<{ row: StockRow; patch: Omit<InventoryItemUpdate, 'id' | 'revision'> }>): Promise<void> {
    for (const part of chunks(patches, PAGE_LIMITS.inventoryItems)) {
      const items = part.map(({ row, patch }) => ({ id: itemId(row), revision: row.revision, ...patch }));
      checkEnvelope(await this.api.inventoryItems.bulkUpdate(items, { reason: 'MANUAL' }), part.map((p) => p.row), 'saved');
    }
  }

  set = (changes: readonly StockChange[]) => this.update(changes.map(({ row, level }) => ({ row, patch: 'quantity' in level ? { quantity: level.quantity } : { inStock: level.inStock } })));

  async adjust(rows: readonly StockRow[], by: number) {
    if (by === 0) return;
    for (const part of chunks(rows, MAX_STOCK_MOVES)) {
      const answer =
        by > 0
          ? await this.api.inventoryItems.bulkIncrement(part.map((row) => ({ inventoryItemId: itemId(row), incrementBy: by })), { reason: 'MANUAL' })
          : await this.api.inventoryItems.bulkDecrement(part.map((row) => ({ inventoryItemId: itemId(row), decrementBy: -by })), { reason: 'MANUAL' });
      checkEnvelope(answer, part, by > 0 ? 'incremented' : 'decremented');
    }
  }

  async track(productId: string, on: boolean, startQuantity: number) {
    const rows = (await this.ofProduct(productId)).filter((row) => row.tracked !== on);
    await this.update(rows.map((row) => ({ row, patch: on ? { quantity: startQuantity } : { inStock: row.inStock } })));
  }
}

function itemId(row: StockRow): string {
  if (!row.inventoryItemId) throw new StoreError(`${row.product} has no inventory item for variant ${row.variantId}`);
  return row.inventoryItemId;
}

export const v3Inventory = (client: StoreClient): CatalogInventory => new V3Inventory(client);
