// Issue #39: the platform dashboard's product CSV (its import template and export), read by `products import` on a
// V1 and a V3 store with one meaning — found from the header, grouped by handleId, options with their choices on the
// Product row and a Variant row per variant (or every combination when there are none), surcharges on the product's
// price, counted and uncounted stock, a generated handleId giving the slug the store would give, media file names on
// the platform's media host; the columns the store cannot hold counted, a dry run writing nothing, and a re-import of
// the same file writing nothing; the import read back through the tool and through the official SDK.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amount, neutralProducts, tempFile, writesOf } from '../../../../helpers/catalog.js';
import { sdkCatalogFacts } from '../../../../helpers/sdk-catalog.js';
import { exportedStock } from '../../support/exported-stock.js';
import { runImport } from '../../support/import-run.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';

const FILE = resolve(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'formats', 'dashboard-products.csv');

/** The fixture's catalog as the platform's own SDK must read it back, the same on V1 and V3. */
const EXPECTED = {
  collections: ['Clothing', 'Gifts', 'Kitchen'],
  products: {
    // A media file name lands on the platform's media host; a URL stays as it is.
    'ceramic-mug': [{
      name: 'Ceramic Mug', visible: true, collections: ['Gifts', 'Kitchen'],
      media: ['https://static.wixstatic.com/media/5e7d77_5b250734eaaf45fe9d6f0150b6609cb8~mv2.png', 'https://example.com/mug-side.jpg'],
      variants: [{ choices: {}, price: '12.5', sku: 'MUG-001', stock: 30 }],
    }],
    // The list price is the product's 40 plus the surcharge; the buyer pays it less the AMOUNT discount of 5.
    'linen-shirt': [{
      name: 'Linen Shirt', visible: true, collections: ['Clothing'], media: [],
      variants: [
        { choices: { Size: 'L' }, price: '39', listPrice: '44', sku: 'SHIRT-L', visible: true, stock: 2 },
        { choices: { Size: 'M' }, price: '37.5', listPrice: '42.5', sku: 'SHIRT-M', visible: true, stock: 0 },
        { choices: { Size: 'S' }, price: '35', listPrice: '40', sku: 'SHIRT-S', visible: true, stock: 5 },
      ],
    }],
    // No Variant rows: every combination, not counted.
    'wool-scarf': [{
      name: 'Wool Scarf', visible: false, collections: [], media: [],
      variants: [
        { choices: { Colour: 'Blue' }, price: '25', visible: true, stock: 'in stock' },
        { choices: { Colour: 'Red' }, price: '25', visible: true, stock: 'in stock' },
      ],
    }],
  },
};

/**
 * The template as third-party guides describe the new catalog's (docs/formats/dashboard.md "The new catalog's
 * template"): the same columns, row kinds written in capitals, images on MEDIA rows.
 */
const NEW_CATALOG_TEMPLATE = [
  'handleId,fieldType,name,description,productImageUrl,collection,sku,ribbon,price,surcharge,visible,discountMode,discountValue,inventory,weight,cost,productOptionName1,productOptionType1,productOptionDescription1,brand',
  'desk-lamp,PRODUCT,Desk Lamp,<p>Bright</p>,https://example.com/lamp.jpg,,,,30,,true,,,,,,Colour,DROP_DOWN,Black;White,',
  'desk-lamp,VARIANT,,,,,LAMP-B,,,0,true,,,4,,,,,Black,',
  'desk-lamp,VARIANT,,,,,LAMP-W,,,2.5,true,,,0,,,,,White,',
  'desk-lamp,MEDIA,,,https://example.com/lamp-side.jpg,,,,,,,,,,,,,,,',
].join('\n');

