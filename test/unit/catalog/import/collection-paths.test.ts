// A collection reference as a path (docs/collection-paths.md): how it is read and written, and how the store's
// listing of names with parents gives each path its category.
import { describe, expect, it } from 'vitest';
import { collectionKey, formatPath, parsePath, pathById, pathsOf, withAncestors } from '../../../../src/catalog/core/import/collection-paths.js';

describe('collection paths', () => {
  it('reads ` > ` between names, ` \\> ` inside one, and writes each back the same', () => {
    expect(parsePath('Clothing > Shirts')).toEqual(['Clothing', 'Shirts']);
    expect(parsePath('Salt \\> Pepper > Mills')).toEqual(['Salt > Pepper', 'Mills']);
    expect(parsePath('A>B')).toEqual(['A>B']);
    expect(formatPath(['Salt > Pepper', 'Mills'])).toBe('Salt \\> Pepper > Mills');
    expect(withAncestors('A > B > C')).toEqual(['A', 'A > B', 'A > B > C']);
  });

  it('keys a path whole where groups nest, by its leaf where they do not', () => {
    expect(collectionKey('Clothing > Shirts', true)).toBe('Clothing > Shirts');
    expect(collectionKey('Clothing > Shirts', false)).toBe('Shirts');
    expect(collectionKey('Salt \\> Pepper', false)).toBe('Salt \\> Pepper');
  });

  it('puts paths together from the listed parents; a one-name key prefers the top level', () => {
    const listed = [
      { id: 's1', name: 'Shirts', parentId: 'c' },
      { id: 'c', name: 'Clothing' },
      { id: 's2', name: 'Shirts' },
      { id: 'h', name: 'Hats', parentId: 'elsewhere' },
    ];
    const paths = pathsOf(listed);
    expect(paths.get('Clothing > Shirts')).toBe('s1');
    expect(paths.get('Shirts')).toBe('s2');
    expect(paths.get('Hats')).toBe('h');
    expect(pathById(listed).get('s1')).toBe('Clothing > Shirts');
  });
});
