// Generated product files in the foreign formats the importer reads (Shopify's product CSV, the platform dashboard's,
// and the platform's own JSON answer `{"products": [...]}` in the Catalog V1 and the Catalog V3 shape), of any size,
// line by line (a 10,000-product file is written as a stream): product i is `item-<i>`; every tenth has
// two options, Size (S, M, L) × Colour (Red, Blue), six variants with their own SKU, stock and (L) price; the others
// one variant with a SKU. Every variant's stock is counted; every seventh product is on sale by 2 (every variant the
// same amount off, which both catalog versions keep). No tags, collections or images: the request floors
// (request-floors.ts, "import (new)") count neither. Column names come from the formats' own column files.
// Used by bench/foreign-import.bench.mjs (10,000 products, bundled with esbuild), the suite's 500-product test
// (test/unit/commands/products/import/import-foreign-request-budget.test.ts) and the platform JSON's 20,000-product
// memory test (import-platform-json-large.test.ts, against ownCatalogLines: the same catalog in the own CSV).
import { CSV_HEADER, optionNameColumn, optionValueColumn } from '../../src/catalog/core/import/csv-columns.js';
import * as d from '../../src/catalog/core/import/formats/dashboard-columns.js';
import * as s from '../../src/catalog/core/import/formats/shopify-columns.js';
import type { JobShape } from './request-floors.js';

export const FOREIGN_FORMATS = ['shopify', 'dashboard', 'platform-v1', 'platform-v3'] as const;
export type ForeignCatalogFormat = (typeof FOREIGN_FORMATS)[number];

/** Each format's file: its extension, and the layout the dry run names (`format` in --json; null for JSON). */
export const FOREIGN_FILES: Record<ForeignCatalogFormat, { extension: string; layout: string | null }> = {
  shopify: { extension: 'csv', layout: 'shopify' },
  dashboard: { extension: 'csv', layout: 'dashboard' },
  'platform-v1': { extension: 'json', layout: null },
  'platform-v3': { extension: 'json', layout: null },
};

const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Red', 'Blue'];
const hasOptions = (i: number) => i % 10 === 0;
const onSale = (i: number) => i % 7 === 0;
const priceOf = (i: number) => 5 + (i % 50);
const quantityOf = (i: number, k: number) => (i + k) % 13;

/**
 * The file's shape as the request floors need it (request-floors.ts JobShape): only its import is run, so the shape's
 * other jobs (a price file, a stock file, a seed, an undo) are empty.
 */
export function foreignCatalogShape(count: number): JobShape {
  const withOptions = Math.floor(count / 10);
  return {
    products: count,
    withOptions,
    variants: count - withOptions + withOptions * SIZES.length * COLOURS.length,
    pricesChanged: 0,
    stockSkus: 0,
    stockProducts: 0,
    collections: 0,
    v1Undo: { requests: 0, reads: 0, bulkCalls: 0, variantCalls: 0 },
  };
}

/** Each variant of product i: its choices (none for a simple product), SKU, price paid, list price and quantity. */
function variantsOf(i: number) {
  const choices = hasOptions(i) ? SIZES.flatMap((size) => COLOURS.map((colour) => [size, colour])) : [[]];
  return choices.map((chosen, k) => {
    const list = priceOf(i) + (chosen[0] === 'L' ? 1 : 0) + (onSale(i) ? 2 : 0);
    return { chosen, sku: `SKU-${i}${chosen.map((c) => `-${c}`).join('')}`, list, paid: list - (onSale(i) ? 2 : 0), quantity: quantityOf(i, k) };
  });
}

const line = (header: readonly string[], cells: Record<string, string | number | undefined>) => `${header.map((column) => cells[column] ?? '').join(',')}\n`;

