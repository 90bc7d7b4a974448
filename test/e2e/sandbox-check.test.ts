// `store sandbox check` end to end, with the built binary, on a Catalog V1 and a V3 store from one test body:
// - a served sandbox on both sides (admin key), and a served store against the embedded default (visitor flow):
//   every probe matches, exit 0;
// - a recording server standing in for the platform: it forwards each request to a served sandbox and answers with
//   the platform reference's documented example values (test/fixtures/rest-reference/; the installed SDK's typings
//   carry no example answers) over that answer, plus five
//   deliberate differences (a missing key, a changed type, another error code, a reversed sort, other paging
//   metadata). The check finds each of them and nothing else (exit 6); the recording proves that only GETs and the
//   documented read-only POST queries were sent; the --report file (0600) holds none of the seeded ids, names,
//   prices, tokens or site ids.
import { readFileSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExamples, type Example } from '../conformance/rest-reference/examples.js';
import { sendJson, startRecordingServer, type RecordedHttpRequest, type RecordingServer } from '../helpers/recording-server.js';
import { isolatedEnv, runStore } from '../helpers/run-store.js';
import { serveSandbox, type ServedSandbox } from '../helpers/served-sandbox.js';

type Catalog = 'v1' | 'v3';
type Json = any;

/** The id the reference's "Get Collection (unknown id)" example asks for, which the unknown-id probe uses too. */
const UNKNOWN_ID = '00000000-0000-0000-0000-00000000dead';

/** A product with distinctive values, created on both sandboxes (it sorts first by slug, so the probes read it). */
const SEEDED = { name: 'Quokka Lantern', slug: 'aaa-quokka-lantern', price: '4242.42', brand: 'Zanzibrand', ribbon: 'Wombatribbon', option: 'Quokkahue=Ochre,Umber' };
const SEEDED_VALUES = ['Quokka', 'quokka', '4242', 'Zanzibrand', 'Wombatribbon', 'Quokkahue', 'Ochre', 'Umber'];

/** Get Product by id (not the query, search or count paths beside it). */
const V1_PRODUCT_GET = /^\/stores-reader\/v1\/products\/(?!query|search|count)[^/]+$/;
const V3_PRODUCT_GET = /^\/stores\/v3\/products\/(?!query|search|count)[^/]+$/;

const examples = loadExamples();
const example = (name: string): Example => {
  const found = examples.find((e) => e.name === name);
  if (!found) throw new Error(`no reference example named ${name}`);
  return found;
};

/** Which documented example answers which request (method, path, status), per catalog version. */
const REFERENCE_ANSWERS: Record<Catalog, Array<[method: string, path: RegExp, status: number, example: string]>> = {
  v1: [
    ['POST', /^\/stores-reader\/v1\/products\/query$/, 200, 'Query Products (curl path)'],
    ['POST', /^\/stores-reader\/v1\/products\/query$/, 400, 'Query Products (filter that is not JSON)'],
    ['GET', V1_PRODUCT_GET, 200, 'Get Product (curl path)'],
    ['POST', /^\/stores-reader\/v1\/products\/[^/]+\/variants\/query$/, 200, 'Query Product Variants (curl path)'],
    ['POST', /^\/stores-reader\/v1\/variants\/query$/, 200, 'Query Store Variants (curl path, no body)'],
    ['POST', /^\/stores-reader\/v2\/inventoryItems\/query$/, 200, 'Query Inventory (endpoint path, JSON-string filter)'],
    ['GET', new RegExp(`^/stores-reader/v1/collections/${UNKNOWN_ID}$`), 404, 'Get Collection (unknown id)'],
  ],
  v3: [['GET', /^\/stores\/v3\/products\/search$/, 200, 'Query Products (Catalog V3)']],
};

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Paging metadata describes the page actually answered, so it keeps the answer's values. */
const PAGE_KEYS = new Set(['metadata', 'pagingMetadata', 'totalResults']);

/** The documented values put over the answer wherever the answer has the same key with the same JSON type. */
function overlay(answer: unknown, documented: unknown): unknown {
  if (Array.isArray(answer) && Array.isArray(documented)) return answer.map((item, i) => (i < documented.length ? overlay(item, documented[i]) : item));
  if (isObject(answer) && isObject(documented)) {
    for (const key of Object.keys(documented)) if (key in answer && !PAGE_KEYS.has(key)) answer[key] = overlay(answer[key], documented[key]);
    return answer;
  }
  return typeOf(answer) === typeOf(documented) ? documented : answer;
}

/**
 * The merchant's own key names (issue #36 item 8): extended fields under `_user_fields` and an app's namespace, and
 * custom error data. They read like field names, but are not the platform's, so the report may count, never name them.
 */
