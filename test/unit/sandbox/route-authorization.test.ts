// Issue #26 item 5, the class: one read policy (src/sandbox/domain/read-policy.ts) decides what a visitor sees, on
// every path. Generated from the sandbox's own route table (apiRouter().table()): every route is called by every
// caller — no token, a visitor, member A, another member B, the admin — on a V1 and a V3 site holding a hidden
// product (in a category/collection, with stock) and member A's cart. Each answer is held to the policy:
//   - no token: denied (401), but for the public routes listed below, each with its reason;
//   - visitor and members: never change the catalog (every catalog table is compared before and after), never see
//     the hidden product (its name and SKU in no answer; its id and slug in no successful one), and nobody but
//     member A and the admin sees member A's cart; member A reaches its own cart;
//   - a route whose admin call changed the catalog is a write: it denied (401/403) every other caller;
//   - the admin is never denied, but on the routes of the calling shopper (its current cart, its account).
// Bodies are `{}` (a query of everything) unless a route needs more to say anything (GraphQL).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '../../../src/sandbox/routes/index.js';
import { STORES_APP_ID } from '../../../src/wire/api/categories/tree.js';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { paths } from '../../../src/wire/api/paths.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { simpleProduct, stocked } from './v3-support.js';

type Caller = 'none' | 'visitor' | 'memberA' | 'memberB' | 'admin';
const NON_ADMIN: Caller[] = ['none', 'visitor', 'memberA', 'memberB'];

