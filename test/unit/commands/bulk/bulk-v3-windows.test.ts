// #16 item 4 on Catalog V3: `bulk set … --all` does not hold every target's variants for the write step. The changing
// products go to an owner-only spool file as they are planned and are written a window at a time (1,000 products;
// 10 here), each window planned on its own — after the backup is on disk, and undone exactly. The undo works a window
// of backed-up products at a time too (1,000; 10 here): read as they are now, compared, written, read again.
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHOLE_BACKUP } from '../../../../src/catalog/core/bulk/backup-reader.js';
import { UNDO_WINDOW } from '../../../../src/catalog/v3/bulk/undo.js';
import { WRITE_WINDOW } from '../../../../src/catalog/v3/bulk/write-spool.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { callSandbox, startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { harness, remoteEnv, tempHome, withoutVersionProbe } from '../support/harness.js';
import { PHYSICAL_PRODUCT } from '../../../helpers/store-products.js';

/** What each write step was given: the products it planned, the modes of the spool files present then, whether the backup existed. */
const planned: Array<{ products: number; spools: number[]; backupWritten: boolean }> = [];
let spoolDir = '';
let backupPath = '';
/** The bulk run's temporary spool files (the harness makes temporary homes there too). */
const spools = () => readdirSync(spoolDir).filter((name) => name.startsWith('store-bulk-rows-'));

vi.mock('../../../../src/catalog/v3/bulk/writes.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/catalog/v3/bulk/writes.js')>();
  return {
    ...actual,
    planWrites: (writes: Parameters<typeof actual.planWrites>[0], field: Parameters<typeof actual.planWrites>[1]) => {
      planned.push({ products: writes.length, spools: spools().map((name) => statSync(join(spoolDir, name)).mode & 0o777), backupWritten: existsSync(backupPath) });
      return actual.planWrites(writes, field);
    },
  };
});

let sandbox: TestSandbox;
const home = tempHome();
const admin = async (method: string, path: string, body?: unknown) =>
  (await callSandbox(sandbox.baseUrl, method, path, { body, headers: { authorization: sandbox.info.apiKey, 'wix-site-id': sandbox.info.siteId } })).body as any;
const prices = async () => (await admin('POST', '/stores/v3/products/query-variants', { query: { cursorPaging: { limit: 1000 } } })).variants.map((v: any) => [v.productData.slug, v.price]);
const writes = () => withoutVersionProbe(sandbox.requests).filter((r) => r.method !== 'GET' && !/query|search/.test(r.path)).map((r) => r.path.replace(/\/[0-9a-f-]{36}$/, '/:id'));

async function run(verb: (ctx: ReturnType<typeof harness>['ctx']) => Promise<void>) {
  const h = harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { yes: true, json: true } });
  try {
    await verb(h.ctx);
  } finally {
    await h.ctx.close();
  }
  return h;
}

const savedWindow = { ...WRITE_WINDOW };
const savedUndoWindow = { ...UNDO_WINDOW };
const savedWhole = { ...WHOLE_BACKUP };
const savedTmp = process.env.TMPDIR;

beforeAll(async () => {
  sandbox = await startTestSandbox({ catalog: 'v3' });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  sandbox.sandbox.reset({ demo: false });
  // 25 products, each on sale by an amount of its own: a price set keeps each one's amount off (README "Catalog V1
  // and V3"), a different variant patch per product, so the products go by bulk update (one call per window), not by
  // one job.
  const products = Array.from({ length: 25 }, (_, i) => ({
    name: `P${i}`,
    slug: `p-${i}`,
    ...PHYSICAL_PRODUCT,
    variantsInfo: { variants: [{ price: { actualPrice: { amount: String(10 + i) }, compareAtPrice: { amount: String(100 + 2 * i) } }, physicalProperties: { weight: 1 } }] },
  }));
  await admin('POST', '/stores/v3/bulk/products/create', { products });
  Object.assign(WRITE_WINDOW, { products: 10 });
  Object.assign(UNDO_WINDOW, { products: 10 });
  // The backups here are small: read a window at a time all the same, as a large one is.
  Object.assign(WHOLE_BACKUP, { maxBytes: 0 });
  spoolDir = mkdtempSync(join(tmpdir(), 'store-spool-dir-'));
  process.env.TMPDIR = spoolDir;
  planned.length = 0;
  sandbox.requests.length = 0;
});
afterEach(() => {
  Object.assign(WRITE_WINDOW, savedWindow);
  Object.assign(UNDO_WINDOW, savedUndoWindow);
  Object.assign(WHOLE_BACKUP, savedWhole);
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
});