describe.each(['v1', 'v3'] as const)('a dashboard product CSV on a %s store', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });

  it("the new catalog's spelling (PRODUCT/VARIANT/MEDIA rows) is the same template: the same product on both versions; a re-import writes nothing", async () => {
    const file = tempFile('new-catalog.csv', NEW_CATALOG_TEMPLATE);
    const { h, error } = await runImport(sandbox, file);
    expect(error).toBeUndefined();
    expect(h.json()).toMatchObject({ created: 1, invalid: 0, failed: 0 });
    const [lamp] = (await neutralProducts(sandbox, catalog)).get('desk-lamp')!;
    expect(lamp.variants.map((v) => [v.choices.Colour, amount(v.price), v.sku])).toEqual([
      ['Black', 30, 'LAMP-B'],
      ['White', 32.5, 'LAMP-W'],
    ]);
    expect(lamp.media.map((m) => m.url)).toEqual(['https://example.com/lamp.jpg', 'https://example.com/lamp-side.jpg']);
    expect(await exportedStock(sandbox)).toEqual({ 'desk-lamp/Black': '4', 'desk-lamp/White': '0' });
    sandbox.requests.length = 0;
    expect((await runImport(sandbox, file)).h.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(writesOf(sandbox)).toEqual([]);
  });

  it('a dry run plans every product, names the columns it does not carry with their rows, and writes nothing', async () => {
    const { h, error } = await runImport(sandbox, FILE, { dryRun: true });
    expect(error).toBeUndefined();
    const report = h.json();
    expect(report).toMatchObject({ format: 'dashboard', dryRun: true });
    expect(report.notCarried).toEqual(
      expect.arrayContaining([
        { column: 'additionalInfoTitle1', rows: 1 },
        { column: 'additionalInfoDescription1', rows: 1 },
        { column: 'customTextField1', rows: 1 },
        // The colours of a COLOR option's choices: the store's option keeps their names.
        { column: 'productOptionDescription1', rows: 2 },
      ]),
    );
    expect(report.notCarried.find((c: { column: string }) => c.column === 'additionalInfoTitle2')).toEqual({ column: 'additionalInfoTitle2', rows: 0 });
    expect(writesOf(sandbox)).toEqual([]);
  });

  it('imports names, prices with surcharges and the discount, SKUs, stock, visibility, collections and media — and a re-import writes nothing', async () => {
    const { h, error } = await runImport(sandbox, FILE);
    expect(error).toBeUndefined();
    expect(h.json()).toMatchObject({ created: 3, failed: 0 });
    // Read back by the platform's own SDK, so a mistake our writer and our reader share cannot pass.
    expect(await sdkCatalogFacts(sandbox, catalog)).toEqual(EXPECTED);
    const products = await neutralProducts(sandbox, catalog);
    expect([...products.keys()].sort()).toEqual(['ceramic-mug', 'linen-shirt', 'wool-scarf']);

    const [mug] = products.get('ceramic-mug')!;
    expect(mug.summary).toMatchObject({ name: 'Ceramic Mug', sku: 'MUG-001', brand: 'Acme', ribbon: 'New', visible: true });
    expect(amount(mug.summary.price)).toBe(12.5);
    expect(mug.summary.discount).toBeUndefined();
    expect(mug.collectionIds).toHaveLength(2);
    expect(mug.media.map((m) => m.url)).toEqual(['https://static.wixstatic.com/media/5e7d77_5b250734eaaf45fe9d6f0150b6609cb8~mv2.png', 'https://example.com/mug-side.jpg']);

    const [shirt] = products.get('linen-shirt')!;
    const bySize = Object.fromEntries(shirt.variants.map((v) => [v.choices.Size, v]));
    // The list price is the product's price plus the surcharge; the buyer pays it less the AMOUNT discount of 5.
    expect(['S', 'M', 'L'].map((size) => amount(bySize[size].listPrice ?? bySize[size].price))).toEqual([40, 42.5, 44]);
    expect(['S', 'M', 'L'].map((size) => amount(bySize[size].price))).toEqual([35, 37.5, 39]);
    expect(['S', 'M', 'L'].map((size) => bySize[size].sku)).toEqual(['SHIRT-S', 'SHIRT-M', 'SHIRT-L']);

    const [scarf] = products.get('wool-scarf')!;
    expect(scarf.summary.visible).toBe(false);
    expect(scarf.variants.map((v) => v.choices.Colour).sort()).toEqual(['Blue', 'Red']);
    expect(await exportedStock(sandbox)).toEqual({
      'ceramic-mug': '30',
      'linen-shirt/S': '5',
      'linen-shirt/M': '0',
      'linen-shirt/L': '2',
      'wool-scarf/Red': 'not counted, in stock true',
      'wool-scarf/Blue': 'not counted, in stock true',
    });

    sandbox.requests.length = 0;
    const again = await runImport(sandbox, FILE);
    expect(again.error).toBeUndefined();
    expect(again.h.json()).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(writesOf(sandbox)).toEqual([]);
  });
});
