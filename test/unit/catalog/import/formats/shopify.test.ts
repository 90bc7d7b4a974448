// Shopify's product CSV read into plans (src/catalog/core/import/formats/shopify.ts, docs/formats/shopify.md): found
// from its header, grouped by Handle, mapped onto the own row model with every decision of the mapping table — and
// its problems told in the file's own rows and columns, all at once.
import { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvPlans, type SourceSettings } from '../../../../../src/catalog/core/import/csv-source.js';
import { detectLayout } from '../../../../../src/catalog/core/import/formats/detect.js';
import { missingCombinations } from '../../../../../src/catalog/core/import/formats/combinations.js';
import type { NotCarriedColumn } from '../../../../../src/catalog/core/import/formats/not-carried.js';
import type { PlanResult, ProductPlan } from '../../../../../src/catalog/core/import/plan.js';
import { UsageError } from '../../../../../src/io/cli-errors.js';

const FIXTURE = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'formats', 'shopify-products.csv');

const HEADER = [
  'Handle', 'Title', 'Body (HTML)', 'Vendor', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value',
  'Variant SKU', 'Variant Grams', 'Variant Inventory Tracker', 'Variant Inventory Qty', 'Variant Inventory Policy', 'Variant Price',
  'Variant Compare At Price', 'Variant Barcode', 'Image Src', 'Image Position', 'Image Alt Text', 'Cost per item', 'Status',
];

/** A Shopify CSV from rows given as column → value (the rest empty). */
const shopifyCsv = (rows: Array<Record<string, string>>, header = HEADER) =>
  [header.join(','), ...rows.map((row) => header.map((column) => JSON.stringify(row[column] ?? '')).join(','))].join('\n') + '\n';

async function read(text: string | NodeJS.ReadableStream, extra: Partial<SourceSettings> = {}) {
  let notCarried: NotCarriedColumn[] = [];
  let layout: string | undefined;
  const results: PlanResult[] = [];
  const input = typeof text === 'string' ? Readable.from([text]) : text;
  const settings: SourceSettings = { mode: 'merge', match: 'slug', label: 'shop.csv', onNotCarried: (c) => (notCarried = c), onLayout: (l) => (layout = l.name), ...extra };
  for await (const result of csvPlans(input, settings)) results.push(result);
  return { plans: results.flatMap((r) => (r.plan ? [r.plan] : [])), invalid: results.flatMap((r) => r.invalid ?? []), notCarried, layout };
}

const bySlug = (plans: ProductPlan[]): Record<string, ProductPlan> => Object.fromEntries(plans.map((plan) => [plan.slug, plan]));

const mug = { Handle: 'mug', Title: 'Mug', 'Option1 Name': 'Title', 'Option1 Value': 'Default Title', 'Variant Price': '12.50' };

