// Issue #37 item 4, the bulk part: `bulk set|adjust price` that takes a price below the AMOUNT discount a product
// keeps would sell it for $0.00. Such a product is refused — the preview (the dry run too) lists its row as refused
// naming the discount and the new price, it is not sent, the other products are changed, and the run exits 6 listing
// it (DISCOUNT_OVER_PRICE). Before, `bulk set price 5` on a price 10 with AMOUNT 8 made it "sale $0.00" and exited 0.
// One body, a V1 and a V3 store (catalog/core/bulk/discount-refusal.ts, from both engines' plans).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSV_HEADER, amount, isWrite, neutralProducts, tempFile } from '../../../helpers/catalog.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { tempHome } from '../support/harness.js';
import { storeAgainst } from '../support/store-against.js';

const columns = CSV_HEADER.split(',');
const row = (cells: Record<string, string>) => columns.map((column) => cells[column] ?? '').join(',');
/** All at 10: the tee with 8 off (a set to 5 would make it free), the cap with 2 off, the mug without a discount. */
const CATALOG = [CSV_HEADER, ...([
  { slug: 'tee', name: 'Tee', price: '10', visible: 'true', discount_type: 'AMOUNT', discount_value: '8' },
  { slug: 'cap', name: 'Cap', price: '10', visible: 'true', discount_type: 'AMOUNT', discount_value: '2' },
  { slug: 'mug', name: 'Mug', price: '10', visible: 'true' },
] as Array<Record<string, string>>).map(row)].join('\n') + '\n';
const TEE_REFUSED = 'refused: its AMOUNT discount of 8 would take more than the new price 5';

describe.each(['v1', 'v3'] as const)('a bulk price change under an AMOUNT discount on a Catalog %s store', (catalog) => {
  let sandbox: TestSandbox;
  const home = tempHome();
  const store = (argv: string[]) => storeAgainst(sandbox, home, argv);
  /** Each product's [list price, what the buyer pays], by slug. */
  const prices = async () => Object.fromEntries([...(await neutralProducts(sandbox, catalog))].map(([slug, [p]]) => [slug, [amount(p.summary.listPrice ?? p.summary.price), amount(p.summary.price)]]));
  const writes = () => sandbox.requests.filter(isWrite);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ catalog });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    sandbox.sandbox.reset({ demo: false });
    expect((await store(['products', 'import', tempFile('three.csv', CATALOG), '--yes'])).code).toBe(0);
    expect(await prices()).toEqual({ tee: [10, 2], cap: [10, 8], mug: [10, 10] });
    sandbox.requests.length = 0;
  });

  it('the dry run lists the tee as refused with its discount and the new price, counts it, and writes nothing', async () => {
    const dry = await store(['bulk', 'set', 'price', '5', '--all', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('3 products matched — 2 will change, 1 refused (not sent: a discount above the new price), 0 would fail, 0 unchanged');
    const teeLine = dry.stdout.split('\n').find((line) => line.startsWith('tee'));
    expect(teeLine).toContain(TEE_REFUSED);
    expect(dry.stdout.split('\n').find((line) => line.startsWith('cap'))).not.toContain('refused');
    const json = await store(['bulk', 'set', 'price', '5', '--all', '--dry-run', '--json']);
    expect(json.code).toBe(0);
    const answer = JSON.parse(json.stdout);
    expect(answer.preview).toMatchObject({ matched: 3, change: 2, refused: 1 });
    expect(answer.preview.rows.filter((r: { note: string }) => r.note.startsWith('refused'))).toEqual([expect.objectContaining({ product: 'tee', note: TEE_REFUSED })]);
    expect(answer.failures).toEqual([expect.objectContaining({ slug: 'tee', code: 'DISCOUNT_OVER_PRICE' })]);
    expect(writes()).toEqual([]);
  });

  it('the real run changes the others, leaves the tee as it was and exits 6 naming it', async () => {
    const run = await store(['bulk', 'set', 'price', '5', '--all', '--yes', '--json']);
    expect(run.code).toBe(6);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({ matched: 3, changed: 2, failed: 1 });
    expect(answer.failures).toEqual([expect.objectContaining({ slug: 'tee', code: 'DISCOUNT_OVER_PRICE', description: expect.stringContaining('an AMOUNT discount is at most the price it takes off: 8 is more than the price 5.00') })]);
    expect(run.stderr).toContain('1 of 3 products could not be changed');
    expect(await prices()).toEqual({ tee: [10, 2], cap: [5, 3], mug: [5, 5] });
  });

  it('an amount adjust that would refuse every target sends nothing and exits 6; at most the price goes ahead', async () => {
    const run = await store(['bulk', 'adjust', 'price', '-9', '--ids', 'tee', '--yes']);
    expect(run.code).toBe(6);
    expect(run.stdout).toContain('0 will change, 1 refused');
    expect(run.stdout).toContain('refused: its AMOUNT discount of 8 would take more than the new price 1');
    expect(run.stderr).toContain('1 of 1 products could not be changed');
    expect(run.stderr).toContain('DISCOUNT_OVER_PRICE');
    expect(writes()).toEqual([]);
    expect(await prices()).toEqual({ tee: [10, 2], cap: [10, 8], mug: [10, 10] });
    // A price equal to the discount is still a discount (free, said plainly by the store's own rule).
    expect((await store(['bulk', 'adjust', 'price', '-2', '--ids', 'tee', '--yes'])).code).toBe(0);
    expect((await prices()).tee).toEqual([8, 0]);
  });

  it('a percentage: V1 keeps the AMOUNT (refused below it), V3 scales the amount off with the price (changed)', async () => {
    const run = await store(['bulk', 'adjust', 'price', '-50%', '--ids', 'tee', '--yes']);
    const expected = { v1: { code: 6, tee: [10, 2] }, v3: { code: 0, tee: [5, 1] } }[catalog];
    expect(run.code).toBe(expected.code);
    expect((await prices()).tee).toEqual(expected.tee);
  });
});
