// Issue #25 item 9: what lists and `--json` show is the same on a V1 and a V3 store — a product on sale reads
// "LIST (sale PRICE)" in `products list`, a collection's (V3: category's) description comes back from `collections
// create|get --json`, and `products import FOLDER` says it is a folder; a hidden product's row shows its SKU (an admin
// read: V3 lists took it from variantSummary.minPriceVariant, which leaves hidden variants out). One body, a V1 and a
// V3 store.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeOnSandbox } from '../support/store-against.js';

describe.each(['v1', 'v3'] as const)('lists and --json on a Catalog %s store', (catalog) => {

  const store = storeOnSandbox(catalog, { demo: true });

  it('products list shows a sale as "LIST (sale PRICE)"', async () => {
    const { code, stdout } = await store(['products', 'list', '--sort', 'name']);
    expect(code).toBe(0);
    const row = (slug: string) => stdout.split('\n').find((line) => line.split('\t')[2] === slug)?.split('\t');
    expect(row('chefs-knife')?.[3]).toBe('$89.00 (sale $75.65)');
    expect(row('striped-beach-towel')?.[3]).toBe('$24.00 (sale $20.00)');
    expect(row('ceramic-mug')?.[3]).toBe('$12.50');
  });

  it('products variants list shows a sale as products list does (issue #37 item 11: it showed the sale price alone)', async () => {
    const { code, stdout } = await store(['products', 'variants', 'list', 'chefs-knife']);
    expect(code).toBe(0);
    // Piped: id, choices, price, cost, weight, sku, visible, stock.
    expect(stdout.trim().split('\t')[2]).toBe('$89.00 (sale $75.65)');
  });

  it('products variants list at 60 columns leaves whole columns out and says which, in words not cut (issue #37 item 12)', async () => {
    const { code, stdout, stderr } = await store(['products', 'variants', 'list', 'sun-hat'], { tty: true, columns: 60 });
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trimEnd().split('\n');
    expect(header.split(/\s{2,}/)).toEqual(['CHOICES', 'PRICE', 'SKU', 'VISIBLE', 'STOCK']);
    for (const line of [header, ...rows]) expect(line.length).toBeLessThanOrEqual(60);
    expect(rows[0]).toMatch(/^Size: S, Color: Sand\s+\$29\.00\s+HAT-050(-1)?\s+yes\s+in stock$/);
    expect(stderr).toBe('Hidden at 60 columns: id, cost, weight (a wider terminal\nshows them)\n');
  });

  it('collections create --description and collections get --json give the description back', async () => {
    const created = await store(['collections', 'create', '--name', 'Described', '--description', 'Things with words', '--json']);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Described', description: 'Things with words' });
    const got = await store(['collections', 'get', 'Described', '--json']);
    expect(JSON.parse(got.stdout)).toMatchObject({ name: 'Described', description: 'Things with words' });
  });

  it('products import FOLDER says it is a folder (exit 2), not that it cannot tell the format', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-folder-'));
    const run = await store(['products', 'import', folder]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${folder} is a folder, not a file`);
    expect(run.stderr).not.toContain('cannot tell the format');
  });

  it('products list shows the SKU of a hidden product (the admin key reads hidden products)', async () => {
    expect((await store(['products', 'create', '--name', 'Secret Kettle', '--price', '30', '--sku', 'KTL-007', '--hidden'])).code).toBe(0);
    const { code, stdout } = await store(['products', 'list', '--sort', 'name']);
    expect(code).toBe(0);
    const row = (slug: string) => stdout.split('\n').find((line) => line.split('\t')[2] === slug)?.split('\t');
    expect(row('prototype-blender')?.slice(4, 6)).toEqual(['BLN-999', 'no']);
    expect(row('secret-kettle')?.slice(4, 6)).toEqual(['KTL-007', 'no']);
    expect(row('ceramic-mug')?.slice(4, 6)).toEqual(['MUG-001', 'yes']);
  });
});
