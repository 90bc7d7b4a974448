// The format layer (src/catalog/core/import/formats/): a CSV header's layout is found from the columns only one
// layout has, a header with two layouts' marks is refused naming the columns of each, and a foreign file's products
// go through the own row model — planned by the own CSV's planner, problems told in the file's own rows and
// columns, the columns the store cannot hold counted by the rows that had a value. A small made-up format stands in
// for the real ones (which have tests of their own), so these tests hold whatever formats are registered.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../../src/io/cli-errors.js';
import { detectLayout } from '../../../../../src/catalog/core/import/formats/detect.js';
import { foreignPlans } from '../../../../../src/catalog/core/import/formats/foreign-plans.js';
import { foreignFormat, type ForeignFormat, type ForeignRecord } from '../../../../../src/catalog/core/import/formats/format.js';
import type { NotCarriedColumn } from '../../../../../src/catalog/core/import/formats/not-carried.js';
import type { PlanResult } from '../../../../../src/catalog/core/import/plan.js';

/** Key, Label, Amount → slug, name, price; `Shade` is read, carried only when not "none"; `Notes` is not carried. */
const fake = foreignFormat({
  name: 'fake',
  title: 'a fake shop CSV',
  columns: ['Key', 'Label', 'Amount', 'Shade', 'Notes', 'name'],
  carried: ['Key', 'Label', 'Amount', 'Shade'],
  required: ['Key'],
  groupKey: (record: ForeignRecord) => record.cells.Key?.trim() || undefined,
  toOwn(records, context) {
    const [first] = records;
    if (records.some((r) => r.cells.Shade === 'none')) context.notCarried('Shade');
    const bad = first.cells.Label === 'forbidden';
    return {
      records: [{ row: first.row, cells: { slug: first.cells.Key, name: bad ? '' : first.cells.Label, price: first.cells.Amount } }],
      rows: records.map((r) => r.row),
      ...(bad ? { invalid: [{ row: first.row, column: 'Label', value: 'forbidden', reason: 'not a label' }] } : {}),
    };
  },
  columnOf: { slug: 'Key', name: 'Label', price: 'Amount' },
});

