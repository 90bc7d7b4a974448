// GraphQL on a Catalog V3 store, through the official SDK (`client.graphql`, docs/wire/cart-identity.md §9): it reads what
// `store graphql --json` prints, and a product's `json` is the entity the SDK's getProduct reads with every field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsV3 } from '@wix/stores';
import { runGraphql } from '../../src/commands/graphql/run-graphql.js';
import { PRODUCT_FIELDS } from '../../src/wire/api/catalog-v3/fields.js';
import { startTestSandbox, type TestSandbox } from '../helpers/sandbox.js';
import { harness, remoteEnv } from '../unit/commands/support/harness.js';
import { adminSdkClient, toWire } from './sdk-harness.js';

let sandbox: TestSandbox;
let sdk: any;
beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
  sdk = adminSdkClient({ productsV3 }, { baseUrl: sandbox.baseUrl, apiKey: sandbox.info.apiKey, siteId: sandbox.info.siteId });
});
afterAll(() => sandbox.close());

const QUERY = /* GraphQL */ `
  query($f: JSON) {
    products(filter: $f, sort: [{ fieldName: "name" }], limit: 3) { items { id slug json } pagingMetadata { count hasNext } }
    category(slug: "summer") { name products { items { slug } } }
  }
`;

describe('GraphQL on Catalog V3: the official SDK and the CLI', () => {
  it('client.graphql answers what store graphql --json prints; json is the SDK getProduct entity (all fields)', async () => {
    const variables = { f: { 'actualPriceRange.minValue.amount': { $gte: '20' } } };
    const fromSdk = await sdk.graphql(QUERY, variables);
    const h = harness({ env: remoteEnv(sandbox), globals: { json: true } });
    await runGraphql({ query: QUERY, variables: JSON.stringify(variables) }, h.ctx);
    await h.ctx.close();
    expect(h.json()).toEqual({ data: fromSdk.data, errors: fromSdk.errors ?? [] });
    expect(fromSdk.data.products.items.map((p: { slug: string }) => p.slug)).toEqual(['chefs-knife', 'linen-apron', 'oak-cutting-board']);
    // Newest first, as List Items In Category ("sorted by the date they were added to the category, newest first").
    expect(fromSdk.data.category.products.items.map((p: { slug: string }) => p.slug)).toEqual(['picnic-basket', 'sun-hat', 'striped-beach-towel']);
    const knife = fromSdk.data.products.items[0];
    const read = await sdk.productsV3.getProduct(knife.id, { fields: PRODUCT_FIELDS.filter((f) => f !== 'MIN_PRICE_VARIANT') });
    // The SDK reads the page URL `{relativePath, url}` as the URL string; everything else is the wire entity as is.
    const { url, ...rest } = knife.json;
    expect({ ...rest, url: url.url }).toEqual(toWire(read));
    expect(url.relativePath).toBe('/product-page/chefs-knife');
  });
});