describe('the Shopify fixture (test/fixtures/formats/shopify-products.csv)', () => {
  it('is read as a Shopify product CSV: six products, each with every row of its Handle', async () => {
    const { plans, invalid, layout } = await read(createReadStream(FIXTURE));
    expect(invalid).toEqual([]);
    expect(layout).toBe('shopify');
    expect(plans.map((plan) => [plan.slug, plan.rows])).toEqual([
      ['enamel-mug', [2, 3, 4]],
      ['linen-shirt', [5, 6, 7]],
      ['chefs-knife', [8]],
      ['winter-hat', [9, 10]],
      ['gift-card-note', [11]],
      ['tote-bag', [12]],
    ]);
  });

  it('maps a simple product: Title, Body (HTML), Vendor, Tags, images in position order, grams in kg, counted stock', async () => {
    const mugPlan = bySlug((await read(createReadStream(FIXTURE))).plans)['enamel-mug'];
    expect(mugPlan.fields).toEqual({
      name: 'Enamel Mug',
      description: '<p>Holds 350 ml,<br>\ndishwasher safe.</p>',
      price: '12.5',
      cost: '4',
      weight: 0.35,
      sku: 'MUG-001',
      visible: true,
      brand: 'Acme',
      ribbon: undefined,
    });
    expect(mugPlan.options).toBeUndefined();
    expect(mugPlan.stock).toEqual({ quantity: 40 });
    expect(mugPlan.collectionNames).toEqual(['Kitchen', 'Gifts']);
    expect(mugPlan.media).toEqual(['mug-front.jpg', 'mug-side.jpg', 'mug-top.jpg'].map((name) => `https://cdn.shopify.com/s/files/1/0000/0001/products/${name}`));
  });

  it('maps options with per-variant prices, and adds the combinations Shopify does not sell as hidden variants counted at 0', async () => {
    const shirt = bySlug((await read(createReadStream(FIXTURE))).plans)['linen-shirt'];
    expect(shirt.options).toEqual([
      { name: 'Size', choices: ['S', 'M', 'L'] },
      { name: 'Color', choices: ['White', 'Sand'] },
    ]);
    expect(shirt.fields.price).toBe('45');
    const variants = shirt.variants.map((v) => [Object.values(v.choices).join('/'), v.price, v.sku, v.weight, v.visible, v.stock]);
    expect(variants).toEqual([
      ['S/White', '45', 'SHIRT-S-W', 0.2, true, { quantity: 5 }],
      ['M/White', '45', 'SHIRT-M-W', 0.22, true, { quantity: 0 }],
      ['L/Sand', '49', 'SHIRT-L-S', 0.24, true, { quantity: 12 }],
      ['S/Sand', '45', undefined, undefined, false, { quantity: 0 }],
      ['M/Sand', '45', undefined, undefined, false, { quantity: 0 }],
      ['L/White', '45', undefined, undefined, false, { quantity: 0 }],
    ]);
  });

  it('maps a sale (Compare At Price above Variant Price) to the list price and an AMOUNT discount; draft and archived are hidden', async () => {
    const plans = bySlug((await read(createReadStream(FIXTURE))).plans);
    expect(plans['chefs-knife'].fields).toMatchObject({ price: '89', discount: { type: 'AMOUNT', value: '13.35' }, visible: true });
    // Not counted by Shopify (no tracker): always in stock.
    expect(plans['chefs-knife'].stock).toEqual({ inStock: true });
    expect(plans['winter-hat'].fields).toMatchObject({ price: '25', discount: { type: 'AMOUNT', value: '5' }, visible: false });
    expect(plans['winter-hat'].variants.map((v) => [v.price, v.salePrice])).toEqual([['25', undefined], ['25', undefined]]);
    expect(plans['gift-card-note'].fields.visible).toBe(false);
    // A compare-at price below the price is no sale.
    expect(plans['tote-bag'].fields).toMatchObject({ price: '30', weight: 1.25 });
    expect(plans['tote-bag'].fields.discount).toBeUndefined();
  });

  it('counts each column the store cannot hold by the rows with a value, and the cells it reads but cannot carry', async () => {
    const { notCarried } = await read(createReadStream(FIXTURE));
    const counted = Object.fromEntries(notCarried.map((c) => [c.column, c.rows]));
    expect(counted).toMatchObject({
      'Product Category': 2,
      Type: 5,
      'Variant Barcode': 1,
      'Image Alt Text': 3,
      'SEO Title': 2,
      'Variant Image': 1,
      // A market's column, named by the shop's market: not in Shopify's list, counted all the same.
      'Included / United States': 5,
      // The untracked note's stale quantity, the tote's compare-at below its price, its "continue" policy.
      'Variant Inventory Qty': 1,
      'Variant Compare At Price': 1,
      'Variant Inventory Policy': 1,
      'Variant Tax Code': 0,
    });
    expect(counted).not.toHaveProperty('Variant Price');
    expect(counted).not.toHaveProperty('Handle');
  });
});