function* shopifyLines(count: number): Generator<string> {
  const header = s.SHOPIFY_HEADER;
  yield `${header.join(',')}\n`;
  for (let i = 1; i <= count; i++) {
    for (const [k, v] of variantsOf(i).entries()) {
      const first = k === 0 ? { [s.TITLE]: `Item ${i}`, [s.PUBLISHED]: 'TRUE', [s.STATUS]: s.STATUS_ACTIVE } : {};
      const options = hasOptions(i)
        ? { ...(k === 0 ? { [s.optionName(0)]: 'Size', [s.optionName(1)]: 'Colour' } : {}), [s.optionValue(0)]: v.chosen[0], [s.optionValue(1)]: v.chosen[1] }
        : { [s.optionName(0)]: s.DEFAULT_OPTION.name, [s.optionValue(0)]: s.DEFAULT_OPTION.value };
      yield line(header, {
        [s.HANDLE]: `item-${i}`, ...first, ...options, [s.VARIANT_SKU]: v.sku, [s.INVENTORY_TRACKER]: s.SHOPIFY_TRACKER, [s.INVENTORY_QTY]: v.quantity,
        [s.INVENTORY_POLICY]: s.POLICY_DENY, [s.VARIANT_PRICE]: v.paid, ...(onSale(i) ? { [s.COMPARE_AT_PRICE]: v.list } : {}),
      });
    }
  }
}

function* dashboardLines(count: number): Generator<string> {
  const header = d.DASHBOARD_HEADER;
  yield `${header.join(',')}\n`;
  for (let i = 1; i <= count; i++) {
    const variants = variantsOf(i);
    const price = variants[0].list;
    const product = {
      [d.HANDLE_ID]: `item-${i}`, [d.FIELD_TYPE]: d.PRODUCT_ROW, [d.NAME]: `Item ${i}`, [d.PRICE]: price, [d.VISIBLE]: 'true',
      ...(onSale(i) ? { [d.DISCOUNT_MODE]: 'AMOUNT', [d.DISCOUNT_VALUE]: 2 } : {}),
    };
    if (!hasOptions(i)) {
      yield line(header, { ...product, [d.SKU]: variants[0].sku, [d.INVENTORY]: variants[0].quantity });
      continue;
    }
    yield line(header, {
      ...product,
      [d.optionName(0)]: 'Size', [d.optionType(0)]: d.DROP_DOWN, [d.optionDescription(0)]: SIZES.join(';'),
      [d.optionName(1)]: 'Colour', [d.optionType(1)]: d.DROP_DOWN, [d.optionDescription(1)]: COLOURS.join(';'),
    });
    for (const v of variants) {
      yield line(header, {
        [d.HANDLE_ID]: `item-${i}`, [d.FIELD_TYPE]: d.VARIANT_ROW, [d.optionDescription(0)]: v.chosen[0], [d.optionDescription(1)]: v.chosen[1],
        [d.SURCHARGE]: v.list - price, [d.SKU]: v.sku, [d.INVENTORY]: v.quantity, [d.VISIBLE]: 'true',
      });
    }
  }
}

/**
 * Catalog V1's Query Products answer (`includeVariants`): `priceData.price` the list price, the sale as the product's
 * `discount`; with options, `manageVariants` and each variant's own price, SKU and counted stock.
 */
function v1Product(i: number): object {
  const variants = variantsOf(i);
  const product = {
    slug: `item-${i}`, name: `Item ${i}`, visible: true, productType: 'physical', priceData: { price: variants[0].list },
    discount: onSale(i) ? { type: 'AMOUNT', value: 2 } : { type: 'NONE', value: 0 },
  };
  if (!hasOptions(i)) return { ...product, sku: variants[0].sku, manageVariants: false, stock: { trackInventory: true, quantity: variants[0].quantity } };
  return {
    ...product, manageVariants: true,
    productOptions: [{ name: 'Size', optionType: 'drop_down', choices: SIZES }, { name: 'Colour', optionType: 'drop_down', choices: COLOURS }]
      .map((o) => ({ ...o, choices: o.choices.map((c) => ({ value: c, description: c })) })),
    variants: variants.map((v) => ({
      choices: { Size: v.chosen[0], Colour: v.chosen[1] }, variant: { priceData: { price: v.list }, sku: v.sku, visible: true }, stock: { trackQuantity: true, quantity: v.quantity },
    })),
  };
}

