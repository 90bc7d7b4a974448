// A V3 product in a cart: `catalogReference` with the stores appId and `options.variantId`, priced from the V3
// catalog (actualPrice; compareAtPrice as the full price), stock from the variant's inventory item.
import { describe, expect, it } from 'vitest';
import { paths as v1Paths } from '../../../src/wire/api/paths.js';
import { catalogLine, visitor } from './cart/support.js';
import { createV3, createV3Stocked, paths, sizedProduct, simpleProduct, v3SandboxPerFile } from './v3-support.js';

const box = v3SandboxPerFile();

describe('cart on a V3 site', () => {
  it('prices a V3 variant by variantId from the V3 catalog', async () => {
    const shirt = await createV3(box.t, sizedProduct('Shirt', { S: '10', M: '12.5' }));
    const mug = await createV3(box.t, simpleProduct('Mug', '8', { compareAt: '10' }));
    const shopper = await visitor(box.t);
    const medium = shirt.variantsInfo.variants[1].id;
    const res = await shopper.call('POST', v1Paths.cart.add(), { lineItems: [catalogLine(shirt.id, 2, { variantId: medium }), catalogLine(mug.id, 1)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [line, mugLine] = res.body.cart.lineItems;
    expect(line.catalogReference.options.variantId).toBe(medium);
    expect(line.price.amount).toBe('12.50');
    expect(line.descriptionLines[0]).toMatchObject({ name: { original: 'Size' }, plainText: { original: 'M' } });
    expect(mugLine.price.amount).toBe('8.00');
    expect(mugLine.fullPrice.amount).toBe('10.00');
    expect(res.body.cart.subtotal.amount).toBe('33.00');
  });

  it('needs a variantId when the product has several variants, and caps quantity at tracked stock', async () => {
    const shirt = await createV3Stocked(box.t, sizedProduct('Shirt', { S: '10', M: '12' }));
    const shopper = await visitor(box.t);
    const missing = await shopper.call('POST', v1Paths.cart.add(), { lineItems: [catalogLine(shirt.id, 1)] });
    expect(missing.status).toBe(400);
    const small = shirt.variantsInfo.variants[0].id;
    const [item] = (await box.t.admin('POST', paths.inventoryItems.query(), { query: { filter: { variantId: small } } })).body.inventoryItems;
    await box.t.admin('PATCH', paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, quantity: 2 } });
    const capped = await shopper.call('POST', v1Paths.cart.add(), { lineItems: [catalogLine(shirt.id, 5, { variantId: small })] });
    expect(capped.body.cart.lineItems[0].quantity).toBe(2);
  });

  it('an item out of stock that takes preorders can be bought up to its preorder room (AvailabilityStatus PREORDER)', async () => {
    const mug = await createV3(box.t, simpleProduct('Mug', '8'));
    const variantId = mug.variantsInfo.variants[0].id;
    const shopper = await visitor(box.t);
    const made = await box.t.admin('POST', paths.inventoryItems.create(), { inventoryItem: { productId: mug.id, variantId, quantity: 0 } });
    const refused = await shopper.call('POST', v1Paths.cart.add(), { lineItems: [catalogLine(mug.id, 1, { variantId })] });
    expect(refused.status).toBe(400);
    const item = made.body.inventoryItem;
    await box.t.admin('PATCH', paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, preorderInfo: { enabled: true, limit: 3 } } });
    const capped = await shopper.call('POST', v1Paths.cart.add(), { lineItems: [catalogLine(mug.id, 5, { variantId })] });
    expect(capped.body.cart.lineItems[0].quantity).toBe(3);
  });

  it('prices the modifiers a line names by key (options.options: modifier key → choice key; customTextFields: free text)', async () => {
    const mug = await createV3(box.t, {
      ...simpleProduct('Mug', '8'),
      modifiers: [
        { name: 'Gift Wrap', modifierRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'Gold Foil', addedPrice: '2.5' }, { name: 'Plain' }] } },
        { name: 'Engraving', modifierRenderType: 'FREE_TEXT', mandatory: true, freeTextSettings: { title: 'Your text', defaultAddedPrice: '1' } },
      ],
    });
    const shopper = await visitor(box.t);
    const add = (options: Record<string, unknown>, quantity = 1) => shopper.call('POST', v1Paths.cart.add(), { lineItems: [catalogLine(mug.id, quantity, options)] });
    const res = await add({ options: { 'gift-wrap': 'gold-foil' }, customTextFields: { 'your-text': 'For Ann' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [line] = res.body.cart.lineItems;
    expect(line.price.amount).toBe('11.50');
    expect(line.descriptionLines.map((d: any) => [d.name.original, d.plainText.original])).toEqual([['Gift Wrap', 'Gold Foil'], ['Your text', 'For Ann']]);
    // Another choice is another line; the same choices add up on one line.
    const plain = await add({ options: { 'gift-wrap': 'plain' }, customTextFields: { engraving: 'For Bo' } });
    expect(plain.body.cart.lineItems.map((l: any) => [l.price.amount, l.quantity])).toEqual([['11.50', 1], ['9.00', 1]]);
    const again = await add({ options: { 'gift-wrap': 'gold-foil' }, customTextFields: { 'your-text': 'For Ann' } }, 2);
    expect(again.body.cart.lineItems.map((l: any) => l.quantity)).toEqual([3, 1]);
    expect((await add({ options: { wrapping: 'plain' }, customTextFields: { engraving: 'x' } })).status).toBe(400);
    expect((await add({ options: { 'gift-wrap': 'silk' }, customTextFields: { engraving: 'x' } })).status).toBe(400);
    expect((await add({ options: { 'gift-wrap': 'plain' } })).status).toBe(400);
  });

  it('hosts the V3 product page and storesProduct redirect sessions (hidden products stay hidden)', async () => {
    await createV3(box.t, { ...sizedProduct('Shirt', { S: '10', M: '12.5' }), plainDescription: '<p>Soft <b>cotton</b></p>' });
    await createV3(box.t, simpleProduct('Secret', '1', { visible: false }));
    const page = await fetch(`${box.t.baseUrl}/product-page/shirt`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<h1>Shirt</h1>');
    expect(text).toContain('$10.00');
    expect(text).toContain('Soft cotton');
    expect(text).toContain('<strong>Size:</strong> S, M');
    expect((await fetch(`${box.t.baseUrl}/product-page/secret`)).status).toBe(404);
    const shopper = await visitor(box.t);
    const session = await shopper.call('POST', v1Paths.redirects.create(), { storesProduct: { productSlug: 'shirt' } });
    expect(session.body.redirectSession.urlDetails.endpoint).toBe(`${box.t.baseUrl}/product-page/shirt`);
    expect((await shopper.call('POST', v1Paths.redirects.create(), { storesProduct: { productSlug: 'secret' } })).status).toBe(404);
  });
});
