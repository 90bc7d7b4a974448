import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { moveSelection, scrollStart } from '../../../src/ui/keys.js';

const key = (pressed: Partial<Key> = {}) => pressed as Key;

describe('list keys', () => {
  it('moves by one, by a page and to either end, within the list', () => {
    expect(moveSelection('', key({ downArrow: true }), 3, 10, 4)).toBe(4);
    expect(moveSelection('k', key(), 0, 10, 4)).toBe(0);
    expect(moveSelection('', key({ pageDown: true }), 8, 10, 4)).toBe(9);
    expect(moveSelection('', key({ pageUp: true }), 5, 10, 4)).toBe(1);
    expect(moveSelection('G', key(), 0, 10, 4)).toBe(9);
    expect(moveSelection('g', key(), 7, 10, 4)).toBe(0);
  });

  it('leaves other keys (and empty lists) to the screen', () => {
    expect(moveSelection('q', key(), 3, 10, 4)).toBeUndefined();
    expect(moveSelection('', key({ downArrow: true }), 0, 0, 4)).toBeUndefined();
  });

  it('scrolls as little as needed to keep the selection in view', () => {
    expect(scrollStart(5, 0, 4, 20)).toBe(2);
    expect(scrollStart(3, 2, 4, 20)).toBe(2);
    expect(scrollStart(1, 2, 4, 20)).toBe(1);
    expect(scrollStart(19, 0, 4, 6)).toBe(2);
  });
});
