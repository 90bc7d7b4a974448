// V1 by nature: Inventory V2 increment/decrement of V1 products; V3's inventory item moves, by the same rule, are
// tested in v3-inventory-moves.test.ts.
// Inventory V2 increment/decrement (the REST reference's Increment Inventory and Decrement Inventory,
// `POST /stores/v2/inventoryItems/increment|decrement`): they move a tracked variant's stock, by inventory item id
// or product id, all or none, admin only; the product's stock shows the new counts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let t: TestSandbox;
const admin = (method: string, path: string, body?: unknown) => t.admin(method, path, body);
let tee: any;
let small: string;
let medium: string;

async function quantities(): Promise<Record<string, number>> {
  const res = await admin('POST', paths.inventory.getVariants(tee.inventoryItemId), {});
  return Object.fromEntries(res.body.inventoryItem.variants.map((v: any) => [v.variantId, v.quantity]));
}

beforeAll(async () => {
  t = await startTestSandbox({ catalog: 'v1', demo: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.sandbox.reset({ demo: false });
  const product = { name: 'Tee', priceData: { price: 9 }, manageVariants: true, productOptions: [{ name: 'Size', choices: ['S', 'M'].map((v) => ({ value: v, description: v })) }] };
  tee = (await admin('POST', paths.products.create(), { product })).body.product;
  [small, medium] = tee.variants.map((v: any) => v.id);
  const set = await admin('PATCH', paths.inventory.updateVariants(tee.id), { inventoryItem: { trackQuantity: true, variants: [{ variantId: small, quantity: 4 }, { variantId: medium, quantity: 1 }] } });
  expect(set.status).toBe(200);
});

describe('increment and decrement inventory', () => {
  it('move the counts, by inventory item id and by product id, and answer {}', async () => {
    const inc = await admin('POST', paths.inventory.increment(), {
      incrementData: [
        { inventoryId: tee.inventoryItemId, variantId: small, incrementBy: 3 },
        { productId: tee.id, variantId: medium, incrementBy: 2 },
      ],
    });
    expect(inc.status, JSON.stringify(inc.body)).toBe(200);
    expect(inc.body).toEqual({});
    expect(await quantities()).toEqual({ [small]: 7, [medium]: 3 });

    const dec = await admin('POST', paths.inventory.decrement(), { decrementData: [{ productId: tee.id, variantId: small, decrementBy: 7, preorderRequest: false }] });
    expect(dec.status).toBe(200);
    expect(dec.body).toEqual({});
    expect(await quantities()).toEqual({ [small]: 0, [medium]: 3 });
    const product = (await admin('GET', paths.products.get(tee.id))).body.product;
    expect(product.stock).toMatchObject({ trackInventory: true, quantity: 3, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK' });
  });

  it('never takes stock below 0: 428 INSUFFICIENT_INVENTORY and nothing in the request is applied', async () => {
    const res = await admin('POST', paths.inventory.decrement(), {
      decrementData: [
        { productId: tee.id, variantId: small, decrementBy: 1 },
        { productId: tee.id, variantId: medium, decrementBy: 2 },
      ],
    });
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError.code).toBe('INSUFFICIENT_INVENTORY');
    expect(await quantities()).toEqual({ [small]: 4, [medium]: 1 });
  });

  it('never takes stock above 99,999: 428 MAX_QUANTITY_LIMIT_REACHED (the rule V3 shares)', async () => {
    const res = await admin('POST', paths.inventory.increment(), { incrementData: [{ productId: tee.id, variantId: small, incrementBy: 99_996 }] });
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError.code).toBe('MAX_QUANTITY_LIMIT_REACHED');
    expect(await quantities()).toEqual({ [small]: 4, [medium]: 1 });
  });

  it('refuses an untracked product (428), an unknown variant or both/neither ids (400), unknown ids (404)', async () => {
    const untracked = (await admin('POST', paths.products.create(), { product: { name: 'Cap', priceData: { price: 5 } } })).body.product;
    const notTracked = await admin('POST', paths.inventory.increment(), { incrementData: [{ productId: untracked.id, variantId: '00000000-0000-0000-0000-000000000000', incrementBy: 1 }] });
    expect(notTracked.status).toBe(428);
    expect(notTracked.body.details.applicationError.code).toBe('INVENTORY_QUANTITY_NOT_TRACKED');

    for (const entry of [
      { productId: tee.id, variantId: 'not-a-variant', incrementBy: 1 },
      { productId: tee.id, inventoryId: tee.inventoryItemId, variantId: small, incrementBy: 1 },
      { variantId: small, incrementBy: 1 },
      { productId: tee.id, variantId: small, incrementBy: 0 },
    ]) {
      const res = await admin('POST', paths.inventory.increment(), { incrementData: [entry] });
      expect(res.status, JSON.stringify(entry)).toBe(400);
    }
    const unknown = await admin('POST', paths.inventory.increment(), { incrementData: [{ inventoryId: 'nope', variantId: small, incrementBy: 1 }] });
    expect(unknown.status).toBe(404);
    expect(await quantities()).toEqual({ [small]: 4, [medium]: 1 });
  });

  it('are admin only', async () => {
    const token = (await callSandbox(t.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: t.info.clientId, grantType: 'anonymous' } })).body.access_token;
    const res = await callSandbox(t.baseUrl, 'POST', paths.inventory.increment(), {
      body: { incrementData: [{ productId: tee.id, variantId: small, incrementBy: 1 }] },
      headers: { Authorization: token },
    });
    expect(res.status).toBe(403);
    expect(await quantities()).toEqual({ [small]: 4, [medium]: 1 });
  });
});