describe('detectLayout', () => {
  it('reads a header with the own columns as the store CSV, and one with a format’s own columns as that format', () => {
    expect(detectLayout(['slug', 'name', 'price'], undefined, 'f.csv', [fake]).name).toBe('store');
    expect(detectLayout(['Key', 'Label', 'Amount'], undefined, 'f.csv', [fake]).name).toBe('fake');
  });

  it('decides nothing by a column two layouts share, nor by unknown ones: no marks is the store CSV', () => {
    // `name` is the own CSV's and the fake's: only `Key` tells.
    expect(detectLayout(['Key', 'name'], undefined, 'f.csv', [fake]).name).toBe('fake');
    expect(detectLayout(['name', 'Whatever'], undefined, 'f.csv', [fake]).name).toBe('store');
  });

  it('refuses a header that mixes two layouts, naming the columns of each', () => {
    let error: unknown;
    try {
      detectLayout(['Key', 'Label', 'slug', 'variant_price', 'name'], undefined, 'mixed.csv', [fake]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toBe('mixed.csv: the header mixes formats: the store CSV\'s "slug", "variant_price" and a fake shop CSV\'s "Key", "Label"');
    expect((error as UsageError).hint).toContain('--format store|fake');
  });

  it('takes the layout --format names, whatever the header', () => {
    expect(detectLayout(['Key', 'slug'], 'store', 'f.csv', [fake]).name).toBe('store');
    expect(detectLayout(['Key', 'slug'], 'fake', 'f.csv', [fake]).name).toBe('fake');
  });
});

/** Rows naming a `Of` product are its sizes, wherever they lie; a product with `Kind` single takes none. */
const scatteredFake: ForeignFormat = {
  ...fake,
  columns: ['Key', 'Label', 'Amount', 'Of', 'Size', 'Kind'],
  carried: new Set(['Key', 'Label', 'Amount', 'Of', 'Size', 'Kind']),
  groupKey: () => undefined,
  scattered: {
    parentColumn: 'Of',
    parentOf: (record) => record.cells.Of?.trim() || undefined,
    namesOf: (record) => (record.cells.Key ? [{ name: record.cells.Key, column: 'Key' }] : []),
    takesRows: (record) => record.cells.Kind !== 'single',
    takesNoRows: (row) => `row ${row} is a single product`,
    noSuchParent: 'no product has this Key',
  },
  toOwn(records) {
    const [first, ...sizes] = records;
    // The slug from the label (as WooCommerce's products get theirs from their Name).
    const product = { slug: first.cells.Label.toLowerCase(), name: first.cells.Label, price: first.cells.Amount };
    const own =
      sizes.length === 0
        ? [{ row: first.row, cells: product }]
        : sizes.map((size, i) => ({ row: size.row, cells: { ...(i === 0 ? product : { slug: product.slug }), option1_name: 'Size', option1_value: size.cells.Size } }));
    return { records: own, rows: records.map((r) => r.row) };
  },
};

async function plansOf(header: string[], rows: string[][], format: ForeignFormat = fake) {
  const records = rows.map((cells, i) => ({ row: i + 2, cells: Object.fromEntries(header.map((column, c) => [column, cells[c] ?? ''])) }));
  let notCarried: NotCarriedColumn[] = [];
  const results: PlanResult[] = [];
  const source = (async function* () {
    yield* records;
  })();
  for await (const result of foreignPlans(source, header, format, { mode: 'merge', match: 'slug', label: 'f.csv', onNotCarried: (columns) => (notCarried = columns) })) results.push(result);
  return { results, notCarried };
}

describe('foreignPlans', () => {
  const header = ['Key', 'Label', 'Amount', 'Shade', 'Notes', 'Extra'];

  it('groups contiguous rows by the format’s key and plans each product through the own row model', async () => {
    const { results } = await plansOf(header, [
      ['mug', 'Mug', '12.50', 'red'],
      ['mug', '', '', 'blue'],
      ['lamp', 'Lamp', '30'],
    ]);
    expect(results.map((r) => r.plan && { slug: r.plan.slug, rows: r.plan.rows, name: r.plan.fields.name, price: r.plan.fields.price })).toEqual([
      { slug: 'mug', rows: [2, 3], name: 'Mug', price: '12.5' },
      { slug: 'lamp', rows: [4], name: 'Lamp', price: '30' },
    ]);
  });

  it('tells the own planner’s problems in the file’s own row and column, and the format’s own as it gives them', async () => {
    const { results } = await plansOf(header, [
      ['mug', 'Mug', '12,50'],
      ['bad', 'forbidden', '1.2345'],
      ['ok', 'Ok', '1'],
    ]);
    // Row 3's two problems at once: the format's (Label) and the own planner's (Amount).
    expect(results.flatMap((r) => r.invalid ?? [])).toEqual([
      { row: 2, column: 'Amount', value: '12,50', reason: 'not a number: the decimal separator is "." and numbers have no thousands separator: write 12.50' },
      { row: 3, column: 'Label', value: 'forbidden', reason: 'not a label' },
      { row: 3, column: 'Amount', value: '1.2345', reason: 'USD amounts have 2 decimals (3 on a Catalog V3 store): write 1.23 or 1.24 (nothing is rounded for you)' },
    ]);
  });

  it('refuses a product whose rows are not together, and a row without the key', async () => {
    const { results } = await plansOf(header, [['mug', 'Mug', '1'], ['lamp', 'Lamp', '2'], ['mug', '', ''], ['', 'x', '']]);
    expect(results.flatMap((r) => r.invalid ?? [])).toEqual([
      { row: 4, column: 'Key', value: 'mug', reason: 'the rows of a product must be contiguous; "mug" started at row 2' },
      { row: 5, column: 'Key', value: '', reason: 'Key is required on every row' },
    ]);
  });

  it('counts each column the store cannot hold by the rows that had a value, and the cells the format could not carry', async () => {
    const { notCarried } = await plansOf(header, [
      ['mug', 'Mug', '1', 'none', 'fragile', 'x'],
      ['mug', '', '', '', 'heavy'],
      ['lamp', 'Lamp', '2', 'none', '', ''],
    ]);
    expect(notCarried).toEqual([
      { column: 'Notes', rows: 2 },
      { column: 'Extra', rows: 1 },
      { column: 'Shade', rows: 2 },
    ]);
  });
});

describe('foreignPlans of a format whose product rows lie anywhere (scattered-groups.ts)', () => {
  const header = ['Key', 'Label', 'Amount', 'Of', 'Size', 'Kind'];

  it('ties each row to the product it names, before or after it and past other products; a product taking no rows is planned at once', async () => {
    const { results } = await plansOf(
      header,
      [
        ['', '', '', 'tee', 'S'],
        ['lamp', 'Lamp', '2', '', '', 'single'],
        ['tee', 'Tee', '10'],
        ['mug', 'Mug', '3', '', '', 'single'],
        ['', '', '', 'tee', 'M'],
      ],
      scatteredFake,
    );
    expect(results.map((r) => r.plan && [r.plan.slug, r.plan.rows, r.plan.variants?.map((v) => v.choices.Size)])).toEqual([
      ['lamp', [3], []],
      ['mug', [5], []],
      ['tee', [4, 2, 6], ['S', 'M']],
    ]);
  });

  it('a row naming no product of the file, or one that takes none, and a name two products answer to are row errors', async () => {
    const { results } = await plansOf(
      header,
      [
        ['', '', '', 'nowhere', 'S'],
        ['lamp', 'Lamp', '2', '', '', 'single'],
        ['', '', '', 'lamp', 'M'],
        ['lamp', 'Other lamp', '3', '', '', 'single'],
      ],
      scatteredFake,
    );
    expect(results.flatMap((r) => r.invalid ?? []).sort((a, b) => a.row - b.row)).toEqual([
      { row: 2, column: 'Of', value: 'nowhere', reason: 'no product has this Key' },
      { row: 4, column: 'Of', value: 'lamp', reason: 'row 3 is a single product' },
      { row: 5, column: 'Key', value: 'lamp', reason: 'the product of row 3 has this Key too' },
    ]);
  });

  it('a slug two products come to (a format makes it from a name) is refused at the second product', async () => {
    const { results } = await plansOf(header, [['a', 'Mug', '1', '', '', 'single'], ['b', 'MUG', '2', '', '', 'single']], scatteredFake);
    expect(results.map((r) => r.plan?.slug ?? r.invalid)).toEqual(['mug', [{ row: 3, column: 'Key', value: 'mug', reason: 'the product of row 2 has the slug "mug" too: one slug, one product' }]]);
  });
});