describe('the Shopify mapping, case by case', () => {
  it('gives variants on sale by different amounts each its own sale price (the price paid), the others their price', async () => {
    const rows: Array<Record<string, string>> = [
      { Handle: 'tee', Title: 'Tee', 'Option1 Name': 'Size', 'Option1 Value': 'S', 'Variant Price': '15.00', 'Variant Compare At Price': '20.00' },
      { Handle: 'tee', 'Option1 Value': 'M', 'Variant Price': '18.00', 'Variant Compare At Price': '20.00' },
      { Handle: 'tee', 'Option1 Value': 'L', 'Variant Price': '22.00' },
    ];
    const [tee] = (await read(shopifyCsv(rows))).plans;
    expect(tee.fields.discount).toBeUndefined();
    expect(tee.variants.map((v) => [v.price, v.salePrice])).toEqual([['20', '15'], ['20', '18'], ['22', '22']]);
  });

  it('converts Variant Grams to pounds with --weight-unit lb', async () => {
    const [plan] = (await read(shopifyCsv([{ ...mug, 'Variant Grams': '1000' }]), { weightUnit: 'lb' })).plans;
    expect(plan.fields.weight).toBe(2.205);
  });

  it('leaves the stock of a variant another service counts alone, and a file without a tracker column leaves stock alone', async () => {
    const { plans, notCarried } = await read(shopifyCsv([{ ...mug, 'Variant Inventory Tracker': 'amazon_marketplace_web', 'Variant Inventory Qty': '3' }]));
    expect(plans[0].stock).toBeUndefined();
    expect(notCarried.find((c) => c.column === 'Variant Inventory Tracker')).toEqual({ column: 'Variant Inventory Tracker', rows: 1 });
    const without = HEADER.filter((column) => !column.startsWith('Variant Inventory'));
    expect((await read(shopifyCsv([mug], without))).plans[0].stock).toBeUndefined();
  });

  it('reads Published alone, Status alone, and both (only published and active is visible)', async () => {
    const visible = async (cells: Record<string, string>) => (await read(shopifyCsv([{ ...mug, ...cells }]))).plans[0].fields.visible;
    expect(await visible({})).toBeUndefined();
    expect(await visible({ Published: 'TRUE' })).toBe(true);
    expect(await visible({ Published: 'FALSE', Status: 'active' })).toBe(false);
    expect(await visible({ Status: 'draft' })).toBe(false);
    expect(await visible({ Published: 'true', Status: 'Active' })).toBe(true);
  });

  it('tells every problem of a file at once, in its own rows and columns', async () => {
    const rows: Array<Record<string, string>> = [
      { ...mug, 'Variant Price': '12,50', Status: 'pending' },
      { Handle: 'lamp', Title: 'Lamp', 'Option1 Name': 'Color', 'Option1 Value': 'Red', 'Variant Price': '30', 'Variant Inventory Tracker': 'shopify', 'Variant Inventory Qty': '-2' },
      { Handle: 'lamp', Title: 'Other Lamp', 'Option1 Value': 'Blue', 'Variant Price': '30', 'Option2 Value': 'Big', 'Variant Inventory Tracker': 'shopify' },
      { Handle: 'lamp', 'Image Src': 'not a url' },
    ];
    const { invalid, plans } = await read(shopifyCsv(rows));
    expect(plans).toEqual([]);
    expect(invalid.map((cell) => [cell.row, cell.column, cell.reason])).toEqual([
      [2, 'Variant Price', 'not a number: the decimal separator is "." and numbers have no thousands separator: write 12.50'],
      [2, 'Status', 'expected active, draft or archived'],
      [3, 'Variant Inventory Qty', 'Shopify counted this variant below 0 (sold past its stock); the store counts from 0: write 0 or more'],
      [4, 'Title', "product fields belong on the product's first row (row 3)"],
      [4, 'Option2 Value', "Option2 Name is empty on the product's first row (row 3)"],
      [4, 'Variant Inventory Qty', 'a variant Shopify counts (Variant Inventory Tracker shopify) needs a quantity'],
      [5, 'Image Src', "not a url is not an http(s) URL, nor an image or video file (a local file's name ends in .jpg, .jpeg, .png, .gif, .webp, .bmp, .tif, .tiff, .mp4, .mov, .webm, .avi)"],
    ]);
  });

  it('tells the own planner’s problems in Shopify’s columns (a name too long for the store is on Title)', async () => {
    const { invalid } = await read(shopifyCsv([{ ...mug, Title: 'x'.repeat(81) }]));
    expect(invalid.map((cell) => [cell.row, cell.column])).toEqual([[2, 'Title']]);
  });
});

describe('finding the format from the header', () => {
  it('reads a Shopify header as Shopify, and refuses one that mixes Shopify’s columns with the store CSV’s', async () => {
    expect(detectLayout(HEADER, undefined, 'shop.csv').name).toBe('shopify');
    expect(detectLayout(['Handle', 'Title', 'Variant Price'], undefined, 'shop.csv').name).toBe('shopify');
    const mixed = read('Handle,Title,Variant Price,slug,variant_sale_price\nmug,Mug,1,mug,1\n');
    await expect(mixed).rejects.toThrow(UsageError);
    await expect(mixed).rejects.toThrow('shop.csv: the header mixes formats: the store CSV\'s "slug", "variant_sale_price" and a Shopify product CSV\'s "Handle", "Title", "Variant Price"');
  });

  it('names the delimiter of a Shopify file read with the wrong one', async () => {
    await expect(read('Handle;Title;Variant Price\nmug;Mug;1\n')).rejects.toThrow("the header looks ';'-separated: use --delimiter ';'");
  });
});

describe('missingCombinations', () => {
  it('lists the combinations of the choices that no variant has, in the store’s order', () => {
    const variants = [{ Size: 'S', Color: 'White' }, { Size: 'M', Color: 'White' }, { Size: 'L', Color: 'Sand' }];
    expect(missingCombinations(['Size', 'Color'], variants)).toEqual([
      { Size: 'S', Color: 'Sand' },
      { Size: 'M', Color: 'Sand' },
      { Size: 'L', Color: 'White' },
    ]);
    expect(missingCombinations(['Size'], [{ Size: 'S' }, { Size: 'M' }])).toEqual([]);
  });
});
