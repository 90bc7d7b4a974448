// The sandbox's data file, on a V1 and a V3 store: the demo catalog made once, shared by sandboxes and processes on
// one file, credentials kept across reset and restarts; and the file's own machinery (statement cache, migrations).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { catalogV3Paths } from '../../../src/wire/api/catalog-v3/paths.js';
import { categoriesPaths } from '../../../src/wire/api/categories/paths.js';
import { STORES_TREE_REFERENCE } from '../../../src/wire/api/categories/tree.js';
import type { CatalogVersion } from '../../../src/wire/api/catalog-version.js';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, openSandboxDb } from '../../../src/sandbox/db.js';
import { barcodeOwnerV3 } from '../../../src/sandbox/tables/v3/products.js';
import { readSandboxInfo } from '../../../src/sandbox/server.js';
import { productSlugs } from '../../helpers/catalog.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';
import { createProduct, createProductCall, productBySlug } from '../../helpers/store-products.js';

let dir: string;
/** Nested in a folder that does not exist yet: the sandbox creates it. */
const dataFile = () => join(dir, 'data', 'store.db');
let open: TestSandbox[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-sandbox-'));
});
afterEach(async () => {
  await Promise.all(open.map((s) => s.close()));
  open = [];
  rmSync(dir, { recursive: true, force: true });
});

/** Each catalog's first page of products (admin), and the names of its groupings (V1 collections, V3 categories). */
const READS = {
  v1: {
    products: async (s: TestSandbox) => (await s.admin('POST', paths.products.query(), { query: { paging: { limit: 100 } } })).body.products,
    groups: async (s: TestSandbox) => (await s.admin('POST', paths.collections.query(), {})).body.collections.map((c: any) => c.name),
    hasImage: (p: any) => p.media.items.length > 0,
  },
  v3: {
    products: async (s: TestSandbox) => (await s.admin('POST', catalogV3Paths.products.query(), { query: { cursorPaging: { limit: 100 } } })).body.products,
    groups: async (s: TestSandbox) => (await s.admin('POST', categoriesPaths.query(), { query: {}, treeReference: STORES_TREE_REFERENCE })).body.categories.map((c: any) => c.name),
    hasImage: (p: any) => !!p.media?.main,
  },
} as const;

describe.each(['v1', 'v3'] as const)('the data file of a %s store', (catalog: CatalogVersion) => {
  const read = READS[catalog];
  const start = async (opts: Partial<Parameters<typeof startTestSandbox>[0]> = {}) => {
    const s = await startTestSandbox({ catalog, dataFile: dataFile(), ...opts });
    open.push(s);
    return s;
  };
  const count = async (s: TestSandbox) => (await productSlugs(s, catalog)).length;
  /** What tells two products apart on the wire: V1's numericId too (V3 products have none). */
  const distinctIds = (products: any[]) => new Set(products.map((p) => (catalog === 'v1' ? p.numericId : p.id))).size;

  it('creates the demo catalog on a fresh file, exactly once', async () => {
    const a = await start();
    expect(await count(a)).toBe(8);
    expect(await read.groups(a)).toEqual(['Kitchen', 'Summer', 'Gifts']);
    expect((await productBySlug(a, catalog, 'sun-hat')).variants).toHaveLength(6);
    expect((await read.products(a)).filter(read.hasImage).length).toBeGreaterThan(2);
    const b = await start();
    expect(await count(b)).toBe(8);
    // The file holds the admin key: owner-only.
    expect(statSync(dataFile()).mode & 0o777).toBe(0o600);
  });

  it('leaves a fresh file empty with demo: false', async () => {
    const a = await start({ demo: false });
    expect(await count(a)).toBe(0);
  });

  it('lets two sandboxes on the same file see each other\'s writes and share credentials', async () => {
    const a = await start({ demo: false });
    const b = await start({ demo: false });
    expect(b.info.apiKey).toBe(a.info.apiKey);
    expect(b.info.siteId).toBe(a.info.siteId);
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const call = createProductCall(catalog, { name: 'Same Name', price: String(i + 1) });
        return callSandbox((i % 2 ? a : b).baseUrl, 'POST', call.path, { body: call.body, headers: a.adminHeaders });
      }),
    );
    expect(created.every((r) => r.status === 200)).toBe(true);
    const fromA = await read.products(a);
    const fromB = await read.products(b);
    expect(fromA).toHaveLength(10);
    // A V1 product's page URL names the server that answered.
    const answeredBy = (p: any, s: TestSandbox) => (catalog === 'v1' ? { ...p, productPageUrl: { ...p.productPageUrl, base: `${s.baseUrl}/` } } : p);
    expect(fromB).toEqual(fromA.map((p: any) => answeredBy(p, b)));
    expect(new Set(fromA.map((p: any) => p.slug)).size).toBe(10);
    expect(distinctIds(fromA)).toBe(10);
  });

  it('stays consistent when another process writes to the same file at the same time', async () => {
    const a = await start({ demo: false });
    const writer = fileURLToPath(new URL('./fixtures/concurrent-writer.ts', import.meta.url));
    let childDone = false;
    const child = promisify(execFile)(process.execPath, ['--import', 'tsx', writer, dataFile(), '40', 'Child', catalog], { cwd: process.cwd() })
      .finally(() => (childDone = true));
    // Keep writing until the child has finished, so both processes write while the other does.
    let written = 0;
    while (!childDone) {
      await createProduct(a, catalog, { name: 'Parent', price: '1' });
      written++;
    }
    expect((await child).stdout).toBe('done\n');
    const slugs = await productSlugs(a, catalog);
    expect(slugs).toHaveLength(written + 40);
    expect(new Set(slugs).size).toBe(written + 40);
    // Every product whole, with its own id (V1: numericId), read page by page.
    const all = catalog === 'v1'
      ? await Promise.all(Array.from({ length: Math.ceil((written + 40) / 100) }, async (_, page) => (await a.admin('POST', paths.products.query(), { query: { paging: { limit: 100, offset: page * 100 } } })).body.products))
      : [await Promise.all(slugs.map(async (slug) => (await a.admin('GET', catalogV3Paths.products.getBySlug(slug))).body.product))];
    expect(distinctIds(all.flat())).toBe(written + 40);
  });

  it('keeps credentials across reset and across restarts; readSandboxInfo agrees without a server', async () => {
    const a = await start();
    const before = a.info;
    await createProduct(a, catalog, { name: 'Extra', price: '1' });
    const reset = await callSandbox(a.baseUrl, 'POST', '/__sandbox/reset', { body: { demo: false } });
    expect(reset.status).toBe(200);
    expect(await count(a)).toBe(0);
    const info = await callSandbox(a.baseUrl, 'GET', '/__sandbox/info');
    expect(info.body).toEqual(before); // credentials and the seeded coupons survive a reset
    expect(info.body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    await a.close();
    open = [];
    const { baseUrl: _ignored, ...offline } = before;
    expect(readSandboxInfo(dataFile())).toEqual(offline);
    const b = await start();
    expect(b.info.apiKey).toBe(before.apiKey);
  });

  it('reset drops tokens and brings the demo catalog back', async () => {
    const a = await start();
    const tokens = await callSandbox(a.baseUrl, 'POST', paths.oauth.token(), { body: { clientId: a.info.clientId, grantType: 'anonymous' } });
    a.sandbox.reset({ demo: false });
    const queryPath = catalog === 'v1' ? paths.products.query() : catalogV3Paths.products.query();
    const after = await callSandbox(a.baseUrl, 'POST', queryPath, { body: {}, headers: { Authorization: tokens.body.access_token } });
    expect(after.status).toBe(401);
    a.sandbox.reset();
    expect(await count(a)).toBe(8);
  });
});