const MERCHANT_KEYS = ['_user_fields', 'quokkaLoyaltyTier', 'wombatGiftNote', 'acmeReviewsApp', 'acmeStarCount', 'numbatRefundPolicy'];
const merchantKeys = {
  /** Five names of the merchant's in the product (the sixth is the error's). */
  product: (product: Json) =>
    (product.extendedFields = { namespaces: { _user_fields: { quokkaLoyaltyTier: 'gold', wombatGiftNote: 'x' }, acmeReviewsApp: { acmeStarCount: 5 } } }),
  error: (answer: Json) => (answer.details.applicationError.data = { ...answer.details.applicationError.data, numbatRefundPolicy: 'none' }),
};

interface Difference {
  /** What the probe sees: request method and path, and the status answered. */
  method: string;
  path: RegExp;
  status: number;
  change(answer: Json): void;
}

/** The five deliberate differences, per catalog version (the same five on both). */
const DIFFERENCES: Record<Catalog, Record<'missingKey' | 'reversedSort' | 'changedType' | 'errorCode' | 'paging', Difference>> = {
  v1: {
    missingKey: { method: 'GET', path: /^\/stores-reader\/v1\/products\/query-platformized$/, status: 200, change: (a) => a.products.forEach((p: Json) => delete p.productType) },
    reversedSort: { method: 'GET', path: /^\/v2\/collections\/query$/, status: 200, change: (a) => a.collections.reverse() },
    changedType: { method: 'GET', path: V1_PRODUCT_GET, status: 200, change: (a) => ((a.product.name = 42), merchantKeys.product(a.product)) },
    errorCode: { method: 'GET', path: new RegExp(`/${UNKNOWN_ID}$`), status: 404, change: (a) => ((a.details.applicationError.code = 'ENTITY_NOT_FOUND'), merchantKeys.error(a)) },
    paging: { method: 'POST', path: /^\/stores-reader\/v2\/inventoryItems\/query$/, status: 200, change: (a) => (a.metadata.items += 5) },
  },
  v3: {
    missingKey: { method: 'GET', path: /^\/stores\/v3\/products\/query$/, status: 200, change: (a) => a.products.forEach((p: Json) => delete p.productType) },
    reversedSort: { method: 'POST', path: /^\/categories\/v1\/categories\/query$/, status: 200, change: (a) => a.categories.reverse() },
    changedType: { method: 'GET', path: V3_PRODUCT_GET, status: 200, change: (a) => ((a.product.name = 42), merchantKeys.product(a.product)) },
    errorCode: { method: 'GET', path: new RegExp(`/${UNKNOWN_ID}$`), status: 404, change: (a) => ((a.details.applicationError.code = 'ENTITY_NOT_FOUND'), merchantKeys.error(a)) },
    paging: { method: 'GET', path: /^\/stores\/v3\/inventory-items\/query$/, status: 200, change: (a) => (a.pagingMetadata.count += 5) },
  },
};

/** What the check must report, and nothing else. */
const EXPECTED: Record<Catalog, Record<string, Array<string | RegExp>>> = {
  v1: {
    'products.query': ['products[].productType: missing on the platform, string in the sandbox'],
    'collections.query': ['sort: descending on the platform, ascending in the sandbox'],
    'product.get': ['product.extendedFields: object on the platform, missing in the sandbox', 'product.name: number on the platform, string in the sandbox'],
    'error.unknown-id': [/^error code: ENTITY_NOT_FOUND on the platform, [A-Z_]+_NOT_FOUND in the sandbox$/],
    'inventory.query': ['paging count: differs from the items on the platform, equals the items in the sandbox'],
  },
  v3: {
    'products.query': ['products[].productType: missing on the platform, string in the sandbox'],
    'categories.query': ['sort: descending on the platform, ascending in the sandbox'],
    'product.get': ['product.extendedFields: object on the platform, missing in the sandbox', 'product.name: number on the platform, string in the sandbox'],
    'error.unknown-id': [/^error code: ENTITY_NOT_FOUND on the platform, [A-Z_]+_NOT_FOUND in the sandbox$/],
    'inventory.query': ['paging count: differs from the items on the platform, equals the items in the sandbox'],
  },
};

