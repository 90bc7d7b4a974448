// FIELD / VALUE / DELTA parsing and the shared arithmetic, as tables: money stays a decimal string from the flag on.
import { describe, expect, it } from 'vitest';
import { adjustedBy } from '../../../../src/catalog/core/model/change.js';
import { applyAdjustment } from '../../../../src/sandbox/domain/v1/bulk-values.js';
import { UsageError } from '../../../../src/io/cli-errors.js';
import { describeChange, parseAdjustChange, parseBulkField, parseDelta, parseSetChange } from '../../../../src/catalog/core/bulk/delta.js';

describe('parseDelta', () => {
  it.each([
    ['+10%', {}, { percent: 10, roundToWhole: false }],
    ['-5%', {}, { percent: -5, roundToWhole: false }],
    ['+13%', { round: true }, { percent: 13, roundToWhole: true }],
    ['-100%', {}, { percent: -100, roundToWhole: false }],
    ['+1000%', {}, { percent: 1000, roundToWhole: false }],
    ['-0%', {}, { percent: 0, roundToWhole: false }],
    ['+2.50', {}, { amount: '2.5' }],
    ['-1', {}, { amount: '-1' }],
    ['-0', {}, { amount: '0' }],
    [' +0.05 ', {}, { amount: '0.05' }],
  ])('%s %o → %o', (text, options, expected) => {
    expect(parseDelta(text, options)).toEqual(expected);
  });

  it.each([
    ['10%', 'sign is required'],
    ['10', 'sign is required'],
    ['+10.5%', 'whole numbers'],
    ['-101%', 'between -100% and +1000%'],
    ['+1001%', 'between -100% and +1000%'],
    ['+', 'must look like'],
    ['+abc', 'must look like'],
    ['+1e3', 'must look like'],
    ['*2', 'must look like'],
  ])('rejects %s (%s)', (text, why) => {
    const error = (() => {
      try {
        parseDelta(text);
      } catch (caught) {
        return caught as UsageError;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect(`${error!.message} ${error!.hint ?? ''}`).toContain(why);
  });

  it('--round is for percentages only', () => {
    expect(() => parseDelta('+2', { round: true })).toThrow(/percentage deltas only/);
  });
});

describe('fields and set values', () => {
  it('set takes the five fields, adjust only the numbers (case-insensitive)', () => {
    expect(['price', 'cost', 'weight', 'brand', 'ribbon'].map((f) => parseBulkField(f, 'set'))).toEqual(['price', 'cost', 'weight', 'brand', 'ribbon']);
    expect(parseBulkField('PRICE', 'adjust')).toBe('price');
    expect(() => parseBulkField('brand', 'adjust')).toThrow(UsageError);
    expect(() => parseBulkField('sku', 'set')).toThrow(/price, cost, weight, brand, ribbon/);
    expect(() => parseAdjustChange('ribbon', '+1')).toThrow(UsageError);
  });

  it.each([
    ['price', '19.99', { kind: 'set', field: 'price', value: '19.99' }],
    ['weight', '0', { kind: 'set', field: 'weight', value: '0' }],
    ['brand', 'Acme', { kind: 'set', field: 'brand', value: 'Acme' }],
    ['ribbon', '', { kind: 'set', field: 'ribbon', value: '' }],
  ] as const)('set %s %j', (field, value, expected) => {
    expect(parseSetChange(field, value)).toEqual(expected);
  });

  it.each([
    ['price', '-1'],
    ['price', 'free'],
    ['cost', '1000000000'],
    ['brand', 'x'.repeat(51)],
    ['ribbon', 'x'.repeat(31)],
  ] as const)('refuses set %s %j', (field, value) => {
    expect(() => parseSetChange(field, value)).toThrow(UsageError);
  });

  it('describes a change for the summary line', () => {
    expect(describeChange(parseAdjustChange('price', '+10%', { round: true }))).toBe('price +10% (rounded to whole numbers)');
    expect(describeChange(parseAdjustChange('cost', '-1.5'))).toBe('cost -1.5');
    expect(describeChange(parseSetChange('ribbon', ''))).toBe('ribbon cleared');
    expect(describeChange(parseSetChange('brand', 'Acme'))).toBe('brand = "Acme"');
  });
});

describe('the shared arithmetic', () => {
  it.each<[number, { percentage?: { rate: number; roundToInt?: boolean }; amount?: number }, number]>([
    [29, { percentage: { rate: 13 } }, 32.77],
    [29, { percentage: { rate: 13, roundToInt: true } }, 33],
    [1.15, { percentage: { rate: 30 } }, 1.5],
    [12.34, { percentage: { rate: -100 } }, 0],
    [10, { percentage: { rate: 1000 } }, 110],
    [0.1, { amount: 0.2 }, 0.3],
    [1, { amount: -1.25 }, -0.25],
  ])('applyAdjustment(%d, %o) = %d, in the CLI and the sandbox alike', (value, adjust, expected) => {
    expect(applyAdjustment(value, adjust)).toBe(expected);
    const by = adjust.percentage ? { percent: adjust.percentage.rate, roundToWhole: adjust.percentage.roundToInt === true } : { amount: String(adjust.amount) };
    expect(adjustedBy(String(value), by)).toBe(String(expected));
  });
});
