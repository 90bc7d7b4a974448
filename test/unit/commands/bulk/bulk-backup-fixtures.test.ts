// Every backup file written so far still undoes exactly (issue #38): the fixtures in test/fixtures/bulk-backups were
// written by main before the backup format changed — price, cost, weight, brand, ribbon and stock (set and adjust),
// on a V1 and a V3 store. Each test seeds the demo catalog, replays the fixture's change, maps the fixture's ids onto
// this run's products (by slug or name, and each variant by its choices), undoes from it, and finds the store as it
// was before the change.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBulkAdjust } from '../../../../src/commands/bulk/adjust.js';
import { runBulkSet } from '../../../../src/commands/bulk/set.js';
import { runBulkUndo } from '../../../../src/commands/bulk/undo.js';
import { runInventoryList } from '../../../../src/commands/inventory/list.js';
import { runSeed } from '../../../../src/commands/seed/index.js';
import type { Context } from '../../../../src/context.js';
import { neutralProducts } from '../../../helpers/catalog.js';
import { sharedSandbox } from '../support/shared-sandbox.js';
import { harness, remoteEnv, runForJson, tempHome } from '../support/harness.js';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const DEMO_SEED = join(ROOT, 'fixtures', 'demo-seed.yaml');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'bulk-backups', 'v1-format');

type Step = (ctx: Context) => Promise<void>;

/** Each fixture: what ran before its change (not in the backup), and the change (test/fixtures/bulk-backups/README.md). */
const KINDS: Array<[string, Step[], Step]> = [
  ['price', [], (ctx) => runBulkAdjust({ field: 'price', delta: '-10%', all: true }, ctx)],
  // The same file as backups written before the values a change left were recorded (no `after`, `saleAfter`).
  ['price-without-after', [], (ctx) => runBulkAdjust({ field: 'price', delta: '-10%', all: true }, ctx)],
  ['cost', [], (ctx) => runBulkAdjust({ field: 'cost', delta: '+0.35', all: true }, ctx)],
  ['weight', [], (ctx) => runBulkAdjust({ field: 'weight', delta: '+5%', all: true }, ctx)],
  ['brand', [], (ctx) => runBulkSet({ field: 'brand', value: 'Homestead', all: true }, ctx)],
  ['ribbon', [], (ctx) => runBulkSet({ field: 'ribbon', value: 'New', all: true }, ctx)],
  ['stock-set', [], (ctx) => runBulkSet({ field: 'stock', value: '7', all: true }, ctx)],
  ['stock-adjust', [(ctx) => runBulkSet({ field: 'stock', value: '5', all: true }, ctx)], (ctx) => runBulkAdjust({ field: 'stock', delta: '+3', all: true }, ctx)],
];

type Row = { productId: string; product: string; variantId: string; choices: Record<string, string>; tracked: boolean; quantity?: number; inStock: boolean; status: string };
const choiceKey = (choices: Record<string, string>) => JSON.stringify(Object.entries(choices).sort());

describe.each(['v1', 'v3'] as const)('backups written before format v2, on a Catalog %s store', (catalog) => {
  // An empty store before each test (the test seeds the demo catalog itself).
  const sandbox = sharedSandbox({ catalog, demo: false });
  const home = tempHome();

  const json = <T = any>(verb: Step) => runForJson<T>(() => harness({ env: { ...home, ...remoteEnv(sandbox) }, globals: { json: true, yes: true } }), verb);
  const stockRows = () => json<Row[]>((ctx) => runInventoryList({ all: true }, ctx));
  // Stock as levels: a V3 variant's first stock change makes its inventory item, which the undo leaves (with a new revision).
  const levels = async () => (await stockRows()).map(({ productId, variantId, tracked, quantity, inStock, status }) => ({ productId, variantId, tracked, quantity, inStock, status }));
  const state = async () => [[...(await neutralProducts(sandbox, catalog)).entries()].sort(([a], [b]) => a.localeCompare(b)), await levels()];

  /** The fixture with this run's product and variant ids (found by slug or product name, and choices). */
  async function remapped(file: string): Promise<string> {
    const withoutAfter = file.endsWith('-without-after.json');
    const saved = JSON.parse(readFileSync(withoutAfter ? file.replace('-without-after', '') : file, 'utf8'));
    const rows = await stockRows();
    const idsBySlug = new Map([...(await neutralProducts(sandbox, catalog)).entries()].map(([slug, [product]]) => [slug, product.id]));
    const variantOf = (productId: string, choices: Record<string, string>) => rows.find((row) => row.productId === productId && choiceKey(row.choices) === choiceKey(choices))!.variantId;
    if (saved.format === 'store-stock-backup') {
      for (const entry of saved.variants) {
        entry.productId = rows.find((row) => row.product === entry.product)!.productId;
        entry.variantId = variantOf(entry.productId, entry.choices);
      }
    } else {
      for (const entry of saved.products) {
        entry.id = idsBySlug.get(entry.slug)!;
        for (const variant of entry.variants) variant.id = variantOf(entry.id, variant.choices);
        if (!withoutAfter) continue;
        delete entry.after;
        for (const variant of entry.variants) {
          delete variant.after;
          delete variant.saleAfter;
        }
      }
      saved.ids = saved.products.map((entry: { id: string }) => entry.id);
    }
    const path = join(mkdtempSync(join(tmpdir(), 'store-fixture-')), 'backup.json');
    writeFileSync(path, JSON.stringify(saved, null, 2));
    return path;
  }

  it.each(KINDS)('%s: the undo restores the store to its state before the change', async (kind, setup, change) => {
    await json((ctx) => runSeed(DEMO_SEED, {}, ctx));
    for (const step of setup) await json(step);
    const before = await state();
    const changed = await json(change);
    expect(changed).toMatchObject({ failed: 0 });
    expect(await state()).not.toEqual(before);
    const file = await remapped(join(FIXTURES, `${catalog}-${kind}.json`));
    // The fixture was made against another sandbox: --other-site.
    const undone = await json((ctx) => runBulkUndo({ file, otherSite: true }, ctx));
    expect(undone).toMatchObject({ failed: 0 });
    expect(await state()).toEqual(before);
  });
});
