// Each item of a V3 bulk call or by-filter job is all-or-nothing (domain/v3/bulk-envelope.ts runItems): the items
// share one savepoint, and when one is refused after it wrote, all are undone and run again, a savepoint each.
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandboxDb, writeTransaction } from '../../../src/sandbox/db.js';
import { runItems } from '../../../src/sandbox/domain/v3/bulk-envelope.js';
import { applicationError } from '../../../src/sandbox/http-errors.js';
import { money, paths, simpleProduct, v3SandboxPerFile } from './v3-support.js';
import { PHYSICAL_PRODUCT } from '../../helpers/store-products.js';

describe('runItems', () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = openSandboxDb(':memory:');
    db.exec('CREATE TABLE scratch (v TEXT NOT NULL)');
  });
  afterEach(() => db.close());

  const write = (v: string) => db.prepare('INSERT INTO scratch (v) VALUES (?)').run(v);
  const rows = () => (db.prepare('SELECT v FROM scratch ORDER BY rowid').all() as Array<{ v: string }>).map((r) => r.v);
  const refuse = () => {
    throw applicationError(400, 'Refused', 'REFUSED', 'no');
  };

  it('keeps the writes of items that succeed and none of one refused after writing', () => {
    const outcomes = writeTransaction(db, () =>
      runItems(db, ['a', 'b', 'c', 'd'], (v) => {
        if (v === 'c') refuse(); // before writing
        write(v);
        if (v === 'b') refuse(); // after writing
        return v.toUpperCase();
      }),
    );
    expect(outcomes.map((o) => (o.ok ? o.value : o.error.code))).toEqual(['A', 'REFUSED', 'REFUSED', 'D']);
    expect(rows()).toEqual(['a', 'd']);
  });

  it('runs each item once when none is refused after writing', () => {
    const calls: string[] = [];
    writeTransaction(db, () => runItems(db, ['a', 'b', 'c'], (v) => (calls.push(v), v === 'b' ? refuse() : write(v))));
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(rows()).toEqual(['a', 'c']);
  });

  it('lets any other error through, with nothing of the call written', () => {
    db.exec('BEGIN');
    expect(() => runItems(db, ['a', 'b'], (v) => {
      write(v);
      if (v === 'b') throw new Error('broken');
    })).toThrow('broken');
    expect(rows()).toEqual([]);
    db.exec('ROLLBACK');
  });
});

describe('a bulk create item refused after it wrote', () => {
  const box = v3SandboxPerFile();
  const admin = (method: string, path: string, body?: unknown) => box.t.admin(method, path, body);

  it('leaves no customization behind, and the other products land', async () => {
    // The inline option creates its customization before the variant naming an unknown choice is refused.
    const refused = {
      name: 'Odd',
      ...PHYSICAL_PRODUCT,
      options: [{ name: 'Finish', optionRenderType: 'TEXT_CHOICES', choicesSettings: { choices: [{ name: 'Matt', choiceType: 'CHOICE_TEXT' }] } }],
      variantsInfo: { variants: [{ choices: [{ optionChoiceNames: { optionName: 'Finish', choiceName: 'Gloss', renderType: 'TEXT_CHOICES' } }], price: { actualPrice: money('1') } }] },
    };
    const res = await admin('POST', paths.bulkProducts.create(), { products: [simpleProduct('One', '1'), refused, simpleProduct('Two', '2')] });
    expect(res.body.results.map((r: any) => r.itemMetadata.success)).toEqual([true, false, true]);
    expect(res.body.results[1].itemMetadata.error.code).toBe('CHOICE_NOT_EXIST');
    const options = await admin('POST', paths.customizations.query(), { query: { filter: { customizationType: 'PRODUCT_OPTION' } } });
    expect(options.body.customizations).toEqual([]);
    expect((await admin('POST', paths.products.count(), {})).body.count).toBe(2);
  });
});