/** The documented read-only queries sent as POST bodies (everything else must be a GET). */
const READ_ONLY_POSTS: Record<Catalog, RegExp[]> = {
  v1: [
    /^\/stores-reader\/v1\/products\/query$/, // Query Products (the REST reference's)
    /^\/stores-reader\/v1\/products\/[^/]+\/variants\/query$/, // Query Product Variants
    /^\/stores-reader\/v1\/variants\/query$/, // Query Store Variants
    /^\/stores-reader\/v2\/inventoryItems\/query$/, // Query Inventory
  ],
  v3: [
    /^\/stores\/v3\/products\/query$/, // Query Products
    /^\/stores\/v3\/products\/query-variants$/, // Query Variants (read-only variants)
    /^\/categories\/v1\/categories\/query$/, // Query Categories
    /^\/stores\/v3\/ribbons\/query$/, // Query Ribbons
  ],
};
const SHARED_READ_ONLY_POSTS = [/^\/graphql\/alpha$/, /^\/oauth2\/token$/];

interface Recorded {
  request: RecordedHttpRequest;
  status: number;
  answer: Json;
}

/** Forwards to `store`, answering with the reference's values over the answer and the deliberate differences. */
async function recordingPlatform(catalog: Catalog, store: ServedSandbox): Promise<{ server: RecordingServer; recorded: Recorded[] }> {
  const recorded: Recorded[] = [];
  const server = await startRecordingServer(async (request, res) => {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'wix-site-id', 'content-type']) if (request.headers[name] !== undefined) headers[name] = request.headers[name]!;
    const upstream = await fetch(`${store.baseUrl}${request.path}${request.rawQuery ? `?${request.rawQuery}` : ''}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : request.body,
    });
    const text = await upstream.text();

    let answer: Json = text ? JSON.parse(text) : {};
    const at = (method: string, path: RegExp, status: number) => request.method === method && path.test(request.path) && upstream.status === status;
    for (const [method, path, status, name] of REFERENCE_ANSWERS[catalog]) if (at(method, path, status)) answer = overlay(answer, example(name).response);
    for (const difference of Object.values(DIFFERENCES[catalog])) if (at(difference.method, difference.path, difference.status)) difference.change(answer);
    recorded.push({ request, status: upstream.status, answer });
    sendJson(res, upstream.status, answer);
  });
  return { server, recorded };
}

async function seed(served: ServedSandbox): Promise<string> {
  const { name, slug, price, brand, ribbon, option } = SEEDED;
  const run = await runStore(['products', 'create', '--name', name, '--slug', slug, '--price', price, '--brand', brand, '--ribbon', ribbon, '--option', option, '--json'], {
    env: served.remoteEnv(),
  });
  if (run.code !== 0) throw new Error(`seeding failed: ${run.stderr}`);
  return run.json<{ id: string }>().id;
}

describe.each(['v1', 'v3'] as const)('store sandbox check on a Catalog %s store', (catalog) => {
  let store: ServedSandbox;
  let other: ServedSandbox;
  let plain: ServedSandbox;
  const seededIds: string[] = [];

  beforeAll(async () => {
    [store, other, plain] = await Promise.all([0, 1, 2].map(() => serveSandbox(['--memory', '--catalog', catalog])));
    seededIds.push(...(await Promise.all([seed(store), seed(other)])));
  });
  afterAll(async () => {
    await Promise.all([store, other, plain].map((s) => s?.stop()));
  });

  const check = async (env: Record<string, string>, args: string[] = []) => {
    const run = await runStore(['sandbox', 'check', '--json', ...args], { env });
    return { ...run, result: run.stdout ? run.json<Json>() : undefined };
  };

  it('matches on every probe with a served sandbox on both sides (admin key), exit 0', async () => {
    const run = await check(store.remoteEnv({ STORE_CLIENT_ID: store.clientId }), ['--sandbox-url', other.baseUrl]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.result).toMatchObject({ catalog, auth: 'admin key', sandbox: 'served', counts: { differs: 0, skipped: 0 } });
    expect(run.result.probes.filter((row: Json) => row.verdict !== 'match')).toEqual([]);
    expect(run.result.probes.length).toBeGreaterThanOrEqual(15);
  });

  it('matches on every probe against the embedded sandbox, calling the store as a visitor when it has no admin key', async () => {
    const env = isolatedEnv({ STORE_API_URL: plain.baseUrl, STORE_CLIENT_ID: plain.clientId });
    const run = await check(env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.result).toMatchObject({ catalog, auth: 'visitor', sandbox: 'embedded', counts: { differs: 0, skipped: 0 } });
    const table = await runStore(['sandbox', 'check'], { env });
    expect(table.stdout).toContain("called with a visitor's tokens");
    expect(table.stdout).toMatch(/^products\.query\t200 · \d+ paths · ascending\t200 · \d+ paths · ascending\tmatch$/m);
  });

  it('finds each deliberate difference from the reference answers and nothing else, sends no write, and reports them redacted', async () => {
    const { server, recorded } = await recordingPlatform(catalog, store);
    const report = join(mkdtempSync(join(tmpdir(), 'store-check-')), 'sandbox-check.json');
    try {
      const env = isolatedEnv({ STORE_API_URL: server.baseUrl, STORE_API_KEY: store.apiKey, STORE_SITE_ID: store.siteId, STORE_CLIENT_ID: store.clientId });
      const run = await check(env, ['--sandbox-url', other.baseUrl, '--report', report]);

      // Each difference, and nothing else.
      expect(run.code, run.stderr).toBe(6);
      const differing = Object.fromEntries(run.result.probes.filter((row: Json) => row.verdict !== 'match').map((row: Json) => [row.probe, row.differences]));
      const expected = EXPECTED[catalog];
      expect(Object.keys(differing).sort()).toEqual(Object.keys(expected).sort());
      for (const [probe, lines] of Object.entries(expected)) {
        expect(differing[probe]).toHaveLength(lines.length);
        lines.forEach((line, i) => (typeof line === 'string' ? expect(differing[probe][i]).toBe(line) : expect(differing[probe][i]).toMatch(line)));
      }
      expect(JSON.parse(run.stderr).error.code).toBe('PARTIAL_FAILURE');
      // The documented example values did reach the check (the reference's answers, not the sandbox's).
      expect(recorded.some((r) => JSON.stringify(r.answer).includes(catalog === 'v1' ? '131604aa-169f-d3e8-f076-a967b03e880c' : '"PHYSICAL"'))).toBe(true);

      // No write: GETs, and POSTs only to the documented read-only queries, GraphQL and the token endpoint.
      expect(recorded.length).toBeGreaterThanOrEqual(15);
      for (const { request } of recorded) {
        expect(['GET', 'POST'], `${request.method} ${request.path}`).toContain(request.method);
        if (request.method === 'POST') {
          expect([...READ_ONLY_POSTS[catalog], ...SHARED_READ_ONLY_POSTS].some((path) => path.test(request.path)), request.path).toBe(true);
        }
      }
      for (const token of recorded.filter((r) => r.request.path === '/oauth2/token')) expect(JSON.parse(token.request.body)).toMatchObject({ grantType: 'anonymous' });

      // The report: 0600, and none of the store's values.
      expect(statSync(report).mode & 0o777).toBe(0o600);
      const text = readFileSync(report, 'utf8');
      expect(JSON.parse(text)).toMatchObject({ report: 'store sandbox check', catalog, auth: 'admin key', counts: { differs: 5 } });
      const tokens = recorded.filter((r) => r.request.path === '/oauth2/token').flatMap((r) => [r.answer.access_token, r.answer.refresh_token]);
      expect(tokens.length).toBeGreaterThan(0);
      const secrets = [
        ...SEEDED_VALUES, ...seededIds, ...tokens,
        store.siteId, other.siteId, store.apiKey, other.apiKey, store.clientId, other.clientId,
        '131604aa-169f-d3e8-f076-a967b03e880c', 'Indonesian Blend', '5376f9ec', 'T-Shirt',
      ];
      // The merchant's own key names are counted, not named (issue #36 item 8).
      const rows = Object.fromEntries(JSON.parse(text).probes.map((row: Json) => [row.probe, row]));
      expect(rows['product.get'].platform.otherKeys).toBe((rows['product.get'].sandbox.otherKeys ?? 0) + MERCHANT_KEYS.length - 1);
      expect(rows['error.unknown-id'].platform.otherKeys).toBe((rows['error.unknown-id'].sandbox.otherKeys ?? 0) + 1);
      for (const secret of [...secrets, ...MERCHANT_KEYS]) {
        expect(text, `the report holds ${secret}`).not.toContain(secret);
        expect(run.stdout, `the --json output holds ${secret}`).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });
});

describe('store sandbox check refuses what it cannot compare', () => {
  it('settings that point at the local sandbox, and a --sandbox-url where no sandbox answers: exit 2, nothing compared', async () => {
    const local = await runStore(['sandbox', 'check']);
    expect(local.code).toBe(2);
    expect(local.stderr).toContain('the settings point at the local sandbox');
    expect(local.stdout).toBe('');

    const served = await serveSandbox(['--memory', '--catalog', 'v1']);
    try {
      const nowhere = await runStore(['sandbox', 'check', '--sandbox-url', 'http://127.0.0.1:9'], { env: served.remoteEnv() });
      expect(nowhere.code).toBe(2);
      expect(nowhere.stderr).toContain('does not answer as a sandbox');
      const wrongVersion = await runStore(['sandbox', 'check', '--catalog', 'v3', '--sandbox-url', served.baseUrl], { env: served.remoteEnv() });
      expect(wrongVersion.code).toBe(2);
      expect(wrongVersion.stderr).toContain('is on Catalog V1, the store on V3');
    } finally {
      await served.stop();
    }
  });
});
