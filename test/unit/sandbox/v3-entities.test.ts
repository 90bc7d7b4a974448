import { describe, expect, it } from 'vitest';
import { callSandbox } from '../../helpers/sandbox.js';
import { createV3, createV3Stocked, money, paths, simpleProduct, sizedProduct, v3SandboxPerFile, visitorHeaders } from './v3-support.js';
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

const box = v3SandboxPerFile();
const admin = (method: string, path: string, body?: unknown) => box.t.admin(method, path, body);

describe('read-only variants', () => {
  it('lists every variant with its product data, filters by product, gates merchant data and hidden products', async () => {
    const shirt = await createV3(box.t, sizedProduct('Shirt', { S: '10', M: '12' }));
    const hidden = await createV3(box.t, simpleProduct('Hidden', '3', { visible: false, cost: '1' }));
    const all = await admin('POST', paths.readOnlyVariants.query(), { query: { cursorPaging: { limit: 1000 } }, fields: ['MERCHANT_DATA'] });
    expect(all.body.variants).toHaveLength(3);
    const hiddenRow = all.body.variants.find((v: any) => v.productData.productId === hidden.id);
    expect(hiddenRow.revenueDetails).toEqual({ cost: { amount: '1' }, profit: { amount: '2' }, profitMargin: 0.6667 });
    const shirts = await admin('POST', paths.readOnlyVariants.query(), { query: { filter: { 'productData.productId': { $in: [shirt.id] } } } });
    expect(shirts.body.variants.map((v: any) => v.optionChoices[0].optionChoiceNames.choiceName)).toEqual(['S', 'M']);
    expect(shirts.body.variants[0]).toMatchObject({ variantId: shirt.variantsInfo.variants[0].id, productData: { name: 'Shirt', slug: 'shirt', revision: '1' } });
    const cheap = await admin('POST', paths.readOnlyVariants.search(), { search: { filter: { 'price.actualPrice.amount': { $lt: '11' } } } });
    expect(cheap.body.variants.map((v: any) => v.productData.name).sort()).toEqual(['Hidden', 'Shirt']);
    expect((await admin('POST', paths.readOnlyVariants.query(), { query: { filter: { sku: 'x' } } })).status).toBe(400);
    expect((await admin('POST', paths.readOnlyVariants.query(), { query: { cursorPaging: { limit: 1001 } } })).status).toBe(400);
    const visitor = await visitorHeaders(box.t);
    const seen = await callSandbox(box.t.baseUrl, 'POST', paths.readOnlyVariants.query(), { body: {}, headers: visitor });
    expect(seen.body.variants).toHaveLength(2);
  });
});

