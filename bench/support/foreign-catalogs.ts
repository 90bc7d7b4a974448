// Generated product files in the foreign formats the importer reads (Shopify's product CSV, the platform dashboard's),
// of any size, line by line (a 10,000-product file is written as a stream): product i is `item-<i>`; every tenth has
// two options, Size (S, M, L) × Colour (Red, Blue), six variants with their own SKU, stock and (L) price; the others
// one variant with a SKU. Every variant's stock is counted; every seventh product is on sale by 2 (every variant the
// same amount off, which both catalog versions keep). No tags, collections or images: the request floors
// (request-floors.ts, "import (new)") count neither. Column names come from the formats' own column files.
// Used by bench/foreign-import.bench.mjs (10,000 products, bundled with esbuild) and the suite's 500-product test
// (test/unit/commands/products/import/import-foreign-request-budget.test.ts).
import * as d from '../../src/catalog/core/import/formats/dashboard-columns.js';
import * as s from '../../src/catalog/core/import/formats/shopify-columns.js';

export const FOREIGN_FORMATS = ['shopify', 'dashboard'] as const;
export type ForeignCatalogFormat = (typeof FOREIGN_FORMATS)[number];

const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Red', 'Blue'];
const hasOptions = (i: number) => i % 10 === 0;
const onSale = (i: number) => i % 7 === 0;
const priceOf = (i: number) => 5 + (i % 50);
const quantityOf = (i: number, k: number) => (i + k) % 13;

/** The file's shape as the request floors need it (request-floors.ts JobShape). */
export function foreignCatalogShape(count: number) {
  const withOptions = Math.floor(count / 10);
  return { products: count, withOptions, variants: count - withOptions + withOptions * SIZES.length * COLOURS.length };
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

/** The file's lines (header first), each ending in a newline. */
export const foreignCatalogLines = (format: ForeignCatalogFormat, count: number): Generator<string> => (format === 'shopify' ? shopifyLines(count) : dashboardLines(count));
