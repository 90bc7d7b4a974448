// Both versions by nature: each replayed example names the store version its page documents (V1 catalog
// pages on a V1 store, V3 ones on a V3 store).
// Replays the platform's documented REST reference examples (test/fixtures/rest-reference/*.json, each with its
// source page URL) against a real sandbox and compares each answer with the documented example by key path and
// JSON type, and by status code. A field the sandbox cannot produce is listed per example (`unproducible`) and in
// the README's "Differences from the platform".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { loadExamples, type Example } from './examples.js';
import { keyPaths, shapeDifferences } from './shape.js';

const examples = loadExamples();

const sandboxes: Partial<Record<'v1' | 'v3', TestSandbox>> = {};
let placeholders: Record<string, string> = {};
/** The visitor whose cart is `{cartId}` (`auth: owner`). */
let ownerToken = '';

async function visitorToken(sb: TestSandbox): Promise<string> {
  const token = await callSandbox(sb.baseUrl, 'POST', '/oauth2/token', { body: { clientId: sb.info.clientId, grantType: 'anonymous' } });
  return token.body.access_token;
}

/** A visitor's cart with one catalog line: `{cartId}`, `{lineItemId}`. */
async function visitorCart(sb: TestSandbox, productId: string): Promise<Record<string, string>> {
  ownerToken = await visitorToken(sb);
  const lineItems = [{ catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: productId }, quantity: 1 }];
  const added = await callSandbox(sb.baseUrl, 'POST', '/ecom/v1/carts/current/add-to-cart', { body: { lineItems }, headers: { Authorization: ownerToken } });
  return { cartId: added.body.cart.id, lineItemId: added.body.cart.lineItems[0].id };
}

async function demoIds(sb: TestSandbox): Promise<Record<string, string>> {
  const products = (await sb.admin('POST', '/stores-reader/v1/products/query-platformized', { query: {} })).body.products;
  const withOptions = products.find((p: any) => p.productOptions.length > 0 && p.visible);
  const plain = products.find((p: any) => p.productOptions.length === 0 && p.visible);
  const collection = (await sb.admin('POST', '/v2/collections/query', { query: {} })).body.collections[0];
  return {
    productId: plain.id,
    inventoryItemId: plain.inventoryItemId,
    optionsProductId: withOptions.id,
    storeVariantId: `${withOptions.id}-${withOptions.variants[0].id}`,
    optionsVariantId: withOptions.variants[0].id,
    collectionId: collection.id,
    collectionSlug: collection.slug,
  };
}

/** `{name}` placeholders in paths and string values, filled from the demo catalog. */
function fill<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/\{(\w+)\}/g, (whole, name: string) => placeholders[name] ?? whole));
}

async function headersFor(sb: TestSandbox, auth: Example['auth']): Promise<Record<string, string>> {
  if (auth === 'owner') return { Authorization: ownerToken };
  if (auth === 'visitor') return { Authorization: await visitorToken(sb) };
  return sb.adminHeaders;
}

/** The V3 demo's first inventory item: `{v3InventoryItemId}`, its revision, variant and location. */
async function v3InventoryIds(sb: TestSandbox): Promise<Record<string, string>> {
  const [item] = (await sb.admin('POST', '/stores/v3/inventory-items/query', { query: {} })).body.inventoryItems;
  return { v3InventoryItemId: item.id, v3InventoryItemRevision: item.revision, v3VariantId: item.variantId, v3LocationId: item.locationId };
}

beforeAll(async () => {
  sandboxes.v1 = await startTestSandbox({ catalog: 'v1' });
  sandboxes.v3 = await startTestSandbox({ catalog: 'v3' });
  await callSandbox(sandboxes.v1.baseUrl, 'POST', '/__sandbox/settings', { body: { emailVerification: false, ownerApproval: false, captcha: 'none' } });
  placeholders = await demoIds(sandboxes.v1);
  placeholders = { ...placeholders, ...(await visitorCart(sandboxes.v1, placeholders.productId)), ...(await v3InventoryIds(sandboxes.v3)) };
});
afterAll(async () => {
  await Promise.all(Object.values(sandboxes).map((sb) => sb?.close()));
});

describe('REST reference examples replayed against the sandbox', () => {
  it('has examples for every family the issue names', () => {
    const paths = examples.map((e) => e.request.path);
    for (const prefix of ['/stores/v1/', '/stores-reader/v1/', '/stores/v2/inventoryItems/', '/ecom/v1/carts/current', '/ecom/v1/carts/{cartId}', '/redirect-session/', '/iam/', '/stores/v3/', '/stores/v3/bulk/inventory-items/']) {
      expect(paths.some((p) => p.startsWith(prefix)), prefix).toBe(true);
    }
  });

  for (const example of examples) {
    it(`${example.name}: ${example.request.method} ${example.request.path} → ${example.status} (${example.source})`, async () => {
      const sb = sandboxes[example.catalog ?? 'v1']!;
      const { method, path, body } = fill(example.request);
      const res = await callSandbox(sb.baseUrl, method, path, { body, headers: await headersFor(sb, example.auth) });
      expect(res.status, JSON.stringify(res.body)).toBe(example.status);
      if (example.status !== 200) {
        // The platform's error envelope: a message and an application or validation error.
        expect(res.body).toMatchObject({ message: expect.any(String), details: expect.any(Object) });
        return;
      }
      const gaps = [...(example.unproducible ?? []), ...(example.absentFromDemo ?? [])];
      expect(shapeDifferences(example.response, res.body, gaps)).toEqual([]);
      // The gaps stay real: a listed path the sandbox starts producing must leave the list (and the README).
      const produced = keyPaths(res.body);
      for (const gap of gaps) expect(produced.has(gap), `${gap} is produced now`).toBe(false);
    });
  }
});
