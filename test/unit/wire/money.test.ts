// src/wire/money.ts: exact decimal arithmetic on the platform's decimal strings, rounded half-up once.
import { describe, expect, it } from 'vitest';
import {
  add,
  adjustedTo,
  allocate,
  centsToText,
  compare,
  decimal,
  discountedPrice,
  divide,
  formatMoney,
  fromMilli,
  marginOf,
  round,
  toCents,
  toFixed,
  toMilli,
  toText,
} from '../../../src/wire/money.js';

describe('decimal strings', () => {
  it.each([
    ['10.50', '10.5'],
    ['-0.000', '0'],
    ['1e-7', '0.0000001'],
    ['1.5e3', '1500'],
    [98.35, '98.35'],
    [0.1, '0.1'],
  ])('%s reads as %s', (value, text) => {
    expect(toText(decimal(value))).toBe(text);
  });

  it('refuses what is not a finite decimal', () => {
    for (const bad of ['', '.', '1,5', 'abc', NaN, Infinity]) expect(() => decimal(bad)).toThrow(/amount/);
  });

  it('adds without binary noise: 0.1 + 0.2 = 0.3', () => {
    expect(toText(add(0.1, 0.2))).toBe('0.3');
    expect(compare('10.50', 10.5)).toBe(0);
  });
});

describe('rounding', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['88.515', 2, '88.52'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['-0.001', 2, '0'],
    ['1e-7', 2, '0'],
    ['999999999.994', 2, '999999999.99'],
    ['3.5555', 2, '3.56'],
    ['3.5555', 0, '4'],
  ])('half-up: %s to %d decimals is %s', (value, decimals, expected) => {
    expect(toText(round(value, decimals))).toBe(expected);
  });

  it('half-even is there for who needs it: 0.125 → 0.12, 0.135 → 0.14', () => {
    expect(toText(round('0.125', 2, 'half-even'))).toBe('0.12');
    expect(toText(round('0.135', 2, 'half-even'))).toBe('0.14');
  });

  it('divides to a number of places, rounding once', () => {
    expect(toText(divide(1, 3, 4))).toBe('0.3333');
    expect(toText(divide(2, 3, 2))).toBe('0.67');
    expect(toText(divide('-1', 8, 2))).toBe('-0.13');
    expect(marginOf('7.5', '2.5')).toBe(0.3333);
    expect(marginOf(0, 5)).toBe(0);
  });
});

describe('discounts and adjustments', () => {
  it('the two cases issue #25 names: 0.29 at 50 % is 0.15, 98.35 at 10 % is 88.52', () => {
    expect(toText(discountedPrice(0.29, { type: 'PERCENT', value: 50 }))).toBe('0.15');
    expect(toText(discountedPrice('98.35', { type: 'PERCENT', value: 10 }))).toBe('88.52');
  });

  it('AMOUNT takes off, never below 0; NONE and no discount give the list price to cents', () => {
    expect(toText(discountedPrice(10, { type: 'AMOUNT', value: 2.5 }))).toBe('7.5');
    expect(toText(discountedPrice(10, { type: 'AMOUNT', value: 12 }))).toBe('0');
    expect(toText(discountedPrice('10.125', { type: 'NONE', value: 0 }))).toBe('10.13');
    expect(toText(discountedPrice(10, undefined))).toBe('10');
  });

  it('adjusts by a percentage or an amount, rounded to the places asked', () => {
    expect(toText(adjustedTo(29, { percent: 13 }, 2))).toBe('32.77');
    expect(toText(adjustedTo(1.15, { percent: 30 }, 2))).toBe('1.5');
    expect(toText(adjustedTo(29, { percent: 13 }, 0))).toBe('33');
    expect(toText(adjustedTo('10', { amount: '-1.255' }, 2))).toBe('8.75');
  });
});

describe('cents, thousandths and formatting', () => {
  it('converts exactly', () => {
    expect(toCents('0.125')).toBe(13);
    expect(toCents(1.005)).toBe(101);
    expect(centsToText(-5)).toBe('-0.05');
    expect(toMilli('12.5')).toBe(12500);
    expect(toMilli('0.125')).toBe(125);
    expect(toMilli('12.3455')).toBe(12346);
    expect(toMilli(12.5)).toBe(12500);
    expect(fromMilli(12500)).toBe('12.5');
    expect(toFixed('7', 2)).toBe('7.00');
  });

  it('formats from the exact decimal (1.005 shows $1.01, not $1.00)', () => {
    expect(formatMoney('1.005')).toBe('$1.01');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('allocates to the exact cent', () => {
    expect(allocate(500, [2500, 2000])).toEqual([278, 222]);
  });
});
