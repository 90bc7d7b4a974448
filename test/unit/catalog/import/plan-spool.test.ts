// #16: a dry run's plan lists live in an unlinked temporary file once they pass a few kilobytes, and read back
// whole and in order.
import { describe, expect, it } from 'vitest';
import { PlanSpool } from '../../../../src/catalog/core/import/plan-spool.js';

const readAll = async <T>(spool: PlanSpool<T>) => {
  const items: T[] = [];
  for await (const item of spool.items()) items.push(item);
  return items;
};

describe('PlanSpool', () => {
  it('keeps a short list in its buffer and a long one on disk, both read back in order, twice', async () => {
    for (const size of [0, 3, 20_000]) {
      const spool = new PlanSpool<{ row: number; slug: string }>();
      const items = Array.from({ length: size }, (_, i) => ({ row: i + 2, slug: `p-${i}` }));
      for (const item of items) spool.add(item);
      expect(spool.count).toBe(size);
      expect(await readAll(spool)).toEqual(items);
      expect(await readAll(spool)).toEqual(items);
      spool.close();
    }
  });
});