describe('prepared statements', () => {
  it('are prepared once per SQL text and reused; the cache is bounded and keeps working past its bound', () => {
    const db = openSandboxDb(':memory:');
    try {
      const first = db.prepare('SELECT value FROM meta WHERE key = ?');
      expect(db.prepare('SELECT value FROM meta WHERE key = ?')).toBe(first);
      for (let i = 0; i < 600; i++) expect(db.prepare(`SELECT ${i} AS n`).get()).toEqual({ n: i });
      expect(db.prepare('SELECT value FROM meta WHERE key = ?').get('nothing')).toBeUndefined();
    } finally {
      db.close();
    }
  });
});

describe('the outbox of an older data file', () => {
  it('loses the UNIQUE index on event ids, keeping its rows and where seq goes on', () => {
    const file = join(dir, 'old.db');
    // A data file as it was before the rebuild: three events recorded, the first two pruned.
    const rebuild = MIGRATIONS.findIndex((step) => step.includes('outbox_next'));
    const old = new DatabaseSync(file);
    for (const step of MIGRATIONS.slice(0, rebuild)) old.exec(step);
    old.exec(`PRAGMA user_version = ${rebuild};
      INSERT INTO outbox (id, created_at, change) VALUES ('e1', 't', '{}'), ('e2', 't', '{}'), ('e3', 't', '{"kind":"domain"}');
      DELETE FROM outbox WHERE seq <= 2;`);
    expect(old.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox'").all()).toHaveLength(1);
    old.close();
    const reopened = openSandboxDb(file);
    try {
      const indexes = reopened.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox'").all();
      expect(indexes).toEqual([]);
      expect(reopened.prepare('SELECT seq, id, change FROM outbox').all()).toEqual([{ seq: 3, id: 'e3', change: '{"kind":"domain"}' }]);
      reopened.exec("DELETE FROM outbox; INSERT INTO outbox (id, created_at, change) VALUES ('e4', 't', '{}')");
      expect(reopened.prepare('SELECT seq FROM outbox').all()).toEqual([{ seq: 4 }]);
    } finally {
      reopened.close();
    }
  });
});

describe('the V3 products of an older data file', () => {
  it('get their variant barcodes indexed, so a barcode they hold is taken', () => {
    const file = join(dir, 'barcodes.db');
    const step = MIGRATIONS.findIndex((sql) => sql.includes('v3_variant_barcodes'));
    const old = new DatabaseSync(file);
    for (const sql of MIGRATIONS.slice(0, step)) old.exec(sql);
    const doc = { id: 'p1', variantsInfo: { variants: [{ id: 'v1', barcode: '400-1' }, { id: 'v2' }] } };
    old.prepare("INSERT INTO v3_products (id, seq, slug, visible, doc) VALUES ('p1', 1, 'p1', 1, ?)").run(JSON.stringify(doc));
    old.exec(`PRAGMA user_version = ${step}`);
    old.close();
    const reopened = openSandboxDb(file);
    try {
      expect(reopened.prepare('SELECT barcode, product_id, variant_id FROM v3_variant_barcodes').all()).toEqual([{ barcode: '400-1', product_id: 'p1', variant_id: 'v1' }]);
      expect(barcodeOwnerV3(reopened, '400-1', 'p2')).toBe('p1');
      expect(barcodeOwnerV3(reopened, '400-1', 'p1')).toBeUndefined();
    } finally {
      reopened.close();
    }
  });
});
