// `products export` on a Catalog V3 store (docs/wire/catalog-v3.md §7 "Export"): products by cursor (pages of 100, with
// the fields the CSV needs), each page's variants by one read-only variants query (≤ 1,000 per call) and its stock
// by one inventory query, both while the next page is read (core/export/read-ahead.ts), category names once. Rows
// use the V1 columns: a variant's compareAtPrice is the list price (`price`/`variant_price`) and the difference to
// actualPrice a discount (discountCells: README "Catalog V1 and V3").
import { pathById, type ListedGroup } from '../../core/import/collection-paths.js';
import type { StoreClient } from '../../../client/index.js';
import { PAGE_LIMITS } from '../../../wire/api/catalog-v3/paging.js';
import type { Product, Variant } from '../../../wire/api/catalog-v3/product.js';
import { CSV_HEADER, joinList, optionNameColumn, optionValueColumn, stockCells } from '../../core/import/csv-columns.js';
import type { StockLevel } from '../../core/inventory.js';
import type { InventoryItem } from '../../../wire/api/catalog-v3/inventory-item.js';
import { asProductVariant, IMPORT_FIELDS } from '../import/current.js';
import { categoriesOf } from '../import/sync-batches.js';
import { discounted, discountOf, percentOff, priceViewOf } from '../pricing.js';
import { listV3Products } from '../product-query.js';
import { v3MediaRows } from '../summaries.js';
import type { ExportedProduct, ExportSource } from '../../core/export/source.js';
import { inGroups, readAhead } from '../../core/export/read-ahead.js';

type Cells = Record<string, string>;
const text = (value: number | string | boolean | undefined | null): string => (value === undefined || value === null ? '' : String(value));
const costOf = (v: Variant) => (v.revenueDetails?.cost?.amount != null ? Number(v.revenueDetails.cost.amount) : undefined);

/** A value every variant shares (written once on the product row), else undefined. */
function shared<T>(variants: readonly Variant[], read: (v: Variant) => T): T | undefined {
  const first = read(variants[0]);
  return variants.every((v) => read(v) === first) ? first : undefined;
}

/**
 * The V1 discount the variants' prices read as: AMOUNT when every variant is the same amount below its list price,
 * else PERCENT when every variant is the same percentage below (a V1 percentage on variants of different prices),
 * else `perVariant`: variants discounted unevenly have no product-level form, so each variant row carries its own
 * sale price (`variant_sale_price`) and a re-import gives every variant back its own.
 */
function discountCells(variants: readonly Variant[]): { type: 'AMOUNT' | 'PERCENT'; value: number } | 'perVariant' | undefined {
  const views = variants.map((v) => priceViewOf(v.price));
  const amounts = views.map((view) => discountOf(view)?.value ?? 0);
  if (amounts.every((value) => value === 0)) return undefined;
  if (amounts.every((value) => value === amounts[0])) return { type: 'AMOUNT', value: amounts[0] };
  const percent = percentOff(views[0]);
  if (views.every((view) => discounted(view.list, { type: 'PERCENT', value: percent }) === view.actual)) return { type: 'PERCENT', value: percent };
  return 'perVariant';
}

/** The inventory items of these products by variant id (one query per page of products). */
async function stockOfProducts(client: StoreClient, productIds: string[]): Promise<Map<string, InventoryItem>> {
  if (productIds.length === 0) return new Map();
  const items = await client.catalogV3.inventoryItems.list({ filter: { productId: { $in: productIds } } }, { all: true }).toArray();
  return new Map(items.map((item) => [item.variantId, item]));
}

/**
 * The variant with its stock as the platform's VariantWithInventory carries it (`inventoryItem`: a `quantity` when
 * counted, else `inStock`), so a JSON export shows it and the CSV rows read it.
 */
function withInventoryItem(variant: Variant, item: InventoryItem | undefined): Variant {
  if (!item) return variant;
  return { ...variant, inventoryItem: item.trackQuantity ? { quantity: item.quantity ?? 0 } : { inStock: item.inStock ?? true } } as Variant;
}

/** The level a variant's `inventoryItem` holds. */
function levelOfVariant(variant: Variant | undefined): StockLevel | undefined {
  const item = (variant as { inventoryItem?: { quantity?: number; inStock?: boolean } } | undefined)?.inventoryItem;
  if (!item) return undefined;
  return item.quantity !== undefined ? { quantity: item.quantity } : item.inStock !== undefined ? { inStock: item.inStock } : undefined;
}

