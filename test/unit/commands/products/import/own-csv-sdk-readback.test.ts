// Issue #39 item 6: the store's own CSV (examples/catalog.csv, the README's example) imported into an empty V1 and V3
// store from one body and read back through the platform's official SDK, not through the tool, so a mistake our
// writer and our reader share cannot pass: names, visibility, buyer and list prices (the PERCENT and AMOUNT
// discounts applied), SKUs, a hidden variant, collections and media.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sdkCatalogFacts } from '../../../../helpers/sdk-catalog.js';
import { sharedSandbox } from '../../support/shared-sandbox.js';
import { storeAgainst } from '../../support/store-against.js';
import { tempHome } from '../../support/harness.js';

const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'examples', 'catalog.csv');

/** The example's catalog as the platform's own SDK must read it back; no stock columns, so nothing is counted. */
const EXPECTED = {
  collections: ['Gifts', 'Kitchen', 'Summer'],
  products: {
    'enamel-mug': [{ name: 'Enamel Mug', visible: true, collections: ['Gifts', 'Kitchen'], media: ['https://example.com/img/mug.jpg'], variants: [{ choices: {}, price: '12.5', sku: 'MUG-350', stock: 'in stock' }] }],
    // 10% off each variant's own price; L/Navy hidden.
    'linen-shirt': [{
      name: 'Linen Shirt', visible: true, collections: ['Summer'], media: ['https://example.com/img/shirt-front.jpg', 'https://example.com/img/shirt-back.jpg'],
      variants: [
        { choices: { Size: 'L', Color: 'Navy' }, price: '46.8', listPrice: '52', sku: 'SHIRT-L-NAVY', visible: false, stock: 'in stock' },
        { choices: { Size: 'S', Color: 'Navy' }, price: '43.2', listPrice: '48', sku: 'SHIRT-S-NAVY', visible: true, stock: 'in stock' },
        { choices: { Size: 'L', Color: 'Sand' }, price: '46.8', listPrice: '52', sku: 'SHIRT-L-SAND', visible: true, stock: 'in stock' },
        { choices: { Size: 'S', Color: 'Sand' }, price: '43.2', listPrice: '48', sku: 'SHIRT-S-SAND', visible: true, stock: 'in stock' },
      ],
    }],
    // 0.50 off.
    'gift-card-note': [{ name: 'Gift Note', visible: false, collections: ['Gifts'], media: [], variants: [{ choices: {}, price: '1.5', listPrice: '2', sku: 'NOTE-01', stock: 'in stock' }] }],
  },
};

describe.each(['v1', 'v3'] as const)('the own CSV imported on a Catalog %s store, read back through the official SDK', (catalog) => {
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();

  it('holds the catalog the file describes', async () => {
    const run = await storeAgainst(sandbox, home, ['products', 'import', EXAMPLE, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ created: 3, failed: 0 });
    expect(await sdkCatalogFacts(sandbox, catalog)).toEqual(EXPECTED);
  });
});
