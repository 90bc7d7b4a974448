// V1 by nature: Inventory V2 reads of V1 products; V3's inventory items are read in v3-entities.test.ts and
// v3-read-policy.test.ts (hidden products).
// Inventory V2 reads (the REST reference's Query Inventory and Get Inventory Variants) show what the inventory
// update wrote, on the endpoint paths and their curl-example paths, and hide hidden products from shoppers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { curlExamplePath } from '../../../src/wire/api/catalog-v1/paths.js';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
const create = async (product: Record<string, unknown>) => (await admin('POST', paths.products.create(), { product })).body.product;

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(() => t.sandbox.reset({ demo: false }));

describe('inventory reads', () => {
  it('report the quantities the inventory update set, per variant, by inventory item id and by product id', async () => {
    const tee = await create({ name: 'Tee', priceData: { price: 9 }, manageVariants: true, productOptions: [{ name: 'Size', choices: ['S', 'M'].map((v) => ({ value: v, description: v })) }] });
    const [small, medium] = tee.variants.map((v: any) => v.id);
    const updated = await admin('PATCH', paths.inventory.updateVariants(tee.id), { inventoryItem: { trackQuantity: true, variants: [{ variantId: small, quantity: 4 }] } });
    expect(updated.status).toBe(200);

    const byItem = await admin('POST', curlExamplePath(paths.inventory.getVariants(tee.inventoryItemId)), {});
    expect(byItem.body.inventoryItem).toMatchObject({
      id: tee.inventoryItemId,
      productId: tee.id,
      externalId: tee.id,
      trackQuantity: true,
      variants: [
        { variantId: small, inStock: true, quantity: 4 },
        { variantId: medium, inStock: false, quantity: 0 },
      ],
      numericId: tee.numericId,
    });
    const byProduct = await admin('POST', paths.inventory.getVariantsByProduct(tee.id), { variantIds: [medium] });
    expect(byProduct.body.inventoryItem.variants).toEqual([{ variantId: medium, inStock: false, quantity: 0 }]);
    expect((await admin('POST', paths.inventory.getVariants('no-such-item'), {})).status).toBe(404);
  });

  it('queries inventory items with the classic query, without hidden products for shoppers', async () => {
    const mug = await create({ name: 'Mug', priceData: { price: 3 } });
    await create({ name: 'Secret', priceData: { price: 3 }, visible: false });
    const all = await admin('POST', paths.inventory.query(), { query: { sort: '[{"numericId":"desc"}]' } });
    expect(all.body).toMatchObject({ metadata: { items: 2, offset: 0 }, totalResults: 2 });
    const one = await admin('POST', paths.inventory.query(), { query: { filter: JSON.stringify({ productId: mug.id }) } });
    expect(one.body.inventoryItems.map((i: any) => i.productId)).toEqual([mug.id]);

    const token = (await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } })).body.access_token;
    const shopper = await callSandbox(t.baseUrl, 'POST', paths.inventory.query(), { body: {}, headers: { Authorization: token } });
    expect(shopper.body.inventoryItems.map((i: any) => i.productId)).toEqual([mug.id]);
  });
});
