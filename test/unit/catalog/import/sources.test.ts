// Reading import files into plans: the example catalog CSV (every case of the format), bad rows with row, column,
// value and reason, contiguity of a product's rows, JSON arrays and JSON lines, streamed.
import { Readable } from 'node:stream';
import { resolve } from 'node:path';
import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { csvPlans } from '../../../../src/catalog/core/import/csv-source.js';
import { jsonArrayElements, jsonPlans } from '../../../../src/catalog/core/import/json-source.js';
import { openImportSource } from '../../../../src/catalog/core/import/source.js';
import { validateSource } from '../../../../src/catalog/core/import/validate.js';
import { simpleProductsCsv, tempFile } from '../../../helpers/catalog.js';
import type { ImportMode, MatchField, PlanResult } from '../../../../src/catalog/core/import/plan.js';

const EXAMPLE = resolve(import.meta.dirname, '..', '..', '..', '..', 'examples', 'catalog.csv');
const HEADER =
  'slug,name,description,price,cost,weight,sku,visible,brand,ribbon,discount_type,discount_value,collections,media,option1_name,option1_value,option2_name,option2_value,variant_price,variant_cost,variant_weight,variant_sku,variant_visible';

async function collect(source: AsyncIterable<PlanResult>): Promise<PlanResult[]> {
  const results: PlanResult[] = [];
  for await (const result of source) results.push(result);
  return results;
}

const settings = (mode: ImportMode = 'merge', match: MatchField = 'slug') => ({ mode, match, label: 'test.csv' });
const csv = (text: string, mode?: ImportMode, match?: MatchField) => collect(csvPlans(Readable.from([text]), settings(mode, match)));
const invalidOf = (results: PlanResult[]) => results.flatMap((r) => r.invalid ?? []);

describe('the example catalog.csv', () => {
  it('reads every product with its fields, options in order of appearance, variants, media and collections', async () => {
    const results = await collect(csvPlans(createReadStream(EXAMPLE), settings()));
    expect(invalidOf(results)).toEqual([]);
    const plans = results.map((r) => r.plan!);
    expect(plans.map((p) => [p.slug, p.rows])).toEqual([
      ['enamel-mug', [2]],
      ['linen-shirt', [3, 4, 5, 6]],
      ['gift-card-note', [7]],
    ]);
    const [mug, shirt, note] = plans;
    expect(mug.fields).toEqual({
      name: 'Enamel Mug',
      description: 'Holds 350 ml, dishwasher safe',
      price: '12.5',
      cost: '4.1',
      weight: 0.35,
      sku: 'MUG-350',
      visible: true,
      brand: 'Campfire',
      ribbon: undefined,
    });
    expect(mug.collectionNames).toEqual(['Kitchen', 'Gifts']);
    expect(mug.media).toEqual(['https://example.com/img/mug.jpg']);
    expect(mug.options).toBeUndefined();

    expect(shirt.fields).toMatchObject({ description: 'Breathable, relaxed "boxy" fit', ribbon: 'New', discount: { type: 'PERCENT', value: '10' } });
    expect(shirt.options).toEqual([
      { name: 'Size', choices: ['S', 'L'] },
      { name: 'Color', choices: ['Sand', 'Navy'] },
    ]);
    expect(shirt.media).toEqual(['https://example.com/img/shirt-front.jpg', 'https://example.com/img/shirt-back.jpg']);
    expect(shirt.variants.map((v) => [v.row, v.choices, v.price, v.sku, v.visible])).toEqual([
      [3, { Size: 'S', Color: 'Sand' }, '48', 'SHIRT-S-SAND', true],
      [4, { Size: 'S', Color: 'Navy' }, '48', 'SHIRT-S-NAVY', true],
      [5, { Size: 'L', Color: 'Sand' }, '52', 'SHIRT-L-SAND', true],
      [6, { Size: 'L', Color: 'Navy' }, '52', 'SHIRT-L-NAVY', false],
    ]);
    expect(note.fields).toMatchObject({ visible: false, discount: { type: 'AMOUNT', value: '0.5' }, price: '2' });
    expect(note.media).toBeUndefined();
  });
});

