// #16: a dry run's plan is printed from async-iterable lists without building it: the text must be exactly what
// toJson prints for the same value materialised, pretty (--json) and on one line (--jsonl).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { materialized, writeJsonStreamed } from '../../../src/io/json-stream.js';
import { toJson } from '../../../src/io/json.js';

async function* lazy<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

const sample = () => ({
  dryRun: true,
  create: 2,
  skipped: undefined,
  rows: { create: lazy([{ row: 2, rows: [2, 3], slug: 'a' }, { row: 4, rows: [4], slug: 'b "q"' }]), update: lazy([]), invalid: [], failed: [{ row: 9, message: 'x' }] },
  ratio: Number.NaN,
  newCollections: ['Summer'],
});

async function streamed(value: unknown, pretty: boolean): Promise<string> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (c) => (text += c));
  await writeJsonStreamed(out, value, pretty);
  return text;
}

describe('writeJsonStreamed', () => {
  for (const pretty of [true, false]) {
    it(`prints what toJson prints (${pretty ? 'pretty' : 'one line'})`, async () => {
      expect(await streamed(sample(), pretty)).toBe(`${toJson(await materialized(sample()), pretty)}\n`);
      expect(JSON.parse(await streamed(sample(), pretty)).rows.create[1].slug).toBe('b "q"');
    });
  }
});
