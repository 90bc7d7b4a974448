// The sandbox's current cart over HTTP, on a V1 and a V3 store: keyed by the caller's token, built from the
// catalog, wire shapes as docs/wire/cart-identity.md §4 documents them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/wire/api/paths.js';
import { CartSchema, STORES_APP_ID } from '../../../../src/wire/api/cart/cart.js';
import { catalogV3Paths } from '../../../../src/wire/api/catalog-v3/paths.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { createV3, simpleProduct } from '../v3-support.js';
import { catalogLine, member, visitor } from './support.js';
import { productBySlug, setStock, type StoreProduct } from '../../../helpers/store-products.js';

const cart = paths.cart;

describe.each(['v1', 'v3'] as const)('the current cart on a %s store', (catalog) => {
  let t: TestSandbox;
  let mug: StoreProduct;
  let hat: StoreProduct;
  let blender: StoreProduct;

  beforeAll(async () => {
    t = await startTestSandbox({ catalog });
    mug = await productBySlug(t, catalog, 'ceramic-mug');
    hat = await productBySlug(t, catalog, 'sun-hat');
    blender = await productBySlug(t, catalog, 'prototype-blender');
  });
  afterAll(() => t.close());

  describe('before the first add', () => {
    it('answers 404 OWNED_CART_NOT_FOUND to get, estimate, update and delete', async () => {
      const shopper = await visitor(t);
      for (const [method, path, body] of [
        ['GET', cart.root(), undefined],
        ['POST', cart.estimateTotals(), {}],
        ['PATCH', cart.root(), { cartInfo: { buyerNote: 'x' } }],
        ['DELETE', cart.root(), undefined],
      ] as const) {
        const res = await shopper.call(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
      }
    });

    it('refuses the admin key alone: the current cart belongs to a shopper', async () => {
      const res = await t.admin('GET', cart.root());
      expect(res.status).toBe(403);
      expect(res.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    });

    it('needs credentials', async () => {
      const res = await fetch(`${t.baseUrl}${cart.root()}`);
      expect(res.status).toBe(401);
    });
  });

  describe('add to cart', () => {
    it('builds line items from the catalog, in the documented shape', async () => {
      const shopper = await visitor(t);
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 2)] });
      expect(res.status).toBe(200);
      const body = CartSchema.parse(res.body.cart);
      expect(body.buyerInfo.visitorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.currency).toBe('USD');
      expect(body.weightUnit).toBe('KG');
      const [line] = body.lineItems;
      expect(line.quantity).toBe(2);
      expect(line.catalogReference).toEqual({ appId: STORES_APP_ID, catalogItemId: mug.id });
      expect(line.productName).toEqual({ original: 'Ceramic Mug', translated: 'Ceramic Mug' });
      expect(line.price).toEqual({ amount: '12.50', convertedAmount: '12.50', formattedAmount: '$12.50', formattedConvertedAmount: '$12.50' });
      expect(line.lineItemPrice.amount).toBe('25.00');
      expect(line.fullPrice.amount).toBe('12.50');
      // The size is the catalog's: the V1 demo's images carry 1200 × 1200, a V3 media item holds no size (width 0).
      const size = catalog === 'v1' ? 1200 : 0;
      expect(line.image).toMatchObject({ url: 'https://static.store.example/img/mug.jpg', width: size, height: size });
      expect(line.url).toEqual({ relativePath: '/product-page/ceramic-mug', url: `${t.baseUrl}/product-page/ceramic-mug` });
      expect(line.physicalProperties).toEqual({ weight: 0.4, sku: 'MUG-001', shippable: true });
      expect(line.itemType).toEqual({ preset: 'PHYSICAL' });
      expect(line.availability).toEqual({ status: 'AVAILABLE' });
      expect(line.paymentOption).toBe('FULL_PAYMENT_ONLINE');
      expect(body.subtotal?.amount).toBe('25.00');

      const again = await shopper.call('GET', cart.root());
      expect(again.body.cart).toEqual(res.body.cart);
    });

    it('shows the catalog discount: price after it, fullPrice before it', async () => {
      const shopper = await visitor(t);
      const knife = await productBySlug(t, catalog, 'chefs-knife');
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(knife.id, 1)] });
      const [line] = res.body.cart.lineItems;
      expect(line.price.amount).toBe('75.65');
      expect(line.priceBeforeDiscounts.amount).toBe('75.65');
      expect(line.fullPrice.amount).toBe('89.00');
    });

    it('merges the same variant added twice into one line', async () => {
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 3)] });
      expect(res.body.cart.lineItems).toHaveLength(1);
      expect(res.body.cart.lineItems[0].quantity).toBe(4);
    });

    it('resolves a variant by id, with description lines for the choices', async () => {
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(hat.id, 1, { variantId: hat.variantId({ Size: 'L', Color: 'Navy' }) })] });
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(hat.id, 1, { variantId: hat.variantId({ Size: 'S', Color: 'Sand' }) })] });
      const [first, second] = res.body.cart.lineItems;
      expect(first.price.amount).toBe('32.00');
      expect(first.descriptionLines).toEqual([
        { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'L', translated: 'L' } },
        { name: { original: 'Color', translated: 'Color' }, plainText: { original: 'Navy', translated: 'Navy' } },
      ]);
      expect(second.price.amount).toBe('29.00');
      expect(second.descriptionLines.map((d: any) => d.plainText.original)).toEqual(['S', 'Sand']);
    });

    // V1 only: a V1 line may name its variant by option choices (`options.options`: option name → choice); on V3
    // `options.options` names modifiers (catalog-items-v3.ts) and the variant is named by variantId alone.
    it.runIf(catalog === 'v1')('V1: resolves a variant by option choices, the same variant as by id', async () => {
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(hat.id, 1, { variantId: hat.variantId({ Size: 'S', Color: 'Sand' }) })] });
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(hat.id, 2, { options: { Size: 'S', Color: 'Sand' } })] });
      expect(res.body.cart.lineItems).toHaveLength(1);
      expect(res.body.cart.lineItems[0]).toMatchObject({ quantity: 3, price: { amount: '29.00' } });
      expect(res.body.cart.lineItems[0].descriptionLines.map((d: any) => d.plainText.original)).toEqual(['S', 'Sand']);
    });

    // V1 only: choice media are V1's Add Product Media To Choices; V3 keeps them as the choices' linkedMedia, which
    // the sandbox does not hold (src/catalog/core/v1-only.ts 'products choice-media').
    it.runIf(catalog === 'v1')("shows the chosen choice's own image (choice media) on the line, the product's main image otherwise", async () => {
      const shopper = await visitor(t);
      const added = await t.admin('POST', paths.products.addMedia(hat.id), {
        id: hat.id,
        media: [{ url: 'https://img.example/hat-navy.jpg', choice: { option: 'Color', choice: 'Navy' } }],
      });
      expect(added.status).toBe(200);
      const res = await shopper.call('POST', cart.add(), {
        lineItems: [catalogLine(hat.id, 1, { options: { Size: 'M', Color: 'Navy' } }), catalogLine(hat.id, 1, { options: { Size: 'M', Color: 'Sand' } })],
      });
      const [navy, sand] = res.body.cart.lineItems;
      expect(navy.image.url).toBe('https://img.example/hat-navy.jpg');
      expect(sand.image.url).not.toBe('https://img.example/hat-navy.jpg');
      await t.admin('POST', paths.products.removeMedia(hat.id), { id: hat.id, mediaIds: [navy.image.id] });
    });

    // V1 only: naming the variant by choices is V1's (see above); the V3 counterpart, a missing variantId, is below.
    it.runIf(catalog === 'v1')('asks for every option of a product with options', async () => {
      const shopper = await visitor(t);
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(hat.id, 1, { options: { Size: 'S' } })] });
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].field).toBe('lineItems[0].catalogReference.options.options');
      expect(res.body.message).toContain('Color (Sand, Navy)');
    });

    it('asks which variant a product with several is meant (a line without one is refused, nothing is added)', async () => {
      const shopper = await visitor(t);
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(hat.id, 1)] });
      expect(res.status).toBe(400);
      const field = catalog === 'v1' ? 'lineItems[0].catalogReference.options' : 'lineItems[0].catalogReference.options.variantId';
      expect(res.body.details.validationError.fieldViolations[0].field).toBe(field);
      expect((await shopper.call('GET', cart.root())).status).toBe(404);
    });

    it('refuses hidden and unknown products, and other catalogs', async () => {
      const shopper = await visitor(t);
      for (const id of [blender.id, 'no-such-product']) {
        const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(id, 1)] });
        expect(res.status).toBe(404);
        expect(res.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
      }
      const other = await shopper.call('POST', cart.add(), {
        lineItems: [{ catalogReference: { appId: '13d21c63-b5ec-5912-8397-c3a5ddb27a97', catalogItemId: mug.id }, quantity: 1 }],
      });
      expect(other.body.details.applicationError.code).toBe('UNSUPPORTED_CATALOG_APP');
      const noCart = await shopper.call('GET', cart.root());
      expect(noCart.status).toBe(404);
    });

    it('validates quantities with field violations', async () => {
      const shopper = await visitor(t);
      const res = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 0)] });
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'lineItems[0].quantity', violatedRule: 'MIN' });
    });
  });

  describe('stock', () => {
    it('caps quantities at the stock left, on add and on update, and refuses an item that is sold out', async () => {
      const basket = await productBySlug(t, catalog, 'picnic-basket');
      const variantId = basket.variantId({});
      await setStock(t, catalog, basket.id, variantId, 3);
      const shopper = await visitor(t);
      const added = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(basket.id, 5)] });
      const [line] = added.body.cart.lineItems;
      expect(line.quantity).toBe(3);
      expect(line.availability).toEqual({ status: 'AVAILABLE', quantityAvailable: 3 });

      const one = await shopper.call('POST', cart.updateQuantities(), { lineItems: [{ id: line.id, quantity: 1 }] });
      expect(one.body.cart.lineItems[0].quantity).toBe(1);
      const many = await shopper.call('POST', cart.updateQuantities(), { lineItems: [{ id: line.id, quantity: 50 }] });
      expect(many.body.cart.lineItems[0].quantity).toBe(3);

      await setStock(t, catalog, basket.id, variantId, 2);
      const partial = await shopper.call('GET', cart.root());
      expect(partial.body.cart.lineItems[0].availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 });

      await setStock(t, catalog, basket.id, variantId, 0);
      const soldOut = await (await visitor(t)).call('POST', cart.add(), { lineItems: [catalogLine(basket.id, 1)] });
      expect(soldOut.status).toBe(400);
      expect(soldOut.body.details.applicationError.code).toBe('ITEM_OUT_OF_STOCK');
    });
  });

  describe('V3 stock and modifiers', () => {
    // V3 only: preorders are a setting of V3's inventory items (preorderInfo); the V1 sandbox takes none (its store
    // variants show preorderInfo disabled, src/sandbox/domain/v1/store-variant-render.ts).
    it.runIf(catalog === 'v3')('an item out of stock that takes preorders can be bought up to its preorder room (AvailabilityStatus PREORDER)', async () => {
      const product = await createV3(t, simpleProduct('Mug', '8'));
      const variantId = product.variantsInfo.variants[0].id;
      const shopper = await visitor(t);
      const made = await t.admin('POST', catalogV3Paths.inventoryItems.create(), { inventoryItem: { productId: product.id, variantId, quantity: 0 } });
      const refused = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(product.id, 1, { variantId })] });
      expect(refused.status).toBe(400);
      const item = made.body.inventoryItem;
      await t.admin('PATCH', catalogV3Paths.inventoryItems.update(item.id), { inventoryItem: { id: item.id, revision: item.revision, preorderInfo: { enabled: true, limit: 3 } } });
      const capped = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(product.id, 5, { variantId })] });
      expect(capped.body.cart.lineItems[0].quantity).toBe(3);
    });

    // V3 only: modifiers named by key are V3's (options.options: modifier key → choice key); on V1
    // options.options names the variant's choices (see 'V1: resolves a variant by option choices').
    it.runIf(catalog === 'v3')('prices the modifiers a line names by key (options.options: modifier key → choice key; customTextFields: free text)', async () => {
      const product = await createV3(t, {
        ...simpleProduct('Mug', '8'),
        modifiers: [
          { name: 'Gift Wrap', modifierRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'Gold Foil', addedPrice: '2.5' }, { name: 'Plain' }] } },
          { name: 'Engraving', modifierRenderType: 'FREE_TEXT', mandatory: true, freeTextSettings: { title: 'Your text', defaultAddedPrice: '1' } },
        ],
      });
      const shopper = await visitor(t);
      const add = (options: Record<string, unknown>, quantity = 1) => shopper.call('POST', cart.add(), { lineItems: [catalogLine(product.id, quantity, options)] });
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
  });

  describe('whose cart', () => {
    it('keeps a visitor cart, another visitor cart and a member cart apart', async () => {
      const a = await visitor(t);
      const b = await visitor(t);
      const m = await member(t, 'shopper@example.com');
      await a.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      await m.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 5)] });
      expect((await b.call('GET', cart.root())).status).toBe(404);
      const mine = await m.call('GET', cart.root());
      expect(mine.body.cart.buyerInfo).toEqual({ memberId: m.memberId });
      expect(mine.body.cart.lineItems[0].quantity).toBe(5);
      const theirs = await a.call('GET', cart.root());
      expect(theirs.body.cart.lineItems[0].quantity).toBe(1);
      expect(theirs.body.cart.id).not.toBe(mine.body.cart.id);
    });
  });

  describe('custom line items and overrides', () => {
    const gift = { productName: { original: 'Gift wrap' }, price: '3.50', quantity: 1, itemType: { preset: 'PHYSICAL' } };

    it('need the admin key next to the shopper token', async () => {
      const shopper = await visitor(t);
      const refused = await shopper.call('POST', cart.add(), { customLineItems: [gift] });
      expect(refused.status).toBe(403);
      const res = await shopper.elevated('POST', cart.add(), { customLineItems: [gift] });
      expect(res.status).toBe(200);
      const [line] = res.body.cart.lineItems;
      expect(line).toMatchObject({ customLineItem: true, productName: { original: 'Gift wrap', translated: 'Gift wrap' }, price: { amount: '3.50' } });
      expect((await shopper.call('GET', cart.root())).body.cart.lineItems).toHaveLength(1);
    });

    it('lets an elevated caller override the price and name of a catalog line', async () => {
      const shopper = await visitor(t);
      const line = { ...catalogLine(mug.id, 1), catalogOverrideFields: { price: '9.99', productName: { original: 'Mug (seconds)' } } };
      expect((await shopper.call('POST', cart.add(), { lineItems: [line] })).status).toBe(403);
      const res = await shopper.elevated('POST', cart.add(), { lineItems: [line] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.cart.lineItems[0]).toMatchObject({ productName: { original: 'Mug (seconds)' }, price: { amount: '9.99' } });
    });

    // V1 only: on V3 hiding a product without options hides its one variant too (the default variant takes the
    // product's visibility, src/sandbox/domain/v3/product-model.ts), and a hidden variant is not for sale to anyone.
    it.runIf(catalog === 'v1')('lets an elevated caller add a hidden product and override its price', async () => {
      const shopper = await visitor(t);
      const res = await shopper.elevated('POST', cart.add(), {
        lineItems: [{ ...catalogLine(blender.id, 1), catalogOverrideFields: { price: '99.00', productName: { original: 'Blender (preview)' } } }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.cart.lineItems[0]).toMatchObject({ productName: { original: 'Blender (preview)' }, price: { amount: '99.00' } });
      // The visitor alone does not see the hidden product: the line shows as gone.
      const seen = await shopper.call('GET', cart.root());
      expect(seen.body.cart.lineItems[0].availability.status).toBe('NOT_FOUND');
    });
  });

  describe('update, remove, delete', () => {
    it('writes cart info; a cartFieldmask limits (and clears) exactly the fields it names', async () => {
      const shopper = await visitor(t);
      await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      const contactInfo = { address: { country: 'US', subdivision: 'US-CA', city: 'San Francisco' }, contactDetails: { firstName: 'Ada' } };
      const first = await shopper.call('PATCH', cart.root(), { cartInfo: { buyerNote: 'Leave at the door', contactInfo, buyerInfo: { email: 'ada@example.com' } } });
      expect(first.body.cart).toMatchObject({ buyerNote: 'Leave at the door', contactInfo, buyerInfo: { email: 'ada@example.com' } });
      const masked = await shopper.call('PATCH', cart.root(), { cartInfo: { contactInfo: { contactDetails: { firstName: 'Grace' } } }, cartFieldmask: 'buyerNote' });
      expect(masked.body.cart.buyerNote).toBeUndefined();
      expect(masked.body.cart.contactInfo).toEqual(contactInfo);
      const bad = await shopper.call('PATCH', cart.root(), { cartInfo: {}, cartFieldmask: 'price' });
      expect(bad.status).toBe(400);
      expect(bad.body.details.validationError.fieldViolations[0].field).toBe('cartFieldmask');
    });

    it('removes line items, then deletes the cart (the next get is a 404 again)', async () => {
      const shopper = await visitor(t);
      const added = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1), catalogLine(hat.id, 1, { variantId: hat.variantId({ Size: 'M', Color: 'Navy' }) })] });
      const [mugLine] = added.body.cart.lineItems;
      const removed = await shopper.call('POST', cart.removeLineItems(), { lineItemIds: [mugLine.id] });
      expect(removed.body.cart.lineItems.map((l: any) => l.productName.original)).toEqual(['Sun Hat']);
      const unknown = await shopper.call('POST', cart.removeLineItems(), { lineItemIds: ['nope'] });
      expect(unknown.body.details.applicationError.code).toBe('LINE_ITEM_NOT_FOUND');
      const deleted = await shopper.call('DELETE', cart.root());
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({});
      expect((await shopper.call('GET', cart.root())).body.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    });

    it('counts revisions and keeps createdDate while updatedDate moves', async () => {
      const shopper = await visitor(t);
      const a = await shopper.call('POST', cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
      const b = await shopper.call('PATCH', cart.root(), { cartInfo: { buyerNote: 'hi' } });
      expect(a.body.cart.revision).toBe('1');
      expect(b.body.cart.revision).toBe('2');
      expect(b.body.cart.createdDate).toBe(a.body.cart.createdDate);
    });
  });
});