/** Routes anyone may call without a token, and why. Any other route must deny (401, or 403) a call without one. */
const PUBLIC: Array<[RegExp, string]> = [
  [/^(GET|POST) \/idp\/login$/, "the sandbox identity provider's sign-in page (SSO), opened in a browser"],
  [/^POST \/oauth2\/token$/, 'the token endpoint: how a visitor gets a token'],
  [/^(GET|POST) \/oauth2\/(authorize|logout|recover|idp-login)/, 'hosted pages opened in a browser'],
  [/^POST \/oauth2\/token-info$/, 'introspection of a token the caller holds'],
  [/^GET \/(r|product-page|checkout|hosted)\//, 'hosted pages and short URLs opened in a browser'],
  [/^(GET|POST) \/(checkout|place-order)/, 'the hosted checkout page and its form'],
  [/sso\/(login|callback)/, 'the SSO browser round trip'],
  [/^GET \/_api\/iam\/authentication\/v1\/logout/, 'logout works with or without a session'],
  [/^GET \/(\.well-known|oauth2\/keys)/, 'public keys'],
  [/^PUT \/_sandbox-media\/upload\//, "the Upload API: the upload URL's own token authorises it (docs/wire/media-manager.md §2)"],
  [/^GET \/_sandbox-media\/files\//, "uploaded media files, public as on the platform's static media host"],
];

/** Routes that act on the calling shopper only (the current cart, the member's own account): the admin is none. */
const SHOPPER_ONLY = [/change-password/, /members\/v1\/members\/my/, /oauth2\/user-info/, /\/carts\/current/];

/** The catalog's tables: a visitor or member call must leave every row as it was. */
const CATALOG_TABLES = ['products', 'collections', 'memberships', 'v3_products', 'v3_variant_skus', 'v3_categories', 'v3_category_items', 'v3_entities', 'v3_inventory_items'];

const HIDDEN = { name: 'Zqhidden Secret', slug: 'zqhidden-secret', sku: 'ZQHIDDEN-SKU' };
const CART_NOTE = 'ZQ-MEMBER-A-NOTE';

interface Fixture {
  hiddenId: string;
  visibleId: string;
  groupId: string;
  groupSlug: string;
  inventoryItemId: string;
  cartA: string;
}

async function token(sb: TestSandbox, caller: Caller, memberIds: Record<'memberA' | 'memberB', string>): Promise<Record<string, string>> {
  if (caller === 'none') return {};
  if (caller === 'admin') return sb.adminHeaders;
  const body = caller === 'visitor' ? { clientId: sb.info.clientId, grantType: 'anonymous' } : { grant_type: 'authorized_client', member_id: memberIds[caller] };
  const res = await callSandbox(sb.baseUrl, 'POST', paths.oauth.token(), { body, headers: caller === 'visitor' ? {} : { Authorization: sb.info.apiKey } });
  return { Authorization: res.body.access_token };
}

async function setUp(sb: TestSandbox, catalog: 'v1' | 'v3') {
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await sb.admin(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  let hiddenId: string;
  let visibleId: string;
  let groupId: string;
  let groupSlug: string;
  let inventoryItemId = 'none';
  if (catalog === 'v1') {
    hiddenId = (await admin('POST', paths.products.create(), { product: { ...HIDDEN, productType: 'physical', visible: false, priceData: { price: 3 } } })).product.id;
    visibleId = (await admin('POST', paths.products.create(), { product: { name: 'Shown', productType: 'physical', priceData: { price: 4 } } })).product.id;
    const collection = (await admin('POST', paths.collections.create(), { collection: { name: 'Mixed' } })).collection;
    [groupId, groupSlug] = [collection.id, collection.slug];
    await admin('POST', paths.collections.addProducts(groupId), { productIds: [hiddenId, visibleId] });
    inventoryItemId = hiddenId;
  } else {
    hiddenId = (await admin('POST', catalogV3Paths.products.createWithInventory(), { product: stocked(simpleProduct(HIDDEN.name, '3', { visible: false, sku: HIDDEN.sku, slug: HIDDEN.slug })) })).product.id;
    visibleId = (await admin('POST', catalogV3Paths.products.createWithInventory(), { product: stocked(simpleProduct('Shown', '4')) })).product.id;
    const category = (await admin('POST', categoriesPaths.create(), { category: { name: 'Mixed' }, treeReference: { appNamespace: '@wix/stores' } })).category;
    [groupId, groupSlug] = [category.id, category.slug];
    await admin('POST', categoriesPaths.bulkAddItems(groupId), { items: [hiddenId, visibleId].map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })), treeReference: { appNamespace: '@wix/stores' } });
    const items = await admin('POST', catalogV3Paths.inventoryItems.query(), { query: { filter: { productId: hiddenId } } });
    inventoryItemId = items.inventoryItems[0].id;
    // "All Products" is made on its first read, whoever reads it (domain/v3/categories.ts): made here, before the
    // catalog is watched.
    await admin('GET', catalogV3Paths.products.allProductsCategory());
  }
  const members: Record<'memberA' | 'memberB', string> = { memberA: '', memberB: '' };
  for (const who of ['memberA', 'memberB'] as const) {
    members[who] = (await admin('POST', paths.identity.signOn(), { loginId: { email: `${who.toLowerCase()}@example.com` } })).identity.id;
  }
  const a = await token(sb, 'memberA', members);
  const add = await callSandbox(sb.baseUrl, 'POST', paths.cart.add(), { body: { lineItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: visibleId }, quantity: 1 }] }, headers: a });
  if (add.status !== 200) throw new Error(`member A's cart: ${JSON.stringify(add.body)}`);
  await callSandbox(sb.baseUrl, 'PATCH', paths.cart.root(), { body: { cartInfo: { buyerNote: CART_NOTE } }, headers: a });
  const fixture: Fixture = { hiddenId, visibleId, groupId, groupSlug, inventoryItemId, cartA: add.body.cart.id };
  return { fixture, members };
}

/** A value for each path param, by the literal segment before it. */
function fill(pattern: string, f: Fixture): string {
  const segments = pattern.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const before = segments[i - 1];
      if (segment === ':slug') return before === 'collections' || before === 'slug' && segments[i - 2] === 'categories' ? f.groupSlug : HIDDEN.slug;
      if (segment === ':categoryId' || before === 'collections') return f.groupId;
      if (segment === ':inventoryItemId') return f.inventoryItemId;
      if (before === 'carts') return f.cartA;
      if (segment === ':version') return 'v1';
      if (['productId', 'id'].includes(segment.slice(1)) && ['products', 'inventoryItems', 'product', 'products-with-inventory', 'variants'].includes(before)) return f.hiddenId;
      return 'some-id';
    })
    .join('/');
}

