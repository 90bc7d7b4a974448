// The product detail pane, fed by the real data source on a V1 and a V3 store from one body (the demo catalog exists
// in both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../../../../src/catalog/core/store-catalog.js';
import { productDetails } from '../../../../src/commands/products/browse-source.js';
import type { ProductDetails } from '../../../../src/ui/browse-items.js';
import { ProductDetail } from '../../../../src/ui/components/ProductDetail.js';
import { startCatalog, type Catalog } from '../support/catalog.js';
import { renderScreen } from '../support/ink.js';

describe.each(['v1', 'v3'] as const)('ProductDetail on a %s store', (version) => {
  let catalog: Catalog;
  let hat: ProductDetails;
  let board: ProductDetails;
  const details = (product: CatalogProduct) => productDetails(catalog.store.products, product);
  beforeAll(async () => {
    catalog = await startCatalog({ version });
    hat = await details(await catalog.store.products.resolve('sun-hat'));
    board = await details(await catalog.store.products.resolve('oak-cutting-board'));
  });
  afterAll(() => catalog.close());

  it('shows facts, collections, media and every variant with price and stock when there is room', () => {
    const frame = renderScreen(<ProductDetail product={hat} collections={['Summer', 'Gifts']} width={100} height={30} />).frame();
    expect(frame).toMatch(/price \$29\.00/);
    // A product's SKU on V1; on V3 each of the hat's variants has its own (in the table), so the product shows none.
    if (version === 'v1') expect(frame).toMatch(/sku HAT-050/);
    else expect(frame).not.toMatch(/\bsku /);
    expect(frame).toMatch(/ribbon New/);
    expect(frame).toContain('collections Summer, Gifts');
    expect(frame).toContain('https://static.store.example/img/hat.jpg');
    // The demo hat's variants share the product's SKU on V1; on V3 each has its own (HAT-050-1 …).
    expect(frame.match(/HAT-050(-\d)?\s+yes/g)).toHaveLength(6);
    expect(frame).toMatch(/L\s+Sand\s+\$32\.00\s+in stock/);
  });

  it('fits the variants into the height it is given and says how many more there are', () => {
    const frame = renderScreen(<ProductDetail product={hat} collections={[]} width={80} height={14} />).frame();
    expect(frame.split('\n').length).toBeLessThanOrEqual(14);
    expect(frame).toMatch(/… \d more/);
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('shows a product without options without a variants table', () => {
    const frame = renderScreen(<ProductDetail product={board} width={80} height={20} />).frame();
    expect(frame).toContain('brand Homestead');
    expect(frame).toMatch(/sku BRD-100/);
    expect(frame).toContain('Media (2)');
    expect(frame).toContain('collections …');
    expect(frame).not.toContain('Variants');
  });

  it('shows a variant on sale as the tables do: the list price, then the sale (issue #37 item 11: it read "$29.00 (was …)")', () => {
    const onSale = { ...hat, variants: hat.variants.map((variant, i) => (i === 0 ? { ...variant, price: '$26.10', listPrice: '$29.00' } : variant)) };
    const frame = renderScreen(<ProductDetail product={onSale} width={100} height={30} />).frame();
    expect(frame).toMatch(/S\s+Sand\s+\$29\.00 \(sale \$26\.10\)\s+in stock/);
  });

  // A V1 variant carries its stock in the product read; a V3 variant's quantity is its inventory item's, read by
  // variantStock (issue #37 item 11: V3 showed "in stock" where V1 showed "3 in stock").
  it('shows a counted variant with its quantity on both versions', async () => {
    const inventory = catalog.store.inventory();
    const product = await catalog.store.products.resolve('sun-hat');
    await inventory.track(product.id, true, 3);
    const [first] = await inventory.ofProduct(product.id);
    await inventory.set([{ row: first, level: { quantity: 0 } }]);
    const frame = renderScreen(<ProductDetail product={await details(await catalog.store.products.get(product.id))} width={100} height={30} />).frame();
    expect(frame.match(/\b3 in stock/g)).toHaveLength(5);
    expect(frame).toMatch(/\b0 in stock/);
  });
});