describe('the validation pass', () => {
  const check = async (text: string, keepPlans: number) => {
    const source = await openImportSource(tempFile('kept.csv', text), undefined, Readable.from([]));
    return validateSource(source, { mode: 'merge', match: 'slug' }, async () => {}, keepPlans);
  };

  it('keeps the valid plans of a small file, so the import reads it only once', async () => {
    const { validation, plans } = await check(simpleProductsCsv(3), 10);
    expect(validation).toMatchObject({ rows: 3, products: 3, invalidRows: 0 });
    expect(plans?.map((plan) => plan.slug)).toEqual(['item-1', 'item-2', 'item-3']);
  });

  it('keeps none past the limit (memory stays bounded; the import reads the file again)', async () => {
    const { validation, plans } = await check(simpleProductsCsv(3), 2);
    expect(validation.products).toBe(3);
    expect(plans).toBeUndefined();
  });
});

describe('bad CSV rows', () => {
  it('names row, column, value and reason for each bad cell', async () => {
    const text = [
      HEADER,
      'a,A,,abc,,,,,,,,,,,,,,,,,,,',
      'b,B,,5,,-1,,maybe,,,HALF,3,,,,,,,,,,,',
      'c,,,5,,,,,,,,,,ftp://x,,,,,,,,,',
      'd,D,,5,,,,,,,,,,,Size,,,,,,,,',
      'e,E,,5,,,,,,,,,,,,,,,7,,,,',
    ].join('\n');
    expect(invalidOf(await csv(text))).toEqual([
      { row: 2, column: 'price', value: 'abc', reason: 'not a number' },
      { row: 3, column: 'weight', value: '-1', reason: 'must be at least 0' },
      { row: 3, column: 'visible', value: 'maybe', reason: 'expected true or false' },
      { row: 3, column: 'discount_type', value: 'HALF', reason: 'expected PERCENT or AMOUNT' },
      { row: 4, column: 'media', value: 'ftp://x', reason: 'expected an http(s) URL, a file: URL or the path of a local image or video, not a ftp: URL' },
      { row: 5, column: 'option1_value', value: '', reason: 'option1_name and option1_value go together' },
      { row: 6, column: 'variant_price', value: '7', reason: expect.stringContaining('needs option columns') },
    ]);
  });

  it('--mode create needs name and price on every row', async () => {
    expect(invalidOf(await csv('slug,price\nmug,3\n', 'create'))).toEqual([{ row: 2, column: 'name', value: '', reason: 'name is required: a new product needs it' }]);
  });

  it('--mode merge accepts partial rows and keeps what a new product would lack for the writer', async () => {
    const results = await csv('slug,price\nmug,3\n');
    expect(invalidOf(results)).toEqual([]);
    expect(results[0].plan).toMatchObject({ slug: 'mug', fields: { price: '3' }, missingForNew: [{ column: 'name', reason: 'name is required: a new product needs it' }] });
  });

  it('--mode update accepts partial rows (no name or price needed)', async () => {
    const results = await csv('slug,price\nmug,3\n', 'update');
    expect(invalidOf(results)).toEqual([]);
    expect(results[0].plan).toMatchObject({ slug: 'mug', fields: { price: '3' } });
  });

  it('a slug that reappears after another product is an invalid row (a product’s rows are contiguous)', async () => {
    const text = [HEADER, 'a,A,,1,,,,,,,,,,,Size,S,,,,,,,', 'b,B,,2,,,,,,,,,,,,,,,,,,,', 'a,,,,,,,,,,,,,,Size,M,,,,,,,'].join('\n');
    const results = await csv(text);
    expect(results.filter((r) => r.plan).map((r) => r.plan!.slug)).toEqual(['a', 'b']);
    expect(invalidOf(results)).toEqual([{ row: 4, column: 'slug', value: 'a', reason: expect.stringContaining('must be contiguous; "a" started at row 2') }]);
  });

  it('variant rows must choose every option once, without repeating a combination', async () => {
    const text = [HEADER, 'a,A,,1,,,,,,,,,,,Size,S,Color,Red,,,,,', 'a,,,,,,,,,,,,,,Size,M,,,,,,,', 'a,,,,,,,,,,,,,,Size,S,Color,Red,,,,,'].join('\n');
    expect(invalidOf(await csv(text))).toEqual([
      { row: 3, column: 'option2_name', value: '', reason: expect.stringContaining('missing option "Color"') },
      { row: 4, column: 'option1_value', value: 'S', reason: 'same choices as row 2' },
    ]);
  });

  it('product fields on a later row must repeat the first row or stay empty', async () => {
    const text = [HEADER, 'a,A,,1,,,,,,,,,,,Size,S,,,,,,,', 'a,A,,2,,,,,,,,,,,Size,M,,,,,,,'].join('\n');
    expect(invalidOf(await csv(text))).toEqual([{ row: 3, column: 'price', value: '2', reason: expect.stringContaining('first row (row 2)') }]);
  });

  it('a row with the wrong number of cells is invalid; an unknown column or unclosed quote stops the file', async () => {
    expect(invalidOf(await csv('slug,name,price\na,A,1,extra\n'))).toEqual([
      { row: 2, column: '*', value: 'a,A,1,extra', reason: 'expected 3 cells like the header, found 4' },
    ]);
    await expect(csv('slug,nmae,price\na,A,1\n')).rejects.toThrow(/unknown column "nmae"/);
    await expect(csv('name,price\nA,1\n')).rejects.toThrow(/no "slug" column/);
    await expect(csv('slug,name,price\na,"A,1\n')).rejects.toBeInstanceOf(UsageError);
  });

  it('--match sku needs a sku on every product', async () => {
    expect(invalidOf(await csv('slug,name,price\na,A,1\n', 'merge', 'sku'))).toEqual([
      { row: 2, column: 'sku', value: '', reason: 'sku is required to match products (--match sku)' },
    ]);
  });
});

