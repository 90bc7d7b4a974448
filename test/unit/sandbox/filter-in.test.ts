// `$in` (and `$nin`) keep their meaning now that a list's scalars are probed in a set (domain/query.ts): a scalar
// matches only the same value (no "1" == 1), an array field matches by any element, objects compare by content,
// null means "empty", and one list evaluated against many entities answers each one right.
import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../../../src/sandbox/domain/query.js';

describe('$in and $nin', () => {
  it('a scalar matches only the same value', () => {
    expect(matchesFilter({ slug: 'a' }, { slug: { $in: ['b', 'a'] } })).toBe(true);
    expect(matchesFilter({ n: 1 }, { n: { $in: ['1'] } })).toBe(false);
    expect(matchesFilter({ n: 1 }, { n: { $in: [1] } })).toBe(true);
    expect(matchesFilter({ v: true }, { v: { $in: ['true'] } })).toBe(false);
    expect(matchesFilter({ slug: 'a' }, { slug: { $nin: ['a'] } })).toBe(false);
    expect(matchesFilter({ slug: 'c' }, { slug: { $nin: ['a', 'b'] } })).toBe(true);
  });

  it('an array field matches by any element; objects by content; null by an empty value', () => {
    expect(matchesFilter({ tags: ['x', 'y'] }, { tags: { $in: ['y'] } })).toBe(true);
    expect(matchesFilter({ tags: ['x', 'y'] }, { tags: { $in: ['z'] } })).toBe(false);
    expect(matchesFilter({ ref: { id: 'p' } }, { ref: { $in: [{ id: 'p' }] } })).toBe(true);
    expect(matchesFilter({ ref: { id: 'p' } }, { ref: { $in: [{ id: 'q' }] } })).toBe(false);
    expect(matchesFilter({ sku: null }, { sku: { $in: [null, 'a'] } })).toBe(true);
    expect(matchesFilter({ sku: 'b' }, { sku: { $in: [null, 'a'] } })).toBe(false);
  });

  it('one list used against many entities answers each one', () => {
    const filter = { slug: { $in: Array.from({ length: 100 }, (_, i) => `s-${i * 2}`) } };
    const matched = Array.from({ length: 200 }, (_, i) => ({ slug: `s-${i}` })).filter((entity) => matchesFilter(entity, filter));
    expect(matched.map((e) => e.slug)).toEqual(Array.from({ length: 100 }, (_, i) => `s-${i * 2}`));
  });
});