/**
 * Catalog V3's Get Product answer (fields VARIANT_OPTION_CHOICE_NAMES) as the importer reads it in `{"products": [...]}`:
 * each variant's `price.actualPrice` what the buyer pays, `compareAtPrice` the list price when on sale, and its counted
 * stock as `inventoryItem` (what the …WithInventory bodies and the tool's export carry; Get Product answers none).
 */
function v3Product(i: number): object {
  const options = hasOptions(i) ? [{ name: 'Size', choices: SIZES }, { name: 'Colour', choices: COLOURS }] : [];
  return {
    slug: `item-${i}`, name: `Item ${i}`, visible: true, productType: 'PHYSICAL',
    options: options.map((o) => ({ name: o.name, optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: o.choices.map((name) => ({ choiceType: 'CHOICE_TEXT', name })) } })),
    variantsInfo: {
      variants: variantsOf(i).map((v) => ({
        visible: true, sku: v.sku,
        choices: v.chosen.map((choiceName, k) => ({ optionChoiceNames: { optionName: options[k].name, choiceName } })),
        price: { actualPrice: { amount: String(v.paid) }, ...(onSale(i) ? { compareAtPrice: { amount: String(v.list) } } : {}) },
        inventoryItem: { trackQuantity: true, quantity: v.quantity },
      })),
    },
  };
}

/** The same catalog in the store's own CSV (README "The CSV format"): the yardstick of the foreign files' memory. */
export function* ownCatalogLines(count: number): Generator<string> {
  yield `${CSV_HEADER.join(',')}\n`;
  for (let i = 1; i <= count; i++) {
    const variants = variantsOf(i);
    const product = {
      slug: `item-${i}`, name: `Item ${i}`, price: variants[0].list, visible: 'true', ...(onSale(i) ? { discount_type: 'AMOUNT', discount_value: 2 } : {}),
    };
    if (!hasOptions(i)) {
      yield line(CSV_HEADER, { ...product, sku: variants[0].sku, track_quantity: 'true', quantity: variants[0].quantity });
      continue;
    }
    for (const [k, v] of variants.entries()) {
      yield line(CSV_HEADER, {
        ...(k === 0 ? product : { slug: product.slug }),
        [optionNameColumn(0)]: 'Size', [optionValueColumn(0)]: v.chosen[0], [optionNameColumn(1)]: 'Colour', [optionValueColumn(1)]: v.chosen[1],
        variant_price: v.list, variant_sku: v.sku, variant_visible: 'true', track_quantity: 'true', quantity: v.quantity,
      });
    }
  }
}

/** The answer object, one product a line: `{"products": [` first, the paging key last. */
function* platformLines(count: number, product: (i: number) => object, paging: object): Generator<string> {
  yield '{"products": [\n';
  for (let i = 1; i <= count; i++) yield `${JSON.stringify(product(i))}${i < count ? ',' : ''}\n`;
  yield `], ${JSON.stringify(paging).slice(1, -1)}}\n`;
}

const LINES: Record<ForeignCatalogFormat, (count: number) => Generator<string>> = {
  shopify: shopifyLines,
  dashboard: dashboardLines,
  'platform-v1': (count) => platformLines(count, v1Product, { metadata: { items: count, offset: 0 }, totalResults: count }),
  'platform-v3': (count) => platformLines(count, v3Product, { pagingMetadata: { count, hasNext: false } }),
};

/** The file's lines (a CSV's header first, a JSON answer's opening), each ending in a newline. */
export const foreignCatalogLines = (format: ForeignCatalogFormat, count: number): Generator<string> => LINES[format](count);