describe('bulk set --all on a Catalog V3 store, a window at a time', () => {
  it('price: 25 products written 10, 10, 5 from an owner-only spool (gone afterwards), after the backup; undo is exact', async () => {
    const before = await prices();
    backupPath = join(home.HOME, 'price-backup.json');
    const change = await run((ctx) => runBulkSet({ field: 'price', value: '150', all: true, backup: backupPath }, ctx));
    expect(change.json()).toMatchObject({ matched: 25, changed: 25, failed: 0 });
    // The write step never had more than one window of products; the estimate before the question planned the same
    // windows (issue #40 item 3), before the backup.
    expect(planned.map((p) => [p.products, p.backupWritten])).toEqual([[10, false], [10, false], [5, false], [10, true], [10, true], [5, true]]);
    expect(planned.map((p) => p.spools)).toEqual(Array(6).fill([0o600]));
    expect(spools()).toEqual([]);
    expect(writes()).toEqual(Array(3).fill('/stores/v3/bulk/products/update'));
    // The list price is 150 everywhere; each sale price keeps its amount off (90 + i).
    const set = new Map((await prices()).map(([slug, price]: any) => [slug, [price.actualPrice.amount, price.compareAtPrice?.amount]]));
    expect([...set.keys()].sort()).toHaveLength(25);
    for (let i = 0; i < 25; i++) expect(set.get(`p-${i}`)).toEqual([String(60 - i), '150']);

    const undo = await run((ctx) => runBulkUndo({ file: change.json().backup }, ctx));
    expect(undo.json()).toMatchObject({ restored: 25, failed: 0 });
    expect(await prices()).toEqual(before);
  });

  it('undo of a backup larger than a window: read, written and read again a window of products at a time; exact', async () => {
    const before = await prices();
    backupPath = join(home.HOME, 'undo-source.json');
    const change = await run((ctx) => runBulkSet({ field: 'price', value: '150', all: true, backup: backupPath }, ctx));
    planned.length = 0;
    sandbox.requests.length = 0;
    backupPath = join(home.HOME, 'undo-replaced.json');
    const undo = await run((ctx) => runBulkUndo({ file: change.json().backup, backup: backupPath }, ctx));
    expect(undo.json()).toMatchObject({ matched: 25, changed: 25, restored: 25, failed: 0, backup: backupPath });
    // Each read names one window of the backup's products (10, 10, 5): to plan, then to verify.
    const reads = withoutVersionProbe(sandbox.requests).filter((r) => r.method !== 'GET' && /query|search/.test(r.path));
    expect(reads.map((r) => [r.path, JSON.parse(r.body).query.filter['productData.productId'].$in.length])).toEqual(
      [10, 10, 5, 10, 10, 5].map((n) => ['/stores/v3/products/query-variants', n]),
    );
    expect(await prices()).toEqual(before);
    // The writes too, each window after the undo's own backup was written, from an owner-only spool gone afterwards.
    // (First planned for the estimate, before the question and the backup.)
    expect(planned.map((p) => [p.products, p.spools, p.backupWritten])).toEqual([[10, [0o600], false], [10, [0o600], false], [5, [0o600], false], [10, [0o600], true], [10, [0o600], true], [5, [0o600], true]]);
    expect(writes()).toEqual(Array(3).fill('/stores/v3/bulk/products/update'));
    expect(spools()).toEqual([]);
    // The undo's backup holds the values it replaced: undoing it sets every price back to 150 (sales kept).
    const again = await run((ctx) => runBulkUndo({ file: backupPath }, ctx));
    expect(again.json()).toMatchObject({ restored: 25, failed: 0 });
    // The list price is 150 everywhere; each sale price keeps its amount off (90 + i).
    const set = new Map((await prices()).map(([slug, price]: any) => [slug, [price.actualPrice.amount, price.compareAtPrice?.amount]]));
    expect([...set.keys()].sort()).toHaveLength(25);
    for (let i = 0; i < 25; i++) expect(set.get(`p-${i}`)).toEqual([String(60 - i), '150']);
  });

  it('ribbon: a call per window, the ribbon looked up once for the whole run', async () => {
    backupPath = join(home.HOME, 'ribbon-backup.json');
    await run((ctx) => runBulkSet({ field: 'ribbon', value: 'Sale', all: true, backup: backupPath }, ctx));
    // (First planned for the estimate, before the question and the backup.)
    expect(planned.map((p) => [p.products, p.spools, p.backupWritten])).toEqual([[10, [0o600], false], [10, [0o600], false], [5, [0o600], false], [10, [0o600], true], [10, [0o600], true], [5, [0o600], true]]);
    // (10 products: one bulk update is cheaper than a job's start and poll.)
    expect(writes()).toEqual(['/stores/v3/ribbons/get-or-create', ...Array(3).fill('/stores/v3/bulk/products/update')]);
    expect(spools()).toEqual([]);
  });

  it('a dry run keeps no spool', async () => {
    await run((ctx) => runBulkSet({ field: 'price', value: '5', all: true, dryRun: true }, ctx));
    expect(planned).toEqual([]);
    expect(spools()).toEqual([]);
    expect(writes()).toEqual([]);
  });
});