/** A V3 product as CSV rows (the V1 columns): what export writes, and what a V3 JSON import reads (v3/import/json-product.ts). */
export function v3ProductRows(product: Product & { variants?: Variant[] }, names: ReadonlyMap<string, string>): string[][] {
  const variants = product.variants ?? product.variantsInfo?.variants ?? [];
  const options = product.options ?? [];
  const first = variants[0];
  const view = priceViewOf(first?.price);
  const discountCell = discountCells(variants);
  const discount = discountCell === 'perVariant' ? undefined : discountCell;
  const single = options.length === 0;
  const cost = single && first ? costOf(first) : shared(variants, costOf);
  const weight = single && first ? first.physicalProperties?.weight : shared(variants, (v) => v.physicalProperties?.weight);
  const head: Cells = {
    slug: product.slug,
    name: product.name,
    description: text((product as { plainDescription?: string }).plainDescription),
    price: text(view.list),
    cost: text(cost),
    weight: text(weight),
    sku: single ? text(first?.sku) : '',
    visible: text(product.visible ?? true),
    brand: text(product.brand?.name),
    ribbon: text(product.ribbon?.name),
    discount_type: discount?.type ?? '',
    discount_value: text(discount?.value),
    collections: joinList(categoriesOf(product).flatMap((id) => names.get(id) ?? [])),
    media: joinList(v3MediaRows(product).map((row) => row.url)),
  };
  const ordered = (cells: Cells) => CSV_HEADER.map((column) => cells[column] ?? '');
  if (single) return [ordered({ ...head, ...stockCells(levelOfVariant(first)) })];
  return variants.map((variant, i) => {
    const cells: Cells = { ...(i === 0 ? head : {}), slug: product.slug };
    const chosen = Object.fromEntries((variant.choices ?? []).map((c) => [c.optionChoiceNames?.optionName, c.optionChoiceNames?.choiceName]));
    options.forEach((option, k) => {
      cells[optionNameColumn(k)] = option.name ?? '';
      cells[optionValueColumn(k)] = text(chosen[option.name ?? '']);
    });
    const price = priceViewOf(variant.price);
    cells.variant_price = text(price.list);
    if (discountCell === 'perVariant') cells.variant_sale_price = price.actual;
    // Written on every variant row, as a V1 export does.
    cells.variant_cost = text(costOf(variant));
    cells.variant_weight = text(variant.physicalProperties?.weight);
    cells.variant_sku = text(variant.sku);
    cells.variant_visible = text(variant.visible ?? true);
    return ordered({ ...cells, ...stockCells(levelOfVariant(variant)) });
  });
}

export function v3ExportSource(client: StoreClient): ExportSource {
  return {
    async collectionNames() {
      // Each category as its path from the top level (collection-paths.ts), so an import finds it under its parents.
      const listed: ListedGroup[] = [];
      for await (const category of client.categories.list({}, { all: true }, { returnNonVisibleCategories: true })) {
        listed.push({ id: category.id, name: category.name, ...(category.parentCategory?.id ? { parentId: category.parentCategory.id } : {}) });
      }
      return pathById(listed);
    },
    async *products(query, paging, names, onTotal) {
      if (onTotal) {
        // Hidden products are exported too (an admin read), so they are counted.
        const filter = (query as { filter?: Record<string, unknown> }).filter;
        const total = await client.catalogV3.products.count({ ...(filter ? { filter } : {}), returnNonVisibleProducts: true }).catch(() => undefined);
        if (total !== undefined) onTotal(total);
      }
      // Pages of products by cursor, one after the other; each page's variants and stock are read while the next
      // page is on its way (read-ahead.ts), with the same requests as one page after the other.
      const products = listV3Products(client, query, paging, IMPORT_FIELDS);
      yield* readAhead(inGroups(products, PAGE_LIMITS.products), async (page) => {
        const ids = page.map((p) => p.id);
        const [variants, stock] = await Promise.all([
          client.catalogV3.variants.list({ filter: { 'productData.productId': { $in: ids } } }, { all: true }, { fields: ['MERCHANT_DATA'] }).toArray(),
          stockOfProducts(client, ids),
        ]);
        return page.map((product) => {
          const own = variants.filter((v) => v.productData?.productId === product.id).map((v) => withInventoryItem(asProductVariant(v), stock.get(v.variantId)));
          return { ...product, variants: own, collections: categoriesOf(product).flatMap((id) => names.get(id) ?? []) } as ExportedProduct;
        });
      });
    },
    rows: (product, names) => v3ProductRows(product as unknown as Product & { variants?: Variant[] }, names),
  };
}
