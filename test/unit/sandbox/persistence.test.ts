import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/wire/api/paths.js';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, openSandboxDb } from '../../../src/sandbox/db.js';
import { readSandboxInfo } from '../../../src/sandbox/server.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../helpers/sandbox.js';

let dir: string;
/** Nested in a folder that does not exist yet: the sandbox creates it. */
const dataFile = () => join(dir, 'data', 'store.db');
let open: TestSandbox[] = [];
const start = async (opts: Partial<Parameters<typeof startTestSandbox>[0]> = {}) => {
  const s = await startTestSandbox({ catalog: 'v1', dataFile: dataFile(), ...opts });
  open.push(s);
  return s;
};
const list = async (s: TestSandbox) =>
  (await s.admin('POST', paths.products.query(), { query: { paging: { limit: 100 } } })).body;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-sandbox-'));
});
afterEach(async () => {
  await Promise.all(open.map((s) => s.close()));
  open = [];
  rmSync(dir, { recursive: true, force: true });
});

describe('data file', () => {
  it('creates the demo catalog on a fresh file, exactly once', async () => {
    const a = await start();
    const first = await list(a);
    expect(first.metadata.total).toBe(8);
    const collections = await a.admin('POST', paths.collections.query(), {});
    expect(collections.body.collections.map((c: any) => c.name)).toEqual(['Kitchen', 'Summer', 'Gifts']);
    expect(first.products.some((p: any) => p.variants?.length === 6)).toBe(true);
    expect(first.products.filter((p: any) => p.media.items.length > 0).length).toBeGreaterThan(2);
    const b = await start();
    expect((await list(b)).metadata.total).toBe(8);
    // The file holds the admin key: owner-only.
    expect(statSync(dataFile()).mode & 0o777).toBe(0o600);
  });

  it('leaves a fresh file empty with demo: false', async () => {
    const a = await start({ demo: false });
    expect((await list(a)).metadata.total).toBe(0);
  });

  it('lets two sandboxes on the same file see each other\'s writes and share credentials', async () => {
    const a = await start({ demo: false });
    const b = await start({ demo: false });
    expect(b.info.apiKey).toBe(a.info.apiKey);
    expect(b.info.siteId).toBe(a.info.siteId);
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callSandbox((i % 2 ? a : b).baseUrl, 'POST', paths.products.create(), {
          body: { product: { name: 'Same Name', priceData: { price: i + 1 } } },
          headers: a.adminHeaders,
        }),
      ),
    );
    expect(created.every((r) => r.status === 200)).toBe(true);
    const fromA = await list(a);
    const fromB = await list(b);
    expect(fromA.metadata.total).toBe(10);
    expect(fromB.products).toEqual(fromA.products.map((p: any) => ({ ...p, productPageUrl: { ...p.productPageUrl, base: `${b.baseUrl}/` } })));
    expect(new Set(fromA.products.map((p: any) => p.slug)).size).toBe(10);
    expect(new Set(fromA.products.map((p: any) => p.numericId)).size).toBe(10);
  });

  it('stays consistent when another process writes to the same file at the same time', async () => {
    const a = await start({ demo: false });
    const writer = fileURLToPath(new URL('./fixtures/concurrent-writer.ts', import.meta.url));
    let childDone = false;
    const child = promisify(execFile)(process.execPath, ['--import', 'tsx', writer, dataFile(), '40', 'Child'], { cwd: process.cwd() })
      .finally(() => (childDone = true));
    // Keep writing until the child has finished, so both processes write while the other does.
    let written = 0;
    while (!childDone) {
      const res = await a.admin('POST', paths.products.create(), { product: { name: 'Parent', priceData: { price: 1 } } });
      expect(res.status).toBe(200);
      written++;
    }
    expect((await child).stdout).toBe('done\n');
    const all = await a.admin('GET', paths.products.query());
    expect(all.body.metadata.total).toBe(written + 40);
    const numericIds = new Set<string>();
    for (let offset = 0; offset < written + 40; offset += 100) {
      const page = await a.admin('POST', paths.products.query(), { query: { paging: { limit: 100, offset } } });
      for (const p of page.body.products) numericIds.add(p.numericId);
    }
    expect(numericIds.size).toBe(written + 40);
  });

  it('keeps credentials across reset and across restarts; readSandboxInfo agrees without a server', async () => {
    const a = await start();
    const before = a.info;
    await a.admin('POST', paths.products.create(), { product: { name: 'Extra', priceData: { price: 1 } } });
    const reset = await callSandbox(a.baseUrl, 'POST', '/__sandbox/reset', { body: { demo: false } });
    expect(reset.status).toBe(200);
    expect((await list(a)).metadata.total).toBe(0);
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
    const after = await callSandbox(a.baseUrl, 'POST', paths.products.query(), { body: {}, headers: { Authorization: tokens.body.access_token } });
    expect(after.status).toBe(401);
    a.sandbox.reset();
    expect((await list(a)).metadata.total).toBe(8);
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