const BODIES: Array<[RegExp, unknown]> = [[/^POST \/graphql\//, { query: '{ products { items { id name slug } } }' }]];

function digest(file: string): string {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const hash = createHash('sha256');
    for (const table of CATALOG_TABLES) hash.update(JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()));
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

describe.each(['v1', 'v3'] as const)('every route × caller against the read policy (%s site)', (catalog) => {
  let sb: TestSandbox;
  let dir: string;
  let file: string;
  let fixture: Fixture;
  let members: Record<'memberA' | 'memberB', string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-authz-'));
    file = join(dir, 'store.db');
    sb = await startTestSandbox({ catalog, demo: false, dataFile: file });
    ({ fixture, members } = await setUp(sb, catalog));
  });
  afterAll(async () => {
    await sb.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds for every route', async () => {
    const routes = apiRouter().table();
    const problems: string[] = [];
    const deniedToOthers = new Map<string, boolean>();
    // One token per caller, minted again after a route that may end sessions (logout, password, recovery).
    const tokens = new Map<Caller, Record<string, string>>();
    const call = async (route: { method: string; pattern: string }, caller: Caller) => {
      const key = `${route.method} ${route.pattern}`;
      const body = BODIES.find(([re]) => re.test(key))?.[1] ?? (route.method === 'POST' || route.method === 'PATCH' ? {} : undefined);
      if (!tokens.has(caller)) tokens.set(caller, await token(sb, caller, members));
      const res = await callSandbox(sb.baseUrl, route.method, fill(route.pattern, fixture), { body, headers: tokens.get(caller) });
      if (/logout|password|recover/.test(key)) tokens.clear();
      return res;
    };
    let before = digest(file);
    for (const route of routes) {
      const key = `${route.method} ${route.pattern}`;
      let denied = true;
      for (const caller of NON_ADMIN) {
        const res = await call(route, caller);
        const text = (typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '')).toLowerCase();
        const ok = res.status >= 200 && res.status < 300;
        if (res.status === 428) continue; // the other catalog version's route (checked before anything runs)
        if (![401, 403].includes(res.status)) denied = false;
        const after = digest(file);
        if (after !== before) problems.push(`${key} as ${caller}: changed the catalog (${res.status})`);
        before = after;
        if (text.includes(HIDDEN.name.toLowerCase()) || text.includes(HIDDEN.sku.toLowerCase())) problems.push(`${key} as ${caller}: shows the hidden product`);
        if (ok && (text.includes(HIDDEN.slug) || text.includes(fixture.hiddenId))) problems.push(`${key} as ${caller}: names the hidden product`);
        if (caller !== 'memberA' && text.includes(CART_NOTE.toLowerCase())) problems.push(`${key} as ${caller}: shows member A's cart`);
        if (caller === 'none' && ![401, 403].includes(res.status) && !PUBLIC.some(([re]) => re.test(key))) problems.push(`${key} without a token: ${res.status}, not denied`);
        if (caller === 'memberA' && key === 'GET /ecom/v1/carts/:id' && !ok) problems.push(`${key}: member A cannot read its own cart (${res.status})`);
      }
      deniedToOthers.set(key, denied);
    }
    // The admin last: its writes may change what the others would have seen.
    for (const route of routes) {
      const key = `${route.method} ${route.pattern}`;
      const res = await call(route, 'admin');
      if (res.status === 428) continue;
      if ([401, 403].includes(res.status) && !SHOPPER_ONLY.some((re) => re.test(key))) problems.push(`${key} as the admin: ${res.status}`);
      const after = digest(file);
      if (after !== before && !deniedToOthers.get(key)) problems.push(`${key}: a write (the admin's call changed the catalog) that others were not denied`);
      before = after;
    }
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(150);
  }, 120_000);
});