describe('JSON and JSON lines', () => {
  const product = (slug: string, extra: object = {}) => ({ slug, name: slug.toUpperCase(), priceData: { price: 3 }, ...extra });

  it('splits a JSON array into its elements without reading it whole (strings with brackets and commas too)', async () => {
    const text = JSON.stringify([{ a: '],[{,"' }, [1, [2]], 'x']);
    const chunks = text.match(/.{1,3}/gs)!;
    const elements = [];
    for await (const element of jsonArrayElements(Readable.from(chunks), 'test')) elements.push(element);
    expect(elements.map((e) => [e.row, JSON.parse(e.text)])).toEqual([
      [1, { a: '],[{,"' }],
      [2, [1, [2]]],
      [3, 'x'],
    ]);
    await expect(async () => {
      for await (const _ of jsonArrayElements(Readable.from(['[{"a":1}']), 'test'));
    }).rejects.toThrow(/not closed/);
    await expect(async () => {
      for await (const _ of jsonArrayElements(Readable.from(['{"a":1}']), 'test'));
    }).rejects.toThrow(/expected a JSON array/);
  });

  it("reads the platform's answer object: the array under \"products\", its other keys skipped, in chunks of any size", async () => {
    const answer = { metadata: { items: [1, [2]], note: '"products": [9]' }, products: [{ a: '],[{,"' }, { b: 2 }], totalResults: 2, pagingMetadata: { cursors: { next: '}' } } };
    for (const size of [1, 2, 5, 1000]) {
      const chunks = JSON.stringify(answer, null, size === 5 ? 2 : undefined).match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      const elements = [];
      for await (const element of jsonArrayElements(Readable.from(chunks), 'test')) elements.push(element);
      expect(elements.map((e) => [e.row, JSON.parse(e.text)])).toEqual([
        [1, { a: '],[{,"' }],
        [2, { b: 2 }],
      ]);
    }
    const refused = async (text: string) => {
      const error = await (async () => {
        for await (const _ of jsonArrayElements(Readable.from([text]), 'test'));
      })().catch((e: Error) => e);
      return String(error);
    };
    expect(await refused('{"items": []}')).toContain('the object has no "products"');
    expect(await refused('{"products": {"a": 1}}')).toContain('its "products" is not an array');
    expect(await refused('{"products": [{"a": 1}]')).toContain('the JSON object is not closed');
    expect(await refused('{"products": []} x')).toContain('after the end of the JSON object');
  });

  it('reads wire-shaped products: options, variants, media URLs and collection ids', async () => {
    const wire = product('hat', {
      productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'S' }, { value: 'L', description: 'L' }] }],
      variants: [{ choices: { Size: 'L' }, variant: { priceData: { price: 5, currency: 'USD' }, sku: '', visible: true } }],
      media: { items: [{ id: 'm1', mediaType: 'image', image: { url: 'https://x.test/a.jpg', width: 1, height: 1 } }] },
      collectionIds: ['c1'],
      numericId: '1',
    });
    const [result] = await collect(jsonPlans(Readable.from([JSON.stringify([wire])]), 'json', settings()));
    expect(result.plan).toMatchObject({
      row: 1,
      slug: 'hat',
      fields: { name: 'HAT', price: '3' },
      options: [{ name: 'Size', choices: ['S', 'L'] }],
      variants: [{ choices: { Size: 'L' }, price: '5', sku: undefined, visible: true }],
      media: ['https://x.test/a.jpg'],
      collectionIds: ['c1'],
    });
  });

  it('JSON lines: rows are line numbers; bad lines and repeated slugs are invalid rows', async () => {
    const lines = [JSON.stringify(product('a')), '', '{oops', JSON.stringify(product('b', { priceData: { price: -2 } })), JSON.stringify(product('a'))];
    const results = await collect(jsonPlans(Readable.from([lines.join('\n')]), 'jsonl', settings()));
    expect(results.filter((r) => r.plan).map((r) => r.plan!.row)).toEqual([1]);
    expect(invalidOf(results)).toEqual([
      { row: 3, column: '*', value: '{oops', reason: expect.stringContaining('not valid JSON') },
      { row: 4, column: 'priceData.price', value: '-2', reason: 'must be at least 0' },
      { row: 5, column: 'slug', value: 'a', reason: 'the same product as row 1' },
    ]);
  });
});

