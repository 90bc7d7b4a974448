// The measure's shortcut (ONE_COLUMN_EACH: counted without string-width) must give what string-width gives, for
// every character it covers and for text mixing them with wider ones.
import stringWidth from 'string-width';
import { expect, it } from 'vitest';
import { displayWidth, ONE_COLUMN_EACH } from '../../../src/io/display-width.js';

const covered = [...Array(0x10000).keys()].map((code) => String.fromCharCode(code)).filter((char) => ONE_COLUMN_EACH.test(char));

it('each character the shortcut counts takes one column for string-width too', () => {
  expect(covered.length).toBe(95 + 24 + 47);
  expect(covered.filter((char) => stringWidth(char) !== 1).map((char) => char.codePointAt(0)!.toString(16))).toEqual([]);
});

it('text outside the shortcut is measured by string-width: wide, zero-width and escape sequences', () => {
  for (const text of ['Mug … 寿司', 'Cafe\u0301', 'a\u200Bb', '\u001B[1mbold\u001B[22m', 'Tea 🍵', 'x\u00ADy', '']) {
    expect(displayWidth(text), JSON.stringify(text)).toBe(stringWidth(text));
  }
  expect(displayWidth('store products list --all — 50 of 3,012 …')).toBe('store products list --all — 50 of 3,012 …'.length);
});
