// Issue #39: a generated WooCommerce export of 10,000 products — every tenth variable, its two variations written
// after all other products (the most rows a file can make the import wait for: scattered-groups.ts keeps them on
// disk) — dry-run by the built binary with the heap capped as bench/large.bench.mjs caps it for the own CSV's
// 100,000-row dry run: it completes, at a peak RSS within a quarter of the own CSV's of the same catalog (memory within
// the import's bounds), and costs the requests the own CSV costs, on a V1 and a V3 store from one body.
import { describe, expect, it } from 'vitest';
import { CSV_HEADER } from '../../../../../src/catalog/core/import/csv-columns.js';
import { tempFile } from '../../../../helpers/catalog.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { cappedDryRun, RSS_ROOM } from '../../support/capped-dry-run.js';

const PRODUCTS = 10_000;
const WOO_HEADER = ['ID', 'Type', 'SKU', 'Name', 'Published', 'In stock?', 'Stock', 'Regular price', 'Sale price', 'Categories', 'Parent', 'Attribute 1 name', 'Attribute 1 value(s)', 'Meta: _note'];

const line = (header: readonly string[], cells: Record<string, string>) => header.map((column) => cells[column] ?? '').join(',');
const isVariable = (i: number) => i % 10 === 0;

/** The catalog as WooCommerce exports it (variations last) and as the store's own CSV. */
function catalogFiles(): { woo: string; own: string } {
  const woo = [WOO_HEADER.join(',')];
  const variations: string[] = [];
  const own = [CSV_HEADER.join(',')];
  for (let i = 1; i <= PRODUCTS; i++) {
    const name = `Item ${i}`;
    const price = `${(i % 90) + 10}`;
    if (!isVariable(i)) {
      woo.push(line(WOO_HEADER, { ID: String(i), Type: 'simple', SKU: `SKU-${i}`, Name: name, Published: '1', 'In stock?': '1', Stock: String(i % 13), 'Regular price': price, Categories: 'Shop > Items', 'Meta: _note': 'x' }));
      own.push(line(CSV_HEADER, { slug: `item-${i}`, name, price, sku: `SKU-${i}`, visible: 'true', collections: 'Shop > Items', track_quantity: 'true', quantity: String(i % 13) }));
      continue;
    }
    woo.push(line(WOO_HEADER, { ID: String(i), Type: 'variable', SKU: `SKU-${i}`, Name: name, Published: '1', Categories: 'Items', 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': '"S, M"' }));
    // Both sizes on sale by 1: one discount, which a V1 store keeps per product.
    for (const size of ['S', 'M']) {
      variations.push(line(WOO_HEADER, { Type: 'variation', SKU: `SKU-${i}-${size}`, Name: `${name} - ${size}`, Published: '1', Stock: '2', 'Regular price': price, 'Sale price': String(Number(price) - 1), Parent: `id:${i}`, 'Attribute 1 name': 'Size', 'Attribute 1 value(s)': size }));
      own.push(line(CSV_HEADER, {
        ...(size === 'S' ? { name, price, visible: 'true', collections: 'Items', discount_type: 'AMOUNT', discount_value: '1' } : {}),
        slug: `item-${i}`, option1_name: 'Size', option1_value: size, variant_price: price, variant_sku: `SKU-${i}-${size}`, variant_visible: 'true', track_quantity: 'true', quantity: '2',
      }));
    }
  }
  return { woo: tempFile('woo-10000.csv', [...woo, ...variations].join('\n') + '\n'), own: tempFile('own-10000.csv', own.join('\n') + '\n') };
}

describe.each(['v1', 'v3'] as const)('a 10,000-product WooCommerce file on a Catalog %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });

  it('dry-runs under the capped heap at the own CSV’s request count', { timeout: 180_000 }, async () => {
    const { woo, own } = catalogFiles();
    const ownRun = await cappedDryRun(sandbox, own);
    const wooRun = await cappedDryRun(sandbox, woo);
    expect(ownRun.plan).toMatchObject({ format: 'store', create: PRODUCTS, invalid: 0 });
    expect(wooRun.plan).toMatchObject({ format: 'woocommerce', create: PRODUCTS, invalid: 0 });
    // Categories are carried: the path `Shop > Items` as the own CSV spells it (docs/collection-paths.md).
    expect(wooRun.plan.notCarried).toEqual([{ column: 'Meta: _note', rows: PRODUCTS - PRODUCTS / 10 }]);
    expect(wooRun.plan.newCollections).toEqual(ownRun.plan.newCollections);
    expect(wooRun.requests).toBe(ownRun.requests);
    expect(wooRun.rssKb, `peak RSS ${wooRun.rssKb} kB vs the own CSV's ${ownRun.rssKb} kB`).toBeLessThanOrEqual(ownRun.rssKb * RSS_ROOM);
  });
});