describe('inventory items', () => {
  it('keeps one item per variant in the default location; updates with revision drive stock status', async () => {
    const shirt = await createV3Stocked(box.t, sizedProduct('Shirt', { S: '10', M: '12' }));
    const items = await admin('POST', paths.inventoryItems.query(), { query: { filter: { productId: shirt.id } } });
    expect(items.body.inventoryItems).toHaveLength(2);
    const [small] = items.body.inventoryItems;
    expect(small).toMatchObject({ inStock: true, trackQuantity: false, availabilityStatus: 'IN_STOCK', locationId: (await admin('GET', paths.locations.default())).body.storesLocation.id });
    const updated = await admin('PATCH', paths.inventoryItems.update(small.id), { inventoryItem: { id: small.id, revision: small.revision, quantity: 0 } });
    expect(updated.body.inventoryItem).toMatchObject({ trackQuantity: true, quantity: 0, inStock: false, availabilityStatus: 'OUT_OF_STOCK', revision: '2' });
    const product = (await admin('GET', paths.products.get(shirt.id))).body.product;
    expect(product.inventory.availabilityStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    const partly = await admin('POST', paths.products.search(), { search: { filter: { 'inventory.availabilityStatus': 'PARTIALLY_OUT_OF_STOCK' } } });
    expect(partly.body.products.map((p: any) => p.id)).toEqual([shirt.id]);
    const outVariants = await admin('POST', paths.products.search(), { search: { filter: { 'variantsInfo.variants': { $matchItems: [{ 'inventoryStatus.inStock': false }] } } } });
    expect(outVariants.body.products.map((p: any) => p.id)).toEqual([shirt.id]);
    expect((await admin('POST', paths.inventoryItems.count(), { filter: { inStock: false } })).body).toEqual({ count: 1 });
    const searched = await admin('POST', paths.inventoryItems.search(), { search: { filter: { productId: shirt.id }, sort: [{ fieldName: 'quantity', order: 'ASC' }], cursorPaging: { limit: 1 } } });
    expect(searched.body.inventoryItems).toHaveLength(1);
    expect(searched.body.pagingMetadata.hasNext).toBe(true);
    expect(product.variantsInfo.variants.map((v: any) => v.inventoryStatus.inStock)).toEqual([false, true]);
    const stale = await admin('PATCH', paths.inventoryItems.update(small.id), { inventoryItem: { id: small.id, revision: '1', quantity: 5 } });
    expect(stale.status).toBe(409);
    const bulk = await admin('POST', paths.inventoryItems.bulkUpdate(), { inventoryItems: [{ inventoryItem: { id: small.id, revision: '2', quantity: 4 } }], returnEntity: true });
    expect(bulk.body.results[0].item).toMatchObject({ quantity: 4, inStock: true });
    expect((await admin('GET', paths.inventoryItems.get(small.id))).body.inventoryItem.quantity).toBe(4);
    // Removing a variant removes its item.
    const res = await admin('PATCH', paths.products.update(shirt.id), {
      product: { id: shirt.id, revision: '1', options: [{ ...shirt.options[0], choicesSettings: { choices: [shirt.options[0].choicesSettings.choices[1]] } }], variantsInfo: { variants: [shirt.variantsInfo.variants[1]] } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await admin('GET', paths.inventoryItems.get(small.id))).status).toBe(404);
  });
});

describe('products with inventory', () => {
  it('creates a product with its variants\' stock, updates stock with the product, and does both in bulk', async () => {
    const input = sizedProduct('Sock', { S: '3', M: '4' });
    (input.variantsInfo.variants[0] as any).inventoryItem = { quantity: 5 };
    (input.variantsInfo.variants[1] as any).inventoryItem = { inStock: false };
    const created = await admin('POST', paths.products.createWithInventory(), { product: input });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.inventoryResults.bulkActionMetadata.totalSuccesses).toBe(2);
    expect(created.body.inventoryResults.results[0].item).toMatchObject({ quantity: 5, trackQuantity: true, inStock: true });
    expect(created.body.product.variantsInfo.variants.map((v: any) => v.inventoryStatus.inStock)).toEqual([true, false]);
    const product = created.body.product;
    const updated = await admin('PATCH', paths.products.updateWithInventory(product.id), {
      product: { id: product.id, revision: product.revision, options: product.options, variantsInfo: { variants: product.variantsInfo.variants.map((v: any, i: number) => ({ ...v, ...(i === 1 ? { inventoryItem: { quantity: 2 } } : {}) })) } },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.product.variantsInfo.variants.map((v: any) => v.inventoryStatus.inStock)).toEqual([true, true]);
    const bulk = await admin('POST', paths.bulkProducts.createWithInventory(), {
      products: [{ ...simpleProduct('A', '1'), variantsInfo: { variants: [{ price: { actualPrice: money('1') }, inventoryItem: { quantity: 0 } }] } }, simpleProduct('B', '1', { compareAt: '0.5' })],
      returnEntity: true,
    });
    expect(bulk.body.productResults.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(bulk.body.inventoryResults.results).toHaveLength(1);
    expect(bulk.body.productResults.results[0].item.inventory.availabilityStatus).toBe('OUT_OF_STOCK');
  });
});

describe('brands and ribbons', () => {
  it('create, get-or-create (case-insensitive), update with revision, query, count, bulk, delete', async () => {
    const created = await admin('POST', paths.brands.create(), { brand: { name: 'Acme' } });
    expect(created.body.brand).toMatchObject({ name: 'Acme', revision: '1' });
    const again = await admin('POST', paths.brands.getOrCreate(), { brandName: 'ACME' });
    expect(again.body.brand.id).toBe(created.body.brand.id);
    expect((await admin('POST', paths.brands.create(), { brand: { name: 'acme' } })).status).toBe(409);
    const bulk = await admin('POST', paths.brands.bulkGetOrCreate(), { brandNames: ['Acme', 'Zen'] });
    expect(bulk.body.results.map((r: any) => r.item.name)).toEqual(['Acme', 'Zen']);
    const p = await createV3(box.t, { ...simpleProduct('Anvil', '10'), brand: { id: created.body.brand.id } });
    expect(p.brand).toEqual({ id: created.body.brand.id, name: 'Acme' });
    const byName = await admin('POST', paths.products.create(), { product: { ...simpleProduct('X', '1'), brand: { name: 'acme' } } });
    expect(byName.body.product.brand).toEqual({ id: created.body.brand.id, name: 'Acme' });
    const counted = await admin('POST', paths.brands.query(), { query: { sort: [{ fieldName: 'name', order: 'DESC' }] }, fields: ['ASSIGNED_PRODUCTS_COUNT'] });
    expect(counted.body.brands.map((b: any) => [b.name, b.assignedProductsCount])).toEqual([['Zen', 0], ['Acme', 2]]);
    expect((await admin('POST', paths.brands.count(), { filter: { name: 'Zen' } })).body.count).toBe(1);
    const renamed = await admin('PATCH', paths.brands.update(created.body.brand.id), { brand: { id: created.body.brand.id, revision: '1', name: 'Acme Co' } });
    expect(renamed.body.brand).toMatchObject({ name: 'Acme Co', revision: '2' });
    const ribbon = await admin('POST', paths.ribbons.getOrCreate(), { ribbonName: 'Sale' });
    expect((await admin('POST', paths.ribbons.count(), {})).body.count).toBe(1);
    expect((await admin('DELETE', paths.ribbons.delete(ribbon.body.ribbon.id))).status).toBe(200);
    expect((await admin('GET', paths.ribbons.get(ribbon.body.ribbon.id))).status).toBe(404);
  });
});

describe('customizations', () => {
  it('are created, queried, extended, and connected to products by id', async () => {
    const res = await admin('POST', paths.customizations.create(), {
      customization: { name: 'Color', customizationType: 'PRODUCT_OPTION', customizationRenderType: 'SWATCH_CHOICES', choicesSettings: { choices: [{ name: 'Red', choiceType: 'ONE_COLOR', colorCode: '#f00' }] } },
    });
    const color = res.body.customization;
    expect(color).toMatchObject({ name: 'Color', key: 'color', revision: '1' });
    const added = await admin('POST', paths.customizations.addChoices(color.id), { choices: [{ name: 'Blue', choiceType: 'ONE_COLOR', colorCode: '#00f' }] });
    expect(added.body.customization.choicesSettings.choices.map((c: any) => c.name)).toEqual(['Red', 'Blue']);
    const [red] = added.body.customization.choicesSettings.choices;
    const product = await createV3(box.t, {
      name: 'Ball',
      ...PHYSICAL_PRODUCT,
      options: [{ id: color.id, optionRenderType: 'SWATCH_CHOICES', choicesSettings: { choices: [{ choiceId: red.id, name: 'Red' }] } }],
      variantsInfo: { variants: [{ choices: [{ optionChoiceIds: { optionId: color.id, choiceId: red.id } }], price: { actualPrice: money('3') } }] },
    });
    expect(product.options[0]).toMatchObject({ id: color.id, name: 'Color' });
    const q = await admin('POST', paths.customizations.query(), { query: { filter: { customizationType: 'PRODUCT_OPTION' } } });
    expect(q.body.customizations).toHaveLength(1);
    const unknown = await admin('POST', paths.products.create(), { product: { ...sizedProduct('Y', { S: '1' }), options: [{ id: 'nope', choicesSettings: { choices: [{ name: 'S' }] } }] } });
    expect(unknown.body.details.applicationError.code).toBe('CUSTOMIZATION_NOT_EXIST');
    const renamed = await admin('PATCH', paths.customizations.update(color.id), { customization: { id: color.id, revision: added.body.customization.revision, name: 'Colour' } });
    expect(renamed.body.customization).toMatchObject({ name: 'Colour', key: 'colour', revision: '3' });
    const inUse = await admin('DELETE', paths.customizations.delete(color.id));
    expect([inUse.status, inUse.body.details.validationError.fieldViolations[0].ruleName]).toEqual([400, 'NOT_ALLOWED_DELETE_CUSTOMIZATION_ASSIGNED_TO_PRODUCT']);
    await admin('DELETE', paths.products.delete(product.id));
    expect((await admin('DELETE', paths.customizations.delete(color.id))).status).toBe(200);
    expect((await admin('GET', paths.customizations.get(color.id))).status).toBe(404);
  });
});
