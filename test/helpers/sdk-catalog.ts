// A sandbox store's catalog read back through the platform's OFFICIAL SDK (@wix/stores, @wix/categories), not through
// the tool: import tests compare it with what they expect, so a bug our writer and our reader share cannot pass.
import { categories } from '@wix/categories';
import { collections, inventoryItemsV3, products, productsV3 } from '@wix/stores';
import type { CatalogVersion } from '../../src/wire/api/catalog-version.js';
import { toText } from '../../src/wire/money.js';
import { adminSdkClient } from '../conformance/sdk-harness.js';
import type { StoreAt } from './catalog.js';

/** A variant's facts: prices as decimal strings ("12.5"), stock a count when tracked, else in or out of stock. */
export interface VariantFacts {
  choices: Record<string, string>;
  /** What the buyer pays. */
  price: string;
  /** The price before the discount, only when there is one. */
  listPrice?: string;
  sku?: string;
  /**
   * Absent on a product without options: V1 has no variant visibility there and V3 mirrors the product's onto its one
   * variant (Product V3 `visible`: no-option products mirror it onto the default variant), so only the product's `visible` is a fact.
   */
  visible?: boolean;
  stock: number | 'in stock' | 'out of stock';
}

/** A product's facts, the same on V1 and V3; variants sorted by their choices. */
export interface ProductFacts {
  name: string;
  visible: boolean;
  variants: VariantFacts[];
  /** Its collections' (V3: categories') names, sorted. */
  collections: string[];
  /** Its media URLs in order. */
  media: string[];
}

/** Slug → the product's facts (a duplicated slug keeps all its products), plus every collection's name, sorted. */
export interface CatalogFacts {
  products: Record<string, ProductFacts[]>;
  collections: string[];
}

/** An amount as the model's canonical decimal text (src/wire/money.ts), never through a float; a missing one as `undefined`/`null`. */
const decimal = (value: string | number | null | undefined): string => (value === null || value === undefined ? String(value) : toText(value));
const shown = (choices: Record<string, string>, visible: boolean | null | undefined) => (Object.keys(choices).length > 0 ? { visible: visible !== false } : {});
const choiceKey = (v: VariantFacts) => JSON.stringify(Object.entries(v.choices).sort());
const sortedVariants = (variants: VariantFacts[]) => variants.sort((a, b) => choiceKey(a).localeCompare(choiceKey(b)));
const listed = (price: string, before: string | number | null | undefined) =>
  before !== undefined && before !== null && decimal(before) !== price ? { listPrice: decimal(before) } : {};
const stockOf = (s: { trackQuantity?: boolean | null; quantity?: number | null; inStock?: boolean | null }): VariantFacts['stock'] =>
  s.trackQuantity ? (s.quantity ?? 0) : s.inStock ? 'in stock' : 'out of stock';

function group(entries: Array<[string, ProductFacts]>): Record<string, ProductFacts[]> {
  const bySlug: Record<string, ProductFacts[]> = {};
  for (const [slug, facts] of entries) (bySlug[slug] ??= []).push(facts);
  return bySlug;
}

/** Every product and collection of a sandbox store, read through the official SDK (admin API key). */
export async function sdkCatalogFacts(store: StoreAt, catalog: CatalogVersion): Promise<CatalogFacts> {
  const at = { baseUrl: store.baseUrl, apiKey: store.info.apiKey, siteId: store.info.siteId };
  return catalog === 'v1' ? v1Facts(adminSdkClient({ products, collections }, at)) : v3Facts(adminSdkClient({ productsV3, inventoryItemsV3, categories }, at));
}

async function v1Facts(sdk: any): Promise<CatalogFacts> {
  const all: any[] = [];
  for (let page = await sdk.products.queryProducts().limit(100).find(); ; page = await page.next()) {
    all.push(...page.items);
    if (!page.hasNext()) break;
  }
  const names = new Map<string, string>();
  for (let page = await sdk.collections.queryCollections().limit(100).find(); ; page = await page.next()) {
    for (const c of page.items) names.set(c._id, c.name);
    if (!page.hasNext()) break;
  }
  const entries: Array<[string, ProductFacts]> = [];
  for (const product of all) {
    const { variants } = await sdk.products.queryProductVariants(product._id, { paging: { limit: 100 } });
    const facts = variants.map((v: any): VariantFacts => {
      const price = decimal(v.variant.priceData.discountedPrice);
      return { choices: v.choices, price, ...listed(price, v.variant.priceData.price), ...(v.variant.sku ? { sku: v.variant.sku } : {}), ...shown(v.choices, v.variant.visible), stock: stockOf(v.stock) };
    });
    entries.push([product.slug, {
      name: product.name,
      visible: product.visible,
      variants: sortedVariants(facts),
      collections: (product.collectionIds ?? []).map((id: string) => names.get(id)).filter((n: string | undefined) => n !== undefined).sort(),
      media: (product.media?.items ?? []).map((item: any) => item.image?.url ?? item.video?.files?.[0]?.url),
    }]);
  }
  return { products: group(entries), collections: [...names.values()].sort() };
}

async function v3Facts(sdk: any): Promise<CatalogFacts> {
  const ids: string[] = [];
  for (let page = await sdk.productsV3.queryProducts().limit(100).find(); ; page = await page.next()) {
    ids.push(...page.items.map((p: any) => p._id));
    if (!page.hasNext()) break;
  }
  const names = new Map<string, string>();
  for (let page = await sdk.categories.queryCategories({ treeReference: { appNamespace: '@wix/stores' } }).limit(100).find(); ; page = await page.next()) {
    for (const c of page.items) names.set(c._id, c.name);
    if (!page.hasNext()) break;
  }
  const entries: Array<[string, ProductFacts]> = [];
  for (const id of ids) {
    const product = await sdk.productsV3.getProduct(id, { fields: ['VARIANT_OPTION_CHOICE_NAMES', 'MEDIA_ITEMS_INFO', 'DIRECT_CATEGORIES_INFO'] });
    // A variant without an inventory item (Create Product makes none) is as in stock as its product says.
    const stock = new Map<string, any>();
    for (const item of (await sdk.inventoryItemsV3.queryInventoryItems().eq('productId', id).limit(100).find()).items) stock.set(item.variantId, item);
    const facts = (product.variantsInfo?.variants ?? []).map((v: any): VariantFacts => {
      const price = decimal(v.price?.actualPrice?.amount);
      const choices = Object.fromEntries((v.choices ?? []).map((c: any) => [c.optionChoiceNames.optionName, c.optionChoiceNames.choiceName]));
      return { choices, price, ...listed(price, v.price?.compareAtPrice?.amount), ...(v.sku ? { sku: v.sku } : {}), ...shown(choices, v.visible), stock: stockOf(stock.get(v._id) ?? { inStock: v.inventoryStatus?.inStock }) };
    });
    entries.push([product.slug, {
      name: product.name,
      visible: product.visible,
      variants: sortedVariants(facts),
      collections: (product.directCategoriesInfo?.categories ?? []).map((c: any) => names.get(c._id)).filter((n: string | undefined) => n !== undefined).sort(),
      media: (product.media?.itemsInfo?.items ?? []).map((item: any) => item.url ?? item.image),
    }]);
  }
  return { products: group(entries), collections: [...names.values()].sort() };
}