describe('lists in one cell (collections, media)', () => {
  it('split at each ";" except an escaped "\\;"; "\\\\" is one backslash, any other backslash stays', async () => {
    const [result] = await csv(`slug,collections\nmug,"Kitchen;Salt\\; Pepper; C:\\x ;a\\\\;;"\n`);
    expect(result.plan?.collectionNames).toEqual(['Kitchen', 'Salt; Pepper', 'C:\\x', 'a\\']);
  });

  it('are written so that they read back as the same items', async () => {
    const { joinList, splitList } = await import('../../../../src/catalog/core/import/csv-columns.js');
    const items = ['Salt; Pepper', 'a\\', '\\;', 'Kitchen', '漢;😀'];
    expect(joinList(items)).toBe('Salt\\; Pepper;a\\\\;\\\\\\;;Kitchen;漢\\;😀');
    expect(splitList(joinList(items))).toEqual(items);
  });
});

describe('variant_sale_price', () => {
  it("is each variant's own sale price, at most its price", async () => {
    const results = await csv(
      'slug,name,price,option1_name,option1_value,variant_price,variant_sale_price\n' +
        'tee,Tee,10,Size,S,,8\n' +
        'tee,,,Size,M,12,9.50\n' +
        'tee,,,Size,L,,11\n',
    );
    expect(invalidOf(results)).toEqual([{ row: 4, column: 'variant_sale_price', value: '11', reason: "a sale price above the variant's price (10): give at most 10" }]);
    const [ok] = await csv('slug,name,price,option1_name,option1_value,variant_price,variant_sale_price\ntee,Tee,10,Size,S,,8\ntee,,,Size,M,12,\n');
    expect(ok.plan?.variants.map((v) => v.salePrice)).toEqual(['8', undefined]);
  });
});
